/**
 * A PDF table stacked in blocks (pure), as LAVIS's Table 7 prints it: row-header columns (task,
 * dataset) whose cells span several rows and are printed once, vertically centred, beside a model
 * column; and a header row of its own at the top of each block ("test", then "val test", then "B@4
 * CIDEr"). Rows with the same number of cells then fill different columns, so the columns are taken
 * from where the cells are printed (the union of their extents) and every cell goes to the column it
 * overlaps. Each block becomes a grid of its own under the table's header, with the spanning cells
 * repeated on each of its rows; a block printing no cell of a spanning column takes the previous
 * block's (a rowspan centred over two blocks is printed in one of them).
 */
import type { PLine, Seg } from './pdf-words.js';

export interface Col {
  x0: number;
  x1: number;
}

export interface GridBlock {
  readonly header: string[][];
  readonly body: string[][];
}

/** The cell tests of the table finder, passed in. */
export interface CellTests {
  isData(l: PLine): boolean;
  isNum(s: string): boolean;
  cleanLabel(s: string): string;
}

/** Whether columns taken from the rows with the most common number of cells overlap: those rows fill different columns. */
export function columnsOverlap(cols: readonly Col[]): boolean {
  return cols.some((c, i) => i > 0 && c.x0 < (cols[i - 1] as Col).x1 - 1);
}

/** Columns as the union of the cells' extents: cells that overlap horizontally share a column. */
export function columnsByExtent(segs: readonly Seg[]): Col[] {
  const out: Col[] = [];
  for (const s of [...segs].sort((a, b) => a.x0 - b.x0)) {
    const last = out[out.length - 1];
    if (last && s.x0 <= last.x1 + 1) last.x1 = Math.max(last.x1, s.x1);
    else out.push({ x0: s.x0, x1: s.x1 });
  }
  return out;
}

function placer(cols: readonly Col[]): (s: Seg) => number {
  return (s) => {
    const o = cols.map((c) => Math.min(s.x1, c.x1) - Math.max(s.x0, c.x0));
    const best = o.indexOf(Math.max(...o));
    if ((o[best] ?? 0) > 0) return best;
    const mid = (s.x0 + s.x1) / 2;
    const d = cols.map((c) => Math.abs((c.x0 + c.x1) / 2 - mid));
    return d.indexOf(Math.min(...d));
  };
}

/** Spanning cells repeated down their block; a block without one takes the previous block's (else the next's). */
function fillSpans(blocks: string[][][], spanCols: readonly number[]): void {
  for (const c of spanCols) {
    const own = blocks.map((rows) => {
      const printed = rows.map((r, i) => ({ i, v: r[c] ?? '' })).filter((x) => x.v);
      for (const [i, r] of rows.entries()) if (!r[c] && printed.length) r[c] = printed.reduce((b, x) => (Math.abs(x.i - i) < Math.abs(b.i - i) ? x : b)).v;
      return printed.length > 0;
    });
    blocks.forEach((rows, bi) => {
      if (own[bi]) return;
      const from = blocks[bi - 1]?.at(-1)?.[c] || blocks.slice(bi + 1).find((b, k) => own[bi + 1 + k] && b.length)?.[0]?.[c] || '';
      for (const r of rows) r[c] = from;
    });
  }
}

/** A value column this block leaves empty (no sub-header, no cell: "test" only over the first block) is not one of its columns. */
function trimEmpty(g: GridBlock, firstValue: number): GridBlock {
  const sub = g.header[g.header.length - 1] ?? [];
  const keep = (sub.map((_, c) => c) as number[]).filter((c) => c < firstValue || sub[c] || g.body.some((r) => r[c]));
  return { header: g.header.map((r) => keep.map((c) => r[c] ?? '')), body: g.body.map((r) => keep.map((c) => r[c] ?? '')) };
}

