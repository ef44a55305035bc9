/**
 * Columns that break an overall column down by group (pure): "MR-ALL | African | Caucasian | South Asian | East
 * Asian", "All | Easy | Medium | Hard", "Overall | Men | Women". The groups print no metric; they report the
 * metric of the overall column before them, split by group. A column takes it only when every column between it
 * and the overall one is such a group (no metric, no benchmark of its own), and with a review line. The overall column
 * may also be a metric's own name that the text by the table calls the average ("DICE is the average dice score of all
 * organs" over "DICE | AT | GB | KL …"): the organs' columns are Dice too.
 */
import { stripMarkup } from './names.js';
import { esc as escapeRe } from './name-index.js';

/** "MR-ALL", "All", "Overall", "Total (all)": the column over every group. */
const OVERALL = /(?:^|[-\s_(])(?:all|overall)\)?$/i;


/** Whether the text calls the column headed `h` an average over the others: "DICE is the average …", "the mean DICE over all classes". */
export function averagedInText(h: string, text: string): boolean {
  const name = stripMarkup(h).replace(/\s*[([][^)\]]*[)\]]\s*$/, '').trim();
  // (an average rank is no average of the columns' metric: "Rank is the average rank over the six benchmarks")
  if (!/[A-Za-z]{2}/.test(name) || name.length > 20 || /\branks?\b/i.test(name)) return false;
  const n = escapeRe(name);
  return new RegExp(String.raw`(?<![\w-])${n}\s+(?:is|denotes|represents|means|gives|reports)\s+the\s+(?:average|mean)\b|\b(?:average|mean|overall)\s+${n}(?![\w-])`, 'i').test(text);
}

/**
 * The metric of the overall column that column `j` breaks down, given each earlier column's drafted metric
 * (`metricOf(k)`, none for the declared unknown metric) and whether a header names its own metric or benchmark (`namesOwn(k)`).
 */
export function breakdownMetric(leaves: readonly string[], j: number, metricOf: (k: number) => string | undefined, namesOwn: (k: number) => boolean, averaged: (k: number) => boolean = () => false): { metric: string; overall: string } | undefined {
  for (let k = j - 1; k >= 0; k--) {
    const h = stripMarkup(leaves[k] ?? '').trim();
    if (OVERALL.test(h) || averaged(k)) {
      const metric = metricOf(k);
      return metric ? { metric, overall: h } : undefined;
    }
    // a group between: a name with no metric of its own, drafted under the overall column's metric already
    if (namesOwn(k) || !/[A-Za-z]/.test(h)) return undefined;
  }
  return undefined;
}
