/**
 * Claimed-vs-reproduced tables in the style of a reproduction README (pure): every results table
 * of the claim file, its printed rows, the published reproductions' rows and the rows this tool
 * measured, each compared value with its relative delta, arrow and verdict.
 */
import { contains, printed, relativeChange } from '../../audits/interval.js';
import type { LoadedClaimFile } from '../../claims/model.js';
import type { Column, ResultsTable, Row } from '../../claims/schema.js';
import type { Verdict } from '../../core/measurements.js';
import { isApproximate, METRIC_LABELS, metricLabel } from '../../core/metrics.js';
import type { RunInput, VerdictCell } from '../input.js';
import type { DeltaView } from './format.js';
import { delta, deltaPercent, fixed, intervalText } from './format.js';
import type { ClaimStatus } from './summary.js';

/** A finding marked in a cell: links to the finding's anchor in the findings section. */
export interface CellMark {
  readonly href: string;
  /** `F3` */
  readonly label: string;
  readonly severity: 'error' | 'warning';
  readonly title: string;
}

/** Anchor id of a printed cell (claimed or published row), the target of a finding's "in place" link. */
export const cellAnchor = (tableId: string, ri: number, ci: number) => `cell-${tableId}-${ri}-${ci}`.replace(/[^A-Za-z0-9_-]/g, '_');

/** A printed delta next to a value, and whether the printed values explain it. */
export interface PrintedDelta {
  readonly delta: DeltaView;
  /** false: no rounding of the printed values gives this delta. */
  readonly consistent: boolean;
}

export type CellView =
  | { readonly kind: 'empty' }
  | { readonly kind: 'claimed'; readonly value: number; readonly text: string; readonly bold: boolean; readonly anchor?: string; readonly marks?: readonly CellMark[] }
  | {
      readonly kind: 'compared';
      readonly anchor?: string;
      readonly marks?: readonly CellMark[];
      /** The measured metric is an approximation (METEOR~): its label, shown next to the value. */
      readonly approx?: string;
      /** Absent when nothing was measured. */
      readonly value?: number;
      readonly text: string;
      readonly verdict: Exclude<ClaimStatus, 'not-run'>;
      /** Recomputed from the values; absent when nothing was measured. */
      readonly delta?: DeltaView;
      readonly printedDelta?: PrintedDelta;
      readonly reason?: string;
      /** Hover text: claimed value, interval, printed vs recomputed delta. */
      readonly title: string;
    };

export type RowKind = 'claimed' | 'published' | 'measured';

export interface RowView {
  readonly kind: RowKind;
  /** Printed row index in the claim file (absent for measured rows). */
  readonly rowIndex?: number;
  readonly label: string;
  readonly own: boolean;
  readonly note?: string;
  readonly cells: readonly CellView[];
}

export interface ColumnView {
  readonly metric: string;
  readonly label: string;
  readonly subset: string;
  /** The column's subset when it is not the table's. */
  readonly subsetNote?: string;
}

export interface TableView {
  readonly id: string;
  readonly title: string;
  readonly source: string;
  readonly columns: readonly ColumnView[];
  readonly rows: readonly RowView[];
  /** Cells whose printed delta no rounding explains. */
  readonly printedMismatches: number;
  /** Configs compared with this table that measured nothing, with why (e.g. "clevr-vit-val: missing-input"). */
  readonly notMeasured: readonly string[];
}

const columnOf = (c: Column, table: ResultsTable): ColumnView =>
  typeof c === 'string'
    ? { metric: c, label: metricLabel(c), subset: table.subset }
    : { metric: c.metric, label: c.label ?? metricLabel(c.metric), subset: c.subset ?? table.subset, ...(c.subset && c.subset !== table.subset ? { subsetNote: c.subset } : {}) };

function verdictOf(d: DeltaView, tolerance: number): Verdict {
  return Math.abs(d.percent) <= tolerance * 100 + 1e-9 ? 'reproduced' : 'discrepancy';
}

interface Ctx {
  readonly claims: LoadedClaimFile;
  readonly table: ResultsTable;
  readonly ti: number;
  readonly tolerance: number;
}

const decimalsAt = (ctx: Ctx, ri: number, ci: number): number =>
  ctx.claims.decimals(['tables', ctx.ti, 'rows', ri, 'values', ci]) ?? ctx.table.decimals ?? 1;

function rowLabel(claims: LoadedClaimFile, row: Row): string {
  return row.label ?? claims.data.methods.find((m) => m.id === row.method)?.name ?? row.method;
}