/** The stacked table's blocks, or undefined when its lines do not read as one (the caller keeps its own grid). */
export function stackedGrid(lines: readonly PLine[], head: readonly number[], members: readonly number[], t: CellTests): { header: string[][]; body: string[][]; blocks: GridBlock[] } | undefined {
  const data = members.filter((m) => t.isData(lines[m] as PLine));
  const cols = columnsByExtent(data.flatMap((m) => (lines[m] as PLine).segs));
  const place = placer(cols);
  const cellsOf = (l: PLine): string[] => {
    const cells = cols.map(() => '');
    for (const s of l.segs) {
      const c = place(s);
      cells[c] = cells[c] ? `${cells[c]} ${s.text}` : s.text;
    }
    return cells;
  };
  const numeric = cols.map((_, c) => {
    const vals = data.map((m) => cellsOf(lines[m] as PLine)[c] ?? '').filter(Boolean);
    return vals.filter((v) => t.isNum(v) || /^[-–—−]$/.test(v)).length > vals.length / 2;
  });
  const firstValue = numeric.indexOf(true);
  if (firstValue < 1 || numeric.slice(firstValue).some((n) => !n)) return undefined;
  const inValues = (l: PLine) => l.segs.every((s) => place(s) >= firstValue && !t.isNum(s.text));
  // a row: a number in a value column ("ALBEF 54.7" too, which alone is too short to start a table)
  const isRow = (l: PLine) => l.segs.some((s) => place(s) >= firstValue && t.isNum(s.text)) && l.segs.every((s) => place(s) < firstValue || t.isNum(s.text) || /^[-–—−]$/.test(s.text));
  const top = [...head];
  const rowLines = [...members];
  while (top.length && isRow(lines[top[top.length - 1] as number] as PLine)) rowLines.unshift(top.pop() as number);
  const blocks: { head?: number; rows: string[][] }[] = [{ rows: [] }];
  let pending: string[] | undefined;
  for (const m of rowLines) {
    const l = lines[m] as PLine;
    const cells = cellsOf(l);
    if (isRow(l)) {
      if (pending) cells.forEach((_, c) => (cells[c] = [pending?.[c], cells[c]].filter(Boolean).join(' ')));
      pending = undefined;
      cells[firstValue - 1] = t.cleanLabel(cells[firstValue - 1] ?? '');
      (blocks[blocks.length - 1] as { rows: string[][] }).rows.push(cells);
      continue;
    }
    // a header row of the next block, over the value columns only
    if (inValues(l)) {
      if ((blocks[blocks.length - 1] as { rows: string[][] }).rows.length) blocks.push({ head: m, rows: [] });
      else (blocks[blocks.length - 1] as { head?: number }).head = m;
      continue;
    }
    // the second line of a label ("Video" / "Dialogue"): joined to the row above where it has text in that column, else to the row below
    if (l.segs.some((s) => place(s) >= firstValue)) return undefined;
    const above = blocks[blocks.length - 1]?.rows.at(-1);
    cells.forEach((v, c) => {
      if (!v) return;
      if (above?.[c]) above[c] = `${above[c]} ${v}`;
      else (pending ??= cols.map(() => ''))[c] = v;
    });
  }
  // a label line after the last row that joins no row would be lost: not this layout
  if (pending || blocks.length < 2 || blocks.some((b) => !b.rows.length)) return undefined;
  fillSpans(blocks.map((b) => b.rows), [...Array(firstValue - 1).keys()]);
  // the header line just above the first row, over the value columns only, is the first block's own
  if (top.length > 1 && inValues(lines[top[top.length - 1] as number] as PLine) && blocks[0]?.head === undefined) (blocks[0] as { head?: number }).head = top.pop();
  const headerRow = (m: number, spanValues: boolean): string[] => {
    const l = lines[m] as PLine;
    const cells = cellsOf(l);
    // one cell over the value columns of a top row ("Results") heads all of them
    const over = l.segs.filter((s) => place(s) >= firstValue);
    if (spanValues && over.length === 1) for (let c = firstValue; c < cols.length; c++) cells[c] = (over[0] as Seg).text;
    return cells;
  };
  const topRows = top.map((m) => headerRow(m, true));
  const out = blocks.map((b) => trimEmpty({ header: [...topRows, ...(b.head !== undefined ? [headerRow(b.head, false)] : [])], body: b.rows }, firstValue));
  return { header: out[0]?.header ?? [], body: out.flatMap((b) => b.body), blocks: out };
}
