/**
 * Header cells that span the header's rows (pure): a table with a group row over its leaf row prints
 * the cells of the other columns ("Model", "Avg.") once, vertically centred across both rows, so
 * pdftotext gives them a line of their own between the group line and the leaf line. Such a line has no
 * cell over a cell of any other header line: its cells are leaf cells of columns the leaf line leaves
 * empty, not a group level over them. They join the leaf line, and no group above spreads over them
 * ("Avg." beside "Understanding" is not an Understanding column).
 */
import type { PLine, Seg } from './pdf-words.js';

const overlap = (s: { x0: number; x1: number }, c: { x0: number; x1: number }): number => Math.min(s.x1, c.x1) - Math.max(s.x0, c.x0);

/**
 * The header lines with each middle line whose cells stand over no other header cell moved into the leaf
 * (last) line, and those cells (`spanning`): no group of the rows above stands over them.
 */
export function joinSpanningCells(lines: readonly PLine[], head: readonly number[]): { lines: readonly PLine[]; head: number[]; spanning: Seg[] } {
  if (head.length < 3) return { lines, head: [...head], spanning: [] };
  const leafAt = head[head.length - 1] as number;
  const others = (h: number): Seg[] => head.filter((o) => o !== h).flatMap((o) => (lines[o] as PLine).segs);
  const spanning = head.slice(1, -1).filter((h) => {
    const l = lines[h] as PLine;
    return l.page === (lines[leafAt] as PLine).page && l.segs.every((s) => others(h).every((o) => overlap(s, o) <= 0));
  });
  if (!spanning.length) return { lines, head: [...head], spanning: [] };
  const leaf = lines[leafAt] as PLine;
  const segs = [...leaf.segs, ...spanning.flatMap((h) => (lines[h] as PLine).segs)].sort((a, b) => a.x0 - b.x0);
  const out = [...lines];
  out[leafAt] = { ...leaf, x0: Math.min(...segs.map((s) => s.x0)), x1: Math.max(...segs.map((s) => s.x1)), segs, words: [...leaf.words, ...spanning.flatMap((h) => (lines[h] as PLine).words)], text: segs.map((s) => s.text).join(' ') };
  return { lines: out, head: head.filter((h) => !spanning.includes(h)), spanning: spanning.flatMap((h) => (lines[h] as PLine).segs) };
}
