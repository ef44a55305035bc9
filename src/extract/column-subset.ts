/**
 * The subset of a column whose header names its metric (pure): the benchmark printed before the
 * metric in brackets ("HellaSwag (Acc.)" → `hellaswag`), the qualifier of a cost metric ("# Activated
 * Params" → `activated`), the condition printed after the metric's unit ("L2 (m) 1s" → `1s`), and the
 * setting or group printed above it ("0-shot"), joined:
 * `hellaswag-0-shot`. A setting that does not apply ("N/A") and "total" add nothing; a generic word
 * before the brackets ("Results (WER)") is not a benchmark.
 */
import { metricFor, qualifiedMetric, unitThenCondition } from './metric-lookup.js';
import { slug, stripMarkup } from './names.js';
import { NO_BENCHMARK_WORD } from './generic-words.js';
import { findMetric } from '../core/metric-registry.js';

/** "N/A", "-", "—": a setting that does not apply to this row or column. */
export const NOT_APPLICABLE = /^(?:n\/?a|[-–—]|none)$/i;

/** "HellaSwag (Acc.)" → "HellaSwag": the benchmark a metric-in-brackets header names, if any. */
export function benchmarkOf(header: string): string | undefined {
  const m = /^(.+?)\s*[(（]\s*([^()（）]+?)\s*[)）]\s*$/.exec(stripMarkup(header));
  if (!m) return undefined;
  const bench = (m[1] as string).trim();
  if (!metricFor(m[2] as string, true) || metricFor(bench, true) || NO_BENCHMARK_WORD.test(bench) || !/[A-Za-z]/.test(bench)) return undefined;
  return bench;
}

/**
 * The words printed before a metric that qualify it ("IN-1K zero-shot top-1" → `IN-1K zero-shot`), unless the
 * registry names the whole header as another metric: "Joint Accuracy" is joint-goal-accuracy, not accuracy on a
 * subset `joint` (nor "Slot Accuracy" accuracy on `slot`).
 */
function ownQualifier(header: string): string | undefined {
  const h = stripMarkup(header);
  const q = qualifiedMetric(h);
  if (!q?.qualifier) return undefined;
  const whole = findMetric(h)?.id;
  return whole && whole !== q.metric ? undefined : q.qualifier;
}

/**
 * The subset id for a metric-named column, or undefined for the whole (`total`). `group` is the
 * subset already read from the header row above (an id), if any.
 */
export function metricColumnSubset(header: string, group: { id: string; printed: string } | undefined): string | undefined {
  // "L2 (m) 1s": the horizon printed after the metric's unit
  const parts = [benchmarkOf(header), ownQualifier(header), unitThenCondition(stripMarkup(header))?.condition].filter((p): p is string => Boolean(p)).map(slug);
  const g = group && !NOT_APPLICABLE.test(group.printed.trim()) && group.id !== 'total' ? group.id : undefined;
  // a group the header already prints ("bottle" over "bottle Image AUROC") is not added twice
  const within = g !== undefined && parts.some((p) => `-${p}-`.includes(`-${g}-`));
  const all = [...new Set([...parts, ...(g && !within ? [g] : [])])];
  return all.length ? all.join('-') : undefined;
}
