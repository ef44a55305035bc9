/**
 * The tally of the two perturbation benches (bench/extract-perturb.ts, bench/extract-pdf-perturb.ts): per variant,
 * an unperturbed score and a perturbed score of the same key cells are added up, and the key cells the perturbed
 * draft misses that the unperturbed one found are the cells lost. Missed cells are compared as multisets: a key may
 * hold the same cell (table, row, metric, subset, value) twice, and a draft that finds one of the two has lost the
 * other. Pure: no IO.
 */

/** What a tally reads of a score (src/extract/corpus-key.ts's CorpusScore). */
export interface Scored {
  readonly keyCells: number;
  readonly matched: number;
  readonly scored: number;
  readonly missed: readonly string[];
}

export interface Tally {
  keyCells: number;
  baseMatched: number;
  matched: number;
  baseScored: number;
  scored: number;
  lost: number;
  gained: number;
  /** Cells lost, by where they were lost (a document, a table), in order of first loss. */
  readonly lostBy: Map<string, number>;
}

export const newTally = (): Tally => ({ keyCells: 0, baseMatched: 0, matched: 0, baseScored: 0, scored: 0, lost: 0, gained: 0, lostBy: new Map() });

/** The items of `a` that `b` does not take away, as multisets (each item of `b` takes away one equal item of `a`). */
export function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const s of b) left.set(s, (left.get(s) ?? 0) + 1);
  return a.filter((s) => {
    const n = left.get(s) ?? 0;
    if (n > 0) left.set(s, n - 1);
    return n === 0;
  });
}

/** Adds one unperturbed/perturbed pair of scores of the same key cells to `t`; returns the cells lost. */
export function addPair(t: Tally, where: string, base: Scored, perturbed: Scored): string[] {
  const lost = minus(perturbed.missed, base.missed);
  t.keyCells += base.keyCells;
  t.baseMatched += base.matched;
  t.matched += perturbed.matched;
  t.baseScored += base.scored;
  t.scored += perturbed.scored;
  t.lost += lost.length;
  t.gained += minus(base.missed, perturbed.missed).length;
  if (lost.length) t.lostBy.set(where, (t.lostBy.get(where) ?? 0) + lost.length);
  return lost;
}

/** `a` of `b` as a percentage with one decimal, `–` when `b` is 0. */
export const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)}%` : '–');

/** The `n` places that lost most, `name count` joined by commas (ties in order of first loss). */
export const mostLost = (t: Tally, n = 3): string =>
  [...t.lostBy]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([d, k]) => `${d} ${k}`)
    .join(', ');
