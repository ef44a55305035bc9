/**
 * Claim-vs-measurement audit (pure): each measured config is matched with the printed cells it can
 * be compared with — same method, dataset, subset and metric; rows of the paper itself and rows of
 * the reproduction the config names — and every cell gets a verdict: `reproduced` within the claim
 * file's relative tolerance; beyond it `within-noise` when the printed value lies inside the
 * measurement's bootstrap 95% interval (with that interval as evidence), else `discrepancy`; or
 * `not-comparable` with a reason code (split, approximate metric, missing input, …). Each
 * discrepancy is an error finding, each within-noise value a warning finding carrying its evidence.
 * Every view (terminal, store, `audit verdicts`, report) reads these verdicts; none re-decides.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Config, ResultsTable, Row } from '../claims/schema.js';
import type { ClaimLocation, Finding } from '../core/findings.js';
import type { Measurement, NoiseEvidence, NotComparableReason, Verdict } from '../core/measurements.js';
import { formatWithDelta, noiseEvidence, relativeDelta } from '../core/measurements.js';
import { baseMetric, isApproximate, isCocoMeasured, metricLabel } from '../core/metrics.js';
import { metricById } from '../core/metric-registry.js';
import { betterSign, directionOf, fromCommonScale, metricOf, printScaleOf, type PrintScale } from './metric-view.js';
import type { EndedStatus, RunWithMetrics } from '../core/runs.js';

/** What one config produced, as the audit needs it. */
export interface ConfigOutcome {
  readonly config: Config;
  readonly runId?: number;
  readonly status: EndedStatus;
  readonly reason?: string;
  readonly measurements: readonly Measurement[];
  /** The highest GPU memory nvidia-smi showed during the run, when it was profiled. */
  readonly gpuPeak?: { readonly usedMiB: number; readonly name?: string };
}

/** A stored run as the audit compares it with `file`'s printed values: none while it runs or when its config is gone. */
export function storedRunOutcome(file: LoadedClaimFile, r: RunWithMetrics): ConfigOutcome | undefined {
  const config = file.data.configs.find((c) => c.id === r.run.configId);
  const run = r.run;
  if (!config || run.status === 'running') return undefined;
  return { config, runId: run.id, status: run.status, ...(run.status === 'succeeded' ? {} : { reason: run.reason }), measurements: r.measurements };
}

export interface MeasuredValue {
  readonly metric: Measurement['metric'];
  /** In the printed (×100) scale. */
  readonly printed: number;
  readonly ci?: readonly [number, number];
  readonly split: string;
  readonly n?: number;
}

export interface ComparisonCell {
  readonly configId: string;
  readonly runId?: number;
  readonly table: string;
  readonly tableIndex: number;
  readonly rowIndex: number;
  readonly rowLabel: string;
  /** Reproduction id when the row is a reproduction's published result. */
  readonly reproduction?: string;
  /** Split the printed row was measured on ('unknown' when its source does not say). */
  readonly rowSplit: string;
  readonly column: number;
  /** Metric id of the column (registry or declared). */
  readonly metric: string;
  readonly claimed: number;
  readonly decimals: number;
  readonly measured?: MeasuredValue;
  /** (measured − claimed) / claimed, when a value was measured. */
  readonly delta?: number;
  /** The measured value rounds to the printed one. */
  readonly matchesAsPrinted?: boolean;
  readonly verdict: Verdict;
  readonly reason?: NotComparableReason;
  /** Present exactly when the verdict is `within-noise`: the overlapping intervals that justify it. */
  readonly noise?: NoiseEvidence;
  /** One sentence explaining the verdict. */
  readonly note: string;
  readonly source: ClaimLocation;
}

export interface ClaimVsMeasurement {
  readonly cells: readonly ComparisonCell[];
  readonly findings: readonly { readonly finding: Finding; readonly runId?: number }[];
}

function subsetOf(c: Config): string {
  return c.runner === 'predictions' ? c.subset : 'total';
}

function columnOf(file: LoadedClaimFile, t: ResultsTable, j: number): { metric: string; subset: string; dataset: string | undefined; scale: PrintScale | undefined } {
  const c = t.columns[j];
  if (c === undefined) throw new Error(`internal: no column ${j} in table ${t.id}`);
  const o = typeof c === 'string' ? undefined : c;
  const metric = o ? o.metric : (c as string);
  const scale = printScaleOf(metricOf(metric, file.data.metrics), t, o);
  return { metric, subset: o?.subset ?? t.subset, dataset: o?.dataset ?? t.dataset, scale };
}

