/**
 * A table whose methods are printed as sub-columns under each metric, with the benchmarks as rows → rows =
 * methods (pure). Image restoration and compression READMEs print
 * `Data set | PSNR (ESRGAN, Ours) | SSIM (ESRGAN, Ours)` with one row per test set: read as printed,
 * the test sets become the methods and the methods vanish into the sub-headers.
 *
 * Recognised when the table has two header rows, the upper one naming a metric over each group of columns,
 * the lower one naming the same two or more non-metric names once under every group (in any order), and
 * the corner naming the row axis (`Dataset`, `Data set`, `Benchmark`, `Task`). The pivot gives a row per
 * method and a column per row label × metric: the row label (the benchmark) in an upper header row, the
 * metric below it, so each column keeps its benchmark as the subset.
 */
import { isPlainNumber } from './cells.js';
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { subcolumnsNameMethods } from './subcolumn-methods.js';
import { namesRowAxis } from './transpose.js';
import type { RawTable } from './types.js';

/** Sub-column names that are conditions, not methods: a scale (`×2`, `4x`), a shot count (`5-shot`), a size (`7B`), a bit width, a horizon or duration (`15min`, `1h`, `12 steps`). */
const SETTING_LIKE = /^(?:[x×]\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*[x×]|\d+\s*-?\s*shots?|\d+(?:\.\d+)?\s*[KMBT]|\d+\s*-?\s*bits?|w\d+a\d+|\d+(?:\.\d+)?\s*(?:ms|s|secs?|mins?|minutes?|h|hrs?|hours?|days?|steps?)|[^A-Za-z]*[A-Za-z]?[^A-Za-z]*)$/i;

export function pivotMethodSubcolumns(t: RawTable): { table: RawTable; pivoted: boolean; review?: string } {
  const no = { table: t, pivoted: false };
  if (t.header.length !== 2 || t.body.length < 1) return no;
  const [upper, leaf] = t.header.map((r) => r.map(stripMarkup)) as [string[], string[]];
  const corner = upper[0] || leaf[0] || '';
  if (leaf.length < 3) return no;
  const groups = new Map<string, { metric: string; method: string; col: number }[]>();
  for (let j = 1; j < leaf.length; j++) {
    const metric = upper[j] ?? '';
    const method = leaf[j] ?? '';
    if (!metric || !method || !metricFor(metric, true) || metricFor(method, true) || isPlainNumber(method) || SETTING_LIKE.test(method)) return no;
    groups.set(metric, [...(groups.get(metric) ?? []), { metric, method, col: j }]);
  }
  const methods = [...new Set([...groups.values()].flat().map((c) => c.method))];
  if (methods.length < 2) return no;
  // the corner names the row axis (`Dataset`), or the caption names the sub-columns as the compared methods
  // (subcolumn-methods.ts: `Din` over `MSP | +OE`)
  const why = namesRowAxis(corner) ? undefined : subcolumnsNameMethods(t, methods);
  if (!namesRowAxis(corner) && !why) return no;
  // every metric group names every method once
  for (const g of groups.values()) if (g.length !== methods.length || new Set(g.map((c) => c.method)).size !== methods.length) return no;
  const cats = t.body.map((r) => stripMarkup(r[0] ?? ''));
  if (cats.some((c) => !c || isPlainNumber(c))) return no;
  const metrics = [...groups.keys()];
  const col = (m: string, x: string): number => (groups.get(x) ?? []).find((c) => c.method === m)?.col ?? -1;
  const header = [
    [corner, ...cats.flatMap((c) => metrics.map(() => c))],
    ['Method', ...cats.flatMap(() => metrics)],
  ];
  const body = methods.map((m) => [m, ...t.body.flatMap((r) => metrics.map((x) => r[col(m, x)] ?? ''))]);
  return { table: { ...t, header, body, context: `${t.context}\n[printed per ${corner.toLowerCase()}: methods as sub-columns of each metric]` }, pivoted: true, ...(why ? { review: `methods as sub-columns under each metric (${why}), rows (${cats.slice(0, 3).join(', ')}${cats.length > 3 ? ' …' : ''}) under "${corner}" as subsets — check the orientation` } : {}) };
}
