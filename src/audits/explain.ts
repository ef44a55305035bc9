/**
 * Explanations of a printed number that disagrees with its recomputation. An alternative formula
 * "matches" only when, computed from the printed values, it reproduces the printed digits exactly
 * after rounding to the printed decimals; a formula that only falls inside the rounding interval,
 * and a mistyped or transposed digit, are possibilities — listed, never stated as the cause. Pure.
 */
import type { Interval } from './interval.js';
import { intersects } from './interval.js';

export interface Alternative {
  /** How the formula reads, with its value: "the ratio reproduced/claimed (100·32.4/60.9 = 53.20%)". */
  readonly name: string;
  /** Its value computed from the printed numbers (in the stated number's units). */
  readonly value: number;
  /** Its values over the printed rounding of its inputs. */
  readonly interval: Interval;
}

export interface Explanation {
  /** An alternative that reproduces the printed digits exactly. */
  readonly matches?: string;
  /** Explanations that fit only loosely (or a digit slip): possibilities, none established. */
  readonly possibilities: readonly string[];
}

const show = (x: number, decimals: number): string => {
  const s = x.toFixed(decimals);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
};

/** Whether `value` prints as `stated` with `decimals` decimals. */
export function reproducesDigits(value: number, stated: number, decimals: number): boolean {
  return show(value, decimals) === show(stated, decimals);
}

/**
 * A one-character slip between the correct number and the printed one, both shown with the printed
 * decimals: one digit replaced (9.06 → 9.96) or two adjacent digits swapped (9.06 → 9.60).
 */
export function digitSlip(correct: number, stated: number, decimals: number): string | undefined {
  const a = show(correct, decimals);
  const b = show(stated, decimals);
  if (a.length !== b.length || a === b) return undefined;
  const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  const [i, j] = diff;
  if (diff.length === 1 && i !== undefined && /\d/.test(a[i]!) && /\d/.test(b[i]!)) return `a mistyped digit: the correct ${a} printed as ${b}`;
  if (diff.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i] && /\d/.test(a[i]!) && /\d/.test(a[j]!)) return `transposed digits: the correct ${a} printed as ${b}`;
  return undefined;
}

/**
 * `stated` (printed with `decimals`) against `correct` (what the right formula gives) and the
 * alternatives: the first that reproduces the printed digits is a match; the others whose rounding
 * interval reaches the printed number, and a digit slip, are possibilities.
 */
export function explain(stated: number, decimals: number, correct: number, alternatives: readonly Alternative[], statedInterval: Interval): Explanation {
  const exact = alternatives.find((a) => reproducesDigits(a.value, stated, decimals));
  if (exact) return { matches: exact.name, possibilities: [] };
  const slip = digitSlip(correct, stated, decimals);
  const loose = alternatives
    .filter((a) => intersects(statedInterval, a.interval))
    .map((a) => `${a.name}, within its rounding but printing as ${show(a.value, decimals)}, not ${show(stated, decimals)}`);
  return { possibilities: [...(slip ? [slip] : []), ...loose] };
}
