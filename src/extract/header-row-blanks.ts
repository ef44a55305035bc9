/**
 * The lower level of a two-level HTML header printed as the first body row (pure): its words fill one run of cells,
 * with at most two empty cells before them (the corner over the label columns) and at most two after them (under a
 * column headed once in the row above: a `Download` or `Config` link column beside the metric row). Before, an empty
 * cell after the words made the row a body row, and the table lost its metric names (found by `npm run
 * bench:extract-perturb`, download-column: a leaderboard whose `RPE/% | ATE/m` row sits in `<tbody>`).
 */
export function wordsBetweenBlanks(cells: readonly string[], words: number): boolean {
  const first = cells.findIndex((c) => c.trim());
  let last = cells.length - 1;
  while (last >= 0 && !(cells[last] ?? '').trim()) last--;
  if (first < 0 || words < 2) return false;
  const before = first;
  const after = cells.length - 1 - last;
  // (no blank at all is the plain case, read by the caller; here one side at least is blank)
  return before + after > 0 && before <= 2 && after <= 2 && words === last - first + 1;
}
