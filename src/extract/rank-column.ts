/**
 * A column of ranks (pure): headed "#", "Rank" or "<benchmark> #" and holding the whole numbers 1 … n, each at most once
 * ("MLL23 #" beside the MLL23 column of a leaderboard, ranks 1–15). It orders the rows; its numbers are no values of the
 * metric the caption names, so the column is a setting of each row.
 */
const RANK_HEAD = /(?:^|\s)(?:#|rank(?:ing)?)$/i;

export function isRankColumn(header: readonly string[], cells: readonly string[]): boolean {
  if (!header.some((h) => RANK_HEAD.test(h.trim()))) return false;
  // (a dash, or a control character a PDF font prints for one, is an unranked row)
  const printed = cells.map((c) => c.trim()).filter((c) => /[A-Za-z0-9]/.test(c));
  if (printed.length < 3 || !printed.every((c) => /^\d{1,3}$/.test(c))) return false;
  const ranks = printed.map(Number);
  return new Set(ranks).size === ranks.length && Math.min(...ranks) === 1 && Math.max(...ranks) <= cells.length;
}
