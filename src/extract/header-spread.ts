/**
 * A table's header rows spread over its value columns: one label per header row per column, a group
 * label repeated over the columns it spans, the corner (label column) left empty. Pure.
 */
import { stripMarkup } from './names.js';
import { namesMethodAxis } from './method-axis-words.js';

/** Label-column heads that are no method words (those: method-axis-words.ts). */
const OTHER_HEAD = /^(?:ablations?|datasets?|settings?)$/i;
const labelHead = (h: string): boolean => namesMethodAxis(h) || OTHER_HEAD.test(h);

/** Header rows spread over the value columns: one label per row per column. */
export function spreadHeader(header: readonly (readonly string[])[], width: number): string[][] {
  return header.map((row, r) => {
    const cells = [...row];
    const nonEmpty = cells.map((c, i) => (c.trim() ? i : -1)).filter((i) => i >= 0);
    const first = stripMarkup(cells[0] ?? '');
    const last = r === header.length - 1;
    if (last) {
      if (first && !labelHead(first) && nonEmpty.length === width - 1) cells.unshift('');
      return Array.from({ length: width }, (_, i) => cells[i] ?? '');
    }
    const contiguous = nonEmpty.every((v, i) => v === i);
    if (first && !labelHead(first) && contiguous && (width - 1) % nonEmpty.length === 0) {
      const span = (width - 1) / nonEmpty.length;
      return ['', ...Array.from({ length: width - 1 }, (_, i) => cells[Math.floor(i / span)] as string)];
    }
    // a group row that spells its spans out (a label repeated over each column it covers, as the PDF and
    // HTML readers write a spanning cell) says "no group" with an empty cell: nothing is carried over it
    if (cells.some((c, i) => i > 1 && c.trim() && (cells[i - 1] ?? '').trim() === c.trim())) return Array.from({ length: width }, (_, i) => (i === 0 ? '' : (cells[i] ?? '')));
    const out = Array<string>(width).fill('');
    let curr = '';
    for (let i = 1; i < width; i++) {
      if ((cells[i] ?? '').trim()) curr = cells[i] as string;
      out[i] = curr;
    }
    return out;
  });
}