function isBold(row: Row, ci: number): boolean {
  return row.bold === true || (Array.isArray(row.bold) && row.bold.includes(ci));
}

/** The row a reproduction row is compared with: its `vs`, else the first non-reproduction row of its method. */
function baselineIndex(table: ResultsTable, row: Row): number {
  const target = row.vs ?? row.method;
  return table.rows.findIndex((r) => r.method === target && r.reproduction === undefined);
}

function publishedCell(ctx: Ctx, ri: number, ci: number, base: number): CellView {
  const row = ctx.table.rows[ri] as Row;
  const value = row.values[ci];
  const claimed = base >= 0 ? ctx.table.rows[base]?.values[ci] : undefined;
  if (value === null || value === undefined) return { kind: 'empty' };
  const d = decimalsAt(ctx, ri, ci);
  const anchor = cellAnchor(ctx.table.id, ri, ci);
  if (claimed === null || claimed === undefined) return { kind: 'claimed', value, text: fixed(value, d), bold: isBold(row, ci), anchor };
  const recomputed = delta(value, claimed);
  const printedPct = row.deltas?.[ci];
  let printedDelta: PrintedDelta | undefined;
  if (printedPct !== null && printedPct !== undefined) {
    const range = relativeChange(printed(value, d), printed(claimed, decimalsAt(ctx, base, ci)));
    printedDelta = { delta: deltaPercent(printedPct), consistent: contains(range, printedPct) };
  }
  const title = [
    `claimed ${fixed(claimed, decimalsAt(ctx, base, ci))}, reproduced ${fixed(value, d)}`,
    `recomputed delta ${recomputed.text}`,
    ...(printedDelta ? [`printed delta ${printedDelta.delta.text}${printedDelta.consistent ? ' (agrees within rounding)' : ' — no rounding of the printed values gives it'}`] : []),
  ].join('\n');
  return {
    kind: 'compared',
    anchor,
    value,
    text: fixed(value, d),
    verdict: verdictOf(recomputed, ctx.tolerance),
    delta: recomputed,
    ...(printedDelta ? { printedDelta } : {}),
    title,
  };
}

function measuredCell(v: VerdictCell | undefined): CellView {
  if (!v) return { kind: 'empty' };
  const d = v.decimals;
  const reason = v.reason !== undefined ? { reason: v.reason } : {};
  if (v.measured === undefined) return { kind: 'compared', text: '—', verdict: v.verdict, ...reason, title: `claimed ${fixed(v.claimed, d)}\n${v.note}` };
  const m = v.measured;
  const interval = m.ci ? `bootstrap 95% interval ${intervalText(m.ci, d + 1)}` : 'no bootstrap interval';
  const verdict = v.verdict;
  const noise = v.noise ? `\nwithin noise: beyond the tolerance, but the printed ${fixed(v.claimed, d)} lies inside the measurement's own 95% interval ${intervalText(v.noise.interval, d + 1)}` : '';
  return {
    kind: 'compared',
    value: m.printed,
    text: fixed(m.printed, d),
    verdict,
    ...(isApproximate(m.metric) ? { approx: METRIC_LABELS[m.metric] } : {}),
    delta: delta(m.printed, v.claimed),
    ...reason,
    title: `claimed ${fixed(v.claimed, d)}, measured ${fixed(m.printed, d + 2)} (${metricLabel(m.metric)}, ${m.split} split${m.n !== undefined ? `, n = ${m.n}` : ''})\n${interval}\n${v.note}${noise}`,
  };
}

/**
 * The row of what this tool measured against printed row `ri`: per config, its latest run only
 * (earlier runs are in the history chart and the runs section).
 */
