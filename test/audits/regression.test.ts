import { describe, expect, it } from 'vitest';
import { junitXml, regressionCases, verdictChanges } from '../../src/audits/regression.js';
import type { Measurement } from '../../src/core/measurements.js';
import type { RunRecord, RunWithMetrics } from '../../src/core/runs.js';

let nextId = 1;
function run(config: string, status: RunRecord['status'], values: Record<string, number>, startedAt: number, extra: Partial<{ smoke: boolean; reason: string }> = {}): RunWithMetrics {
  const base = { id: nextId++, sessionId: 1, paper: 'p', configId: config, runner: 'predictions', pid: 1, host: 'h', startedAt, seed: 0, smoke: extra.smoke ?? false, config: {}, environment: {} };
  const record = (
    status === 'running'
      ? { ...base, status }
      : status === 'succeeded'
        ? { ...base, status, endedAt: startedAt + 1500 }
        : { ...base, status, endedAt: startedAt + 10, reason: extra.reason ?? 'because' }
  ) as RunRecord;
  const measurements: Measurement[] = Object.entries(values).map(([metric, value]) => ({ dataset: 'd', split: 'val', subset: 'total', metric: metric as Measurement['metric'], value }));
  return { run: record, measurements };
}
const opts = { tolerance: 0.01, baseline: 'previous' as const };

