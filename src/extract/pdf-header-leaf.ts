/**
 * Header cells printed top-aligned over an empty leaf (pure). A multi-level PDF header prints the cells of
 * columns that have no sub-columns ("Size/Layer", "GMACs/Layer" beside "Vox1-O" over "EER MinDCF") in an
 * upper header row, with nothing under them on the leaf row. Such a cell is its column's own name, not a
 * group: a group spans two columns or more. It moves down to the leaf row, so the column is named by it
 * (before, the column's leaf was empty and its metric was taken from the caption). Only under a leaf row that
 * names most columns.
 */

/** The header rows with each lone upper cell over an empty leaf moved down to the leaf row. */
export function lowerLoneCells(rows: readonly (readonly string[])[]): string[][] {
  const out = rows.map((r) => [...r]);
  const leaf = out[out.length - 1];
  // only under a leaf row that names most columns (metric names under datasets): a leaf row with a corner cell or
  // two ("Metric | # Shot" beside model names printed above) is not the row the names belong to
  if (out.length < 2 || !leaf || leaf.filter((c) => c.trim()).length * 2 < leaf.length) return out;
  leaf.forEach((cell, c) => {
    if (cell.trim()) return;
    for (let r = out.length - 2; r >= 0; r--) {
      const row = out[r] as string[];
      const text = row[c] ?? '';
      if (!text.trim()) continue;
      // shared with a neighbour: a group over several columns, not this column's name
      if (row[c - 1] === text || row[c + 1] === text) return;
      leaf[c] = text;
      row[c] = '';
      return;
    }
  });
  return out;
}
