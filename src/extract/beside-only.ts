/**
 * A column headed by a registry alias read only beside its metrics (`besideOnly`: "MT", "FP", "SAM",
 * "Validity"), decided from the metrics the other headers of the table name (pure). The column reader
 * (ambiguous-metric.ts) gives such a column its metric and a review line; this tells the label reader
 * (label-columns.ts) that the column holds results, not a setting of each row.
 */
import { besideOnlyReadings } from '../core/metric-registry.js';
import { metricFor } from './metric-lookup.js';
import { printedKey } from './printed-key.js';

const READINGS = besideOnlyReadings();

const keyOf = printedKey;

/** The metric a `besideOnly` header names given the other headers of its table; undefined when none of its metrics is beside it. */
export function besideOnlyMetric(header: string, otherHeaders: readonly string[]): string | undefined {
  const reading = READINGS.get(keyOf(header));
  if (!reading) return undefined;
  return otherHeaders.some((h) => reading.near.has(metricFor(h) ?? '')) ? reading.metric : undefined;
}
