/**
 * A setting printed as one header cell in a PDF's words (pure): `s = 256`, `N = 1000`, `k ≤ 5`, `ν = 1e−3`. pdftotext
 * gives `s`, `=`, `256` as three words, and a plain number after a word starts a new cell, so such a header line read
 * as a label followed by numbers (`Networks | s = | 256 | s = | 512 …`): a row of data, its header lost. Words joined by
 * a relation sign are one cell: the sign binds the words on both sides of it.
 */

/** Relation signs that join a name to its value: `=`, `≤`, `≥`, `<`, `>`, `≈`, `≠`. */
const RELATION = '=≤≥<>≈≠';
const ENDS = new RegExp(`[${RELATION}]$`);
const STARTS = new RegExp(`^[${RELATION}]`);
/** A printed number (a value cell's word): the sign after it is no setting's (`0.5 <` is not a name). */
const NUMBER = /^[(]?[-+−–]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)[%)]?$/;

/** Whether the word `next` stays in the cell of the word before it (`prev`) because a relation sign joins them. */
export function bindsSetting(prev: string, next: string): boolean {
  if (ENDS.test(prev)) return true;
  return STARTS.test(next) && !NUMBER.test(prev);
}
