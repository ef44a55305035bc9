/**
 * A table's header printed farther above its first row than a line's height (pure): booktabs tables put
 * a rule and extra space under the header ("Model | 5-way 1-shot | … | 20-way 5-shot", then the rows).
 * Such a line is still the header when it holds as many cells as the table's rows, none of them a plain
 * number, each printed over one column of the rows (overlapping the cells of that column and no other).
 * Before, the gap cut the header off: the grid had no column names, its `58.52 ± 2.36` cells were kept
 * as text and the table became an attribute table.
 */
import type { PLine, Seg } from './pdf-words.js';

const overlaps = (a: Seg, b: Seg): boolean => a.x0 < b.x1 && b.x0 < a.x1;
const PLAIN_NUMBER = /^[-+−–]?\d[\d,]*(?:\.\d+)?%?$/;

/** Whether `l` reads as the header of the data lines `rows`, cell for cell. */
export function alignedHeader(l: PLine, rows: readonly PLine[]): boolean {
  const width = rows[0]?.segs.length ?? 0;
  const full = rows.filter((r) => r.segs.length === width);
  if (width < 2 || l.segs.length !== width || full.length < 2 || l.segs.some((s) => PLAIN_NUMBER.test(s.text.trim()))) return false;
  return l.segs.every((s, k) => full.every((r) => r.segs.filter((c) => overlaps(s, c)).length === 1 && overlaps(s, r.segs[k] as Seg)));
}
