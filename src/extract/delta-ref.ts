/**
 * Which row a table's printed deltas (relative or absolute) are relative to, when no row of the paper itself
 * ("(Ours)", "reported") says so — an ablation's "full model" row, say (pure). The guess is the row
 * whose values the printed deltas recompute from, within the printed rounding of all three numbers.
 */
import type { DraftRow, Printed } from './types.js';

const num = (p: Printed | undefined): { v: number; half: number } | undefined => {
  if (!p || !('n' in p)) return undefined;
  const v = Number(p.n.replace(/,/g, ''));
  const dec = p.n.split('.')[1]?.length ?? 0;
  return Number.isFinite(v) ? { v, half: 0.5 * 10 ** -dec } : undefined;
};

/**
 * The printed deltas of `row` recompute from `ref`'s values, within rounding: (v − r) / r in % for relative deltas, v − r
 * in the metric's units for absolute ones (`deltaKind: absolute`, "(+0.20)").
 */
export function deltasFitRow(row: DraftRow, ref: DraftRow): boolean {
  let compared = 0;
  for (const [j, d] of (row.deltas ?? []).entries()) {
    if (d === null) continue;
    const v = num(row.values[j]);
    const r = num(ref.values[j]);
    if (!v || !r || (r.v === 0 && row.deltaKind !== 'absolute')) return false;
    const dec = d.split('.')[1]?.length ?? 0;
    const absolute = row.deltaKind === 'absolute';
    const slack = absolute ? 0.5 * 10 ** -dec + v.half + r.half + 1e-9 : 0.5 * 10 ** -dec + ((v.half + Math.abs(v.v / r.v) * r.half) / Math.abs(r.v)) * 100 + 1e-9;
    const got = absolute ? v.v - r.v : ((v.v - r.v) / r.v) * 100;
    if (Math.abs(got - Number(d)) > slack) return false;
    compared++;
  }
  return compared > 0;
}

/**
 * Rows with printed deltas and no `vs` get the row their deltas recompute from (else the first row
 * without deltas), with a review note saying it was guessed; the draft never holds deltas without `vs`.
 */
export function guessDeltaReferences(rows: readonly DraftRow[]): DraftRow[] {
  return rows.map((row) => {
    if (!row.deltas || row.vs !== undefined) return row;
    const candidates = rows.filter((o) => o !== row && !o.deltas && o.reproduction === undefined);
    const fit = candidates.find((o) => deltasFitRow(row, o));
    const ref = fit ?? candidates[0];
    if (!ref) return { ...row, deltas: undefined, review: [...row.review, `printed deltas ${row.deltas.filter((d) => d !== null).join(', ')}${row.deltaKind === 'absolute' ? '' : '%'} left out: no row of the table to be relative to`] };
    const why = fit ? 'the printed deltas recompute from its values' : 'the first row without deltas; the printed deltas do not recompute from any row — check them';
    return { ...row, vs: ref.method, review: [...row.review, `deltas relative to '${ref.method}' (guessed: ${why})`] };
  });
}
