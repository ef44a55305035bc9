/**
 * A pipe table split into blocks by empty spacer columns (`| 40 | 250 | 4000 |   | 400 | 2500 |`, a column with nothing
 * in any row, the header included), its group names printed once per block, over the block's middle column
 * (`|   | CIFAR-10 |   |   |   | CIFAR-100 |   |`) (pure). The spacers are dropped and each block's one group name
 * fills the block's cells of the header row: a centred group spans its block, not the columns after it. A table
 * with no spacer column, or a header row naming no block once, is left as printed.
 */
const blank = (s: string | undefined): boolean => !(s ?? '').replace(/\*\*|<\/?b>|&nbsp;/g, '').trim();

/** `rows`: the grid as printed, the header row first; the first column holds the row labels. */
export function spacerBlocks(rows: readonly (readonly string[])[]): string[][] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const spacers = [...Array(width).keys()].filter((j) => j > 0 && rows.every((r) => blank(r[j])));
  // (a spacer between value columns only: none at either edge, and some value column on each side of each)
  if (!spacers.length || spacers.includes(width - 1) || spacers.includes(1)) return rows.map((r) => [...r]);
  const bounds = [0, ...spacers, width];
  const head = [...(rows[0] ?? [])];
  for (let b = 0; b + 1 < bounds.length; b++) {
    const from = (bounds[b] as number) + 1;
    const to = bounds[b + 1] as number;
    const named = [...Array(to - from).keys()].map((k) => from + k).filter((j) => !blank(head[j]));
    if (named.length !== 1) continue;
    const name = head[named[0] as number] as string;
    for (let j = from; j < to; j++) head[j] = name;
  }
  return [head, ...rows.slice(1)].map((r) => r.filter((_, j) => !spacers.includes(j)));
}
