/**
 * What the claim schema in this build accepts, asked of the schema itself (pure): registry metric
 * ids as columns, `spreads`, `settings`, `deltaKind` on rows. Extraction writes a field only when
 * the schema takes it, and otherwise says in a review line what it could not write — so a draft is
 * always valid, whichever schema it is built with.
 */
import { metricById } from '../core/metric-registry.js';
import { column, row } from '../claims/schema.js';

const accepts = (probe: Record<string, unknown>): boolean => row.safeParse({ method: 'm', values: [1], ...probe }).success;

export const schemaSupport = {
  spreads: accepts({ spreads: [0.1] }),
  settings: accepts({ settings: { s: 'x' } }),
  deltaKind: accepts({ deltas: [1], vs: 'b', deltaKind: 'absolute' }),
};

const metricCache = new Map<string, boolean>();
/** Whether a column may name this metric id. */
export function columnAccepts(id: string): boolean {
  let ok = metricCache.get(id);
  if (ok === undefined) {
    ok = column.safeParse(id).success && metricById(id) !== undefined;
    metricCache.set(id, ok);
  }
  return ok;
}
