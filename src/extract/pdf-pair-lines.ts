/**
 * The rows of a PDF table with one value column (pure): label-and-number lines that only a "Table N" caption beside
 * them tells from prose. Read by pdf-tables.ts.
 */
import { CAPTION_LINE, isNum, linesClose as close, words } from './pdf-line-kinds.js';
import type { PLine } from './pdf-words.js';

const PROSE = /[a-z]{3}[,;]\s+[a-z]|[a-z]{4}\.\s+[A-Z][a-z]+\s+[a-z]/;
/** "Fine-tune   59.3": a label and one number, the row of a one-column table. */
const isPairLine = (l: PLine): boolean => l.segs.length === 2 && /[A-Za-z]/.test(l.segs[0]?.text ?? '') && words(l.segs[0]?.text ?? '') <= 8 && isNum(l.segs[1]?.text ?? '') && !PROSE.test(l.text);

const valueEnd = (l: PLine): number => l.segs[1]?.x1 ?? 0;

/**
 * Rows of a table with one value column (BGE-M3's Table 7: "Fine-tune 59.3", "RetroMAE + Fine-tune
 * 64.8"): two or more label-and-number lines, their numbers aligned, with a "Table N" caption just
 * below or above them. Without the caption such lines are too like prose to be read as a table.
 */
export function captionedPairLines(lines: readonly PLine[]): Set<PLine> {
  const out = new Set<PLine>();
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && isPairLine(lines[j] as PLine) && (j === i || (close(lines[j - 1] as PLine, lines[j] as PLine, 1.5) && Math.abs(valueEnd(lines[j] as PLine) - valueEnd(lines[i] as PLine)) < (lines[i] as PLine).size * 1.5))) j++;
    if (j - i >= 2) {
      const last = lines[j - 1] as PLine;
      const first = lines[i] as PLine;
      const below = [lines[j], lines[j + 1]].some((c) => c && CAPTION_LINE.test(c.text) && close(last, c, 4));
      const above = [lines[i - 1], lines[i - 2], lines[i - 3]].some((c) => c && CAPTION_LINE.test(c.text) && c.page === first.page && first.y0 - c.y1 < first.size * 6 && first.y0 > c.y0);
      if (below || above) for (let k = i; k < j; k++) out.add(lines[k] as PLine);
    }
    i = Math.max(j, i + 1);
  }
  return out;
}
