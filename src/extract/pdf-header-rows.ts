/**
 * A PDF table's header lines → its header rows over the columns (pure). Each header cell goes to the
 * columns it overlaps, else the nearest one. A group header over sub-columns ("Semantic Change" over
 * three metrics, "Baselines (Prior Work)" over BM25 … OpenAI-3) is printed centred over them, so its
 * span is widened while that keeps it centred, and columns still without a group take the nearest group
 * to their right of the first one. A header cell left of the label column names the row-group column.
 */
import { isBracketedCount, isNamedCountLine } from './pdf-line-kinds.js';
import { joinWords } from './pdf-words.js';
import type { PLine, Seg } from './pdf-words.js';

export interface Col {
  x0: number;
  x1: number;
}

const overlap = (s: Col, c: Col): number => Math.min(s.x1, c.x1) - Math.max(s.x0, c.x0);

/**
 * The columns as wide as their printed extent, header included: a column of narrow numbers under a
 * wide method name ("E5 mistral-7b") spans the name. A group header over sub-columns ("Baselines
 * (Prior Work)") is centred over the names, not over the numbers, so its span is measured on these.
 */
function headerColumns(cols: readonly Col[], leaf: readonly Seg[], place: (s: Seg) => number): Col[] {
  const out = cols.map((c) => ({ ...c }));
  for (const s of leaf) {
    const c = out[place(s)];
    if (!c) continue;
    c.x0 = Math.min(c.x0, s.x0);
    c.x1 = Math.max(c.x1, s.x1);
  }
  // widened columns must not overlap their neighbours
  for (let i = 1; i < out.length; i++) if ((out[i] as Col).x0 < (out[i - 1] as Col).x1) return cols.map((c) => ({ ...c }));
  return out;
}

/** A group header's cells: widened over the sub-columns while it stays centred over them. */
function spreadGroups(row: string[], segs: readonly Seg[], cols: readonly Col[], k: number): void {
  for (const s of segs) {
    const covered = cols.map((c, ci) => (overlap(s, c) > 0 ? ci : -1)).filter((x) => x >= 0);
    if (!covered.length) continue;
    let lo = covered[0] as number;
    let hi = covered[covered.length - 1] as number;
    const mid = (s.x0 + s.x1) / 2;
    const off = (a: number, z: number) => Math.abs(((cols[a] as Col).x0 + (cols[z] as Col).x1) / 2 - mid);
    const pitch = cols.length > 2 ? ((cols[cols.length - 1] as Col).x1 - (cols[1] as Col).x0) / (cols.length - 1) : 50;
    for (let grown = true; grown; ) {
      grown = false;
      // (both ways only when that keeps it as centred as one way would: "Vox1-O" over "EER MinDCF" is not over the next "EER")
      if (lo > 1 && hi < k - 1 && !row[lo - 1] && !row[hi + 1] && off(lo - 1, hi + 1) <= Math.max(off(lo, hi), pitch * 0.25) && off(lo - 1, hi + 1) <= Math.min(off(lo - 1, hi), off(lo, hi + 1))) {
        row[--lo] = s.text;
        row[++hi] = s.text;
        grown = true;
        continue;
      }
      if (lo > 1 && !row[lo - 1] && off(lo - 1, hi) < off(lo, hi)) {
        row[--lo] = s.text;
        grown = true;
      }
      if (hi < k - 1 && !row[hi + 1] && off(lo, hi + 1) < off(lo, hi)) {
        row[++hi] = s.text;
        grown = true;
      }
    }
  }
}

/**
 * Group cells each printed flush with the left edge of a value column, two columns or more apart (a journal's style,
 * "COIL 20 … HandWritten" over two blocks of seven metrics): each spans from its column to the one before the next
 * group; undefined when any cell is not so aligned, or a group would cover a single column (then the centred
 * reading, spreadGroups, applies).
 */
function flushLeftGroups(printed: readonly Seg[], cols: readonly Col[]): string[] | undefined {
  const tol = 2.5;
  // (the label column's own head, "Methods", printed on the group line, is no group)
  const first = cols[1];
  if (!first) return undefined;
  const segs = printed.filter((s) => s.x0 >= first.x0 - tol);
  if (segs.length < 2) return undefined;
  const starts = segs.map((s) => cols.findIndex((c, ci) => ci > 0 && Math.abs(c.x0 - s.x0) <= tol));
  if (starts.some((ci) => ci < 1) || starts.some((ci, i) => i > 0 && ci - (starts[i - 1] as number) < 2)) return undefined;
  // the last group must not be a lone cell over the last column (a centred header ends there too)
  if (cols.length - (starts[starts.length - 1] as number) < 2) return undefined;
  const row = cols.map(() => '');
  starts.forEach((from, i) => {
    const to = i + 1 < starts.length ? (starts[i + 1] as number) : cols.length;
    for (let ci = from; ci < to; ci++) row[ci] = (segs[i] as Seg).text;
  });
  return row;
}

/**
 * A header line's cells, with a cell that pdftotext ran together across the start of the label column
 * ("Fold Methods" over the fold numbers and the method names) cut there: its words that end before the
 * label column name the row-group column, the rest the label column.
 */
