/**
 * Read-only views of a loaded claim file that every check shares: results-table cells with their
 * (method, dataset, split, subset, metric) key, printed intervals, labels and source locations.
 */
import type { DocPath, LoadedClaimFile } from '../claims/model.js';
import type { Column, ResultsTable, Row, Source } from '../claims/schema.js';
import { metricLabel } from '../core/metrics.js';
import type { MetricDef } from '../core/metric-registry.js';
import { metricOf, printScaleOf, scaleFactor, type PrintScale } from './metric-view.js';
import type { ClaimLocation } from '../core/findings.js';
import type { AuditContext } from './types.js';
import type { Interval } from './interval.js';
import { printed } from './interval.js';

export const paperId = (f: LoadedClaimFile): string => f.data.paper.id;

export function focused(ctx: AuditContext): LoadedClaimFile[] {
  return ctx.papers.filter((p) => ctx.focus.has(paperId(p)));
}

export interface ColumnInfo {
  /** Metric id (registry or declared). */
  readonly metric: string;
  /** The metric's entry; undefined only for a file that was not validated against the registry. */
  readonly def: MetricDef | undefined;
  readonly subset: string;
  /** The column's dataset, else the table's ('' when neither names one). */
  readonly dataset: string;
  readonly condition: string | undefined;
  /** How a proportion metric is printed in this column; undefined for other metrics. */
  readonly scale: PrintScale | undefined;
  /** As shown to people: "CIDEr (move)". */
  readonly label: string;
}

export function columnInfo(table: ResultsTable, col: Column, declared?: readonly MetricDef[]): ColumnInfo {
  const o = typeof col === 'string' ? undefined : col;
  const metric = o ? o.metric : (col as string);
  const def = metricOf(metric, declared);
  const subset = o?.subset ?? table.subset;
  const dataset = o?.dataset ?? table.dataset ?? '';
  const condition = o?.condition;
  const name = metricLabel(metric, declared);
  const qualifiers = [condition, subset === 'total' ? undefined : subset].filter((q): q is string => q !== undefined);
  return { metric, def, subset, dataset, condition, scale: printScaleOf(def, table, o), label: qualifiers.length ? `${name} (${qualifiers.join(', ')})` : name };
}

export interface TableRef {
  readonly table: ResultsTable;
  readonly index: number;
  readonly path: DocPath;
}

export function resultsTables(f: LoadedClaimFile): TableRef[] {
  const out: TableRef[] = [];
  f.data.tables.forEach((t, index) => {
    if (t.kind === 'results') out.push({ table: t, index, path: ['tables', index] });
  });
  return out;
}

export function findTable(f: LoadedClaimFile, id: string): TableRef | undefined {
  return resultsTables(f).find((t) => t.table.id === id);
}

export function methodName(f: LoadedClaimFile, id: string): string {
  return f.data.methods.find((m) => m.id === id)?.name ?? id;
}

export function rowName(f: LoadedClaimFile, row: Row): string {
  return row.label ?? methodName(f, row.method);
}

/** Own result of this paper (the row's flag, else the method's). */
export function isOwnRow(f: LoadedClaimFile, row: Row): boolean {
  return row.own ?? f.data.methods.find((m) => m.id === row.method)?.own ?? false;
}

/** "Table 2" / "section Results on CLEVR-Change" — how a person finds the table in the document. */
export function tableTitle(f: LoadedClaimFile, source: Source): string {
  const where = source.table !== undefined ? `Table ${source.table}` : source.section ? `“${source.section}”` : source.figure !== undefined ? `Fig. ${source.figure}` : 'text';
  const kind = f.data.paper.docs.find((d) => d.id === source.doc)?.kind;
  return `${f.data.paper.id} ${kind && kind !== 'paper' ? `${kind} ` : ''}${where}`;
}

export function docFile(f: LoadedClaimFile, docId: string): string {
  return f.data.paper.docs.find((d) => d.id === docId)?.file ?? docId;
}

export function locate(f: LoadedClaimFile, path: DocPath, source: Source, label?: string): ClaimLocation {
  return {
    claimFile: f.pos(path),
    doc: docFile(f, source.doc),
    ...(source.table !== undefined ? { table: source.table } : {}),
    ...(source.section !== undefined ? { section: source.section } : {}),
    ...(label !== undefined ? { label } : {}),
  };
}

