/**
 * A column of ranks (pure): headed "#", "Rank" or "<benchmark> #" and holding the whole numbers 1 … n, each at most once
 * ("MLL23 #" beside the MLL23 column of a leaderboard, ranks 1–15), or in row order with ties ("1, 2, 2, 4": a
 * leaderboard's shared places). It orders the rows; its numbers are no values of the metric the caption names, so the
 * column is a setting of each row. Nor is it the row's name (`rankOrdersRows`): a leaderboard's "Rank" 1 … 50 beside
 * a method column that repeats ("CrossEntropy" on 25 rows) is no numbered run of an ablation.
 */
const RANK_HEAD = /(?:^|\s)(?:#|rank(?:ing)?|rk\.?)$/i;
/** A header that says rank or place in words ("Rank", "Ranking", "Place", "Pos."), not "#" or "No.", which also number ablation runs. */
const RANK_WORD = /^(?:rank(?:ing)?|rk\.?|place|pos(?:\.|ition)?)$/i;

const printedRanks = (cells: readonly string[]): number[] | undefined => {
  // (a dash, or a control character a PDF font prints for one, is an unranked row)
  const printed = cells.map((c) => c.trim()).filter((c) => /[A-Za-z0-9]/.test(c));
  const ranks = printed.map(rankOf);
  if (printed.length < 3 || ranks.some((r) => r === undefined)) return undefined;
  return ranks as number[];
};

/**
 * A printed place as its number: "3", "3rd", "=3", "T3" (a tie), "6-7" or "6–7" (two rows sharing places 6 and 7: the
 * first of them, a range running upwards by at most 9 places), or undefined.
 */
export function rankOf(cell: string): number | undefined {
  const c = cell.trim();
  const one = /^(?:=|T-?)?(\d{1,3})(?:st|nd|rd|th|\.)?$/i.exec(c);
  if (one) return Number(one[1]);
  const range = /^(\d{1,3})\s*[-–]\s*(\d{1,3})$/.exec(c);
  if (!range) return undefined;
  const [a, b] = [Number(range[1]), Number(range[2])];
  return b > a && b - a <= 9 ? a : undefined;
}

/** Whole numbers from 1, each at most the number of rows: distinct, or in row order where some repeat (ties). */
function ranksOf(cells: readonly string[]): { ties: boolean } | undefined {
  const ranks = printedRanks(cells);
  if (!ranks || Math.min(...ranks) !== 1 || Math.max(...ranks) > cells.length) return undefined;
  if (new Set(ranks).size === ranks.length) return { ties: false };
  // ties: a leaderboard prints its places in order, a shared place repeated ("1, 2, 2, 4" or "1, 2, 2, 3")
  return ranks.every((r, i) => i === 0 || r >= (ranks[i - 1] as number)) ? { ties: true } : undefined;
}

export function isRankColumn(header: readonly string[], cells: readonly string[]): boolean {
  if (!header.some((h) => RANK_HEAD.test(h.trim()))) return false;
  return ranksOf(cells) !== undefined;
}

/**
 * A rank column that orders a leaderboard's rows rather than numbering runs: headed "Rank"/"Place" in words, or
 * (under "#", "No." or no header) ranks with ties, which numbered runs never have.
 */
export function rankOrdersRows(header: readonly string[], cells: readonly string[]): boolean {
  const r = ranksOf(cells);
  if (!r) return false;
  return header.some((h) => RANK_WORD.test(h.trim())) || (r.ties && header.every((h) => /^(?:#|no\.?|)$/i.test(h.trim())));
}

/** "Rank", "Ranking" over fractional numbers (95.00, 93.88): an average rank over scenes or benchmarks, a value. */
export function isAverageRankColumn(header: string, cells: readonly string[]): boolean {
  if (!/^(?:rank(?:ing)?)$/i.test(header.trim())) return false;
  const printed = cells.map((c) => c.replace(/[*_\s]/g, '')).filter(Boolean);
  return printed.length >= 2 && printed.every((c) => /^\d{1,3}(?:\.\d+)?$/.test(c)) && printed.some((c) => c.includes('.'));
}
