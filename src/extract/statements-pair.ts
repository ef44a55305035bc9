/**
 * The two values a relative change is measured between when the sentence prints them but no table
 * resolves the change: a pair in parentheses right after the phrase ("a 20.6% relative reduction on
 * the test set (4.96% vs. 6.25%)": the subject's value first, the baseline's second), or the one
 * "from A to B" of the same sentence ("reduces the error from 1.78% to 1.52%, corresponding to a
 * 14.6% relative improvement"). With them the change is checkable on the printed values alone. Pure.
 */
import type { ChangePhrase, Phrase } from './statements-grammar.js';
import type { NumberToken } from './statements-numbers.js';
import { numbersIn } from './statements-numbers.js';

export interface PrintedPair {
  readonly from: NumberToken;
  readonly to: NumberToken;
  /** How the pair was read, for the review line. */
  readonly how: string;
}

/** "(4.96% vs. 6.25%)", "(71.2 versus 65.0)", "(0.31 compared to 0.42)", "(35.0 ms vs. 40.0 ms)": subject first, baseline second, each with its unit. */
const VS_PAIR = /^[^.;()]{0,60}?\(\s*(?<a>[-−]?\d+(?:\.\d+)?)\s*(?:%|(?!vs\b|v\.s\.)[A-Za-zµ°]{1,4}\b)?\s*(?:vs\.?|versus|v\.s\.|compared\s+(?:to|with)|against)\s*(?<b>[-−]?\d+(?:\.\d+)?)\s*(?:%|[A-Za-zµ°]{1,4}\b)?\s*\)/i;

export function printedPair(text: string, p: ChangePhrase, phrases: readonly Phrase[]): PrintedPair | undefined {
  const m = VS_PAIR.exec(text.slice(p.end));
  if (m) {
    const base = p.end + (m.index ?? 0);
    const nums = numbersIn(text);
    const open = base + m[0].lastIndexOf('(');
    const inPair = nums.filter((n) => n.at > open && n.end <= base + m[0].length);
    if (inPair.length === 2) {
      const [to, from] = inPair as [NumberToken, NumberToken];
      return { from, to, how: `the pair printed after it ("${m[0].slice(m[0].lastIndexOf('(')).trim()}": ${to.text} the subject's, ${from.text} the baseline's)` };
    }
  }
  // the one other change of the sentence that prints "from A to B" and states no relative change of its own
  const others = phrases.filter((q): q is ChangePhrase => q !== p && q.kind === 'change' && q.from !== undefined && q.to !== undefined && (q.mode === 'absolute' || q.stated === undefined));
  if (others.length === 1) {
    const q = others[0] as ChangePhrase;
    return { from: q.from as NumberToken, to: q.to as NumberToken, how: `the sentence's "from ${q.from?.text} to ${q.to?.text}"` };
  }
  return undefined;
}
