/**
 * Two tables printed side by side on a two-column page, one per column (pure): their captions start
 * on the same printed line, one each side of the gutter ("Table 5. … | Table 7. …"), or end it when
 * the captions are printed below. Their rows hold numbers on both sides of the gutter, like the rows
 * of one full-width table, so without this they would be read as one table. The lines of the block
 * next to such a caption line, up to the first gap wider than a few lines or a word across the
 * gutter, are read column by column.
 */
import { block, startsCaption } from './pdf-gutter.js';
import type { Word } from './pdf-gutter.js';

/** Whether this line holds a caption start on each side of the gutter. */
function pairedCaption(l: readonly Word[], g: number): boolean {
  const left = l.filter((w) => w.x1 <= g);
  const right = l.filter((w) => w.x0 >= g);
  return left.length + right.length === l.length && startsCaption(left) && startsCaption(right);
}

/** Indices of the visual lines (top to bottom) that belong to side-by-side tables: never one wide line. */
export function sideBySideLines(lines: readonly (readonly Word[])[], g: number): Set<number> {
  const out = new Set<number>();
  lines.forEach((l, i) => {
    if (!pairedCaption(l, g)) return;
    out.add(i);
    // captions above the tables: the caption's own lines, then the tables below it (and the reverse for captions below)
    for (const step of [1, -1] as const) for (const j of block(lines, i, step, g)) out.add(j);
  });
  return out;
}
