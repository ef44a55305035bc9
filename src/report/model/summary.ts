/** The verdict summary at the top of a paper's report (pure). */
import { compareWithClaims } from '../../audits/claim-vs-measurement.js';
import type { LoadedClaimFile } from '../../claims/model.js';
import type { Severity } from '../../core/findings.js';
import type { RunStatus, Verdict } from '../../core/measurements.js';
import { RUN_STATUSES } from '../../core/measurements.js';
import { metricLabel } from '../../core/metrics.js';
import type { PaperInput, RunInput, VerdictCell } from '../input.js';

/**
 * How a printed value stands: the audit's own verdict (`within-noise` included: the comparison
 * decides it, every view shows it), and `not-run` for values a config measures but no run has
 * compared yet.
 */
export type ClaimStatus = Verdict | 'not-run';
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['reproduced', 'within-noise', 'discrepancy', 'not-comparable', 'not-run'];

/** A printed value our latest run contradicts: what the headline quotes. */
export interface DiscrepancyItem {
  /** The dataset (and subset) the table is about, as the paper names it. */
  readonly table: string;
  /** The printed row (e.g. "Reproduction - (ResNet + ViT)"). */
  readonly row: string;
  /** Column label as printed (e.g. "BLEU-4"). */
  readonly metric: string;
  /** Measured and printed values, both at the printed value's decimals (×100 as printed). */
  readonly measured: string;
  readonly printed: string;
  readonly configId: string;
  readonly runId?: number;
}

/** One segment of the summary's bar: a verdict of values, or the static errors. */
export interface BarSegment {
  readonly status: ClaimStatus | 'error';
  readonly count: number;
  /** Percent of the bar. */
  readonly width: number;
}

/**
 * The one summary of a paper every view shows (HTML cards, Markdown table, terminal headline, JSON):
 * its counts add up to what the page body shows.
 */
export interface SummaryView {
  /**
   * Printed values some config measures (the paper's own rows and its published reproductions'),
   * by the verdict of the latest run of each config that compares them (a discrepancy wins over
   * the others: it is what the headline must not hide); `not-run`: no run measured them (their
   * config never ran, was skipped or did not finish): never counted as compared.
   */
  readonly claims: Readonly<Record<ClaimStatus, number>>;
  /** Printed values some config measures: the sum of `claims`. */
  readonly claimTotal: number;
  /** Of them, values a run compared (all but `not-run`). */
  readonly compared: number;
  /** Own printed values no config of the claim file measures (counted nowhere above). */
  readonly unmeasured: number;
  /** Every value `claims` counts as a discrepancy, in table order. */
  readonly discrepancies: readonly DiscrepancyItem[];
  /** Static-check findings by severity. */
  readonly findings: Readonly<Record<Severity, number>>;
  /** Static checks run / failed; undefined when they were not run. */
  readonly checks?: { readonly run: number; readonly failed: number };
  /** Every stored run of the paper, by status. */
  readonly runs: Readonly<Record<RunStatus, number>>;
  /** The latest `audit run` (session) of the paper: its runs by status (a skipped config is not the run's status). */
  readonly lastRun?: { readonly session: number; readonly startedAt: number; readonly runs: Readonly<Record<RunStatus, number>> };
  /** The bar: values by verdict, then the static errors. */
  readonly bar: readonly BarSegment[];
}

export const cellKey = (ti: number, ri: number, c: number) => `${ti}:${ri}:${c}`;

/** Own cells of results tables: every printed value of the paper's own (non-reproduction) rows. */
export function ownCells(claims: LoadedClaimFile): string[] {
  const ownMethod = new Set(claims.data.methods.filter((m) => m.own).map((m) => m.id));
  const keys: string[] = [];
  claims.data.tables.forEach((t, ti) => {
    if (t.kind !== 'results') return;
    t.rows.forEach((r, ri) => {
      if (r.reproduction !== undefined || !(r.own ?? ownMethod.has(r.method))) return;
      r.values.forEach((v, ci) => {
        if (v !== null) keys.push(cellKey(ti, ri, ci));
      });
    });
  });
  return keys;
}

/**
 * Printed cells some config of the claim file can measure: the audit's own matching of configs to
 * table cells (dataset, method, reproduction, subset), as if every config had run.
 */
export function measurableCells(claims: LoadedClaimFile): ReadonlySet<string> {
  const hit = measurable.get(claims);
  if (hit) return hit;
  const outcomes = claims.data.configs.map((config) => ({ config, status: 'skipped' as const, measurements: [] }));
  const out = new Set(compareWithClaims(claims, outcomes).cells.map((v) => cellKey(v.tableIndex, v.rowIndex, v.column)));
  measurable.set(claims, out);
  return out;
}

/** Per loaded claim file: the page and the index both ask. */
const measurable = new WeakMap<LoadedClaimFile, ReadonlySet<string>>();

/** For each printed cell, the verdict of the most recent run that compared it. */
export function latestVerdicts(verdicts: readonly VerdictCell[], runs: readonly RunInput[]): Map<string, VerdictCell> {
  const started = new Map(runs.map((r) => [r.run.id, r.run.startedAt]));
  const at = (v: VerdictCell) => (v.runId === undefined ? 0 : (started.get(v.runId) ?? 0));
  const out = new Map<string, VerdictCell>();
  for (const v of verdicts) {
    const k = cellKey(v.tableIndex, v.rowIndex, v.column);
    const prev = out.get(k);
    if (!prev || at(v) - at(prev) > 0 || (at(v) === at(prev) && (v.runId ?? 0) > (prev.runId ?? 0))) out.set(k, v);
  }
  return out;
}

