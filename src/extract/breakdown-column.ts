/**
 * Columns that break an overall column down by group (pure): "MR-ALL | African | Caucasian | South Asian | East
 * Asian", "All | Easy | Medium | Hard", "Overall | Men | Women". The groups print no metric; they report the
 * metric of the overall column before them, split by group. A column takes it only when every column between it
 * and the overall one is such a group (no metric, no benchmark of its own), and with a review line.
 */
import { stripMarkup } from './names.js';

/** "MR-ALL", "All", "Overall", "Total (all)": the column over every group. */
const OVERALL = /(?:^|[-\s_(])(?:all|overall)\)?$/i;

/**
 * The metric of the overall column that column `j` breaks down, given each earlier column's drafted metric
 * (`metricOf(k)`, none for the declared unknown metric) and whether a header names its own metric or benchmark (`namesOwn(k)`).
 */
export function breakdownMetric(leaves: readonly string[], j: number, metricOf: (k: number) => string | undefined, namesOwn: (k: number) => boolean): { metric: string; overall: string } | undefined {
  for (let k = j - 1; k >= 0; k--) {
    const h = stripMarkup(leaves[k] ?? '').trim();
    if (OVERALL.test(h)) {
      const metric = metricOf(k);
      return metric ? { metric, overall: h } : undefined;
    }
    // a group between: a name with no metric of its own, drafted under the overall column's metric already
    if (namesOwn(k) || !/[A-Za-z]/.test(h)) return undefined;
  }
  return undefined;
}
