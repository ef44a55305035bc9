/**
 * Measurements no claim table can hold (pure): what the latest run of each config measured on a
 * dataset, subset or split that no results table of the claim file prints (the seeded synthetic
 * set, for one). They get their own section instead of vanishing from the report.
 */
import type { LoadedClaimFile } from '../../claims/model.js';
import { isApproximate, metricLabel, toPrintedOf } from '../../core/metrics.js';
import type { RunInput, VerdictCell } from '../input.js';
import { intervalText } from './format.js';

export interface OtherRow {
  readonly subset: string;
  readonly metric: string;
  readonly approx: boolean;
  readonly value: string;
  readonly interval: string;
  readonly n: string;
}

export interface OtherGroup {
  readonly configId: string;
  readonly runId: number;
  readonly description?: string;
  /** `synthetic-clevr-change · test` */
  readonly where: string;
  readonly rows: readonly OtherRow[];
}

/** The latest finished run of each config, newest last. */
export function latestRuns(runs: readonly RunInput[]): RunInput[] {
  const latest = new Map<string, RunInput>();
  for (const r of runs) {
    if (r.run.status === 'running') continue;
    const prev = latest.get(r.run.configId);
    if (!prev || r.run.startedAt > prev.run.startedAt || (r.run.startedAt === prev.run.startedAt && r.run.id > prev.run.id)) latest.set(r.run.configId, r);
  }
  return [...latest.values()].sort((a, b) => a.run.startedAt - b.run.startedAt || a.run.id - b.run.id);
}

export function buildOther(claims: LoadedClaimFile, runs: readonly RunInput[], verdicts: readonly VerdictCell[]): OtherGroup[] {
  const shown = new Set(verdicts.flatMap((v) => (v.measured && v.runId !== undefined ? [`${v.runId}\u0000${v.measured.metric}\u0000${v.measured.split}`] : [])));
  const tableDatasets = new Set(claims.data.tables.flatMap((t) => (t.kind === 'results' ? [t.dataset] : [])));
  const out: OtherGroup[] = [];
  for (const r of latestRuns(runs)) {
    if (r.run.status !== 'succeeded') continue;
    // shown in a results table already: same run, metric and split on a dataset a table prints
    const rest = r.measurements.filter((m) => !(tableDatasets.has(m.dataset) && shown.has(`${r.run.id}\u0000${m.metric}\u0000${m.split}`)));
    const groups = new Map<string, typeof rest>();
    for (const m of rest) groups.set(`${m.dataset} · ${m.split}`, [...(groups.get(`${m.dataset} · ${m.split}`) ?? []), m]);
    const description = claims.data.configs.find((c) => c.id === r.run.configId)?.description;
    for (const [where, ms] of groups) {
      out.push({
        configId: r.run.configId,
        runId: r.run.id,
        ...(description ? { description } : {}),
        where,
        // the total first, then the subsets (change types) in order
        rows: [...ms].sort((a, b) => (a.subset === 'total' ? -1 : b.subset === 'total' ? 1 : a.subset.localeCompare(b.subset))).map((m) => ({
          subset: m.subset,
          metric: metricLabel(m.metric),
          approx: isApproximate(m.metric),
          value: toPrintedOf(m.metric, m.value).toFixed(2),
          interval: m.ciLow !== undefined && m.ciHigh !== undefined ? intervalText([toPrintedOf(m.metric, m.ciLow), toPrintedOf(m.metric, m.ciHigh)], 2) : '—',
          n: m.n === undefined ? '' : String(m.n),
        })),
      });
    }
  }
  return out;
}
