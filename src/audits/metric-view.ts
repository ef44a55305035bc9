/**
 * What the audits need to know about a metric: which way is better and how it is printed. Every
 * comparison of two printed numbers of a metric goes through here, so that a lower WER is better,
 * a fraction-printed 0.912 equals a percent-printed 91.2, and cost columns are told apart.
 * Pure.
 */
import { findMetric, isCostMetric, isProportion, metricById, type Direction, type MetricDef } from '../core/metric-registry.js';

export type PrintScale = 'percent' | 'fraction';

/** A metric by id (registry or declared), falling back to reading the id as a printed name. */
export function metricOf(id: string, declared?: readonly MetricDef[]): MetricDef | undefined {
  return metricById(id, declared) ?? findMetric(id, declared);
}

/** The metric's direction; `neither` when the metric is unknown (nothing direction-aware is then claimed). */
export function directionOf(def: MetricDef | undefined): Direction {
  return def?.direction ?? 'neither';
}

/** A cost metric (params, FLOPs, latency, memory, training time): never part of "performance". */
export function isCost(def: MetricDef | undefined): boolean {
  return def !== undefined && isCostMetric(def);
}

/** A metric "best"/"outperforms" claims may be about: known, with a direction, not a cost. */
export function isPerformance(def: MetricDef | undefined): boolean {
  return def !== undefined && def.direction !== 'neither' && !isCostMetric(def);
}

/**
 * How a proportion metric is printed in a column: the column's `scale`, else the table's, else
 * the metric's own registry scale. Undefined for metrics that are not proportions (FID, PPL, …).
 */
export function printScaleOf(def: MetricDef | undefined, table: { scale?: PrintScale | undefined }, column?: { scale?: PrintScale | undefined }): PrintScale | undefined {
  if (def !== undefined && !isProportion(def.scale)) return undefined;
  return column?.scale ?? table.scale ?? (def?.scale === 'fraction' ? 'fraction' : 'percent');
}

/** A printed value on the common scale of its metric: proportions in percent (0.912 → 91.2), others as printed. */
export function toCommonScale(value: number, scale: PrintScale | undefined): number {
  return scale === 'fraction' ? value * 100 : value;
}

/** A value on the common scale back to a column's print scale. */
export function fromCommonScale(value: number, scale: PrintScale | undefined): number {
  return scale === 'fraction' ? value / 100 : value;
}

/** Factor from a print scale to another (fraction → percent is 100). */
export function scaleFactor(from: PrintScale | undefined, to: PrintScale | undefined): number {
  return toCommonScale(1, from) / toCommonScale(1, to);
}

/**
 * Sign of how much better `a` is than `b` under the direction: > 0 when `a` is better, < 0 when
 * worse, 0 when equal or when the metric has no better side (`neither`).
 */
export function betterSign(direction: Direction, a: number, b: number): number {
  if (direction === 'neither' || a === b) return 0;
  return (direction === 'higher' ? a > b : a < b) ? 1 : -1;
}

/** The better of two values (the first when equal; `a` when the metric has no direction). */
export function betterOf(direction: Direction, a: number, b: number): number {
  return betterSign(direction, b, a) > 0 ? b : a;
}

/** The best of values under the direction (max for higher, min for lower); undefined for `neither` or no values. */
export function bestOf(direction: Direction, values: readonly number[]): number | undefined {
  if (direction === 'neither' || values.length === 0) return undefined;
  return direction === 'higher' ? Math.max(...values) : Math.min(...values);
}

/** A change from `base` to `value` as an improvement (> 0) or a loss (< 0) for this direction. */
export function gainOf(direction: Direction, value: number, base: number): number {
  return direction === 'lower' ? base - value : value - base;
}
