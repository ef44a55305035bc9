/**
 * Tables printed side by side as one grid (pure): a pipe or HTML table whose leaf header repeats one block of
 * columns ("| Method | SST-2 | Method | IMDB |" — label column, value columns, then the same label header again), each
 * block starting with a column of names. Read as one table, each row would pair one block's name with the other
 * block's numbers ("RoBERTa" given XLNet's score); each block is its own table, with the same number and caption.
 */
import { isDashCell, isPlainNumber } from './cells.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const key = (s: string): string => stripMarkup(s).trim().toLowerCase();

/** The block width k (≥ 2) whose label headers repeat across the leaf row, or undefined. */
function blockWidth(t: RawTable, width: number): number | undefined {
  const leaf = (t.header.at(-1) ?? []).map(key);
  const column = (j: number) => t.body.map((r) => stripMarkup(r[j] ?? '').trim()).filter((c) => c && !isDashCell(c));
  const names = (j: number) => column(j).length > 0 && column(j).every((c) => !isPlainNumber(c));
  const numbers = (j: number) => column(j).length > 0 && column(j).filter((c) => isPlainNumber(c)).length >= column(j).length / 2;
  for (let k = 2; k <= width / 2; k++) {
    if (width % k !== 0 || !leaf[0]) continue;
    const starts = [...Array(width / k).keys()].map((b) => b * k);
    // every block: the same label header over a column of names, then at least one column of numbers
    if (starts.every((s) => leaf[s] === leaf[0] && names(s) && [...Array(k - 1).keys()].some((i) => numbers(s + 1 + i)))) return k;
  }
  return undefined;
}

export function splitSideBySide(t: RawTable): RawTable[] {
  const width = Math.max(0, ...t.header.map((r) => r.length), ...t.body.map((r) => r.length));
  if (t.body.length < 2 || width < 4) return [t];
  const k = blockWidth(t, width);
  if (k === undefined) return [t];
  const n = width / k;
  const printed = (t.header.at(-1) ?? []).map((c) => stripMarkup(c).trim());
  return [...Array(n).keys()].map((b) => {
    const slice = (r: readonly string[]) => [...Array(k).keys()].map((i) => r[b * k + i] ?? '');
    // the draft says the table was split and how: the reviewer checks that each block's names and numbers belong together
    const why = `printed side by side with ${n - 1} other block${n > 2 ? 's' : ''} in one grid ("${printed.join(' | ')}": the label header "${printed[0] ?? ''}" repeats every ${k} columns): this is block ${b + 1} of ${n}, printed columns ${b * k + 1}–${b * k + k}, drafted as a table of its own — check that its rows pair the right names and numbers`;
    return { ...t, header: t.header.map(slice), body: t.body.map(slice).filter((r) => r.some((c) => stripMarkup(c).trim())), layout: [...(t.layout ?? []), why] };
  });
}
