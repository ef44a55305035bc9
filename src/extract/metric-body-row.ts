/**
 * A body row that names each column's metric (pure): tabular and AutoML READMEs print their datasets as columns, then a
 * `metrics | rmse | acc | acc` row, rows describing the datasets (`problem_type`, `#objects`, `#classes`), and only then
 * the methods' rows. The metric row is the header's lowest level (under the datasets); the rows describing the
 * datasets are no results (each left out with a review line); the rows after them are the methods.
 */
import { isPlainNumber } from './cells.js';
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const METRIC_LABEL = /^(?:(?:evaluation|eval\.?)\s+)?(?:metrics?|measures?|scoring)$/i;
/** What a row describing the datasets is labelled: a count (`#objects`, `num. features`, `n_classes`) or the task's type. */
const DATA_ROW = /^(?:#|№|n_|num(?:ber)?\.?\s*(?:of\s+)?)|^(?:problem|task)[\s_-]*type$|^(?:type|task|size|samples?|instances?|classes|features?|objects?|rows|columns)$/i;

const plain = (s: string | undefined): string => stripMarkup(s ?? '').trim();

export function metricBodyRow(t: RawTable): { table: RawTable; review: string[] } {
  const at = t.body.findIndex((r, i) => i < 8 && METRIC_LABEL.test(plain(r[0])));
  if (at < 0) return { table: t, review: [] };
  // (a lower-case code, `acc`, names a metric in a row labelled as metrics: read as printed with a capital, `Acc`)
  const named = (c: string): string | undefined => [c, c.charAt(0).toUpperCase() + c.slice(1)].find((x) => metricFor(x, true));
  const printedRow = t.body[at] as string[];
  const readings = printedRow.map((c, j) => (j === 0 || !plain(c) ? c : named(plain(c))));
  if (readings.filter((c, j) => j > 0 && plain(printedRow[j])).length < 2 || readings.some((c) => c === undefined)) return { table: t, review: [] };
  const row = readings as string[];
  // rows before the first method row (and within eight rows of the metric row) that describe the datasets: labelled as
  // counts or types, or printing no number
  const dataRows = new Set<number>();
  for (const [i, r] of t.body.entries()) {
    if (i === at) continue;
    if (i >= at + 8 || !(DATA_ROW.test(plain(r[0])) || !r.slice(1).some((c) => isPlainNumber(plain(c))))) break;
    dataRows.add(i);
  }
  const left = [...dataRows].map((i) => plain(t.body[i]?.[0]));
  const body = t.body.filter((_, i) => i !== at && !dataRows.has(i));
  if (!body.length) return { table: t, review: [] };
  const review = [`row "${plain(row[0])}" names each column's metric: read as the header's lowest row`];
  if (left.length) review.push(`rows describing the datasets, not results: left out: ${left.map((l) => `"${l}"`).join(', ')}`);
  return { table: { ...t, header: [...t.header, row], body }, review };
}