/**
 * A measured value on the column's print scale: coco-caption metrics ×100 of the toolkit's
 * fraction; registry metrics are stored on their common scale (percent for proportions) and
 * printed back in the column's scale (0.912 in a fraction-printed table); a metric only the claim
 * file declares is read as the script printed it.
 */
function shownAs(metric: string, value: number, scale: PrintScale | undefined): number {
  if (isCocoMeasured(metric)) return fromCommonScale(value * 100, scale);
  return metricById(metric) ? fromCommonScale(value, scale) : value;
}

/** Prefers the exact metric over its approximation. */
function pickMeasurement(ms: readonly Measurement[], dataset: string, subset: string, metric: string): Measurement | undefined {
  const candidates = ms.filter((m) => m.dataset === dataset && m.subset === subset && baseMetric(m.metric) === metric);
  return candidates.find((m) => !isApproximate(m.metric)) ?? candidates[0];
}

function pct(x: number): string {
  return `${(x * 100).toFixed(0)}%`;
}

interface Judged {
  verdict: Verdict;
  reason?: NotComparableReason;
  noise?: NoiseEvidence;
  note: string;
}

/** The printed value and how many decimals it was printed with. */
interface Printed {
  readonly claimed: number;
  readonly decimals: number;
  readonly scale: PrintScale | undefined;
}

const iv = (x: readonly [number, number], d: number) => `[${x[0].toFixed(d)}, ${x[1].toFixed(d)}]`;

