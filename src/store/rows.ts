/** Row ↔ core type mapping for results.db. Pure. */
import type { Measurement, RunStatus } from '../core/measurements.js';
import { APPROXIMATE_METRICS, METRICS } from '../core/metrics.js';
import type { RunRecord } from '../core/runs.js';
import { StoreError } from '../core/errors.js';

export interface RunRow {
  id: number;
  session_id: number;
  paper: string;
  config_id: string;
  runner: string;
  status: string;
  reason: string | null;
  provide: string | null;
  pid: number;
  host: string;
  started_at: number;
  ended_at: number | null;
  seed: number;
  smoke: number;
  config_json: string;
  environment_json: string;
  /** Absent in rows read before migration 2 ran (never, once the store is open). */
  executor?: string;
  job_id?: string | null;
  job_node?: string | null;
  job_state?: string | null;
}

export interface MetricRow {
  run_id: number;
  dataset: string;
  split: string;
  subset: string;
  metric: string;
  value: number;
  ci_low: number | null;
  ci_high: number | null;
  n: number | null;
}

const KNOWN_METRICS: readonly string[] = [...METRICS, ...APPROXIMATE_METRICS];
/** A registry or declared metric id (claim files may declare their own): letters, digits and + @ . _ ~ -. */
const METRIC_ID = /^[A-Za-z0-9][A-Za-z0-9+@._~-]*$/;

function corrupt(what: string): StoreError {
  return new StoreError('store-bad-row', `results.db holds ${what}; the database was edited by hand or by another program`);
}

export function runFromRow(r: RunRow): RunRecord {
  const base = {
    id: r.id,
    sessionId: r.session_id,
    paper: r.paper,
    configId: r.config_id,
    runner: r.runner,
    pid: r.pid,
    host: r.host,
    startedAt: r.started_at,
    seed: r.seed,
    smoke: r.smoke !== 0,
    config: JSON.parse(r.config_json) as unknown,
    environment: JSON.parse(r.environment_json) as Record<string, unknown>,
    ...(r.job_id ? { job: { id: r.job_id, ...(r.job_node ? { node: r.job_node } : {}), ...(r.job_state ? { state: r.job_state } : {}) } } : {}),
  };
  const status = r.status as RunStatus;
  if (status === 'running') return { ...base, status };
  if (r.ended_at === null) throw corrupt(`run ${r.id} with status ${r.status} and no end time`);
  const endedAt = r.ended_at;
  switch (status) {
    case 'succeeded':
      return { ...base, status, endedAt };
    case 'failed':
    case 'interrupted':
      return { ...base, status, endedAt, reason: r.reason ?? '' };
    case 'skipped':
      return r.provide === null ? { ...base, status, endedAt, reason: r.reason ?? '' } : { ...base, status, endedAt, reason: r.reason ?? '', provide: r.provide };
    default:
      throw corrupt(`run ${r.id} with unknown status '${String(r.status)}'`);
  }
}

export function measurementFromRow(r: MetricRow): Measurement {
  if (!KNOWN_METRICS.includes(r.metric) && !METRIC_ID.test(r.metric)) throw corrupt(`a metric named '${r.metric}'`);
  const m: { -readonly [K in keyof Measurement]: Measurement[K] } = {
    dataset: r.dataset,
    split: r.split,
    subset: r.subset,
    metric: r.metric,
    value: r.value,
  };
  if (r.ci_low !== null) m.ciLow = r.ci_low;
  if (r.ci_high !== null) m.ciHigh = r.ci_high;
  if (r.n !== null) m.n = r.n;
  return m;
}

export function measurementToRow(runId: number, m: Measurement): MetricRow {
  return {
    run_id: runId,
    dataset: m.dataset,
    split: m.split,
    subset: m.subset,
    metric: m.metric,
    value: m.value,
    ci_low: m.ciLow ?? null,
    ci_high: m.ciHigh ?? null,
    n: m.n ?? null,
  };
}
