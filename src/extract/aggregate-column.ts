/**
 * A column that averages the columns before it ("Avg.", "Understanding Avg.", "Overall"), printed with no
 * metric of its own beside benchmark columns that all report one (by their headers or their conventions):
 * it reports that metric too, over their mean (pure). LLM evaluation tables end "MMLU | GSM8K | … | Avg.".
 */
import type { DraftColumn } from './types.js';
import { slug } from './names.js';

/**
 * A header whose last word is an aggregate: "Avg.", "Average", "Mean", "Overall", "Understanding Avg." — or an aggregate
 * of a generic "score" ("Avg. Score", "Average score"), which names no metric of its own.
 */
export const AGGREGATE_HEADER = /(?:^|\s)(?:avg\.?|average|mean|overall)(?:\s+scores?)?$/i;

/** The metric and subset of an aggregate column, when at least two columns before it share one metric. */
export function aggregateOf(header: string, before: readonly (DraftColumn | undefined)[], unknown: string): { metric: string; subset: string } | undefined {
  if (!AGGREGATE_HEADER.test(header.trim())) return undefined;
  // (a column no metric was found for among them, `Discrete PP` beside eight win rates, does not stop the average: the
  // columns with a metric must be at least two and all but one of those before it)
  const all = before.filter((c): c is DraftColumn => c !== undefined);
  const placed = all.filter((c) => c.metric !== unknown);
  const metrics = [...new Set(placed.map((c) => c.metric))];
  if (placed.length < 2 || all.length - placed.length > 1 || placed.length < 2 * (all.length - placed.length) || metrics.length !== 1) return undefined;
  return { metric: metrics[0] as string, subset: slug(header) };
}
