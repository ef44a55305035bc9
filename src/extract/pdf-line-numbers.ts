/**
 * Line numbers printed in a page's margin (pure): a review copy or a preprint (NeurIPS / ICLR / CVPR submissions,
 * `lineno`, journal manuscripts) numbers its lines in small print left of the text, or right of the right column.
 * pdftotext gives each number as a word on the line beside it, so "6 Mitochondrial DNA (mtDNA) is a 16,569 bp …"
 * drafted 6 as a quantity, "5 Abstract" named every section after it, and a table row's label took the number.
 *
 * A margin's numbers are told by their layout, never by one value: on one page, eight or more words that are only
 * digits, every one beyond the text's edge (left of where the text's lines start, or right of where they end), aligned
 * on one edge, counting up down the page. A column of ranks or indices inside a table stands inside the text's edges.
 */
import type { Word } from './pdf-gutter.js';

const DIGITS = /^\d{1,5}$/;
/** How far (points) a margin number stands beyond the text's edge, at least. */
const GAP = 2;
/** How far the numbers' aligned edge may wander (points). */
const ALIGN = 3;

/** The value below which a share `q` of the numbers fall. */
function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.floor(q * (s.length - 1))))] as number;
}

/** Whether the words are one margin's numbering: enough of them, aligned on an edge, counting up down the page. */
function numbering(ws: readonly Word[]): boolean {
  if (ws.length < 8) return false;
  const byY = [...ws].sort((a, b) => a.y0 - b.y0);
  const spread = (xs: readonly number[]) => Math.max(...xs) - Math.min(...xs);
  if (spread(byY.map((w) => w.x1)) > ALIGN && spread(byY.map((w) => w.x0)) > ALIGN) return false;
  const values = byY.map((w) => Number(w.text));
  let up = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[i - 1] as number)) up++;
  return up >= (values.length - 1) * 0.9;
}

/** The page's words without the line numbers of its margins (the words as given when it has none). */
export function withoutLineNumbers(words: readonly Word[]): readonly Word[] {
  const digits = words.filter((w) => DIGITS.test(w.text));
  if (digits.length < 8) return words;
  const text = words.filter((w) => !DIGITS.test(w.text));
  if (text.length < 20) return words;
  // the text's edges, a stray mark beyond them (a side stamp, a figure's tick) aside
  const left = quantile(text.map((w) => w.x0), 0.02);
  const right = quantile(text.map((w) => w.x1), 0.98);
  const drop = new Set<Word>();
  for (const side of [digits.filter((w) => w.x1 < left - GAP), digits.filter((w) => w.x0 > right + GAP)]) if (numbering(side)) for (const w of side) drop.add(w);
  return drop.size ? words.filter((w) => !drop.has(w)) : words;
}
