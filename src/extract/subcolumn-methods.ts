/**
 * Whether the sub-columns printed under every metric span name the compared methods when the corner does not name
 * the row axis (pure). Out-of-distribution and ablation papers print `FPR95 ↓ | AUROC ↑ | AUPR ↑` over
 * `MSP | +OE` with the in-distribution datasets as rows under a corner `Din`: without this, the datasets became
 * the methods and the methods only the columns' subsets.
 *
 * The sub-columns read as methods when the caption or lead-in prints every one of them (a name as a word, an
 * add-on `+OE` as `OE`, an acronym `MSP` as its words `maximum softmax probability`) and either speaks of a
 * comparison (`Comparison between …`, `baselines`, `methods`, `vs`) or one sub-column is an add-on to the one
 * before it (`MSP | +GAN | +OE`: a component added to a method is a method); and no row carries a method's marks
 * (a citation, `(Ours)`) nor is the label column headed as methods.
 */
import { namesMethodAxis } from './method-axis-words.js';
import { carriesMethodMarks, cleanLabel, stripMarkup } from './names.js';
import type { RawTable } from './types.js';

/** The words of a caption or lead-in that say methods are compared. */
const COMPARED = /\b(?:baselines?|compar(?:e|es|ed|ing|ison)|methods?|approaches|against|versus|vs\.?)\b/i;
/** A corner naming the method axis of the rows. */
/** An add-on sub-column: a component added to the method of the column before (`+OE`, `+ GAN`). */
const ADD_ON = /^\+\s*\p{L}/u;

const key = (s: string): string => s.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim();

/** Function words, never part of a spelled-out acronym ("the model" is not `TM`). */
const FUNCTION_WORD = /^(?:the|and|for|with|from|that|this|are|was|its|our|all|\p{L}{1,2})$/u;

/** `MSP` printed as the initials of consecutive words of the text (`maximum softmax probability`). */
function acronymIn(words: readonly string[], abbr: string): boolean {
  if (!/^[A-Z]{2,5}$/.test(abbr)) return false;
  const low = abbr.toLowerCase();
  return words.some((_, i) => {
    const run = words.slice(i, i + low.length);
    return run.length === low.length && run.map((w) => w[0] ?? '').join('') === low && !run.some((w) => FUNCTION_WORD.test(w));
  });
}

/** The reason the sub-columns read as methods (for the review line), or undefined. */
export function subcolumnsNameMethods(t: RawTable, methods: readonly string[]): string | undefined {
  const text = [t.caption, t.leadIn].filter(Boolean).join(' ');
  if (!text || methods.length < 2) return undefined;
  const labels = t.body.map((r) => r[0] ?? '');
  if (labels.some(carriesMethodMarks)) return undefined;
  if (t.header.some((r) => namesMethodAxis(stripMarkup(r[0] ?? ''), 'core'))) return undefined;
  const flat = ` ${key(text)} `;
  const words = key(text).split(' ');
  const named = (m: string): boolean => {
    const bare = cleanLabel(m.replace(/^\+\s*/, '')).name;
    const k = key(bare);
    return k.length >= 2 && (flat.includes(` ${k} `) || flat.includes(` ${k}s `) || acronymIn(words, bare));
  };
  if (!methods.every(named)) return undefined;
  const addOn = methods.some((m) => ADD_ON.test(m)) && !ADD_ON.test(methods[0] ?? '');
  if (addOn) return `a sub-column adds a component to the one before it (${methods.join(' | ')}) and the caption names them all`;
  if (COMPARED.test(text)) return `the caption speaks of a comparison and names every sub-column (${methods.join(', ')})`;
  return undefined;
}
