/**
 * A table set beside running text (LaTeX's wraptable, a float with text wrapped around it) on a page with no
 * two-column gutter (pure): for a band of lines, each printed line holds a table row on the left and a line of prose
 * on the right, and pdftotext gives them as one line ("GPT-4 68.40 83.93 … evaluation dataset, covering 52"), so the
 * table read prose as cells and the prose numbers as values. The band: three or more lines holding numbers on the left
 * and a run of prose (four words or more) on the right that all start at one x (the text's left edge beside the float), with the lines
 * around them that split there too or lie wholly on one side; it ends at a line with a word across that x. Its lines
 * are read right part first (the text beside the float: the paragraph around it, which introduces it), then left part
 * (the float: caption and table), so the text stays the table's lead-in as in a one-column flow (read float first, the
 * metric its text names was lost: bench:extract-pdf-perturb's beside-text precision fell from 94.4% to 81.6%).
 */
import type { Word } from './pdf-gutter.js';

const NUM = /^[(]?[-+−–]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)[%)]?[*†‡]?$/;
const PROSE = /^[(“"]?[A-Za-z][a-z’'-]*[.,;:)”"]?$/;

export interface FloatBand {
  /** The band's first line and one past its last (indices of the page's lines). */
  readonly start: number;
  readonly end: number;
  /** Where the text beside the float starts. */
  readonly x: number;
}

const sorted = (l: readonly Word[]): Word[] => [...l].sort((a, b) => a.x0 - b.x0);
const size = (l: readonly Word[]): number => Math.max(1, ...l.map((w) => w.y1 - w.y0));

/** Where a line splits into numbers on the left and prose on the right: the right part's left edge. */
function strongSplit(l: readonly Word[]): number | undefined {
  const ws = sorted(l);
  const h = size(l);
  for (let i = ws.length - 4; i >= 1; i--) {
    const a = ws[i - 1] as Word;
    const b = ws[i] as Word;
    if (b.x0 - a.x1 < h * 1.2) continue;
    const left = ws.slice(0, i);
    const right = ws.slice(i);
    const prose = right.filter((w) => PROSE.test(w.text)).length;
    // a run of prose: four words or more, most of them words, three lowercase words of two letters or more (a text column's "see A B" is none)
    const lower = right.filter((w) => /^[(“"]?[a-z][a-z’'-]+[.,;:)”"]?$/.test(w.text)).length;
    if (right.length >= 4 && prose >= 0.6 * right.length && lower >= 3 && left.filter((w) => NUM.test(w.text)).length >= 2) return b.x0;
  }
  return undefined;
}

/** How a line lies against x: wholly left, wholly right, split there (a word starting at x after a gap), or across it. */
function side(l: readonly Word[], x: number): 'left' | 'right' | 'split' | 'across' {
  const h = size(l);
  if (l.every((w) => w.x1 < x - h)) return 'left';
  if (l.every((w) => w.x0 > x - 2)) return 'right';
  const crossing = l.some((w) => w.x0 < x - 2 && w.x1 > x - h);
  return crossing ? 'across' : l.some((w) => Math.abs(w.x0 - x) <= 2) ? 'split' : 'across';
}

/** The bands of a page's lines (top to bottom) that are a float beside running text. */
export function floatBands(lines: readonly (readonly Word[])[]): FloatBand[] {
  const strong = lines.map(strongSplit);
  const out: FloatBand[] = [];
  for (let i = 0; i < lines.length; i++) {
    const x = strong[i];
    if (x === undefined || out.some((b) => i < b.end)) continue;
    let start = i;
    while (start > 0 && side(lines[start - 1] as Word[], x) !== 'across') start--;
    let end = i + 1;
    while (end < lines.length && side(lines[end] as Word[], x) !== 'across') end++;
    const rows = strong.slice(start, end).filter((s) => s !== undefined && Math.abs(s - x) <= 2).length;
    // both sides used: the float's lines and the text's lines
    const kinds = lines.slice(start, end).map((l) => side(l, x));
    if (rows >= 3 && kinds.some((k) => k !== 'right')) out.push({ start, end, x });
  }
  return out;
}
