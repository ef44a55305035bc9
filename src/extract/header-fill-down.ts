/**
 * A header cell printed once in the top row of a multi-row header, with empty header cells under it (pandas'
 * `to_html` of a two-level column index: "Model | All | K" over " |  | 1 | 2 | 4"): the cell names its column at every
 * level, as a rowspan would (pure). Only a cell over one column (a spanning group cell is repeated across its columns
 * by grid-expand.ts, and stays a group) whose column is blank in every header row below it.
 */
export function fillHeaderDown(cells: readonly (readonly string[])[], headerRows: number): string[][] {
  const out = cells.map((r) => [...r]);
  if (headerRows < 2) return out;
  const width = out[0]?.length ?? 0;
  for (let r = 0; r < headerRows - 1; r++) {
    const row = out[r] as string[];
    for (let j = 0; j < width; j++) {
      const text = row[j] ?? '';
      if (!text.trim() || row[j - 1] === text || row[j + 1] === text) continue;
      const below = Array.from({ length: headerRows - 1 - r }, (_, k) => out[r + 1 + k]?.[j] ?? '');
      if (below.some((c) => c.trim())) continue;
      for (let k = r + 1; k < headerRows; k++) (out[k] as string[])[j] = text;
    }
  }
  return out;
}
