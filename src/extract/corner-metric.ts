/**
 * The metric a table's corner cell names (pure): the header of the label column carries the metric when no
 * value column names one — "Time (mins) | Yearly | Quarterly | Monthly", "Top-1 | CIFAR-10 | CIFAR-100" —
 * and every value column reports it, its own header the subset. A corner naming the row axis ("Method",
 * "Model", "Dataset") or no metric gives nothing.
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';

const ROW_AXIS = /^(?:methods?|models?|ablations?|datasets?|approach(?:es)?|settings?|variants?|names?|benchmarks?|tasks?|systems?)$/i;

export function cornerMetric(corner: string, leaves: readonly string[]): string | undefined {
  const c = stripMarkup(corner).trim();
  if (!c || ROW_AXIS.test(c) || leaves.some((h) => metricFor(stripMarkup(h), true) !== undefined)) return undefined;
  return metricFor(c, true);
}
