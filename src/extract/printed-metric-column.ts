/**
 * The column of a header that prints its metric (pure): the metric as printed, its subset from the words printed
 * with it, the group header above it, or a condition in brackets after it ("ACC (binary)"; beside a subset, "mrr (10%)"
 * under "Link Prediction", the column's condition), with the review lines of what was read from where.
 * interpretColumns (table-columns.ts) drafts it.
 */
import { bracketCondition, bracketLevel } from './bracket-condition.js';
import { metricColumnSubset } from './column-subset.js';
import { metricFor, qualifiedMetric } from './metric-lookup.js';
import { slug, stripMarkup } from './names.js';
import type { DraftColumn } from './types.js';

/**
 * `m`: the metric the header `h` (value column j) prints; `group`: the group headers above it; `groupSubset`: the
 * subset those name; `ambiguous`: the metric was an alias resolved by its neighbours or the text.
 */
export function printedMetricColumn(m: string, h: string, j: number, group: readonly string[], groupSubset: { id: string; sure: boolean } | undefined, ambiguous: boolean): { column: DraftColumn; review: string[] } {
  const review: string[] = [];
  const subset = metricColumnSubset(h, groupSubset && { id: groupSubset.id, printed: group.filter((g) => !metricFor(g, true))[0] ?? '' });
  // "ACC (binary)": a condition in brackets after the metric is the column's subset when nothing else gives one
  const condition = subset ? undefined : bracketCondition(h);
  const own = subset ?? (condition ? slug(condition) : undefined);
  // "mrr (10%)" under "Link Prediction": the group is the subset, the level in brackets the column's condition
  const level = subset ? bracketLevel(h) : undefined;
  const levelOwn = level !== undefined && !subset?.includes(slug(level)) ? level : undefined;
  const column: DraftColumn = { metric: m, label: h, ...(own ? { subset: own } : {}), ...(levelOwn ? { condition: levelOwn } : {}), metricFrom: ambiguous ? 'ambiguous-alias' : 'header' };
  if (levelOwn) review.push(`column ${j} "${h}": condition '${levelOwn}' read from the brackets after the metric`);
  const qualifier = qualifiedMetric(stripMarkup(h))?.qualifier;
  if (qualifier && own?.includes(slug(qualifier))) review.push(`column ${j} "${h}": subset '${own}' read from the words printed with the metric`);
  else if (condition) review.push(`column ${j} "${h}": subset '${own}' read from the words printed with the metric`);
  if (groupSubset && !groupSubset.sure && subset?.includes(groupSubset.id)) review.push(`column ${j} subset '${subset}' guessed from "${[...group, h].join(' / ')}"`);
  return { column, review };
}
