/**
 * A measure the lead-in line or caption names before "results" ("Category coverage results of selected samples on
 * ImageNet:", "Bit accuracy results under attacks") that the metric registry lacks (pure): the table's unnamed
 * columns report it, declared for the document under the measure's slug ("category-coverage"), not the convention of
 * the benchmark the same line names (ImageNet's accuracy). Only a name ending in a measure noun counts ("coverage",
 * "error", "similarity": namesMeasure), so "Linear classification results on ImageNet" names none.
 */
import { findMetric } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import { documentMetric, namesMeasure, printedDirection } from './local-metric.js';
import { slug, stripMarkup } from './names.js';

/** "<name> results of|on|for|in|under …" at the start of a line, the name two to five words. */
const BEFORE_RESULTS = /^(?:the\s+|our\s+)?((?:[A-Za-z][A-Za-z-]*\s+){1,4}[A-Za-z][A-Za-z-]*)\s+results?\s+(?:of|on|for|in|under|with|across|at)\b/i;

/** The declared measure a lead-in or caption names before "results", when the registry lacks it; else undefined. */
export function leadMeasure(texts: readonly (string | undefined)[], cells: readonly string[]): { def: MetricDef; text: string } | undefined {
  for (const text of texts) {
    const plain = stripMarkup(text ?? '').replace(/\s+/g, ' ').trim();
    const name = BEFORE_RESULTS.exec(plain)?.[1]?.trim();
    if (!name || !namesMeasure(name) || findMetric(name)) continue;
    return { def: documentMetric(slug(name), name, cells, { direction: printedDirection(plain, name) ?? 'neither' }), text: plain };
  }
  return undefined;
}