function judge(o: ConfigOutcome, m: Measurement | undefined, rowSplit: string, delta: number | undefined, tolerance: number, p: Printed): Judged {
  switch (o.status) {
    case 'skipped':
      return { verdict: 'not-comparable', reason: 'missing-input', note: `config ${o.config.id} was skipped: ${o.reason ?? 'inputs missing'}` };
    case 'failed':
    case 'interrupted':
      return { verdict: 'not-comparable', reason: 'not-run', note: `config ${o.config.id} ${o.status}: ${o.reason ?? ''}`.trimEnd() };
    case 'succeeded':
      break;
  }
  if (m === undefined || delta === undefined) return { verdict: 'not-comparable', reason: 'not-measured', note: `config ${o.config.id} did not measure this metric` };
  if (rowSplit !== 'unknown' && rowSplit !== m.split)
    return { verdict: 'not-comparable', reason: 'split-mismatch', note: `measured on the ${m.split} split; the printed value is on the ${rowSplit} split` };
  if (isApproximate(m.metric))
    return { verdict: 'not-comparable', reason: 'metric-approximation', note: `${m.metric} approximates ${baseMetric(m.metric)} (no METEOR 1.5 jar given); not compared with a printed ${baseMetric(m.metric)}` };
  const within = Math.abs(delta) <= tolerance;
  const splitNote = rowSplit === 'unknown' ? `; the source does not say on which split it measured (ours: ${m.split})` : '';
  if (within) return { verdict: 'reproduced', note: `within ±${pct(tolerance)}${splitNote}` };
  const ci = m.ciLow !== undefined && m.ciHigh !== undefined ? ([shownAs(m.metric, m.ciLow, p.scale), shownAs(m.metric, m.ciHigh, p.scale)] as const) : undefined;
  const noise = noiseEvidence(p.claimed, p.decimals, ci, m.n);
  return noise
    ? {
        verdict: 'within-noise',
        noise,
        note: `beyond ±${pct(tolerance)}, but the printed ${p.claimed.toFixed(p.decimals)} lies inside the measurement's 95% interval ${iv(noise.interval, 2)}: within noise${splitNote}`,
      }
    : { verdict: 'discrepancy', note: `beyond ±${pct(tolerance)}${ci ? ` and outside the measurement's 95% interval ${iv(ci, 2)}` : ' (no bootstrap interval)'}${splitNote}` };
}

function rowApplies(row: Row, c: Config): boolean {
  return row.method === c.method && (row.reproduction === undefined || row.reproduction === c.reproduction);
}

function rowSplitOf(file: LoadedClaimFile, t: ResultsTable, row: Row): string {
  if (row.reproduction === undefined) return t.split;
  return file.data.reproductions.find((r) => r.id === row.reproduction)?.split ?? 'unknown';
}

export function compareWithClaims(file: LoadedClaimFile, outcomes: readonly ConfigOutcome[]): ClaimVsMeasurement {
  const tolerance = file.data.tolerance.relative;
  const cells: ComparisonCell[] = [];
  file.data.tables.forEach((t, ti) => {
    if (t.kind !== 'results') return;
    for (const o of outcomes) {
      const c = o.config;
      // estimate configs measure memory and time, never a table metric
      if (c.runner === 'estimate') continue;
      t.rows.forEach((row, ri) => {
        if (!rowApplies(row, c)) return;
        const rowSplit = rowSplitOf(file, t, row);
        row.values.forEach((claimed, j) => {
          if (claimed === null) return;
          const col = columnOf(file, t, j);
          if (col.dataset !== c.dataset || col.subset !== subsetOf(c)) return;
          const path = ['tables', ti, 'rows', ri, 'values', j] as const;
          const m = o.status === 'succeeded' ? pickMeasurement(o.measurements, c.dataset, col.subset, col.metric) : undefined;
          const printed = m === undefined ? undefined : shownAs(m.metric, m.value, col.scale);
          const delta = printed === undefined ? undefined : relativeDelta(printed, claimed);
          const decimals = file.decimals(path) ?? t.decimals ?? 1;
          const j2 = judge(o, m, rowSplit, delta, tolerance, { claimed, decimals, scale: col.scale });
          const label = row.label ?? row.method;
          cells.push({
            configId: c.id,
            ...(o.runId === undefined ? {} : { runId: o.runId }),
            table: t.id,
            tableIndex: ti,
            rowIndex: ri,
            rowLabel: label,
            ...(row.reproduction === undefined ? {} : { reproduction: row.reproduction }),
            rowSplit,
            column: j,
            metric: col.metric,
            claimed,
            decimals,
            ...(m === undefined || printed === undefined
              ? {}
              : {
                  measured: {
                    metric: m.metric,
                    printed,
                    split: m.split,
                    ...(m.ciLow !== undefined && m.ciHigh !== undefined ? { ci: [shownAs(m.metric, m.ciLow, col.scale), shownAs(m.metric, m.ciHigh, col.scale)] as const } : {}),
                    ...(m.n === undefined ? {} : { n: m.n }),
                  },
                  delta,
                  matchesAsPrinted: printed.toFixed(decimals) === claimed.toFixed(decimals),
                }),
            ...j2,
            source: {
              claimFile: file.pos(path),
              doc: t.source.doc,
              ...(t.source.table === undefined ? {} : { table: t.source.table }),
              ...(t.source.section === undefined ? {} : { section: t.source.section }),
              label: `${label} · ${metricLabel(col.metric, file.data.metrics)} (${col.subset})`,
            },
          });
        });
      });
    }
  });
  return {
    cells,
    findings: cells
      .filter((x) => x.verdict === 'discrepancy' || x.verdict === 'within-noise')
      .map((x) => ({ finding: findingOf(file, x), ...(x.runId === undefined ? {} : { runId: x.runId }) })),
  };
}

/**
 * "; worse than printed (lower is better)": which side of the claim the measurement falls on, by
 * the metric's direction, so a lower WER reads as better. coco-caption messages are unchanged.
 */
function sideOf(file: LoadedClaimFile, metric: string, measured: number, claimed: number): string {
  if (isCocoMeasured(metric)) return '';
  const dir = directionOf(metricOf(metric, file.data.metrics));
  const s = betterSign(dir, measured, claimed);
  if (dir === 'neither' || s === 0) return '';
  return `; ${s > 0 ? 'better' : 'worse'} than printed (${dir} is better)`;
}

function findingOf(file: LoadedClaimFile, cell: ComparisonCell): Finding {
  const m = cell.measured;
  if (m === undefined || cell.delta === undefined) throw new Error('internal: a discrepancy without a measurement');
  const paper = file.data.paper.id;
  return {
    id: `${paper}/claim-vs-measurement/${cell.configId}/${cell.table}/${cell.rowIndex}/${cell.metric}`,
    paper,
    check: 'claim-vs-measurement',
    severity: cell.noise ? 'warning' : 'error',
    message:
      `${cell.configId}: measured ${metricLabel(m.metric)} ${formatWithDelta(m.printed, cell.claimed, cell.decimals)} on ${m.split} ` +
      `vs ${cell.claimed.toFixed(cell.decimals)} printed for "${cell.rowLabel}" in ${cell.table} (tolerance ±${pct(file.data.tolerance.relative)})` +
      (cell.rowSplit === 'unknown' ? '; the printed value\'s split is not stated' : '') +
      sideOf(file, cell.metric, m.printed, cell.claimed) +
      (cell.noise ? `; within noise: the printed value lies inside the measurement's 95% interval ${iv(cell.noise.interval, 2)}` : ''),
    sources: [cell.source],
    stated: cell.claimed,
    computed: m.printed,
    ...(m.ci ? { evidence: `95% bootstrap interval of the measurement: [${m.ci[0].toFixed(2)}, ${m.ci[1].toFixed(2)}] over ${m.n ?? '?'} images` } : {}),
    ...(cell.noise ? { withinNoise: cell.noise } : {}),
  };
}
