/**
 * Two tables printed side by side on a two-column page whose captions do not start on one printed line
 * (pure): a "Table N" caption in the left column and a "Table M" caption in the right column, a few
 * lines apart, both under (or both over) one block of rows that hold numbers on both sides of the gutter.
 * GDAS prints its Tables 3 and 4 so (PTB and WT2 perplexities, captions below, the right one three lines
 * higher, the left table two rows longer); `pdf-side-by-side.ts` only knew captions that share a line,
 * so the two tables were read as one wide table, the right one's rows as extra columns of the left one.
 * The block is the run of lines next to the captions up to a gap wider than a few lines or a word across
 * the gutter; its lines are then read column by column.
 */

import { block, crosses, height, startsCaption, top } from './pdf-gutter.js';
import type { Word } from './pdf-gutter.js';

const NUMBER = /^[(]?[-+−–]?\d[\d,]*(?:\.\d+)?%?[)]?$/;
const leftOf = (l: readonly Word[], g: number): Word[] => l.filter((w) => w.x1 <= g);
const rightOf = (l: readonly Word[], g: number): Word[] => l.filter((w) => w.x0 >= g);
/** A row of two tables: numbers on both sides of the gutter. */
const twoRows = (l: readonly Word[], g: number): boolean => !crosses(l, g) && leftOf(l, g).some((w) => NUMBER.test(w.text)) && rightOf(l, g).filter((w) => NUMBER.test(w.text)).length >= 1;

/** Indices of the visual lines (top to bottom) of side-by-side tables whose captions start on different lines. */
export function staggeredSideBySide(lines: readonly (readonly Word[])[], g: number): Set<number> {
  const out = new Set<number>();
  // caption starts wholly inside one column: [line index, side]
  const starts: [number, 'left' | 'right'][] = [];
  lines.forEach((l, i) => {
    if (crosses(l, g)) return;
    if (startsCaption(leftOf(l, g))) starts.push([i, 'left']);
    if (startsCaption(rightOf(l, g))) starts.push([i, 'right']);
  });
  for (const [i, side] of starts) {
    if (side !== 'left') continue;
    for (const [j, other] of starts) {
      if (other !== 'right' || j === i) continue;
      const [a, b] = i < j ? [i, j] : [j, i];
      const la = lines[a] as readonly Word[];
      const lb = lines[b] as readonly Word[];
      // a few lines apart, not the same printed line (pdf-side-by-side reads that case)
      if (top(lb) - top(la) > 5 * height(la)) continue;
      // captions below the tables: rows of two tables right above the upper caption; above: right below the lower one
      const above = block(lines, a, -1, g);
      const below = block(lines, b, 1, g);
      const rows = (ks: readonly number[]) => ks.filter((k) => twoRows(lines[k] as readonly Word[], g)).length;
      const tables = rows(above) >= 2 ? above : rows(below) >= 2 ? below : undefined;
      if (!tables) continue;
      for (let k = a; k <= b; k++) out.add(k);
      for (const k of tables) out.add(k);
    }
  }
  return out;
}
