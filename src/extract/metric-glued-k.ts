/**
 * A metric printed with its cut-off glued on, without the `@` (pure): `NDCG1`, `NDCG5`, `MRR10`, `Recall20` →
 * `ndcg@1`, `ndcg@5`, `mrr@10`, `recall@20` — only where the name before the digits is a metric of three or more
 * letters and the registry has that metric at that cut-off (so `R50`, `F1`, `ResNet50`, `GPT4` are never read so).
 */
import { allMetrics, findMetric } from '../core/metric-registry.js';

const GLUED = /^([A-Za-z]{3,}[A-Za-z-]*?)[-_]?(\d{1,4})$/;

/** The registry id of `<metric><k>` read as `<metric>@<k>`, or undefined. */
export function gluedCutoffMetric(header: string, metricOf: (name: string) => string | undefined): string | undefined {
  const m = GLUED.exec(header.trim());
  if (!m) return undefined;
  const base = metricOf(m[1] as string);
  if (!base || findMetric(header.trim())) return undefined;
  // the registry knows the name with the "@" ("NDCG@1", "Recall@20"), or the metric's id at that cut-off
  return (findMetric(`${m[1]}@${m[2]}`) ?? findMetric(`${base}@${m[2]}`))?.id;
}

const AT_CUTOFF = /^([A-Za-z][A-Za-z\s-]*?)\s?@\s?(\d{1,4})$/;
const loose = (x: string): string => x.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * Printed name (loose) → the id of each registry entry that lists that name at two or more cut-offs as its own aliases
 * ("Gini@5", "Gini@10"): one listed cut-off ("mAP@50" of `ap50`) is a fixed threshold of that entry, not a folded cut-off.
 */
let foldedNames: Map<string, Set<string>> | undefined;
function foldedIndex(): Map<string, Set<string>> {
  if (foldedNames) return foldedNames;
  foldedNames = new Map();
  for (const def of allMetrics()) {
    if (def.id.includes('@')) continue;
    const cutoffs = new Map<string, Set<string>>();
    for (const a of def.aliases) {
      const m = /^(.+?)\s?@\s?(\d+)$/.exec(a);
      if (m) cutoffs.set(loose(m[1] as string), (cutoffs.get(loose(m[1] as string)) ?? new Set()).add(m[2] as string));
    }
    for (const [key, ks] of cutoffs) if (ks.size >= 2) foldedNames.set(key, (foldedNames.get(key) ?? new Set()).add(def.id));
  }
  return foldedNames;
}

/**
 * A metric whose registry entry folds the cut-off into its id (`gini-index` lists `Gini@5`, `Gini@10`, …; `item-coverage`
 * lists `ItemCoverage@20`): the name printed at ANY cut-off ("Gini@1", "ItemCoverage@3", "Gini @ 100") is that id, not
 * only at the cut-offs the registry happens to list. A metric the registry keeps per cut-off (`ndcg@1`, `ndcg@10`) or
 * without cut-offs at all (`map`) is never read so; a name two entries fold in is left alone.
 */
export function foldedCutoffMetric(header: string): string | undefined {
  const m = AT_CUTOFF.exec(header.trim());
  if (!m) return undefined;
  const ids = foldedIndex().get(loose(m[1] as string));
  return ids?.size === 1 ? [...ids][0] : undefined;
}
