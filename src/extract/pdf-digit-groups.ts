/**
 * A number that pdftotext prints as several words (pure): thousands grouped with a comma and a space
 * (`6, 558, 537`) or with a thin space (`1 024`), and a decimal with a space after its point (`63. 2`).
 * Each piece is a word of its own, a fraction of an em apart, and a number after a word starts a new
 * cell, so `6, 558, 537` was cut into three cells and the row's cells shifted. The pieces are joined
 * into one word that reads as the number: `6,558,537`, `1,024`, `63.2`.
 */
import type { Word } from './pdf-gutter.js';

/** Digits, or digit groups already joined (`6,558`), with an optional sign or bracket. */
const GROUPS = /^[(]?[-+−–]?\d{1,3}(?:,\d{3})*$/;
/** The next group: exactly three digits, then the end of the number (decimals, %, a bracket or a mark). */
const GROUP = /^\d{3}(?:\.\d+)?[%)]?[*†‡]?$/;
/** A group that ends in a comma, more groups to come (`558,`). */
const GROUP_ON = /^\d{3},$/;

/**
 * The text of `prev` and `next` read as one number, or undefined when they are two words. A comma
 * group may be a quarter em or so apart (a space after the comma); a group after a space and a decimal
 * after its point must be closer than a word space in a table's cell gap (6 points in LaTeX tables).
 */
export function joinDigitGroup(prev: Word, next: Word, size: number): string | undefined {
  const gap = next.x0 - prev.x1;
  if (gap < 0) return undefined;
  const a = prev.text;
  const b = next.text;
  if (a.endsWith(',') && GROUPS.test(a.slice(0, -1)) && (GROUP.test(b) || GROUP_ON.test(b)) && gap <= size * 0.45) return a + b;
  if (GROUPS.test(a) && (GROUP.test(b) || GROUP_ON.test(b)) && gap <= size * 0.3) return `${a},${b}`;
  if (/^[(]?[-+−–]?\d+\.$/.test(a) && /^\d+[%)]?[*†‡]?$/.test(b) && gap <= size * 0.35) return a + b;
  return undefined;
}

/** A line's words with the pieces of each number joined into one word (its box spans them). */
export function joinDigitGroups(words: readonly Word[], size: number): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    const joined = prev ? joinDigitGroup(prev, w, size) : undefined;
    if (prev && joined !== undefined) out[out.length - 1] = { x0: prev.x0, x1: w.x1, y0: Math.min(prev.y0, w.y0), y1: Math.max(prev.y1, w.y1), text: joined };
    else out.push(w);
  }
  return out;
}
