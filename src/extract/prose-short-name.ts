/**
 * A short metric name in running text (pure). The registry's lookup ignores case, spaces and signs, so a phrase
 * of prose can spell a short acronym without printing it: "as SA" is AssA, "(%) per run" is PER, "is" is IS. In
 * prose a name of at most four letters is read only where it is printed as the registry prints it:
 *  - in the same case, when the registry prints it as an acronym (two capitals or more: PER, IS, AssA, WER);
 *    a name printed in lower case or with one capital ("acc", "Acc", "F1") may be printed in either case;
 *  - as one word where the registry prints one word: "as SA" joins two words of the sentence into "AssA".
 */
import { metricById } from '../core/metric-registry.js';

const SHORT = 4;

/** Letters, digits and the signs that are part of a name ("@", "^", "+"), case kept. */
const core = (s: string): string => s.replace(/<[^>]*>/g, '').normalize('NFKC').replace(/[^A-Za-z0-9@^+]/g, '');
/** The runs of letters and digits a text prints as separate words ("as SA" → 2, "R@1" → 2, "AssA" → 1). */
const words = (s: string): number => s.split(/[^A-Za-z0-9]+/).filter(Boolean).length;
const capitals = (s: string): number => (s.match(/[A-Z]/g) ?? []).length;

/**
 * Whether the phrase prints the registry's name of `id` as the registry prints it (always true for a name longer
 * than four letters, or a phrase the registry read through a unit or bracket it dropped).
 */
export function printsShortName(phrase: string, id: string): boolean {
  const def = metricById(id);
  const printed = core(phrase);
  if (!def || printed.length > SHORT || !/[A-Za-z]/.test(printed)) return true;
  const same = [def.name, ...def.aliases].filter((n) => core(n).toLowerCase() === printed.toLowerCase());
  if (!same.length) return true;
  return same.some((n) => (core(n) === printed || capitals(core(n)) < 2) && words(phrase) <= words(n));
}
