/**
 * A "Table N" caption printed above its table whose paragraph runs longer than the few lines looked at
 * just above the header (pure). On a two-column page a full-width caption's wrapped lines can also come
 * out cut at the gutter (one printed line becomes two, read left half first), so a four-line caption can
 * start five or more lines above the table: MetaOptNet's Table 1 was then drafted with no caption, hence
 * not at all. The caption is the "Table N" line that the lines between it and the table hang from: on
 * the same page, taken by no other table or caption, printed below it and above the table, with no
 * vertical gap wider than a line between any two of them.
 */
import type { PLine } from './pdf-words.js';

/** How many lines of another column, printed above the caption, may come between it and its table in reading order. */
const OTHER_COLUMN = 30;

/** The index of the "Table N" line of the paragraph that ends just above line `start`, when there is one. */
export function captionAbove(lines: readonly PLine[], start: number, taken: ReadonlySet<number>, caption: RegExp, most = 10): number | undefined {
  const first = lines[start];
  if (!first) return undefined;
  // (a line printed wholly above the caption, the top of the other column read after a full-width caption at the foot of
  // the columns — "Table 5", its title, the right column, the table — is not between them: stepped over, and not counted)
  for (let i = start - 1; i >= 0 && i >= start - most - OTHER_COLUMN; i--) {
    const l = lines[i] as PLine;
    if (l.page !== first.page || taken.has(i) || l.y1 > first.y0 + 1) return undefined;
    if (!caption.test(l.text)) continue;
    const before = lines.slice(i + 1, start);
    const under = before.filter((x) => x.y1 > l.y0 + 1);
    if (under.length > most) return undefined;
    // the caption and the lines under it, top to bottom, then the table: no gap wider than about two lines
    const ys = [l, ...under].map((x) => [x.y0, x.y1] as const).sort((a, b) => a[0] - b[0]);
    if (ys.some(([y0]) => y0 < l.y0 - 1)) return undefined;
    let bottom = l.y1;
    for (const [y0, y1] of [...ys, [first.y0, first.y1] as const]) {
      if (y0 - bottom > first.size * 2.5) return undefined;
      bottom = Math.max(bottom, y1);
    }
    return i;
  }
  return undefined;
}

/** A line in capitals only (a small-caps title, which the reader may cut in two where the print size changes). */
const capitals = (l: PLine): boolean => !/[a-z]/.test(l.text) && /[A-Z]{2,}/.test(l.text);
/** "TABLE I", "Table 3" and nothing else: the number line of a caption whose title follows on the next lines. */
const bareNumber = (l: PLine): boolean => l.text.trim().split(/\s+/).length <= 2;

const FUNCTION_WORD = /^(?:the|of|is|are|and|in|on|for|with|a|an|to|by|from|all|each|as|at|its|their|which|where)$/i;
/**
 * A line of running prose ("is the average dice score of all organs (average Dice score %)"): six words or more, from a
 * small letter, two of them function words. A header row of column names is never so.
 */
const prose = (l: PLine): boolean => {
  const ws = l.text.trim().split(/\s+/);
  return ws.length >= 6 && /^[a-z(]/.test(l.text.trim()) && ws.filter((w) => FUNCTION_WORD.test(w.replace(/[^A-Za-z]/g, ''))).length >= 2;
};

/**
 * Whether line `h` continues a "Table N" caption above it: IEEE papers print "TABLE I" alone on its line and the title
 * under it in small caps ("MODELS' PREDICTION ACCURACY AND SCORE", pdftotext's "M ODELS ’ PREDICTION", in pieces where
 * the print size changes); those lines are the caption, not a header row over the table's columns. The line and any
 * between it and the caption line are in capitals only, each hanging from the one above with no more than a tight line
 * gap; or the caption line prints the number alone and the line, of one cell, is just under it; or the lines are
 * running prose, the caption's sentence wrapped ("Table 1. Results … DICE" / "is the average dice score of all organs
 * (average Dice score %)"). A header row in lower case under a caption's last line ("Long Code Arena" over two
 * columns) is never taken, however tight.
 */
export function continuesCaption(lines: readonly PLine[], h: number, caption: RegExp): boolean {
  const first = lines[h];
  if (!first) return false;
  for (let j = h; j > 0 && j >= h - 3; j--) {
    const cur = lines[j] as PLine;
    const up = lines[j - 1] as PLine;
    if (up.page !== cur.page || cur.y0 - up.y1 > Math.min(up.size, cur.size) * 0.9 || cur.y0 < up.y0 - 1) return false;
    const isCaption = caption.test(up.text.trim());
    // (prose only just under the caption line, where it starts, a line of its own: not a row of a table beside it)
    const wrapped = isCaption && j === h && prose(cur) && cur.segs.length <= 2 && Math.abs(cur.x0 - up.x0) < Math.min(up.size, cur.size) * 2;
    if (!capitals(cur) && !wrapped && !(isCaption && j === h && cur.segs.length === 1 && bareNumber(up))) return false;
    if (isCaption) return true;
  }
  return false;
}
