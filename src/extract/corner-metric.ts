/**
 * The metric a table's corner cell names (pure): the header of the label column carries the metric when no
 * value column names one — "Time (mins) | Yearly | Quarterly | Monthly", "Top-1 | CIFAR-10 | CIFAR-100" —
 * and every value column reports it, its own header the subset. A corner naming the row axis ("Method",
 * "Model", "Dataset") or no metric gives nothing; nor does a corner over rows that are number formats ("Precision"
 * over "bf16 / fp16 | 8bits | 4bits": the rows' numeric precision, the values a memory the text names), nor a corner over
 * rows that are scale factors ("time (hop size)" over "x1 | x2": a setting scaled, the metric the heading's).
 */
import { isCostMetric, metricById } from '../core/metric-registry.js';
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { namesMethodAxis } from './method-axis-words.js';

/** The metric a value column's own header names (strictly), which a table-wide metric (the corner's, a unit note's) never replaces. */
export const ownMetric = (leaf: string): string | undefined => metricFor(stripMarkup(leaf), true);
const isCost = (id: string): boolean => {
  const def = metricById(id);
  return def !== undefined && isCostMetric(def);
};
/**
 * Whether the headers naming a metric of their own are cost columns printed first (`Params (M) | Yearly | Quarterly`,
 * `Memory (GB) | Small | Large`; cost-lead.ts): the table-wide metric is then the other columns'. A cost column after
 * them (`Kitchen | Time (s)`) still says the table names its metrics in its headers.
 */
export function costsFirst(leaves: readonly string[]): boolean {
  const owned = leaves.map((h) => ownMetric(h));
  const k = owned.findIndex((m) => m === undefined);
  return k > 0 && owned.slice(0, k).every((m) => isCost(m as string)) && owned.slice(k).every((m) => m === undefined);
}

/** Label heads that are no method words (those: method-axis-words.ts) but name the row axis too. */
const OTHER_AXIS = /^(?:ablations?|datasets?|settings?|benchmarks?|tasks?)$/i;

/**
 * A number format ("bf16 / fp16", "8bits", "INT4", "W8A8", "FP32"): rows of these make a corner "Precision" the row
 * axis (the numeric precision each row runs at), not the classification metric of the values.
 */
const NUMBER_FORMAT = /^(?:(?:b?fp|bf|int|uint|nf|float|fp)\s?\d{1,2}|\d{1,2}[- ]?bits?|w\d{1,2}a\d{1,2}|half|full|mixed)$/i;
const numberFormat = (label: string): boolean => {
  const parts = stripMarkup(label).split(/\s*[/,|]\s*|\s+\(|\)\s*/).map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => NUMBER_FORMAT.test(p));
};

/**
 * A scale factor ("x1", "×2", "0.5x", "4×"): rows of these make the corner the setting they scale ("time (hop size)"
 * over "x1 / x2": the hop size doubled), not the metric of the values.
 */
const FACTOR = /^(?:[x×]\s?\d+(?:\.\d+)?|\d+(?:\.\d+)?\s?[x×])$/i;
const scaleFactor = (label: string): boolean => FACTOR.test(stripMarkup(label).trim());

export function cornerMetric(corner: string, leaves: readonly string[], rowLabels: readonly string[] = []): string | undefined {
  const c = stripMarkup(corner).trim();
  // (cost columns printed first, "Params (M)" before "Yearly | Quarterly", keep their own metric and leave the corner to the others: cost-lead.ts)
  if (!c || namesMethodAxis(c) || OTHER_AXIS.test(c) || (leaves.some((h) => ownMetric(h) !== undefined) && !costsFirst(leaves))) return undefined;
  if (rowLabels.length > 0 && (rowLabels.every(numberFormat) || rowLabels.every(scaleFactor))) return undefined;
  return metricFor(c, true);
}
