/**
 * Two tables printed side by side on a two-column page, one per column (pure): their captions start
 * on the same printed line, one each side of the gutter ("Table 5. … | Table 7. …"), or end it when
 * the captions are printed below. Their rows hold numbers on both sides of the gutter, like the rows
 * of one full-width table, so without this they would be read as one table. The lines of the block
 * next to such a caption line, up to the first gap wider than a few lines or a word across the
 * gutter, are read column by column.
 */
/** A word's box, as pdf-words reads it. */
interface Word {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly text: string;
}

const CAPTION_START = /^(?:Table|Tab\.)$/i;

const startsCaption = (ws: readonly Word[]): boolean => CAPTION_START.test(ws[0]?.text ?? '') && /^\d+[.:]?$/.test(ws[1]?.text ?? '');

/** Whether this line holds a caption start on each side of the gutter. */
function pairedCaption(l: readonly Word[], g: number): boolean {
  const left = l.filter((w) => w.x1 <= g);
  const right = l.filter((w) => w.x0 >= g);
  return left.length + right.length === l.length && startsCaption(left) && startsCaption(right);
}

const crosses = (l: readonly Word[], g: number): boolean => l.some((w) => w.x0 < g - 1 && w.x1 > g + 1);
const top = (l: readonly Word[]): number => Math.min(...l.map((w) => w.y0));
const bottom = (l: readonly Word[]): number => Math.max(...l.map((w) => w.y1));
const height = (l: readonly Word[]): number => Math.max(...l.map((w) => w.y1 - w.y0));

/** Indices of the visual lines (top to bottom) that belong to side-by-side tables: never one wide line. */
export function sideBySideLines(lines: readonly (readonly Word[])[], g: number): Set<number> {
  const out = new Set<number>();
  lines.forEach((l, i) => {
    if (!pairedCaption(l, g)) return;
    out.add(i);
    for (const step of [1, -1]) {
      // captions above the tables: the caption's own lines, then the tables below it (and the reverse for captions below)
      for (let j = i + step, prev = l; j >= 0 && j < lines.length; j += step) {
        const cur = lines[j] as readonly Word[];
        const gap = step > 0 ? top(cur) - bottom(prev) : top(prev) - bottom(cur);
        if (crosses(cur, g) || gap > 3 * Math.max(height(cur), height(prev))) break;
        out.add(j);
        prev = cur;
      }
    }
  });
  return out;
}
