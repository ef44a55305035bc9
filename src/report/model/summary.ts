/** The verdict summary at the top of a paper's report (pure). */
import { compareWithClaims } from '../../audits/claim-vs-measurement.js';
import type { LoadedClaimFile } from '../../claims/model.js';
import type { Severity } from '../../core/findings.js';
import type { RunStatus, Verdict } from '../../core/measurements.js';
import { RUN_STATUSES } from '../../core/measurements.js';
import type { PaperInput, RunInput, VerdictCell } from '../input.js';

/**
 * How a printed value stands: the audit's own verdict (`within-noise` included: the comparison
 * decides it, every view shows it), and `not-run` for values a config measures but no run has
 * compared yet.
 */
export type ClaimStatus = Verdict | 'not-run';
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['reproduced', 'within-noise', 'discrepancy', 'not-comparable', 'not-run'];

export interface SummaryView {
  /**
   * Own printed values that some config measures, by the verdict of their latest comparison
   * (`not-run`: no run compared them yet).
   */
  readonly claims: Readonly<Record<ClaimStatus, number>>;
  /** Own printed values that some config measures. */
  readonly claimTotal: number;
  /** Own printed values no config of the claim file measures (counted nowhere above). */
  readonly unmeasured: number;
  readonly findings: Readonly<Record<Severity, number>>;
  /** Static checks run / failed; undefined when they were not run. */
  readonly checks?: { readonly run: number; readonly failed: number };
  readonly runs: Readonly<Record<RunStatus, number>>;
  readonly lastRun?: { readonly id: number; readonly startedAt: number; readonly status: RunStatus };
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

export function buildSummary(p: PaperInput): SummaryView {
  const latest = latestVerdicts(p.verdicts, p.runs);
  const claims: Record<ClaimStatus, number> = { reproduced: 0, 'within-noise': 0, discrepancy: 0, 'not-comparable': 0, 'not-run': 0 };
  const measurable = measurableCells(p.claims);
  const allOwn = ownCells(p.claims);
  const own = allOwn.filter((k) => measurable.has(k) || latest.has(k));
  for (const k of own) {
    const v = latest.get(k);
    claims[v ? v.verdict : 'not-run'] += 1;
  }
  const findings: Record<Severity, number> = { error: 0, warning: 0 };
  for (const f of p.static?.findings ?? []) findings[f.severity] += 1;
  const runs = Object.fromEntries(RUN_STATUSES.map((s) => [s, 0])) as Record<RunStatus, number>;
  for (const r of p.runs) runs[r.run.status] += 1;
  const last = [...p.runs].sort((a, b) => b.run.startedAt - a.run.startedAt || b.run.id - a.run.id)[0]?.run;
  const counts = p.static ? Object.values(p.static.summary) : undefined;
  return {
    claims,
    claimTotal: own.length,
    unmeasured: allOwn.length - own.length,
    findings,
    ...(counts ? { checks: { run: counts.reduce((s, c) => s + c.run, 0), failed: counts.reduce((s, c) => s + c.failed, 0) } } : {}),
    runs,
    ...(last ? { lastRun: { id: last.id, startedAt: last.startedAt, status: last.status } } : {}),
  };
}