/** Printed decimals of a number at `path`, as written in the YAML (fallback: as JS prints it). */
export function decimalsAt(f: LoadedClaimFile, path: DocPath, value: number): number {
  const d = f.decimals(path);
  if (d !== undefined) return d;
  const s = String(value);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** A number as printed at `path` (`-53.20`, `91.0`). */
export function shownAt(f: LoadedClaimFile, path: DocPath, value: number): string {
  return value.toFixed(decimalsAt(f, path, value));
}

export function intervalAt(f: LoadedClaimFile, path: DocPath, value: number): Interval {
  return printed(value, decimalsAt(f, path, value));
}

/** One printed number of a results table. */
export interface Cell {
  readonly file: LoadedClaimFile;
  readonly ref: TableRef;
  readonly rowIndex: number;
  readonly row: Row;
  readonly col: number;
  readonly column: ColumnInfo;
  readonly value: number;
  readonly path: DocPath;
  readonly interval: Interval;
  /** The value as printed (`91.0`, not `91`). */
  readonly text: string;
  readonly decimals: number;
  /** The "± x" printed with the value (row `spreads`), with what it is and over how many runs (table `spread`). */
  readonly spread?: Spread;
}

export interface Spread {
  readonly value: number;
  readonly kind: 'std' | 'sem' | 'ci95' | 'range' | 'unknown';
  /** Seeds / runs behind the mean, when printed. */
  readonly n?: number;
}

export function cell(f: LoadedClaimFile, ref: TableRef, rowIndex: number, col: number): Cell | undefined {
  const row = ref.table.rows[rowIndex];
  const c = ref.table.columns[col];
  const value = row?.values[col];
  if (!row || c === undefined || value === undefined || value === null) return undefined;
  const path: DocPath = [...ref.path, 'rows', rowIndex, 'values', col];
  const decimals = decimalsAt(f, path, value);
  const s = row.spreads?.[col];
  const t = ref.table.spread;
  const spread: Spread | undefined = s === undefined || s === null ? undefined : { value: s, kind: t?.kind ?? 'unknown', ...(t?.n === undefined ? {} : { n: t.n }) };
  return { file: f, ref, rowIndex, row, col, column: columnInfo(ref.table, c, f.data.metrics), value, path, interval: printed(value, decimals), text: value.toFixed(decimals), decimals, ...(spread ? { spread } : {}) };
}

export function rowCells(f: LoadedClaimFile, ref: TableRef, rowIndex: number): Cell[] {
  return ref.table.columns.flatMap((_, col) => cell(f, ref, rowIndex, col) ?? []);
}

/** "SCORER · CIDEr (move) = 91.6" */
export function cellLabel(c: Cell): string {
  return `${rowName(c.file, c.row)} · ${c.column.label} = ${c.text}`;
}

export function cellLocation(c: Cell): ClaimLocation {
  return locate(c.file, c.path, c.ref.table.source, `${tableTitle(c.file, c.ref.table.source)}: ${cellLabel(c)}`);
}

/** The key under which the same number may be printed twice. */
export function cellKey(c: Cell): string {
  const t = c.ref.table;
  return [c.row.method, c.row.reproduction ?? '', c.column.dataset, t.split, c.column.subset, c.column.condition ?? '', c.column.metric].join('|');
}

/** The key of a number regardless of the split, for printings whose split may be `unknown`. */
export function numberKey(c: Cell): string {
  return [c.row.method, c.row.reproduction ?? '', c.column.dataset, c.column.subset, c.column.condition ?? '', c.column.metric].join('|');
}

/** The dataset id of a table whose dataset is not named near it: what audit extract drafts until the user names it. */
export const UNNAMED_DATASET = 'unknown';

/** Two splits can be the same: equal, or one of them not stated (`unknown`). */
export function splitsMatch(a: string, b: string): boolean {
  return a === b || a === 'unknown' || b === 'unknown';
}

/** Slug for stable finding ids. */
export function slug(...parts: (string | number)[]): string {
  return parts
    .map((p) => String(p).toLowerCase().replace(/[^a-z0-9+._-]+/g, '-').replace(/^-|-$/g, ''))
    .join('/');
}

/** Every printed number of every results table of a file. */
export function allCells(f: LoadedClaimFile): Cell[] {
  return resultsTables(f).flatMap((ref) => ref.table.rows.flatMap((_, ri) => rowCells(f, ref, ri)));
}

/**
 * Whether two printings can be the same number. Printed with the same decimals, the same value
 * must print the same digits (37.4 and 37.5 only "touch" at 37.45, which would need two rounding
 * rules); with different decimals the rounding intervals must overlap (152.31 and 152.3 agree).
 */
export function samePrinted(a: Cell, b: Cell): boolean {
  const f = scaleFactor(b.column.scale, a.column.scale);
  if (f !== 1) {
    // 0.912 (fraction) and 91.2 (percent) are one number: compare b's rounding interval on a's scale
    const bi: Interval = [b.interval[0] * f, b.interval[1] * f];
    // (a hair of slack so that two intervals that only touch, after ×100 in floating point, do not overlap)
    const eps = 1e-9 * Math.max(1, Math.abs(a.value));
    return a.interval[0] < bi[1] - eps && bi[0] < a.interval[1] - eps;
  }
  if (a.decimals === b.decimals) return a.text === b.text;
  return a.interval[0] < b.interval[1] && b.interval[0] < a.interval[1];
}
