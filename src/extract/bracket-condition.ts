/** A bracket after a metric that names a condition ("ACC (binary)"), not a unit or a direction (pure). */
import { metricFor } from './metric-lookup.js';

/** The text in the brackets that end a header, a direction mark after them aside ("RMSE (SRD) (↓)" → "SRD"). */
const bracketInner = (h: string): string | undefined => /\(([^()]+)\)\s*$/.exec(h.replace(/\s*(?:\(\s*[↑↓]\s*\)|[↑↓])\s*$/u, ''))?.[1]?.trim();

/** The condition in the brackets that end a header ("binary" of "ACC (binary)"); undefined for a unit, a direction or a metric. */
export function bracketCondition(h: string): string | undefined {
  // a direction mark after it ("RMSE (SRD) (↓)", "F1 (CoNLL) ↑") is no condition: the bracket before it is; a dataset may end in "+" ("ISTD+")
  const inner = bracketInner(h);
  if (!inner || !/^[A-Za-z][A-Za-z -]{2,}\+?$/.test(inner) || metricFor(inner, true)) return undefined;
  return /^(?:hours?|minutes?|seconds?|days?|secs?|mins?|hrs?|[kmgt]i?b|deg(?:rees?)?|rad(?:ians?)?|met(?:er|re)s?|pixels?|percent|avg|mean|std|lower|higher|better|is better)$/i.test(inner) ? undefined : inner;
}

/**
 * A level in brackets after a metric ("mrr (10%)", "hits@10 (rand)" beside "(30%)"): a word condition as above, or a
 * percentage (a noise rate, a data fraction, a sparsity), as printed. A unit alone ("(%)") is none.
 */
export function bracketLevel(h: string): string | undefined {
  const inner = bracketInner(h);
  if (inner && /^[<>≤≥]?\s?\d+(?:\.\d+)?\s?%$/.test(inner)) return inner;
  return bracketCondition(h) ?? (inner && /^[a-z]{3,12}$/.test(inner) && !metricFor(inner, true) ? inner : undefined);
}
