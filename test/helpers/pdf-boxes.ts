/**
 * Word boxes for PDF reader tests, as `pdftotext -bbox-layout` prints them: a text's words laid out
 * from an x at a fixed width per character, either as `Word` objects (for `readingLines`) or as the
 * bbox XHTML that `readPdf` reads.
 */
import type { Word } from '../../src/extract/pdf-words.js';

/** One cell of a printed line: its left x and its text. */
export type Cell = readonly [x: number, text: string];

/** How words are laid out: the font size (a word's height), the width of a character and the gap between words. */
export interface BoxStyle {
  readonly size: number;
  readonly charWidth: number;
  readonly gap: number;
}

/** 8-point words, 4.5 points a character, 3 points apart. */
export const PLAIN: BoxStyle = { size: 8, charWidth: 4.5, gap: 3 };

/** Words of a font size as pdftotext measures them: about half an em a character, a quarter em apart. */
export const sized = (size: number): BoxStyle => ({ size, charWidth: size * 0.5, gap: size * 0.25 });

/** The word boxes of a text printed from x0 on the line at y. */
export function wordBoxes(y: number, x0: number, text: string, style: BoxStyle = PLAIN): Word[] {
  const out: Word[] = [];
  let x = x0;
  for (const t of text.split(' ')) {
    const x1 = x + t.length * style.charWidth;
    out.push({ x0: x, x1, y0: y, y1: y + style.size, text: t });
    x = x1 + style.gap;
  }
  return out;
}

/** The word boxes of a line's cells, each cell's words from its x. */
export const cellBoxes = (y: number, cells: readonly Cell[], style: BoxStyle = PLAIN): Word[] => cells.flatMap(([x, t]) => wordBoxes(y, x, t, style));

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One printed line as bbox XHTML `<word>` elements, at a font size. */
export function bboxLine(y: number, cells: readonly Cell[], size: number): string {
  return cellBoxes(y, cells, sized(size))
    .map((w) => `<word xMin="${w.x0.toFixed(2)}" yMin="${w.y0.toFixed(2)}" xMax="${w.x1.toFixed(2)}" yMax="${w.y1.toFixed(2)}">${escape(w.text)}</word>`)
    .join('\n');
}

/** A one-page bbox XHTML document (US letter) of printed lines. */
export const bboxPage = (lines: readonly string[]): string => `<html><body><doc><page width="612.000000" height="792.000000">\n${lines.join('\n')}\n</page></doc></body></html>`;
