/**
 * Rows grouped by metric, the methods printed as columns (pure). Social LSTM's Table 1 stacks three metric blocks
 * (`Avg. disp. error`, `Avg. non-linear disp. error`, `Final disp. error`, a rowspan label headed `Metric`) of the same
 * dataset rows (`ETH`, `HOTEL`, …, `Average`), with the methods as the columns (`Lin`, `LTA`, …, `our Social-LSTM`).
 * A grid whose first column groups the rows, headed `Metric(s)` or naming a metric in most groups, with no metric in
 * the header, prints one of its two other axes as columns; they are the methods when a header cell is the paper's own
 * (`our X`, `Ours`, `X (ours)`, `Proposed`) and no row label is, or when a row label is an aggregate over the others
 * (`Average`, `Mean`, `Overall`: an average over benchmarks, not over methods) and no header cell is.
 */
import { stripMarkup } from './names.js';

const OWN = /^(?:ours?\b|proposed\b|this work\b)|\((?:ours|proposed)\)\s*$/i;
const AGGREGATE = /^(?:average|avg\.?|mean|overall|all|total)$/i;
const METRIC_HEAD = /^metrics?$/i;

/**
 * Whether the first column's row groups are metrics over a second label column of benchmarks, the methods being the
 * header's cells after the two label columns (`groupLabels` the first column, `labels` the second).
 */
export function metricGroupsOverMethodColumns(groupHead: string, groupLabels: readonly string[], labels: readonly string[], heads: readonly string[], namesMetric: (s: string) => boolean): boolean {
  const groups = [...new Set(groupLabels.map((g) => stripMarkup(g).trim()).filter(Boolean))];
  if (groups.length < 2 || heads.length < 2) return false;
  const metricGroups = METRIC_HEAD.test(stripMarkup(groupHead).trim()) || groups.filter(namesMetric).length >= Math.max(2, groups.length * 0.6);
  if (!metricGroups || heads.some((h) => namesMetric(stripMarkup(h)))) return false;
  const own = (s: string): boolean => OWN.test(stripMarkup(s).trim());
  const aggregate = (s: string): boolean => AGGREGATE.test(stripMarkup(s).trim());
  if (heads.some(own) && !labels.some(own)) return true;
  return labels.some(aggregate) && !heads.some(aggregate);
}
