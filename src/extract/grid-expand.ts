/**
 * Table rows as parsed (cells with rowspan/colspan) → a full grid: every spanned cell repeated in
 * each row and column it covers, so a header printed once over two columns names both, and a
 * row header printed once for four rows ("CIF" over its four models) labels each of them. Pure.
 */

export interface SpanCell {
  readonly text: string;
  readonly header: boolean;
  readonly rowspan: number;
  readonly colspan: number;
}

/** A row's cells and its row group (`<thead>`/`<tbody>`): a rowspan never reaches past its group, as in browsers. */
export interface SpanRow {
  readonly cells: readonly SpanCell[];
  readonly group?: number;
}

export interface ExpandedGrid {
  /** Cells by row and column ("" where nothing is printed). */
  readonly cells: string[][];
  /** Whether each grid cell came from a header cell (`<th>`) or a header row. */
  readonly header: boolean[][];
}

const MAX_SPAN = 1000;

/**
 * A cell spanning k columns whose text is k names joined by ` | ` ("**Recall** | **Precision**" over
 * two columns) names each column in turn: it becomes k cells of one column each. Any other cell is kept.
 */
export function splitJoinedSpan(cell: SpanCell): SpanCell[] {
  if (cell.colspan < 2) return [cell];
  const parts = cell.text.split(/\s+\|\s+/).map((p) => p.trim());
  if (parts.length !== cell.colspan || parts.some((p) => !p || /^[\d.,\s%±*-]+$/.test(p))) return [cell];
  return parts.map((text) => ({ ...cell, text, colspan: 1 }));
}

export function expandSpans(input: readonly (readonly SpanCell[] | SpanRow)[]): ExpandedGrid {
  const rows = input.map((r) => ('cells' in r ? r.cells : r));
  const groups = input.map((r) => ('cells' in r ? (r.group ?? 0) : 0));
  const cells: string[][] = [];
  const header: boolean[][] = [];
  // where each row's group ends, found once (a scan per cell made a long table quadratic)
  const groupEnds: number[] = [];
  for (let r = rows.length - 1; r >= 0; r--) groupEnds[r] = r + 1 < rows.length && groups[r + 1] === groups[r] ? (groupEnds[r + 1] as number) : r + 1;
  rows.forEach((row, r) => {
    cells[r] ??= [];
    header[r] ??= [];
    let c = 0;
    for (const cell of row.flatMap(splitJoinedSpan)) {
      while (cells[r]?.[c] !== undefined) c++;
      const groupEnd = groupEnds[r] as number;
      const rs = Math.min(Math.max(1, cell.rowspan), groupEnd - r, MAX_SPAN);
      const cs = Math.min(Math.max(1, cell.colspan), MAX_SPAN);
      for (let i = 0; i < rs; i++) {
        const cr = (cells[r + i] ??= []);
        const hr = (header[r + i] ??= []);
        for (let j = 0; j < cs; j++) {
          cr[c + j] = cell.text;
          hr[c + j] = cell.header;
        }
      }
      c += cs;
    }
  });
  const width = cells.reduce((w, r) => Math.max(w, r.length), 0);
  return {
    cells: cells.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')),
    header: header.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? false)),
  };
}