function splitAtLabel(l: PLine, labelX0: number): Seg[] {
  return l.segs.flatMap((s) => {
    if (!(s.x0 < labelX0 - 1 && s.x1 > labelX0 + 1)) return [s];
    const ws = l.words.filter((w) => w.x0 >= s.x0 - 0.5 && w.x1 <= s.x1 + 0.5);
    const left = ws.filter((w) => w.x1 < labelX0 - 1);
    const right = ws.filter((w) => w.x1 >= labelX0 - 1);
    if (!left.length || !right.length) return [s];
    const seg = (p: typeof ws): Seg => ({ x0: (p[0] as (typeof ws)[number]).x0, x1: (p[p.length - 1] as (typeof ws)[number]).x1, text: joinWords(p) });
    return [seg(left), seg(right)];
  });
}

/** A header line of names with their counts ("CAMO | (250) | CHAMELEON | (76)"): each count joined to its name, one group cell. */
function namedCountSegs(l: PLine): readonly Seg[] {
  if (!isNamedCountLine(l)) return l.segs;
  const out: Seg[] = [];
  for (const s of l.segs) {
    const prev = out[out.length - 1];
    if (prev && isBracketedCount(s.text)) out[out.length - 1] = { x0: prev.x0, x1: s.x1, text: `${prev.text} ${s.text.trim()}` };
    else out.push(s);
  }
  return out;
}

/** What the header rows need to know of the grid built from the table's data rows. */
export interface HeaderFrame {
  readonly cols: readonly Col[];
  /** Where a cell goes: the column it overlaps most, else the nearest. */
  readonly place: (s: Seg) => number;
  /** Whether the grid has a leading row-group column. */
  readonly anyGroup: boolean;
  /** Leaf cells printed once across every header row: no group stands over their columns. */
  readonly spanning?: readonly Seg[];
  /** Where the grid's group column was printed between the labels and the values (pdf-row-groups.ts gapColumn). */
  readonly inGap?: (s: Seg) => boolean;
}

/**
 * The header rows (one per header line, cells over the columns) and, per row, the name printed left of
 * the label column over the row-group column ("Dataset"), '' when none.
 */
export function headerRows(lines: readonly PLine[], head: readonly number[], frame: HeaderFrame): { rows: string[][]; groupHead: string[] } {
  const { cols: leafCols, place, anyGroup } = frame;
  const k = leafCols.length;
  const labelX0 = leafCols[0]?.x0 ?? 0;
  const groupHead: string[] = head.map(() => '');
  const spanCols = headerColumns(leafCols, head.length ? (lines[head[head.length - 1] as number] as PLine).segs : [], place);
  const rows = head.map((hi, n) => {
    const cols = n < head.length - 1 ? spanCols : leafCols;
    const row = cols.map(() => '');
    const line = lines[hi] as PLine;
    const all = anyGroup ? splitAtLabel({ ...line, segs: [...namedCountSegs(line)] }, labelX0) : namedCountSegs(line);
    // a header cell left of the label column names the group column ("Dataset" over its row groups)
    // (or printed over the gap where that group column stands, between the labels and the values: "Extra data")
    const lead = all.filter((s) => (s.x1 < labelX0 - 1 || frame.inGap?.(s)) && anyGroup);
    if (lead.length) groupHead[n] = lead.map((s) => s.text).join(' ');
    const segs = all.filter((s) => !lead.includes(s));
    for (const s of segs) {
      const covered = cols.map((c, ci) => (overlap(s, c) > 0 ? ci : -1)).filter((x) => x >= 0);
      const spread = covered.length ? covered : [place(s)];
      for (const c of spread) row[c] = row[c] ? `${row[c]} ${s.text}` : s.text;
    }
    // (groups printed flush left, each at the first of its columns, "COIL 20" over ACC … ARI then "HandWritten" over the
    // next ACC … ARI: each spans to the column before the next group)
    const flush = n < head.length - 1 && segs.length >= 2 && segs.length < k ? flushLeftGroups(segs, cols) : undefined;
    if (flush) flush.forEach((text, ci) => text && (row[ci] = text));
    else if (n < head.length - 1 && segs.length < k) spreadGroups(row, segs, cols, k);
    // columns still without a group take the nearest group to their right of the first one
    if (n < head.length - 1 && segs.length < k && segs.length) {
      const from = segs[0] as Seg;
      const dist = (s: Seg, c: Col) => Math.max(0, s.x0 - (c.x0 + c.x1) / 2, (c.x0 + c.x1) / 2 - s.x1);
      cols.forEach((c, ci) => {
        if (row[ci] || ci === 0 || (c.x0 + c.x1) / 2 < from.x0 - (from.x1 - from.x0) / 2) return;
        row[ci] = segs.reduce((b, s) => (dist(s, c) < dist(b, c) ? s : b), from).text;
      });
    }
    if (n < head.length - 1) for (const s of frame.spanning ?? []) row[place(s)] = '';
    return row;
  });
  return { rows, groupHead };
}
