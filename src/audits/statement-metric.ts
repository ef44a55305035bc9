/**
 * What a statement check needs to know about a table column, through the metric registry (via
 * metric-view.ts): its direction (which way is better), whether it is a cost column, and whether
 * the table prints a proportion as a fraction (0.912) rather than in percent (91.2). Pure.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { MetricDef } from '../core/metric-registry.js';
import type { Cell, TableRef } from './cells.js';
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
  return printScaleOf(metricOf(file, ref, col), ref.table, typeof c === 'object' ? c : undefined) === 'fraction';
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
