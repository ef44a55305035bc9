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

/** A word's box, as pdf-words reads it. */
interface Word {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly text: string;
}

const NUMBER = /^[(]?[-+−–]?\d[\d,]*(?:\.\d+)?%?[)]?$/;
const startsCaption = (ws: readonly Word[]): boolean => /^(?:Table|Tab\.)$/i.test(ws[0]?.text ?? '') && /^\d+[.:]?$/.test(ws[1]?.text ?? '');
const crosses = (l: readonly Word[], g: number): boolean => l.some((w) => w.x0 < g - 1 && w.x1 > g + 1);
const top = (l: readonly Word[]): number => Math.min(...l.map((w) => w.y0));
const bottom = (l: readonly Word[]): number => Math.max(...l.map((w) => w.y1));
const height = (l: readonly Word[]): number => Math.max(...l.map((w) => w.y1 - w.y0));
const leftOf = (l: readonly Word[], g: number): Word[] => l.filter((w) => w.x1 <= g);
const rightOf = (l: readonly Word[], g: number): Word[] => l.filter((w) => w.x0 >= g);
/** A row of two tables: numbers on both sides of the gutter. */
const twoRows = (l: readonly Word[], g: number): boolean => !crosses(l, g) && leftOf(l, g).some((w) => NUMBER.test(w.text)) && rightOf(l, g).filter((w) => NUMBER.test(w.text)).length >= 1;

/** The run of lines from `from` in direction `step` (the block the captions sit next to), up to a wide gap or a line across the gutter. */
function block(lines: readonly (readonly Word[])[], from: number, step: 1 | -1, g: number): number[] {
  const out: number[] = [];
  for (let j = from + step, prev = lines[from] as readonly Word[]; j >= 0 && j < lines.length; j += step) {
    const cur = lines[j] as readonly Word[];
    const gap = step > 0 ? top(cur) - bottom(prev) : top(prev) - bottom(cur);
    if (crosses(cur, g) || gap > 3 * Math.max(height(cur), height(prev))) break;
    out.push(j);
    prev = cur;
  }
  return out;
}

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
