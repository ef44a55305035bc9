/**
 * A column headed by a registry alias read only beside its metrics (`besideOnly`: "MT", "FP", "SAM",
 * "Validity"), decided from the metrics the other headers of the table name (pure). The column reader
 * (ambiguous-metric.ts) gives such a column its metric and a review line; this tells the label reader
 * (label-columns.ts) that the column holds results, not a setting of each row.
 */
import { besideOnlyReadings, type BesideOnlyReading } from '../core/metric-registry.js';
import { metricFor } from './metric-lookup.js';
import { printedKey } from './printed-key.js';

const READINGS = besideOnlyReadings();

const keyOf = printedKey;

/**
 * The metric a `besideOnly` header names given the other headers of its table: the reading with the most of its
 * metrics beside it; undefined when none is beside it, or when two readings have as many (nothing tells which).
 */
export function besideOnlyMetric(header: string, otherHeaders: readonly string[]): string | undefined {
  const readings = READINGS.get(keyOf(header));
  if (!readings) return undefined;
  const beside = otherHeaders.map((h) => metricFor(h) ?? '');
  const peers = peersOf(readings, otherHeaders);
  const ranked = readings.map((r) => ({ metric: r.metric, hits: new Set([...beside, ...peers].filter((m) => r.near.has(m))).size })).sort((a, b) => b.hits - a.hits);
  const [top, second] = ranked;
  return top && top.hits > 0 && (!second || second.hits < top.hits) ? top.metric : undefined;
}

/**
 * The metric a `besideOnly` name reads as where something vouches that it names a metric (a column headed "Metric"
 * printing "ARI" on every row): its one reading; undefined for a name of several readings or of none.
 */
export function vouchedBesideOnlyMetric(name: string): string | undefined {
  const readings = READINGS.get(keyOf(name));
  return readings?.length === 1 ? readings[0]?.metric : undefined;
}

/**
 * The metrics of the other headers that are `besideOnly` names of the same family as this one: two such names beside each
 * other support each other ("Deletion ↓ | Insertion ↑ | Pointing ↑", none a metric on its own) when each names the
 * other among its metrics.
 */
export const besidePeers = (header: string, otherHeaders: readonly string[]): string[] => peersOf(READINGS.get(keyOf(header)) ?? [], otherHeaders);

function peersOf(readings: readonly BesideOnlyReading[], otherHeaders: readonly string[]): string[] {
  const mutual = (r: BesideOnlyReading): string[] => otherHeaders.flatMap((h) => (READINGS.get(keyOf(h)) ?? []).filter((o) => o.near.has(r.metric) && r.near.has(o.metric)).map((o) => o.metric));
  return [...new Set(readings.flatMap(mutual))];
}
