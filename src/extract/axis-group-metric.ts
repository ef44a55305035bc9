/**
 * A group header that names a metric and the axis its columns break it down by (pure): `SAD-Type` over `SO | STM |
 * NS | Avg.`, `mIoU per class` over class names, `AP by category`, `Acc-Domain`. The leaves name no metric (they are
 * the types, classes or domains); the group's metric is theirs. The metric part is read as any header is, or, for a
 * short name read only beside its metrics (`SAD` beside `MSE`: beside-only.ts), from the table's other headers.
 */
import { besideOnlyMetric } from './beside-only.js';
import { metricFor } from './metric-lookup.js';

const AXIS = /^(.+?)(?:\s*[-–_/]\s*|\s+(?:per|by|for each|of each)\s+|\s+)(?:types?|categor(?:y|ies)|class(?:es)?|domains?|scenes?|attributes?|levels?|groups?|subsets?|kinds?)$/i;

/** The metric part of "<metric>-<axis>" ("SAD" of "SAD-Type"), or undefined when the header ends in no axis word. */
export function axisStem(header: string): string | undefined {
  const m = AXIS.exec(header.trim());
  return m ? (m[1] as string).trim() : undefined;
}

/** The metric a "<metric>-<axis>" group header names, given the table's other headers; undefined when it names none. */
export function axisGroupMetric(header: string, otherHeaders: readonly string[]): string | undefined {
  const stem = axisStem(header);
  if (!stem) return undefined;
  return metricFor(stem, true) ?? besideOnlyMetric(stem, otherHeaders);
}
