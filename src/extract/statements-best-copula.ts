/**
 * Best claims whose subject is not before the superlative: the copula first ("the best model is X",
 * "the best-performing method on CIFAR-10 was X") and the bare predicate ("X is the best.", "X
 * performs best."). Researchers of every field write both; the grammar's usual reading (subject,
 * verb, superlative, scope) misses them. Knows no tables. Pure.
 */

/** What is ranked: the competitors a paper names ("model", "method", "configuration", "setting" …). */
const RANKED = String.raw`(?:model|method|approach|system|configuration|variant|setting|architecture|network|algorithm|strategy|technique|solver|policy|agent|classifier|detector|tracker|predictor|encoder|backbone|pipeline|framework|combination|setup|recipe)s?`;

/**
 * "the best model is X" / "the best-performing method on D was X": from the end of the superlative word,
 * where the subject starts (after the copula) and the scope (the words between the noun and the copula,
 * often empty). The subject must look like a name (a capital, a digit, "our …", "the proposed …"): "the best
 * model was selected on the validation set" is no claim.
 */
export function copulaFirst(text: string, end: number): { scope: string; subjectAt: number } | undefined {
  const re = new RegExp(String.raw`^(?:[- ]performing|[- ]scoring)?\s+(?:(?:overall|single|final)\s+)?(?:[\w-]+\s+)?${RANKED}\s+(?<scope>(?:(?:on|in|for|across|among|of)\s+[^,.;:]{1,60}?\s+)?)(?:is|was)\s+(?=[A-Z0-9]|(?:our|the\s+proposed)\b)`, '');
  const m = re.exec(text.slice(end));
  if (!m) return undefined;
  return { scope: (m.groups?.scope ?? '').trim(), subjectAt: end + m[0].length };
}

/**
 * "X is the best.", "X performs best.", "X remains state of the art.": the superlative closes the sentence, its
 * verb a copula or "performs"; nothing names a scope, so the claim is over every performance column of the
 * subject's tables. A question or a choice ("which model is the best", "whether it is the best") and an
 * infinitive ("needs large training sets to perform best") are no claim.
 */
export function bareBest(text: string, at: number, end: number): boolean {
  if (!/^\s*(?:\([^()]*\)\s*)?[.!]?\s*$/.test(text.slice(end))) return false;
  const head = text.slice(0, at);
  if (/\b(?:which|what|who|whichever|whether|if|when|how)\b/i.test(head)) return false;
  // "… requires large training sets to perform best", "in order to be the best": an aim or a condition, not a claim
  if (/\bto\s+(?:(?:perform|work|be|do|remain)\s+)(?:the\s+)?$/i.test(head)) return false;
  return /\b(?:is|was|are|were|remains?|remained|performs?|performed|works?|worked|does|did)\s+(?:(?:clearly|still|overall|consistently|always|again|also)\s+)?(?:the\s+)?(?:(?:very|overall|new|absolute)\s+)?$/i.test(head);
}
