/**
 * Cost columns printed first (pure): `Method | Params (M) | FLOPs | Cross-Subject | Cross-View`. A model's size, compute,
 * latency or memory printed right after the row labels, before every other value column, is a result with a unit (the
 * registry's `params`, `flops`, `latency`, `memory` …), an attribute of each row's model like its name. When such columns
 * are the only ones whose header names a metric, they do not make the number columns after them "trailing"
 * hyper-parameters (label-columns.ts): those columns report the table's performance metric, named by the text, by a
 * benchmark's convention or not at all (then drafted for review), as they would without the cost columns.
 */

/**
 * Whether every metric-headed column is a cost column and they sit together right after the label columns
 * (`labels`: the leading label column indices; `metricCols`: the metric-headed ones, ascending; `performance`: those of
 * them naming a performance metric or a benchmark).
 */
export function costColumnsLead(labels: readonly number[], metricCols: readonly number[], performance: readonly number[]): boolean {
  if (performance.length > 0 || metricCols.length === 0) return false;
  const first = Math.max(-1, ...labels) + 1;
  return metricCols.every((j, k) => j === first + k);
}
