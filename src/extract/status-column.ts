/**
 * Label columns that say how a row was obtained, not what it is (pure). A defenses leaderboard prints
 * `paper | model | architecture` with `model` one of available | authors | retrained: a status of each row's
 * checkpoint, a setting, while the paper's citation names the row. Without this the status word was the method
 * ("available" on 30 rows).
 */

/** A header naming the publication a row comes from: "Paper", "Reference", "Citation", "Publication", "Work". */
export const PAPER_HEAD = /^(?:papers?|references?|citations?|publications?|works?)$/i;

/**
 * A column of a few repeated one-word lower-case statuses ("available", "authors", "retrained"): at least four rows, at
 * most three distinct words, each used on two rows or more on average.
 */
export function isStatusColumn(cells: readonly string[]): boolean {
  const printed = cells.map((c) => c.trim()).filter(Boolean);
  if (printed.length < 4 || !printed.every((c) => /^[a-z][a-z-]{2,}$/.test(c))) return false;
  const distinct = new Set(printed).size;
  return distinct <= 3 && distinct * 2 <= printed.length;
}
