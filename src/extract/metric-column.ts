/**
 * A column that names each row's metric (pure). Machine-translation, speech and retrieval tables often
 * print two or more rows per system, one per metric, with the metric in a column of its own headed
 * "Metric(s)" (Seed-X's Table 4: each model's BLEURT row, then its COMET row, under FLORES-200 and
 * WMT-25 directions). The draft's columns carry one metric each, so the value columns are repeated once
 * per metric, under a new top header row naming it, and each printed row keeps its line, with its
 * values under its own metric's columns and the others left empty. The metric column stays, as each
 * row's setting, so a system's rows keep apart. A value column whose header names a metric of its own
 * ("Training time (2080 Ti)" beside "average | best" in a model zoo whose metric column says Accuracy or
 * F1) is that measure on every row: it is kept once, after the spread blocks, not read under each row's metric.
 */
import { isPlainNumber } from './cells.js';
import { mergeCarriedMetricRows } from './metric-column-merge.js';
import { metricFor } from './metric-lookup.js';
import { metricById } from '../core/metric-registry.js';
import { vouchedBesideOnlyMetric } from './beside-only.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';
import { citesVenue } from './venue-cited.js';

const METRIC_HEAD = /^(?:evaluation\s+|eval\.?\s+)?metrics?$/i;

/** The grid with a printed metric column spread into one block of value columns per metric, and a review line; unchanged when it has none. */
export function spreadMetricColumn(t: RawTable): { table: RawTable; review: string[] } {
  const leaf = t.header[t.header.length - 1] ?? [];
  const m = leaf.findIndex((h, j) => j > 0 && METRIC_HEAD.test(stripMarkup(h)));
  if (m < 0 || !t.body.length) return { table: t, review: [] };
  const names = t.body.map((r) => stripMarkup(r[m] ?? ''));
  const metrics = [...new Set(names)];
  // one metric named on every row ("Evaluation Metric" Test MRE ×3, after the values): the metric of every value column
  if (metrics.length === 1 && names.length >= 2) return oneMetricColumn(t, m, metrics[0] as string);
  // every row names one, none is a number, and each is printed on two rows at least
  if (metrics.length < 2 || names.some((n) => !n || isPlainNumber(n)) || metrics.some((x) => names.filter((n) => n === x).length < 2)) return { table: t, review: [] };
  const width = Math.max(leaf.length, ...t.body.map((r) => r.length));
  const after = Array.from({ length: width - m - 1 }, (_, k) => m + 1 + k);
  // a column headed by a metric of its own is measured on every row, whatever the row's metric
  // value columns headed by methods citing their venue ("BMNet (CVPR 2022)"): the methods are the columns, each row a
  // setting × metric; transpose.ts reads that orientation
  if (after.filter((j) => citesVenue(leaf[j] ?? '')).length * 2 > after.length) return { table: t, review: [] };
  const own = after.filter((j) => ownMetric(t.header.map((r) => r[j] ?? '')));
  const values = after.filter((j) => !own.includes(j));
  if (!values.length) return { table: t, review: [] };
  const lead = (r: readonly string[]) => r.slice(0, m + 1);
  const header = [
    [...lead(leaf).map(() => ''), ...metrics.flatMap((x) => values.map(() => x)), ...own.map(() => '')],
    ...t.header.map((r) => [...lead(r), ...metrics.flatMap(() => values.map((j) => r[j] ?? '')), ...own.map((j) => r[j] ?? '')]),
  ];
  const body = t.body.map((r, i) => [...lead(r), ...metrics.flatMap((x) => values.map((j) => (names[i] === x ? (r[j] ?? '') : ''))), ...own.map((j) => r[j] ?? '')]);
  const kept = own.map((j) => `"${stripMarkup(leaf[j] ?? '')}"`);
  const review = [`metric column "${stripMarkup(leaf[m] ?? '')}" (${metrics.join(', ')}): each row's values read under its own metric${kept.length ? `; ${kept.join(', ')} named ${kept.length > 1 ? 'their' : 'its'} own metric, kept once for every row` : ''}`];
  const merged = mergeCarriedMetricRows({ ...t, header, body }, m);
  return { table: merged.table, review: [...review, ...merged.review] };
}

/** Whether a column's header cells (top to leaf) name a metric themselves ("Training time (2080 Ti)"), not a condition ("average", "iOS"). */
function ownMetric(heads: readonly string[]): boolean {
  return heads.some((h) => {
    const plain = stripMarkup(h).replace(/\s+/g, ' ').trim();
    return plain !== '' && !citesVenue(plain) && metricFor(plain, true) !== undefined;
  });
}

/**
 * A metric column that names the same metric on every row: the grid without it, that name in a new top header row
 * over every other column but the first (the values it names), and a review line. Unchanged when the name is a number.
 */
function oneMetricColumn(t: RawTable, m: number, name: string): { table: RawTable; review: string[] } {
  if (!name || isPlainNumber(name)) return { table: t, review: [] };
  const drop = (r: readonly string[]) => r.filter((_, j) => j !== m);
  const leaf = t.header[t.header.length - 1] ?? [];
  const width = Math.max(leaf.length, ...t.body.map((r) => r.length)) - 1;
  // (a short name read only beside its metrics, "ARI", is a metric here: the column's header says so)
  const vouched = metricFor(name, true) === undefined ? vouchedBesideOnlyMetric(name) : undefined;
  const full = (vouched && metricById(vouched)?.name) || name;
  const header = [Array.from({ length: width }, (_, j) => (j === 0 ? '' : full)), ...t.header.map(drop)];
  return { table: { ...t, header, body: t.body.map(drop) }, review: [`metric column "${stripMarkup(leaf[m] ?? '')}" prints ${name} on every row: read as the metric of every value column`] };
}
