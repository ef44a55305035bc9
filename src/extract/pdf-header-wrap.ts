/**
 * Column names wrapped onto two printed lines (pure): LLM and multimodal papers head their model columns
 * with names too wide for the column, "QwQ-32B" over "Preview", "Claude-3.5-" over "Sonnet-1022", each
 * on a line of its own under a spanning header ("Language-only Model"). The lines are as close as the
 * lines of a paragraph and every cell of the lower one sits under exactly one cell of the upper one,
 * which no other lower cell shares: one header row whose cells continue downwards, not a group row over
 * sub-columns (a group covers two or more). The two lines become one row: "QwQ-32B Preview".
 */
import type { PLine, Seg } from './pdf-words.js';

const overlap = (s: { x0: number; x1: number }, c: { x0: number; x1: number }): number => Math.min(s.x1, c.x1) - Math.max(s.x0, c.x0);

/** The upper cell each lower cell continues, or undefined when the lower line is not such a continuation. */
function partners(a: PLine, b: PLine): Map<Seg, Seg> | undefined {
  if (a.page !== b.page || b.y0 < a.y1 - 0.5 || b.y0 - a.y0 > Math.max(a.size, b.size) * 1.35 || Math.abs(a.size - b.size) > 0.6) return undefined;
  if (b.segs.length < 2) return undefined;
  const out = new Map<Seg, Seg>();
  for (const s of b.segs) {
    const over = a.segs.filter((t) => overlap(s, t) > 0);
    if (over.length !== 1) return undefined;
    const t = over[0] as Seg;
    if ([...out.values()].includes(t)) return undefined;
    out.set(s, t);
  }
  return out;
}

/** Whether line b continues the cells of line a just above it (see the module's comment). */
export const continuesCells = (a: PLine, b: PLine): boolean => partners(a, b) !== undefined;

/** "Claude-3.5-" + "Sonnet-1022" keeps its hyphen, "Trans-" + "lation" loses it, anything else takes a space. */
export function joinPieces(top: string, bottom: string): string {
  if (/[A-Za-z]-$/.test(top) && /^[a-z]/.test(bottom)) return `${top.slice(0, -1)}${bottom}`;
  if (/-$/.test(top)) return `${top}${bottom}`;
  return `${top} ${bottom}`;
}

/** The header lines with each line that continues the cells of the one above joined to it. */
export function joinWrappedNames(lines: readonly PLine[], head: readonly number[]): { lines: readonly PLine[]; head: number[] } {
  const out = [...lines];
  const keep: number[] = [];
  for (const h of head) {
    const prev = keep[keep.length - 1];
    const a = prev === undefined ? undefined : (out[prev] as PLine);
    const b = out[h] as PLine;
    const map = a && partners(a, b);
    if (!a || !map || prev === undefined) {
      keep.push(h);
      continue;
    }
    const segs = a.segs.map((t) => {
      const s = [...map.entries()].find(([, u]) => u === t)?.[0];
      return s ? { x0: Math.min(s.x0, t.x0), x1: Math.max(s.x1, t.x1), text: joinPieces(t.text, s.text) } : t;
    });
    out[prev] = { ...a, y1: b.y1, segs, words: [...a.words, ...b.words], text: segs.map((s) => s.text).join(' ') };
  }
  return { lines: out, head: keep };
}
