/**
 * Nightly regression: the latest run of each config against a baseline run of the same config
 * (the previous succeeded one, or the first). Pure: runs with their measurements in, verdicts out.
 *
 * Two kinds of change count. A metric that fell beyond the tolerance (or disappeared) is a
 * regression. And when the claim-vs-measurement verdicts of both runs are given, a printed value
 * that was `reproduced` or `within-noise` in the baseline and is a `discrepancy` in the latest run
 * is a regression too. A `reproduced` value that moved to `within-noise` is not: the measurement
 * still cannot be told apart from the printed value, so it is reported (`into noise`), never failed;
 * values that became `reproduced` are reported as improvements.
 */
import type { Measurement, Verdict } from '../core/measurements.js';
import { isCocoMeasured } from '../core/metrics.js';
import { directionOf, metricOf } from './metric-view.js';
import type { RunRecord, RunWithMetrics } from '../core/runs.js';
import type { RunVerdict } from './regression-verdicts.js';

export type BaselineChoice = 'previous' | 'first';

export interface MetricChange {
  readonly key: string;
  readonly metric: string;
  readonly baseline: number;
  /** Absent when the latest run did not produce this metric. */
  readonly latest?: number;
  /** (latest − baseline) / |baseline|. */
  readonly relative?: number;
}

export type CaseStatus = 'passed' | 'regressed' | 'improved' | 'no-baseline' | 'not-run';

/** How a printed value's verdict changed from the baseline run to the latest run. */
export type VerdictChangeKind = 'regressed' | 'into-noise' | 'improved' | 'other';

export interface VerdictChange {
  readonly key: string;
  readonly label: string;
  readonly from: Verdict;
  readonly to: Verdict;
  readonly kind: VerdictChangeKind;
}

export interface RegressionCase {
  readonly paper: string;
  readonly configId: string;
  readonly smoke: boolean;
  readonly status: CaseStatus;
  readonly latest: RunRecord;
  readonly baseline?: RunRecord;
  /** One sentence: what happened. */
  readonly message: string;
  readonly regressions: readonly MetricChange[];
  readonly improvements: readonly MetricChange[];
  readonly unchanged: number;
  /** Printed values whose claim-vs-measurement verdict changed (empty when no verdicts were given). */
  readonly verdictChanges: readonly VerdictChange[];
}

export interface RegressionOptions {
  /** Relative change beyond which a metric counts as changed (default 0.01 = 1%). */
  readonly tolerance: number;
  readonly baseline: BaselineChoice;
  /** Run id → its claim-vs-measurement verdicts (`verdictsByRun`); absent: metrics only. */
  readonly verdicts?: ReadonlyMap<number, readonly RunVerdict[]>;
}

function changeKind(from: Verdict, to: Verdict): VerdictChangeKind {
  if (to === 'discrepancy' && (from === 'reproduced' || from === 'within-noise')) return 'regressed';
  if (from === 'reproduced' && to === 'within-noise') return 'into-noise';
  if (to === 'reproduced' || (to === 'within-noise' && from === 'discrepancy')) return 'improved';
  return 'other';
}

/** The verdicts that changed between two runs of one config, cell by cell. */
export function verdictChanges(base: readonly RunVerdict[], latest: readonly RunVerdict[]): VerdictChange[] {
  const before = new Map(base.map((v) => [v.key, v]));
  return latest.flatMap((v) => {
    const b = before.get(v.key);
    return b && b.verdict !== v.verdict ? [{ key: v.key, label: v.label, from: b.verdict, to: v.verdict, kind: changeKind(b.verdict, v.verdict) }] : [];
  });
}

const describeVerdicts = (cs: readonly VerdictChange[]): string => cs.map((c) => `${c.label} ${c.from} → ${c.to}`).join('; ');