describe('regressionCases', () => {
  it('passes identical re-runs and flags a metric that fell beyond the tolerance, naming both runs', () => {
    const [same] = regressionCases([run('a', 'succeeded', { CIDEr: 1.2, Bleu_4: 0.5 }, 1), run('a', 'succeeded', { CIDEr: 1.2, Bleu_4: 0.5 }, 2)], opts);
    expect(same).toMatchObject({ status: 'passed', unchanged: 2 });
    const [fell] = regressionCases([run('a', 'succeeded', { CIDEr: 1.2, Bleu_4: 0.5 }, 1), run('a', 'succeeded', { CIDEr: 1.1, Bleu_4: 0.4975 }, 2)], opts);
    expect(fell?.status).toBe('regressed');
    expect(fell?.regressions.map((r) => r.metric)).toEqual(['CIDEr']);
    expect(fell?.unchanged).toBe(1); // −0.5% is within 1%
    expect(fell?.message).toMatch(/^run #\d+ vs run #\d+: 1 metric\(s\) fell beyond 1\.0% or disappeared: d\/val\/total\/CIDEr 1\.2000 → 1\.1000 \(-8\.33%\)$/);
  });

  it('treats a vanished metric and a failed run after a success as regressions, a rise as an improvement', () => {
    expect(regressionCases([run('a', 'succeeded', { CIDEr: 1, SPICE: 0.2 }, 1), run('a', 'succeeded', { CIDEr: 1 }, 2)], opts)[0]?.status).toBe('regressed');
    const failed = regressionCases([run('a', 'succeeded', { CIDEr: 1 }, 1), run('a', 'failed', {}, 2, { reason: 'exit 1' })], opts)[0];
    expect(failed).toMatchObject({ status: 'regressed' });
    expect(failed?.message).toMatch(/failed: exit 1 \(run #\d+ succeeded\)/);
    expect(regressionCases([run('a', 'succeeded', { CIDEr: 1 }, 1), run('a', 'succeeded', { CIDEr: 1.05 }, 2)], opts)[0]?.status).toBe('improved');
  });

  it('has no baseline for a first run, reports a skipped latest run as not run, and keeps smoke and full runs apart', () => {
    expect(regressionCases([run('a', 'succeeded', { CIDEr: 1 }, 1)], opts)[0]?.status).toBe('no-baseline');
    expect(regressionCases([run('a', 'succeeded', { CIDEr: 1 }, 1), run('a', 'skipped', {}, 2)], opts)[0]?.status).toBe('not-run');
    const cases = regressionCases([run('a', 'succeeded', { CIDEr: 1 }, 1), run('a', 'succeeded', { CIDEr: 0.5 }, 2, { smoke: true })], opts);
    expect(cases.map((c) => [c.smoke, c.status])).toEqual([
      [false, 'no-baseline'],
      [true, 'no-baseline'],
    ]);
  });

  it('compares with the first succeeded run with baseline=first, skipping failed runs in between', () => {
    const runs = [run('a', 'succeeded', { CIDEr: 1.0 }, 1), run('a', 'succeeded', { CIDEr: 0.9 }, 2), run('a', 'failed', {}, 3), run('a', 'succeeded', { CIDEr: 0.9 }, 4)];
    expect(regressionCases(runs, opts)[0]?.status).toBe('passed');
    expect(regressionCases(runs, { ...opts, baseline: 'first' })[0]?.status).toBe('regressed');
  });
});

describe('junitXml', () => {
  it('writes one suite per paper with failures and skips counted, every string escaped', () => {
    const cases = regressionCases([run('a<b>', 'succeeded', { CIDEr: 1 }, 1), run('a<b>', 'succeeded', { CIDEr: 0.5 }, 2), run('c', 'succeeded', { CIDEr: 1 }, 3)], opts);
    const x = junitXml(cases);
    expect(x).toContain('<testsuites name="repro-audit regress" tests="2" failures="1">');
    expect(x).toContain('<testsuite name="p" tests="2" failures="1" skipped="1">');
    expect(x).toContain('name="a&lt;b&gt;"');
    expect(x).not.toContain('a<b>');
    expect(x).toMatch(/<failure message="run #\d+ vs run #\d+: 1 metric/);
  });
});

describe('verdict changes between a baseline and the latest run', () => {
  const v = (key: string, verdict: 'reproduced' | 'within-noise' | 'discrepancy' | 'not-comparable') => ({ key, label: key, verdict });
  it('a value that became a discrepancy regresses; one that moved into noise does not; one that came back improves', () => {
    const base = [v('a', 'reproduced'), v('b', 'within-noise'), v('c', 'reproduced'), v('d', 'discrepancy'), v('e', 'within-noise'), v('f', 'discrepancy'), v('g', 'reproduced'), v('h', 'reproduced')];
    const latest = [v('a', 'discrepancy'), v('b', 'discrepancy'), v('c', 'within-noise'), v('d', 'within-noise'), v('e', 'reproduced'), v('f', 'not-comparable'), v('g', 'reproduced'), v('new', 'discrepancy')];
    expect(verdictChanges(base, latest).map((c) => [c.key, c.from, c.to, c.kind])).toEqual([
      ['a', 'reproduced', 'discrepancy', 'regressed'],
      ['b', 'within-noise', 'discrepancy', 'regressed'],
      ['c', 'reproduced', 'within-noise', 'into-noise'],
      ['d', 'discrepancy', 'within-noise', 'improved'],
      ['e', 'within-noise', 'reproduced', 'improved'],
      ['f', 'discrepancy', 'not-comparable', 'other'],
    ]);
  });

  it('a case regresses on a verdict alone, and passes with a value that only moved into noise', () => {
    const a = run('vc', 'succeeded', { CIDEr: 1.0 }, 1000);
    const b = run('vc', 'succeeded', { CIDEr: 1.0 }, 2000);
    const verdicts = (latest: 'discrepancy' | 'within-noise') => new Map([[a.run.id, [v('t/0/0', 'reproduced')]], [b.run.id, [v('t/0/0', latest)]]]);
    const worse = regressionCases([a, b], { tolerance: 0.01, baseline: 'previous', verdicts: verdicts('discrepancy') })[0];
    expect(worse?.status).toBe('regressed');
    expect(worse?.message).toBe(`run #${b.run.id} vs run #${a.run.id}: 1 printed value(s) no longer reproduced: t/0/0 reproduced → discrepancy; 1 metric(s) within 1.0%`);
    expect(junitXml([worse!])).toContain('<failure message="run #');
    const noisier = regressionCases([a, b], { tolerance: 0.01, baseline: 'previous', verdicts: verdicts('within-noise') })[0];
    expect(noisier?.status).toBe('passed');
    expect(noisier?.message).toContain('moved into noise (not a regression): t/0/0 reproduced → within-noise');
    // without verdicts: metrics only, as before
    expect(regressionCases([a, b], { tolerance: 0.01, baseline: 'previous' })[0]).toMatchObject({ status: 'passed', verdictChanges: [] });
  });
});
