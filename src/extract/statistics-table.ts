/**
 * A table of statistics of the data, not results (pure): every value column counts or measures something
 * ("# pairs", "# words (doc)", "Avg. length", "vocab size") and no column's own header names a metric. A
 * dataset paper's comparison of corpora is such a table; a metric read for its columns from the caption or
 * the section text (a word like "seconds" nearby) is a guess about numbers that are sizes, so it is drafted
 * as attributes.
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { COUNT_HEAD } from './transpose.js';
import type { RawTable } from './types.js';

/**
 * `t`: the grid as [row label, ...value columns]. Either every value column counts or measures the data, or the
 * caption calls the table statistics ("Statistics for …", "dataset statistics") and no header names a metric.
 */
export function isStatisticsTable(t: RawTable): boolean {
  const leaf = (t.header[t.header.length - 1] ?? []).slice(1).map(stripMarkup);
  if (/\bstatistics\b/i.test(t.caption ?? '') && leaf.every((h) => !metricFor(h))) return true;
  if (leaf.length < 2) return false;
  return leaf.every((h) => COUNT_HEAD.test(h) && metricFor(h) === undefined);
}
