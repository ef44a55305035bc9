/**
 * A metric named with the reference it is measured against (pure): "RMSE w.r.t GPS (m)", "Error wrt. ground truth",
 * "Win rate against GPT-4", "Speed-up relative to FP32". The name before the reference is the metric; the reference
 * is a condition of the column, not part of the metric's name.
 */
const REFERENCE = /^(.+?)\s+(?:w\.?\s?r\.?\s?t\.?|with\s+respect\s+to|against|relative\s+to)\s+\S.*$/i;

/** The metric's printed name before a "w.r.t. / against / relative to <reference>" clause; undefined when there is none. */
export function beforeReference(header: string): string | undefined {
  const m = REFERENCE.exec(header.trim());
  return m && /[A-Za-z]{2}/.test(m[1] as string) ? (m[1] as string).trim() : undefined;
}
