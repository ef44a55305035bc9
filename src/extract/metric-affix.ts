/**
 * A metric printed with its subset glued on (pure): "mIoU-val", "IoU-lane", "Dice-WT", "AUROC-img", "F1@50",
 * "R@1-val". The header is one token; the part before the last `-` (or a bare `@` that the registry does not
 * know with it) is a registry metric and the rest is its subset — not a new metric. Guards: the whole token
 * is no registry name (`R@1`, `PA-MPJPE` are), the rest is no metric itself ("PSNR-SSIM" names two), and the
 * rest glued in front of the metric is no registry name either ("MPJPE-PA" is `pa-mpjpe`, which is returned), and
 * the token is no benchmark's name ("MR-ALL" is InsightFace's multi-racial test set, read by its convention).
 */
import { findMetric } from '../core/metric-registry.js';
import { columnAccepts } from './schema-support.js';
import { headerConventionOf } from './benchmark-conventions.js';
import { bareText } from './bare-text.js';

const accepted = (name: string): string | undefined => {
  const def = findMetric(name);
  return def && columnAccepts(def.id) ? def.id : undefined;
};

/** The metric and the subset glued to it, or undefined. */
export function affixQualifiedMetric(header: string): { metric: string; qualifier?: string } | undefined {
  const h = bareText(header);
  if (/\s/.test(h) || h.length > 24 || accepted(h)) return undefined;
  // a benchmark's own name ("MR-ALL", "IJB-C", "SS-V2"): its convention reads it, not a metric with a subset
  if (headerConventionOf(h)) return undefined;
  const m = /^([A-Za-z][A-Za-z0-9]*(?:@\d+(?:\.\d+)?)?)(?:-([A-Za-z][A-Za-z0-9]{0,11})\.?|@(\d{1,3}(?:\.\d+)?))$/.exec(h);
  if (!m) return undefined;
  const stem = m[1] as string;
  const rest = (m[2] ?? m[3]) as string;
  // "MPJPE-PA": the qualifier in front is the registry's own metric
  const swapped = m[2] ? accepted(`${rest}-${stem}`) : undefined;
  if (swapped) return { metric: swapped };
  const metric = stem.length >= 2 ? accepted(stem) : undefined;
  if (!metric || accepted(rest)) return undefined;
  // "IoU@0.5", "tIoU@0.3": a threshold on the overlap, at which another metric (mAP, recall) is reported; never the IoU itself
  if (m[3] && /^t?iou$/i.test(stem)) return undefined;
  // "Params-M", "Latency-ms": a unit, not a subset
  if (UNIT.test(rest)) return { metric };
  return { metric, qualifier: m[3] ? `@${rest}` : rest };
}

const UNIT = /^(?:[KMBGT]|ms|s|sec|h|hrs?|mins?|gb|mb|x)$/i;

