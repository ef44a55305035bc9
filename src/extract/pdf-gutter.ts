/**
 * Word-box geometry around a two-column page's gutter (pure), shared by the readers of side-by-side
 * tables and of full-width rows split at the gutter, and by pdf-words itself. `Word` is declared here
 * (pdf-words re-exports it): this module imports only caption-word.ts (which imports nothing), so the readers pdf-words calls can use it.
 */
import { TABLE_WORD } from './caption-word.js';

/** A word's box, as pdf-words reads it. */
export interface Word {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly text: string;
}

const CAPTION_WORD = new RegExp(`^${TABLE_WORD}$`, 'i');
/**
 * A "Table N" caption starts these words ("Table 5." or "Tab. 3:", "Tabla 2.", "表1："; caption-word.ts), or an
 * IEEE-style "TABLE III:" with a Roman number (then with its stop, or in capitals: "Table I shows" is prose).
 */
export const startsCaption = (ws: readonly Word[]): boolean =>
  (CAPTION_WORD.test(ws[0]?.text ?? '') && (/^\d+[.:：．]?$/.test(ws[1]?.text ?? '') || /^[IVXL]{1,6}[.:]$/.test(ws[1]?.text ?? '') || (/^TABLE$/.test(ws[0]?.text ?? '') && /^[IVXL]{1,6}$/.test(ws[1]?.text ?? '')))) ||
  /^[表표]\d+[.:：．]?$/.test(ws[0]?.text ?? '');
/** A word of the line crosses the gutter at x = g. */
export const crosses = (l: readonly Word[], g: number): boolean => l.some((w) => w.x0 < g - 1 && w.x1 > g + 1);
export const top = (l: readonly Word[]): number => Math.min(...l.map((w) => w.y0));
export const bottom = (l: readonly Word[]): number => Math.max(...l.map((w) => w.y1));
export const height = (l: readonly Word[]): number => Math.max(...l.map((w) => w.y1 - w.y0));

/** The run of lines from `from` in direction `step`, up to a gap wider than three line heights or a line across the gutter. */
export function block(lines: readonly (readonly Word[])[], from: number, step: 1 | -1, g: number): number[] {
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
