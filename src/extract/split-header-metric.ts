/**
 * A column headed only by the split it was measured on ("Validation", "Test", "Dev", "Val.", "Held-out"), with no
 * metric in its header, the caption, the lead-in or the section (pure): its metric is the one performance metric
 * the text around the table names as a metric ("Figure 1: Perplexity vs model size (lower perplexity is better)"
 * printed under a "Type | NNZ | Validation | Test" table). Only when that text names exactly one; the caller
 * writes a review line. Any other header, or text naming none or several, gives nothing.
 */

/** A header that is a split's name and nothing else (an optional "set" / "split" / "data" after it). */
const SPLIT_HEADER = /^(?:train(?:ing)?|val(?:id(?:ation)?)?|dev(?:elopment)?|test(?:ing)?|eval(?:uation)?|held[- ]?out)\.?(?:\s+(?:set|split|data))?$/i;

export function isSplitHeader(header: string): boolean {
  return SPLIT_HEADER.test(header.replace(/\s*\(%\)\s*$/, '').trim());
}

/**
 * The metric of a split-only column from the text around its table, or undefined. `performanceIn` reads the
 * performance metrics a text names in a naming construction (costs and passing mentions left out).
 */
export function splitColumnMetric(header: string, around: string, performanceIn: (text: string) => readonly string[]): string | undefined {
  if (!isSplitHeader(header)) return undefined;
  const named = [...new Set(performanceIn(around))];
  return named.length === 1 ? named[0] : undefined;
}
