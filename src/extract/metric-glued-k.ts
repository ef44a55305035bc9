/**
 * A metric printed with its cut-off glued on, without the `@` (pure): `NDCG1`, `NDCG5`, `MRR10`, `Recall20` →
 * `ndcg@1`, `ndcg@5`, `mrr@10`, `recall@20` — only where the name before the digits is a metric of three or more
 * letters and the registry has that metric at that cut-off (so `R50`, `F1`, `ResNet50`, `GPT4` are never read so).
 */
import { findMetric } from '../core/metric-registry.js';

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