/** The comparisons of each config's latest run, by printed cell. */
function latestPerConfig(verdicts: readonly VerdictCell[], runs: readonly RunInput[]): Map<string, VerdictCell[]> {
  const byConfig = new Map<string, VerdictCell[]>();
  for (const v of verdicts) byConfig.set(v.configId, [...(byConfig.get(v.configId) ?? []), v]);
  const out = new Map<string, VerdictCell[]>();
  for (const cells of byConfig.values()) for (const v of latestVerdicts(cells, runs).values()) {
    const k = cellKey(v.tableIndex, v.rowIndex, v.column);
    out.set(k, [...(out.get(k) ?? []), v]);
  }
  return out;
}

/** How a value stands over the latest comparisons of every config that measures it. */
const RANK: Readonly<Record<ClaimStatus, number>> = { discrepancy: 4, 'within-noise': 3, reproduced: 2, 'not-comparable': 1, 'not-run': 0 };
function statusOf(cells: readonly VerdictCell[] | undefined): { status: ClaimStatus; cell?: VerdictCell } {
  let best: { status: ClaimStatus; cell?: VerdictCell } = { status: 'not-run' };
  for (const c of cells ?? []) {
    // a config that was skipped or did not finish measured nothing: its values were not run
    const status: ClaimStatus = c.verdict === 'not-comparable' && c.measured === undefined && (c.reason === 'missing-input' || c.reason === 'not-run') ? 'not-run' : c.verdict;
    if (!best.cell || RANK[status] > RANK[best.status]) best = { status, cell: c };
  }
  return best;
}

function discrepancyItem(p: PaperInput, c: VerdictCell): DiscrepancyItem {
  const t = p.claims.data.tables[c.tableIndex];
  const dataset = t && t.kind === 'results' ? (p.claims.data.datasets.find((d) => d.id === t.dataset)?.name ?? t.dataset) : c.table;
  const subset = t && t.kind === 'results' && t.subset !== 'total' ? ` (${t.subset})` : '';
  return {
    table: `${dataset}${subset}`,
    row: c.rowLabel,
    metric: metricLabel(c.metric, p.claims.data.metrics),
    measured: (c.measured?.printed ?? Number.NaN).toFixed(c.decimals),
    printed: c.claimed.toFixed(c.decimals),
    configId: c.configId,
    ...(c.runId === undefined ? {} : { runId: c.runId }),
  };
}

function barOf(claims: Readonly<Record<ClaimStatus, number>>, errors: number): BarSegment[] {
  const total = CLAIM_STATUSES.reduce((n, k) => n + claims[k], 0) + errors;
  if (total === 0) return [];
  const seg = (status: ClaimStatus | 'error', count: number): BarSegment => ({ status, count, width: Number(((100 * count) / total).toFixed(3)) });
  return [...CLAIM_STATUSES.map((k) => seg(k, claims[k])), seg('error', errors)].filter((b) => b.count > 0);
}

export function buildSummary(p: PaperInput): SummaryView {
  const perCell = latestPerConfig(p.verdicts, p.runs);
  const claims: Record<ClaimStatus, number> = { reproduced: 0, 'within-noise': 0, discrepancy: 0, 'not-comparable': 0, 'not-run': 0 };
  const measurable = measurableCells(p.claims);
  const keys = [...new Set([...measurable, ...perCell.keys()])].sort((a, b) => {
    const [x, y] = [a, b].map((k) => k.split(':').map(Number)) as [number[], number[]];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  });
  const discrepancies: DiscrepancyItem[] = [];
  for (const k of keys) {
    const { status, cell } = statusOf(perCell.get(k));
    claims[status] += 1;
    if (status === 'discrepancy' && cell) discrepancies.push(discrepancyItem(p, cell));
  }
  const counted = new Set(keys);
  const findings: Record<Severity, number> = { error: 0, warning: 0 };
  for (const f of p.static?.findings ?? []) findings[f.severity] += 1;
  const runs = Object.fromEntries(RUN_STATUSES.map((s) => [s, 0])) as Record<RunStatus, number>;
  for (const r of p.runs) runs[r.run.status] += 1;
  const last = [...p.runs].sort((a, b) => b.run.startedAt - a.run.startedAt || b.run.id - a.run.id)[0]?.run;
  const session = last ? p.runs.filter((r) => r.run.sessionId === last.sessionId) : [];
  const sessionRuns = Object.fromEntries(RUN_STATUSES.map((s) => [s, session.filter((r) => r.run.status === s).length])) as Record<RunStatus, number>;
  const counts = p.static ? Object.values(p.static.summary) : undefined;
  return {
    claims,
    claimTotal: keys.length,
    compared: keys.length - claims['not-run'],
    unmeasured: ownCells(p.claims).filter((k) => !counted.has(k)).length,
    discrepancies,
    findings,
    ...(counts ? { checks: { run: counts.reduce((s, c) => s + c.run, 0), failed: counts.reduce((s, c) => s + c.failed, 0) } } : {}),
    runs,
    ...(last ? { lastRun: { session: last.sessionId, startedAt: Math.min(...session.map((r) => r.run.startedAt)), runs: sessionRuns } } : {}),
    bar: barOf(claims, findings.error),
  };
}

/** A run mix in words: "3 succeeded, 9 skipped" (statuses with none left out). */
export function runMix(runs: Readonly<Record<RunStatus, number>>): string {
  const parts = RUN_STATUSES.filter((s) => runs[s] > 0).map((s) => `${runs[s]} ${s}`);
  return parts.length ? parts.join(', ') : 'none';
}
