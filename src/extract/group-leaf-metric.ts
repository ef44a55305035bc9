/**
 * A group header's metric narrowed by the leaf under it (pure): "Test Error (%)" over "Top-1" and "Top-5" is the
 * top-1 and top-5 error (`top1-err`, `top5-err`), "Accuracy" over "Top-1" the top-1 accuracy, where the group
 * alone says only `error-rate` or `accuracy` and the leaf alone ("Top-1") would read as top-1 accuracy. The leaf
 * is read together with each word of the group ("Top-1 Error"); a reading is kept only when the leaf itself
 * names a metric, so a dataset or split under a group ("CIFAR-10" under "Error") keeps the group's metric.
 */
import { metricFor } from './metric-lookup.js';

/** The metric "<leaf> <word of the group>" names, when it narrows the group's own metric; else undefined. */
export function composedMetric(group: string, leaf: string): string | undefined {
  const own = metricFor(group, true);
  if (!own || !metricFor(leaf, true)) return undefined;
  const words = group.replace(/\([^)]*\)/g, ' ').split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w));
  for (const w of words) {
    const m = metricFor(`${leaf} ${w}`, true);
    if (m && m !== own) return m;
  }
  return undefined;
}