const keyOf = (m: Measurement): string => `${m.dataset}/${m.split}/${m.subset}/${m.metric}`;
const pct = (x: number): string => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)}%`;

function compareRuns(base: RunWithMetrics, latest: RunWithMetrics, tolerance: number) {
  const now = new Map(latest.measurements.map((m) => [keyOf(m), m]));
  const regressions: MetricChange[] = [];
  const improvements: MetricChange[] = [];
  let unchanged = 0;
  for (const b of base.measurements) {
    const key = keyOf(b);
    const l = now.get(key);
    if (!l) {
      regressions.push({ key, metric: b.metric, baseline: b.value });
      continue;
    }
    const relative = b.value === 0 ? (l.value === 0 ? 0 : Math.sign(l.value)) : (l.value - b.value) / Math.abs(b.value);
    const change = { key, metric: b.metric, baseline: b.value, latest: l.value, relative };
    // direction-aware: a higher WER or FID is the regression; a metric with no better side regresses by any change
    const dir = isCocoMeasured(b.metric) ? 'higher' : directionOf(metricOf(b.metric));
    const gain = dir === 'lower' ? -relative : relative;
    if (Math.abs(relative) <= tolerance) unchanged++;
    else if (dir === 'neither' || gain < 0) regressions.push(change);
    else improvements.push(change);
  }
  return { regressions, improvements, unchanged };
}

function describeChanges(changes: readonly MetricChange[]): string {
  return changes.map((c) => (c.latest === undefined ? `${c.key} missing` : `${c.key} ${c.baseline.toFixed(4)} → ${c.latest.toFixed(4)} (${pct(c.relative ?? 0)})`)).join('; ');
}

/** Every config's latest run judged against its baseline; configs ordered by paper and id. */
export function regressionCases(runs: readonly RunWithMetrics[], opts: RegressionOptions): RegressionCase[] {
  const groups = new Map<string, RunWithMetrics[]>();
  for (const r of runs) {
    if (r.run.status === 'running') continue;
    const k = `${r.run.paper}\u0000${r.run.configId}\u0000${r.run.smoke ? 1 : 0}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const cases: RegressionCase[] = [];
  for (const list of groups.values()) {
    const ordered = [...list].sort((a, b) => a.run.startedAt - b.run.startedAt || a.run.id - b.run.id);
    const latest = ordered[ordered.length - 1] as RunWithMetrics;
    const earlier = ordered.slice(0, -1).filter((r) => r.run.status === 'succeeded');
    const base = opts.baseline === 'first' ? earlier[0] : earlier[earlier.length - 1];
    const head = { paper: latest.run.paper, configId: latest.run.configId, smoke: latest.run.smoke, latest: latest.run };
    const empty = { regressions: [], improvements: [], unchanged: 0, verdictChanges: [] };
    if (latest.run.status === 'skipped') {
      cases.push({ ...head, ...empty, ...(base ? { baseline: base.run } : {}), status: 'not-run', message: `run #${latest.run.id} was skipped: ${latest.run.reason}` });
      continue;
    }
    if (latest.run.status === 'failed' || latest.run.status === 'interrupted') {
      cases.push({
        ...head,
        ...empty,
        ...(base ? { baseline: base.run } : {}),
        status: base ? 'regressed' : 'not-run',
        message: `run #${latest.run.id} ${latest.run.status}: ${latest.run.reason}${base ? ` (run #${base.run.id} succeeded)` : ''}`,
      });
      continue;
    }
    if (!base) {
      cases.push({ ...head, ...empty, status: 'no-baseline', message: `run #${latest.run.id} is the first succeeded run of this config: nothing to compare with yet` });
      continue;
    }
    const { regressions, improvements, unchanged } = compareRuns(base, latest, opts.tolerance);
    const changes = verdictChanges(opts.verdicts?.get(base.run.id) ?? [], opts.verdicts?.get(latest.run.id) ?? []);
    const worse = changes.filter((c) => c.kind === 'regressed');
    const noisier = changes.filter((c) => c.kind === 'into-noise');
    const better = changes.filter((c) => c.kind === 'improved');
    const status: CaseStatus = regressions.length || worse.length ? 'regressed' : improvements.length || better.length ? 'improved' : 'passed';
    const vs = `run #${latest.run.id} vs run #${base.run.id}`;
    const tol = (opts.tolerance * 100).toFixed(1);
    const parts = [
      ...(regressions.length ? [`${regressions.length} metric(s) fell beyond ${tol}% or disappeared: ${describeChanges(regressions)}`] : []),
      ...(worse.length ? [`${worse.length} printed value(s) no longer reproduced: ${describeVerdicts(worse)}`] : []),
      ...(improvements.length ? [`${improvements.length} metric(s) rose beyond ${tol}%: ${describeChanges(improvements)}`] : []),
      ...(better.length ? [`${better.length} printed value(s) now reproduced or closer: ${describeVerdicts(better)}`] : []),
      ...(!regressions.length && !improvements.length ? [`${unchanged} metric(s) within ${tol}%`] : []),
      ...(noisier.length ? [`${noisier.length} printed value(s) moved into noise (not a regression): ${describeVerdicts(noisier)}`] : []),
    ];
    const message = `${vs}: ${parts.join('; ')}`;
    cases.push({ ...head, baseline: base.run, status, message, regressions, improvements, unchanged, verdictChanges: changes });
  }
  return cases.sort((a, b) => a.paper.localeCompare(b.paper) || a.configId.localeCompare(b.configId) || Number(a.smoke) - Number(b.smoke));
}

/** Control characters XML 1.0 cannot carry (captions and logs may hold them). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const xml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string).replace(XML_INVALID, '');

/** JUnit XML (one suite per paper, one case per config) for CI dashboards. */
export function junitXml(cases: readonly RegressionCase[], name = 'repro-audit regress'): string {
  const papers = [...new Set(cases.map((c) => c.paper))];
  const failed = (c: RegressionCase) => c.status === 'regressed';
  const skipped = (c: RegressionCase) => c.status === 'no-baseline' || c.status === 'not-run';
  const seconds = (c: RegressionCase) => (c.latest.status === 'running' ? 0 : (c.latest.endedAt - c.latest.startedAt) / 1000);
  const suites = papers.map((p) => {
    const mine = cases.filter((c) => c.paper === p);
    const body = mine
      .map((c) => {
        const inner = failed(c) ? `<failure message="${xml(c.message)}">${xml(c.message)}</failure>` : skipped(c) ? `<skipped message="${xml(c.message)}"/>` : `<system-out>${xml(c.message)}</system-out>`;
        return `    <testcase classname="${xml(p)}" name="${xml(c.configId)}${c.smoke ? ' (smoke)' : ''}" time="${seconds(c).toFixed(3)}">${inner}</testcase>`;
      })
      .join('\n');
    return `  <testsuite name="${xml(p)}" tests="${mine.length}" failures="${mine.filter(failed).length}" skipped="${mine.filter(skipped).length}">\n${body}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(name)}" tests="${cases.length}" failures="${cases.filter(failed).length}">\n${suites.join('\n')}\n</testsuites>\n`;
}
