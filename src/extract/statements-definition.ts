/**
 * A sentence that defines a printed token — a metric's name, a column header, a symbol — states no
 * result: "“F1@50” refers to the official metric, i.e., F1 score when IoU threshold is 0.5", "\"F1@75\" is
 * the F1 score when IoU threshold is 0.75", "AP_S denotes AP on small objects (area < 32²)". Its numbers
 * are the definition's (a threshold, a size), never a claim. Pure.
 */

/** A quoted token, or a short symbol, opening the sentence. */
const TOKEN = String.raw`^\W{0,3}(?:["“'‘\`]{1,2}[^"”'’\`]{1,24}["”'’\`]{1,2}|[A-Za-z][\w@.%/-]{0,15})`;

/** "… refers to", "… denotes", "… stands for", "… is defined as"; and, after a quoted token only, "… is the F1 score when …". */
const DEFINES = new RegExp(String.raw`${TOKEN}\s*:?\s*(?:refers?\s+to|denotes|stands\s+for|is\s+defined\s+as|means)\b`, 'i');
const QUOTED_IS = /^\W{0,3}["“'‘`]{1,2}[^"”'’`]{1,24}["”'’`]{1,2}\s+(?:is|are)\s+(?:the|an?)\s+(?:[\w@-]+\s+){0,3}?(?:score|metric|measure|rate|value|accuracy|error|precision|recall)s?\s+(?:when|where|if|computed|measured|calculated|at\s+(?:an?\s+|the\s+)?(?:IoU|threshold))\b/i;

export function isNotationDefinition(text: string): boolean {
  return DEFINES.test(text) || QUOTED_IS.test(text);
}
