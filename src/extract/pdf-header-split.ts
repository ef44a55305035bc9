/**
 * A PDF header line whose cells pdftotext ran together (pure): "Dice Score False Positive Volume False
 * Negative Volume" comes out as one segment when the headers stand a single space apart, though each is
 * centred over its own column of numbers. The segment's words are dealt to the nearest column centre
 * (measured on the data rows), and each column's words become one cell again.
 */
import { joinWords } from './pdf-words.js';
import type { PLine, Seg } from './pdf-words.js';

/** Extents of the columns of the data lines that have the commonest number of cells (the most cells on a tie). */
export function commonColumns(data: readonly PLine[]): { x0: number; x1: number }[] {
  const anchor = commonAnchor(data);
  const k = anchor[0]?.segs.length ?? 0;
  return [...Array(k).keys()].map((c) => ({ x0: Math.min(...anchor.map((d) => (d.segs[c] as Seg).x0)), x1: Math.max(...anchor.map((d) => (d.segs[c] as Seg).x1)) }));
}

/** The data lines that have the commonest number of cells (ties: the most cells). */
export function commonAnchor(data: readonly PLine[]): PLine[] {
  const counts = new Map<number, number>();
  for (const d of data) counts.set(d.segs.length, (counts.get(d.segs.length) ?? 0) + 1);
  const k = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  return data.filter((d) => d.segs.length === k);
}

/** Centres of the columns of the data lines that have the commonest number of cells. */
export function columnCentres(data: readonly PLine[]): number[] {
  return commonColumns(data).map((c) => (c.x0 + c.x1) / 2);
}

/**
 * The header line with each segment that spans two or more column centres cut at the columns, when
 * every column it spans gets at least one of its words; otherwise the line as it is.
 */
export function splitRunTogetherHeader(l: PLine, centres: readonly number[]): PLine {
  let changed = false;
  const segs: Seg[] = [];
  for (const s of l.segs) {
    const inside = centres.filter((c) => c > s.x0 && c < s.x1);
    const ws = l.words.filter((w) => w.x0 >= s.x0 - 0.5 && w.x1 <= s.x1 + 0.5);
    if (inside.length < 2 || ws.length < inside.length) {
      segs.push(s);
      continue;
    }
    const nearest = (x: number) => inside.reduce((b, c, i) => (Math.abs(c - x) < Math.abs((inside[b] as number) - x) ? i : b), 0);
    // (a raised or lowered script printed with no space before it, and the bracket closing after it, "MMD-CD↓(×10" "−3"
    // ")", go to one column together; two words of the same print touching, "answer" "choice" of two narrow columns, do not)
    const units: (typeof ws)[] = [];
    const small = (a: (typeof ws)[number], b: (typeof ws)[number]): boolean => a.y1 - a.y0 < (b.y1 - b.y0) * 0.8;
    for (const w of ws) {
      const last = units.at(-1)?.at(-1);
      const glued = last !== undefined && w.x0 - last.x1 < (w.y1 - w.y0) * 0.15 && (small(w, last) || small(last, w) || /^[)\]}]+$/.test(w.text));
      if (glued) (units.at(-1) as typeof ws).push(w);
      else units.push([w]);
    }
    const groups = new Map<number, typeof ws>();
    for (const u of units) {
      const g = nearest(((u[0] as (typeof ws)[number]).x0 + (u.at(-1) as (typeof ws)[number]).x1) / 2);
      groups.set(g, [...(groups.get(g) ?? []), ...u]);
    }
    if (groups.size < inside.length) {
      segs.push(s);
      continue;
    }
    changed = true;
    for (const g of [...groups.keys()].sort((a, b) => a - b)) {
      const gw = groups.get(g) as typeof ws;
      segs.push({ x0: (gw[0] as (typeof ws)[number]).x0, x1: (gw[gw.length - 1] as (typeof ws)[number]).x1, text: joinWords(gw) });
    }
  }
  return changed ? { ...l, segs, text: segs.map((s) => s.text).join(' ') } : l;
}

/** The lines with the one just above the first data line (`first`) split at the data columns, when it is run together. */
export function withSplitLeaf(lines: readonly PLine[], first: number, data: readonly PLine[]): readonly PLine[] {
  const leaf = lines[first - 1];
  if (!leaf) return lines;
  // one phrase under a header that already names (nearly) every column ("Long-to-Short Methods (7B)", centred in
  // italics over the first rows) is a row-group label, not header cells run together
  const above = lines[first - 2];
  const k = commonColumns(data).length;
  if (leaf.segs.length === 1 && above && above.page === leaf.page && leaf.y0 - above.y1 < leaf.size * 2.2 && above.segs.length >= k - 1 && k >= 3) return lines;
  const split = splitRunTogetherHeader(leaf, columnCentres(data));
  if (split === leaf) return lines;
  const out = [...lines];
  out[first - 1] = split;
  return out;
}

const wordCount = (s: string): number => s.split(/\s+/).filter(Boolean).length;

/**
 * An upper header line run together ("Latency (Sec) ↓ Latency (Sec) ↓ Latency (Sec) ↓ Peak Mem ↓" over
 * "(SA-1B) (COCO) (LVIS) (GB)"): cut at the data columns like the leaf, when it is printed in the table's
 * print (not a larger sentence above it), ends with no stop, and every cell it gives is short. Undefined
 * otherwise. Before, its one long segment ended the header, and the columns lost their metric names.
 */
export function splitUpperHeader(l: PLine, data: readonly PLine[]): PLine | undefined {
  const sizes = data.map((d) => d.size).sort((a, b) => a - b);
  const size = sizes[Math.floor(sizes.length / 2)] ?? l.size;
  if (l.size > size * 1.05 || /[.:;,]$/.test(l.text.trim())) return undefined;
  const split = splitRunTogetherHeader(l, columnCentres(data));
  if (split === l || split.segs.some((s) => wordCount(s.text) > 4)) return undefined;
  return split;
}
