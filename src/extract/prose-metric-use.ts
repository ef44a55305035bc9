/**
 * Whether a metric word found in running text is used there as a metric's name (pure). A metric whose
 * name is an ordinary English word ("recall", "reward", "return", "accuracy", "precision", "error") is
 * named in prose only in a naming construction, not at every occurrence:
 *
 * - never as the modifier of the noun after it: "Reward model performance", "recall tasks", "error analysis";
 * - never as a setting the text varies: "different batch sizes B", "varying learning rates";
 * - in a paragraph, lead-in line or heading (not a caption), only after a reporting word ("we report recall",
 *   "measured by", "in terms of", "metric", "the columns show the perplexity results") or before a bracket, "@", "%", "of", "on", "at", "for", "over",
 *   "across" ("Recall@10", "accuracy on …"), or just after a comparative or superlative ("the lowest relative
 *   error", "higher accuracy"): "beyond simple in-context recall." names no metric.
 *
 * Acronyms and names with digits or inner capitals (BLEU, mAP, R@1, top-1) are names wherever printed.
 */

/** A word of running text and the separator printed before it. */
export interface ProseToken {
  readonly w: string;
  readonly before: string;
}

/** What may follow a metric named as such: a preposition, a conjunction, a verb, a measure word. */
const FOLLOW = /^(?:of|on|at|for|over|across|in|under|with|within|and|or|as|is|are|was|were|by|from|between|vs\.?|versus|compared|to|than|when|where|while|which|that|score|scores|rate|rates|values?|results?|numbers?|metrics?|improvements?|gains?|drops?|comparisons?|averaged|computed|measured|evaluated|reported|obtained|achieved)$/i;
/** What may follow it in a paragraph: the constructions that name a metric ("accuracy of", "recall on", "precision metric", "perplexity evaluated with"). */
const STRICT_FOLLOW = /^(?:of|on|at|for|over|across|metrics?|scores?|values?|results?|evaluated|measured|computed|reported)$/i;
/** Words that report a measurement within the few words before the metric. */
const REPORTING = /^(?:report|reports|reported|reporting|measure|measures|measured|measuring|metric|metrics|terms|evaluated|evaluate|evaluates|scored|score|scores|using|use|uses|used|show|shows|showing|present|presents|presenting|display|displays|displaying|list|lists|listing)$/i;
/** Comparatives and superlatives of a measurement just before it: "the lowest relative error", "higher accuracy". */
const COMPARED = /^(?:lowest|highest|lower|higher|best|better|worst|worse|smallest|largest)$/i;
/** Words that make the phrase after them a setting the text varies, not a measurement. */
const VARIED = /^(?:different|various|varying|varied|several|multiple|increasing|decreasing|larger|smaller|other)$/i;

/** An ordinary word (letters only, at most an initial capital), not an acronym or a name with digits. */
export function plainWord(word: string): boolean {
  return /^[A-Za-z][a-z]+$/.test(word.replace(/[.!?]+$/, '')) && word.replace(/[.!?]+$/, '').length >= 4;
}

/**
 * Whether the metric phrase `tokens[i .. i+n-1]` is used as a metric's name. `strict` for paragraphs, lead-in
 * lines and headings (a caption names what its table reports; a paragraph merely talks).
 */
export function namedAsMetric(tokens: readonly ProseToken[], i: number, n: number, strict: boolean): boolean {
  const prev = tokens[i - 1]?.w ?? '';
  if (VARIED.test(prev) && /^\s+$/.test(tokens[i]?.before ?? ' ')) return false;
  const words = tokens.slice(i, i + n).map((t) => t.w);
  if (!words.every(plainWord)) return true;
  const last = words.at(-1) as string;
  const ended = /[.!?]$/.test(last);
  const next = tokens[i + n];
  // a bracket, a colon or a comma after the name ends the noun phrase: "Recall (%)", "accuracy, precision"
  const bracketed = next !== undefined && /[(,;:)]/.test(next.before);
  // the next word without the sentence's end ("the precision metric.")
  const nw = (next?.w ?? '').replace(/[.!?]+$/, '');
  const follows = next === undefined || ended || bracketed || FOLLOW.test(nw) || /^[@%↑↓]/.test(nw);
  if (!follows) return false;
  if (!strict) return true;
  // "obtains the lowest relative error", "achieves higher accuracy": a measurement compared is a metric named
  const compared = tokens.slice(Math.max(0, i - 2), i).some((t) => COMPARED.test(t.w));
  const reported = compared || tokens.slice(Math.max(0, i - 4), i).some((t) => REPORTING.test(t.w.replace(/[.,]$/, '')));
  // "Mean Average Precision, 48 bits [AlexNet]" as a heading: a name that opens the text, closed by a comma or a
  // bracket or ending it, is what the text is about
  const opening = i === 0 && (next === undefined || bracketed);
  // "The robust accuracy is evaluated at eps = 8/255", "accuracies are computed on …": the name, then its measurement
  const measuredNext = /^(?:is|are|was|were)$/i.test(nw) && /^(?:evaluated|measured|computed|calculated|reported|averaged)$/i.test((tokens[i + n + 1]?.w ?? '').replace(/[.,;]+$/, ''));
  return reported || opening || measuredNext || (!ended && next !== undefined && (/[(]/.test(next.before) || STRICT_FOLLOW.test(nw) || /^[@%↑↓]/.test(nw)));
}
