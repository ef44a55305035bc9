/**
 * What a statement check needs to know about a table column, through the metric registry (via
 * metric-view.ts): its direction (which way is better), whether it is a cost column, and whether
 * the table prints a proportion as a fraction (0.912) rather than in percent (91.2). Pure.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { MetricDef } from '../core/metric-registry.js';
import type { Cell, TableRef } from './cells.js';
import { decimalsAt } from './cells.js';
import { isProportion } from '../core/metric-registry.js';
import { directionOf, isCost, metricOf as metricById, printScaleOf } from './metric-view.js';

type Moved = 'higher' | 'lower' | 'better' | 'worse';

export function metricOf(file: LoadedClaimFile, ref: TableRef, col: number): MetricDef | undefined {
  const c = ref.table.columns[col];
  if (c === undefined) return undefined;
  return metricById(typeof c === 'string' ? c : c.metric, file.data.metrics);
}

/** Which way is better on a column: 'neither' when the registry says so or does not know the metric. */
export function directionAt(file: LoadedClaimFile, ref: TableRef, col: number): 'higher' | 'lower' | 'neither' {
  return directionOf(metricOf(file, ref, col));
}

export function isCostColumn(file: LoadedClaimFile, ref: TableRef, col: number): boolean {
  return isCost(metricOf(file, ref, col));
}

/** A proportion printed as a fraction in this table (column `scale`, else the table's, else the registry's). */
export function printedAsFraction(file: LoadedClaimFile, ref: TableRef, col: number): boolean {
  const c = ref.table.columns[col];
  const def = metricOf(file, ref, col);
  const declared = (typeof c === 'object' ? c.scale : undefined) ?? ref.table.scale;
  if (declared === undefined && def !== undefined && isProportion(def.scale)) {
    // no scale written: a percent-type column whose every value is a decimal fraction in [0, 1] ("0.912") is printed as fractions
    const values = ref.table.rows.flatMap((r) => (typeof r.values[col] === 'number' ? [r.values[col] as number] : []));
    const decimals = ref.table.rows.flatMap((r, ri) => (typeof r.values[col] === 'number' ? [decimalsAt(file, [...ref.path, 'rows', ri, 'values', col], r.values[col] as number)] : []));
    if (values.length && values.every((v) => v >= 0 && v <= 1) && decimals.some((d) => d >= 2)) return true;
  }
  return printScaleOf(def, ref.table, typeof c === 'object' ? c : undefined) === 'fraction';
}

/** A stated better/worse as a move in value on this column; undefined when the metric has no direction. */
export function valueMove(moved: Moved, direction: 'higher' | 'lower' | 'neither'): 'higher' | 'lower' | undefined {
  if (moved === 'higher' || moved === 'lower') return moved;
  if (direction === 'neither') return undefined;
  return moved === 'better' ? direction : direction === 'higher' ? 'lower' : 'higher';
}

/** " (lower is better)" for messages. */
export function directionNote(file: LoadedClaimFile, c: Cell): string {
  const d = directionAt(file, c.ref, c.col);
  return d === 'neither' ? '' : ` (${d} is better)`;
}
