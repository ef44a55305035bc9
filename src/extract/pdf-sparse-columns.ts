/**
 * A last column that only some rows of a PDF table fill (pure): a "Notes" or "Remarks" column with a note on a few
 * rows ("num layers=2"), a "Code" or "Venue" column filled on some. The grid's columns come from the rows with the
 * commonest number of cells, which leave such a column blank, so its cells went to the nearest value column
 * ("91.28 num layers=1") and its header into that column's ("Our Imp. F1 Notes"). Text cells printed last on their
 * line, right of every column, in one place on two rows or more, are a column of their own. (Numbers there, or
 * cells with more printed right of them, are rather a second table printed beside this one: not a column.)
 */
import { columnsByExtent } from './pdf-table-blocks.js';
import type { Col } from './pdf-table-blocks.js';
import type { PLine, Seg } from './pdf-words.js';
import { isNum, overlap } from './pdf-line-kinds.js';

export function withSparseColumns(cols: readonly Col[], data: readonly PLine[]): Col[] {
  const last = cols[cols.length - 1];
  if (cols.length < 2 || !last) return [...cols];
  const outside: { s: Seg; l: PLine }[] = [];
  for (const l of data) {
    const s = l.segs[l.segs.length - 1];
    if (s && s.x0 > last.x1 && /[A-Za-z]/.test(s.text) && !isNum(s.text)) outside.push({ s, l });
  }
  // a cell of another kind printed right of the columns on any row: not a column of notes
  const others = data.some((l) => l.segs.some((s) => s.x0 > last.x1 && !outside.some((o) => o.s === s)));
  if (others) return [...cols];
  const extra = columnsByExtent(outside.map((o) => o.s)).filter((c) => new Set(outside.filter((o) => overlap(o.s, c) > 0).map((o) => o.l)).size >= 2);
  return extra.length === 1 ? [...cols, ...extra] : [...cols];
}
