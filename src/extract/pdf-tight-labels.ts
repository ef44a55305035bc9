/**
 * Label columns set a word space apart in a PDF table (pure). A tight table prints "ResEnc No – 0.724 …" under
 * "Model | Binary Mask | Radius | …": the model and the switch beside it stand one word space apart, so each row's
 * first cell came out as "ResEnc No" and the switch column was lost. A column boundary the header prints is kept
 * where every row of the table has a word starting there too: the header cell's left edge, within a point and a half,
 * is the left edge of a word inside each row's first cell (not its first word). A label of several words ("Ours w/o
 * A") is never cut where the header prints nothing.
 */
import { joinWords } from './pdf-words.js';
import type { PLine, Seg } from './pdf-words.js';

const NEAR = 1.5;

/** The lines with each data row's first cell cut at a header column's left edge that every data row shares. */
export function splitTightLabels(lines: readonly PLine[], head: readonly number[], rows: readonly number[]): readonly PLine[] {
  if (rows.length < 3 || !head.length) return lines;
  const data = rows.map((r) => lines[r] as PLine);
  const first = data.map((l) => l.segs[0] as Seg | undefined);
  if (first.some((s) => !s)) return lines;
  const inner = (l: PLine, s: Seg): number[] => l.words.filter((w) => w.x0 > s.x0 + NEAR && w.x1 <= s.x1 + 0.5).map((w) => w.x0);
  // header cells' left edges inside the span every row's first cell covers
  // (a row whose first cell is shorter already stands apart there: its second cell starts at the edge)
  const lo = Math.max(...first.map((s) => (s as Seg).x0));
  const hi = Math.max(...first.map((s) => (s as Seg).x1));
  const edges = head.flatMap((h) => (lines[h] as PLine).segs.map((s) => s.x0)).filter((x) => x > lo + NEAR && x < hi);
  const within = (l: PLine, k: number, x: number): boolean => inner(l, first[k] as Seg).some((w) => Math.abs(w - x) <= NEAR);
  const apart = (l: PLine, x: number): boolean => Math.abs(((l.segs[1] as Seg | undefined)?.x0 ?? -99) - x) <= NEAR;
  const cut = edges.find((x) => data.every((l, k) => within(l, k, x) || apart(l, x)) && data.some((l, k) => within(l, k, x)));
  if (cut === undefined) return lines;
  const out = [...lines];
  rows.forEach((r, k) => {
    const l = lines[r] as PLine;
    const s = first[k] as Seg;
    const ws = l.words.filter((w) => w.x0 >= s.x0 - 0.5 && w.x1 <= s.x1 + 0.5);
    const a = ws.filter((w) => w.x0 < cut - NEAR);
    const b = ws.filter((w) => w.x0 >= cut - NEAR);
    if (!a.length || !b.length) return;
    const segs: Seg[] = [
      { x0: s.x0, x1: Math.max(...a.map((w) => w.x1)), text: joinWords(a) },
      { x0: Math.min(...b.map((w) => w.x0)), x1: s.x1, text: joinWords(b) },
      ...l.segs.slice(1),
    ];
    out[r] = { ...l, segs, text: segs.map((x) => x.text).join(' ') };
  });
  return out;
}