function measuredRows(ctx: Ctx, ri: number, verdicts: readonly VerdictCell[], runs: ReadonlyMap<number, RunInput>): RowView[] {
  const mine = verdicts.filter((v) => v.tableIndex === ctx.ti && v.rowIndex === ri);
  const started = (v: VerdictCell) => (v.runId === undefined ? Infinity : (runs.get(v.runId)?.run.startedAt ?? 0));
  const byConfig = new Map<string, VerdictCell[]>();
  for (const v of mine) byConfig.set(v.configId, [...(byConfig.get(v.configId) ?? []), v]);
  const target = ctx.table.rows[ri]?.reproduction !== undefined ? ' vs this reproduction' : '';
  const rows: { at: number; row: RowView }[] = [];
  for (const [configId, cells] of byConfig) {
    // Configs that measured nothing (skipped, failed) are listed once under the table, not as rows of dashes.
    const measuring = cells.filter((v) => v.measured !== undefined);
    if (!measuring.length) continue;
    const latest = measuring.reduce((a, b) => (started(b) > started(a) || (started(b) === started(a) && (b.runId ?? 0) > (a.runId ?? 0)) ? b : a));
    const runCells = cells.filter((v) => v.runId === latest.runId);
    const earlier = new Set(measuring.map((v) => v.runId).filter((id) => id !== latest.runId)).size;
    rows.push({
      at: started(latest),
      row: {
        kind: 'measured',
        label: `Measured${latest.runId !== undefined ? ` · run #${latest.runId}` : ''} (${configId})${target}`,
        own: false,
        ...(earlier ? { note: `latest run; ${earlier} earlier ${earlier === 1 ? 'run' : 'runs'} in the history chart` } : {}),
        cells: ctx.table.columns.map((_, ci) => measuredCell(runCells.find((v) => v.column === ci))),
      },
    });
  }
  return rows.sort((a, b) => a.at - b.at).map((r) => r.row);
}

/** A results table's title as the reports show it: data set · split · subset — caption. */
export function tableTitle(claims: LoadedClaimFile, table: ResultsTable): string {
  const dataset = claims.data.datasets.find((d) => d.id === table.dataset)?.name ?? table.dataset;
  return `${dataset} · ${table.split === 'unknown' ? 'split not stated' : table.split} · ${table.subset}${table.caption ? ` — ${table.caption}` : ''}`;
}

export function buildTable(claims: LoadedClaimFile, ti: number, verdicts: readonly VerdictCell[], runs: ReadonlyMap<number, RunInput>): TableView {
  const table = claims.data.tables[ti] as ResultsTable;
  const ctx: Ctx = { claims, table, ti, tolerance: claims.data.tolerance.relative };
  const methodOwn = (r: Row) => r.own ?? claims.data.methods.find((m) => m.id === r.method)?.own ?? false;
  const rows: RowView[] = [];
  table.rows.forEach((row, ri) => {
    if (row.reproduction !== undefined) {
      const base = baselineIndex(table, row);
      const repro = claims.data.reproductions.find((r) => r.id === row.reproduction);
      rows.push({
        kind: 'published',
        rowIndex: ri,
        label: rowLabel(claims, row),
        own: false,
        note: repro ? `published reproduction · ${repro.who ?? 'author not stated'} · ${repro.split === 'unknown' ? 'split not stated' : `${repro.split} split`}` : 'published reproduction',
        cells: table.columns.map((_, ci) => publishedCell(ctx, ri, ci, base)),
      });
      rows.push(...measuredRows(ctx, ri, verdicts, runs));
      return;
    }
    rows.push({
      kind: 'claimed',
      rowIndex: ri,
      label: rowLabel(claims, row),
      own: methodOwn(row),
      ...(row.quoted ? { note: `quoted from ${row.quoted}` } : {}),
      cells: row.values.map((v, ci) => (v === null || v === undefined ? { kind: 'empty' } : { kind: 'claimed', value: v, text: fixed(v, decimalsAt(ctx, ri, ci)), bold: isBold(row, ci), anchor: cellAnchor(table.id, ri, ci) })),
    });
    rows.push(...measuredRows(ctx, ri, verdicts, runs));
  });
  const notMeasured = new Map<string, string>();
  for (const v of verdicts) {
    if (v.tableIndex !== ti || notMeasured.has(v.configId)) continue;
    const cells = verdicts.filter((x) => x.tableIndex === ti && x.configId === v.configId);
    if (cells.every((x) => x.measured === undefined)) notMeasured.set(v.configId, `${v.configId} (${v.reason ?? v.verdict})`);
  }
  const src = table.source;
  const source = [src.doc, src.table !== undefined ? `table ${src.table}` : '', src.section ?? ''].filter(Boolean).join(' · ');
  return {
    id: table.id,
    title: tableTitle(claims, table),
    source,
    columns: table.columns.map((c) => columnOf(c, table)),
    rows,
    printedMismatches: rows.flatMap((r) => r.cells).filter((c) => c.kind === 'compared' && c.printedDelta && !c.printedDelta.consistent).length,
    notMeasured: [...notMeasured.values()],
  };
}

export function buildTables(claims: LoadedClaimFile, verdicts: readonly VerdictCell[], runs: readonly RunInput[]): TableView[] {
  const byId = new Map(runs.map((r) => [r.run.id, r]));
  return claims.data.tables.flatMap((t, ti) => (t.kind === 'results' ? [buildTable(claims, ti, verdicts, byId)] : []));
}
