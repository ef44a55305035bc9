/**
 * A method named by two label columns together (pure): a leaderboard's "Training" and "Postprocessor" (OE | MSP,
 * CrossEntropy | KNN), an ASR table's "Acoustic model" and "Language model", a detector's backbone and head. Each column
 * repeats a value down the rows, and only the pair names every row once: the row's method is both, not the last column
 * with the other kept as a setting (which drafts 25 rows of one method "CrossEntropy" told apart by settings only).
 */
export interface NameColumn {
  readonly j: number;
  readonly cells: readonly string[];
}

/** The other columns to join to the method column `method`, or none when that column (or another) names each row once. */
export function jointNameColumns(columns: readonly NameColumn[], method: number): number[] {
  // (two columns only: a third text column is a setting or a dataset, not more of the name)
  if (columns.length !== 2 || !columns.some((c) => c.j === method)) return [];
  const rows = columns[0]?.cells.length ?? 0;
  if (rows < 3) return [];
  const distinct = (cells: readonly string[]) => new Set(cells.filter(Boolean)).size === cells.filter(Boolean).length;
  // every row has a name in each column, and no column alone names each row once
  if (columns.some((c) => c.cells.some((x) => !x.trim()) || distinct(c.cells))) return [];
  const together = [...Array(rows).keys()].map((i) => columns.map((c) => c.cells[i]).join('\u0000'));
  if (new Set(together).size !== rows) return [];
  return columns.filter((c) => c.j !== method).map((c) => c.j);
}
