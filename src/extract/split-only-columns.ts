/**
 * A table whose value columns are all evaluation splits ("Dev | Test", "DEV | Test Meeting | Test Net", "Eval |
 * Test-Net") and print no metric, nor does any text by the table (pure): a results table all the same, its values
 * measured on each split, but the metric must not be invented. interpretColumns (table-columns.ts) drafts each
 * column under the declared unknown metric with a review line instead of leaving the table to the attribute
 * tables. Only when the values read as scores: numbers with a fraction in most cells, and no training split
 * (`Train | Dev | Test` counts sentences or hours: data statistics) nor counting header beside them.
 */
import { stripMarkup } from './names.js';

/** A split's name, alone or with the part of the data it is ("Test-Net", "Test Meeting", "dev_zh"). */
const SPLIT_PART = /^(?:dev(?:elopment)?|val(?:id(?:ation)?)?|test(?:ing)?|eval(?:uation)?|held[- ]?out)(?:[\s_-]+[\p{L}\d]+){0,2}\.?$/iu;
/** Words that make a split's header a count or a cost of its data, not a score on it. */
const COUNTING = /\b(?:size|samples?|examples?|images?|utterances?|hours?|h|sentences?|tokens?|words?|speakers?|files?|count|number|num|time|duration|set|sets)\b|#|\(\s*(?:h|hrs?|k|m)\s*\)/i;

/** A number printed with a fraction ("10.51", "4,38"), possibly bold or with a mark after it. */
const DECIMAL = /^[*_]*[-+]?\d+[.,]\d+[*_†‡§]*$/;

/** Whether a header cell names an evaluation split (and nothing counting its data). */
export function isSplitPartHeader(header: string): boolean {
  const h = stripMarkup(header).replace(/\s*\(%\)\s*$/, '').trim();
  return SPLIT_PART.test(h) && !COUNTING.test(h.replace(/^\S+/, ''));
}

/**
 * Whether a table's value columns (their lowest header cells, `leaves`) are all splits and its `body` rows (label
 * first) print scores: at least one column, a text label on every row that names no metric (`isMetric`: a row
 * `| WER | 10.47 | 10.58 |` prints its metric, it is no method), and at least two thirds of the value cells numbers
 * with a fraction.
 */
export function splitOnlyColumns(leaves: readonly string[], body: readonly (readonly string[])[], isMetric: (label: string) => boolean): boolean {
  if (!leaves.length || !leaves.every(isSplitPartHeader)) return false;
  const labels = body.map((r) => stripMarkup(r[0] ?? '').trim());
  if (!labels.length || labels.some((l) => !/\p{L}/u.test(l) || isMetric(l))) return false;
  const cells = body.flatMap((r) => r.slice(1, leaves.length + 1).map((c) => stripMarkup(c).trim())).filter(Boolean);
  const decimals = cells.filter((c) => DECIMAL.test(c)).length;
  return cells.length > 0 && decimals * 3 >= cells.length * 2;
}
