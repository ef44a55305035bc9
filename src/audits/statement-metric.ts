/**
 * What a statement check needs to know about a table column, through the metric registry: its
 * direction (which way is better), whether it is a cost column, and whether the table prints a
 * proportion as a fraction (0.912) rather than in percent (91.2). Pure.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { MetricDef } from '../core/metric-registry.js';
import { isCostMetric, isProportion, metricById } from '../core/metric-registry.js';
import type { Cell, TableRef } from './cells.js';

type Moved = 'higher' | 'lower' | 'better' | 'worse';

/** Metrics the claim file declares (`metrics:`), when its schema has them. */
function declared(file: LoadedClaimFile): readonly MetricDef[] | undefined {
  const d = (file.data as { metrics?: readonly MetricDef[] }).metrics;
  return Array.isArray(d) ? d : undefined;
}

export function metricOf(file: LoadedClaimFile, ref: TableRef, col: number): MetricDef | undefined {
  const c = ref.table.columns[col];
  if (c === undefined) return undefined;
  const id = typeof c === 'string' ? c : (c as { metric: string }).metric;
  return metricById(id, declared(file));
}

/** Which way is better on a column: 'neither' when the registry says so or does not know the metric. */
export function directionAt(file: LoadedClaimFile, ref: TableRef, col: number): 'higher' | 'lower' | 'neither' {
  return metricOf(file, ref, col)?.direction ?? 'neither';
}

export function isCostColumn(file: LoadedClaimFile, ref: TableRef, col: number): boolean {
  const m = metricOf(file, ref, col);
  return m !== undefined && isCostMetric(m);
}

/** A proportion printed as a fraction in this table (column `scale`, else the table's): 0.912 for 91.2%. */
export function printedAsFraction(file: LoadedClaimFile, ref: TableRef, col: number): boolean {
  const m = metricOf(file, ref, col);
  if (!m || !isProportion(m.scale)) return false;
  const c = ref.table.columns[col] as unknown;
  const colScale = typeof c === 'object' && c !== null ? (c as { scale?: string }).scale : undefined;
  const scale = colScale ?? (ref.table as { scale?: string }).scale ?? (m.scale === 'fraction' ? 'fraction' : 'percent');
  return scale === 'fraction';
}

/** A stated better/worse as a move in value on this column; undefined when the metric has no direction. */
export function valueMove(moved: Moved, direction: 'higher' | 'lower' | 'neither'): 'higher' | 'lower' | undefined {
  if (moved === 'higher' || moved === 'lower') return moved;
  if (direction === 'neither') return undefined;
  const better = direction;
  return moved === 'better' ? better : better === 'higher' ? 'lower' : 'higher';
}

/** "WER (lower is better)" for messages. */
export function directionNote(file: LoadedClaimFile, c: Cell): string {
  const d = directionAt(file, c.ref, c.col);
  return d === 'neither' ? '' : ` (${d} is better)`;
}
