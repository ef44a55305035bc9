/**
 * Whether a column of numbers repeats like a configuration ("Bitrate" 1.5, 1.5, 3, 3: one value per block of rows)
 * rather than like results that happen to meet: a score saturated at its scale's ceiling ("100", "100" for the two
 * strongest methods of a per-class accuracy table) or the same score printed by rows far apart ("99.90" on the first,
 * third and last rows, printed to two decimals). Any other repeated value counts as a configuration.
 */
export function repeatsInBlocks(cells: readonly string[]): boolean {
  const values = cells.map((c) => c.trim()).filter(Boolean);
  const nums = values.map((v) => Number(v.replace(/%$/, '')));
  const ceiling = nums.every((n) => Number.isFinite(n) && n >= 0 && n <= 100) ? (nums.some((n) => n > 1) ? 100 : 1) : undefined;
  const seen = new Map<string, number[]>();
  values.forEach((v, i) => seen.set(v, [...(seen.get(v) ?? []), i]));
  let block = false;
  for (const [v, at] of seen) {
    if (at.length < 2) continue;
    // (a repeat scattered over the rows is a coincidence of results: a configuration stays the same over a block)
    // (printed to two decimals or more, "99.90": a measurement's precision, not a setting's round value)
    if (/\.\d{2,}%?$/.test(v) && at.some((i, k) => k > 0 && i !== (at[k - 1] as number) + 1)) continue;
    // (the scale's ceiling, 100 or 1.0, is where scores saturate, not a setting)
    if (ceiling !== undefined && Number(v.replace(/%$/, '')) === ceiling) continue;
    block = true;
  }
  return block;
}
