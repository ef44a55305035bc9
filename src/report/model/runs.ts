/**
 * Run history (metric over runs per config, with the claimed value) and the environment and
 * provenance of each run (pure).
 */
import type { LoadedClaimFile } from '../../claims/model.js';
import type { RunStatus } from '../../core/measurements.js';
import { metricLabel, toPrintedOf } from '../../core/metrics.js';
import type { RunInput, VerdictCell } from '../input.js';
import { duration, shortHash, utc } from './format.js';

export interface HistoryPoint {
  readonly run: string;
  readonly runId: number;
  readonly series: string;
  readonly value: number;
}

export interface HistoryView {
  readonly configId: string;
  readonly points: readonly HistoryPoint[];
  /** Claimed value per series, for the rule lines. */
  readonly claimed: readonly { readonly series: string; readonly value: number }[];
}

export interface Fact {
  readonly key: string;
  readonly value: string;
}

export interface RunView {
  readonly id: number;
  readonly configId: string;
  readonly runner: string;
  readonly status: RunStatus;
  /** Why it failed or was skipped, and what to provide. */
  readonly reason?: string;
  readonly started: string;
  readonly duration: string;
  readonly seed: number;
  readonly smoke: boolean;
  readonly host: string;
  readonly claimFile?: { readonly short: string; readonly full: string; readonly current: boolean };
  /** The facts a reviewer looks for first: harness commit, backend, GPU. */
  readonly key: readonly Fact[];
  /** Every recorded environment fact. */
  readonly environment: readonly Fact[];
}

const seriesName = (metric: VerdictCell['metric'] | RunInput['measurements'][number]['metric'], subset: string, dataset: string, datasets: number) =>
  `${metricLabel(metric)}${subset !== 'total' ? ` · ${subset}` : ''}${datasets > 1 ? ` · ${dataset}` : ''}`;

export function buildHistory(claims: LoadedClaimFile, runs: readonly RunInput[], verdicts: readonly VerdictCell[]): HistoryView[] {
  const byConfig = new Map<string, RunInput[]>();
  for (const r of runs) if (r.run.status === 'succeeded' && r.measurements.length) byConfig.set(r.run.configId, [...(byConfig.get(r.run.configId) ?? []), r]);
  const out: HistoryView[] = [];
  for (const [configId, rs] of [...byConfig].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (rs.length < 2) continue;
    rs.sort((a, b) => a.run.startedAt - b.run.startedAt || a.run.id - b.run.id);
    const datasets = new Set(rs.flatMap((r) => r.measurements.map((m) => m.dataset))).size;
    const points = rs.flatMap((r) => r.measurements.map((m) => ({ run: `#${r.run.id}`, runId: r.run.id, series: seriesName(m.metric, m.subset, m.dataset, datasets), value: toPrintedOf(m.metric, m.value) })));
    const seen = new Set(points.map((p) => p.series));
    const claimed = new Map<string, number>();
    for (const v of verdicts) {
      if (v.configId !== configId || v.reproduction !== undefined || v.measured === undefined) continue;
      const s = seriesName(v.measured.metric, columnSubset(claims, v), '', 1);
      if (seen.has(s) && !claimed.has(s)) claimed.set(s, v.claimed);
    }
    out.push({ configId, points, claimed: [...claimed].map(([series, value]) => ({ series, value })) });
  }
  return out;
}

/** The subset of a verdict's column: the column's own, else its table's. */
function columnSubset(claims: LoadedClaimFile, v: VerdictCell): string {
  const t = claims.data.tables[v.tableIndex];
  if (t?.kind !== 'results') return 'total';
  const c = t.columns[v.column];
  return (typeof c === 'object' ? c.subset : undefined) ?? t.subset;
}

function show(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const s = JSON.stringify(v);
  return s.length > 400 ? `${s.slice(0, 400)}…` : s;
}

/** Dotted lookup in a nested environment object (`gpu.name`, `gpus.0.name`). */
function lookup(env: Record<string, unknown>, path: string): unknown {
  let cur: unknown = env;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

const KEY_FACTS: readonly { readonly key: string; readonly paths: readonly string[] }[] = [
  { key: 'harness commit', paths: ['harnessCommit', 'gitCommit', 'commit', 'git.commit', 'harness.commit'] },
  { key: 'backend', paths: ['backend', 'tfjsBackend', 'tfjs.backend'] },
  { key: 'GPU', paths: ['gpu.name', 'gpus.0.name', 'gpuName', 'gpu'] },
  { key: 'driver / CUDA', paths: ['gpu.driver', 'gpus.0.driver', 'driver', 'cuda', 'gpu.cuda'] },
  { key: 'node', paths: ['node', 'nodeVersion', 'versions.node'] },
];

function flatten(env: Record<string, unknown>, prefix = ''): Fact[] {
  return Object.keys(env)
    .sort()
    .flatMap((k) => {
      const v = env[k];
      const key = prefix ? `${prefix}.${k}` : k;
      return v !== null && typeof v === 'object' && !Array.isArray(v) ? flatten(v as Record<string, unknown>, key) : [{ key, value: show(v) }];
    });
}

export function buildRun(r: RunInput, currentSha: string, now: number): RunView {
  const run = r.run;
  const reason = run.status === 'skipped' ? `${run.reason}${run.provide ? ` — provide: ${run.provide}` : ''}` : run.status === 'failed' || run.status === 'interrupted' ? run.reason : undefined;
  const end = run.status === 'running' ? now : run.endedAt;
  const key = KEY_FACTS.flatMap(({ key: k, paths }) => {
    const v = paths.map((p) => lookup(run.environment, p)).find((x) => x !== undefined && x !== null && x !== '');
    return v === undefined ? [] : [{ key: k, value: show(v) }];
  });
  return {
    id: run.id,
    configId: run.configId,
    runner: run.runner,
    status: run.status,
    ...(reason !== undefined ? { reason } : {}),
    started: utc(run.startedAt),
    duration: duration(end - run.startedAt) + (run.status === 'running' ? ' (running)' : ''),
    seed: run.seed,
    smoke: run.smoke,
    host: run.host,
    ...(r.claimFileSha256 ? { claimFile: { short: shortHash(r.claimFileSha256), full: r.claimFileSha256, current: r.claimFileSha256 === currentSha } } : {}),
    key,
    environment: flatten(run.environment),
  };
}

export function buildRuns(runs: readonly RunInput[], currentSha: string, now: number): RunView[] {
  return [...runs].sort((a, b) => b.run.startedAt - a.run.startedAt || b.run.id - a.run.id).map((r) => buildRun(r, currentSha, now));
}
