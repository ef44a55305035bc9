/**
 * Statement checks on metrics of any field: changes (absolute / relative / either), ratios, best,
 * comparisons and significance, direction-aware through the metric registry, with the printed
 * rounding respected. Correct look-alikes of every planted error must pass.
 */
import { describe, expect, it } from 'vitest';
import { statementCheck } from '../../src/audits/statement.js';
import { fixtures, run } from './helpers.js';

describe('statements on any metric', () => {
  const r = run(statementCheck, fixtures('statement-any-field.yaml'));
  const id = (s: string) => `any-field/statement/${s}`;
  const wrong = ['rel-wer-wrong', 'rel-wer-direction-wrong', 'rel-wer-worse-wrong', 'abs-points-wrong', 'either-wrong', 'from-to-table-wrong', 'from-to-only-wrong', 'frac-points-wrong', 'ratio-faster-wrong', 'best-wrong', 'highest-params-wrong', 'beats-wrong', 'sig-wrong'];

  it('flags exactly the planted errors and counts every checkable statement (a significance claim without printed spreads is not checked)', () => {
    expect(r.ids).toEqual(wrong.map(id).sort());
    expect(r.run).toBe(29);
  });

  it('reads "reduces WER by 10%" as a decrease of a lower-is-better metric (an improvement), and a rise as wrong', () => {
    expect(r.byId.has(id('rel-wer-lower-ok'))).toBe(false);
    expect(r.byId.has(id('rel-wer-better-ok'))).toBe(false);
    const f = r.byId.get(id('rel-wer-direction-wrong'))!;
    expect(f.severity).toBe('error');
    expect(f.message).toMatch(/Ours 7\.2 vs Baseline 8\.0 on Word error rate \(lower is better\)/);
    expect(f.message).toMatch(/not 10% higher/);
    expect(f.message).toMatch(/relative change −10\.00%/);
    expect(f.computed).toBeCloseTo(-10, 6);
  });

  it('gives the recomputed figure with its rounding interval', () => {
    const f = r.byId.get(id('rel-wer-wrong'))!;
    expect(f.stated).toBe(15);
    expect(f.computed).toBeCloseTo(-10, 6);
    expect(f.interval![0]).toBeLessThan(-10);
    expect(f.interval![1]).toBeGreaterThan(-10);
    expect(f.interval![0]).toBeGreaterThan(-15);
  });

  it('accepts "by 0.8%" on a percent metric as points, and rejects a figure that neither reading gives', () => {
    expect(r.byId.has(id('either-points-ok'))).toBe(false);
    expect(r.byId.get(id('either-wrong'))!.message).toMatch(/the difference −0\.80 .* and the relative change −10\.00%/);
  });

  it('converts points on a fraction-printed table (×100) and keeps metric units as printed', () => {
    expect(r.byId.has(id('frac-points-ok'))).toBe(false);
    expect(r.byId.has(id('frac-units-ok'))).toBe(false);
    expect(r.byId.has(id('frac-relative-ok'))).toBe(false);
    expect(r.byId.get(id('frac-points-wrong'))!.message).toMatch(/\+3\.20 points/);
  });

  it('checks "from A to B" against the table, and on its own when no table holds it', () => {
    expect(r.byId.has(id('from-to-ok'))).toBe(false);
    expect(r.byId.get(id('from-to-table-wrong'))!.message).toMatch(/prints 7\.0 where .*Table 1 prints Ours Word error rate = 7\.2/);
    expect(r.byId.has(id('from-to-only-ok'))).toBe(false);
    expect(r.byId.get(id('from-to-only-wrong'))!.message).toMatch(/41\.2 → 45\.3 gives the difference \+4\.10 \(\[4\.00, 4\.20\] given the rounding\), not 4\.5 higher/);
  });

  it('reads "faster" on latency as a lower value, and fractions as factors', () => {
    expect(r.byId.has(id('ratio-faster-ok'))).toBe(false);
    expect(r.byId.has(id('ratio-third-ok'))).toBe(false);
    const f = r.byId.get(id('ratio-faster-wrong'))!;
    expect(f.message).toMatch(/factor of 80\/10 = 8\.00/);
    expect([f.stated, f.computed]).toEqual([10, 8]);
  });

  it('takes a lower-is-better metric\'s best as its minimum and leaves cost columns out of "best on every metric"', () => {
    expect(r.byId.has(id('best-ok'))).toBe(false);
    expect(r.byId.has(id('lowest-latency-ok'))).toBe(false);
    const f = r.byId.get(id('best-wrong'))!;
    expect(f.message).toMatch(/strictly best on 0 of 2 columns/);
    expect(f.message).toMatch(/Word error rate 7\.6 > Ours 7\.2 \(lower is better\)/);
    expect(f.message).not.toMatch(/Params|Latency/i);
    expect(r.byId.get(id('highest-params-wrong'))!.message).toMatch(/< Whisper-S 240/);
  });

  it('compares "better" by each column\'s direction', () => {
    expect(r.byId.has(id('beats-ok'))).toBe(false);
    expect(r.byId.get(id('beats-wrong'))!.message).toMatch(/Baseline is not better than Whisper-S on Word error rate \(Baseline 8\.0 vs Whisper-S 7\.6\)/);
  });

  it('tests "significantly better" with Welch\'s t-test and shows t, df and p', () => {
    expect(r.byId.has(id('sig-ok'))).toBe(false);
    const f = r.byId.get(id('sig-wrong'))!;
    expect(f.severity).toBe('warning');
    // scipy.stats.ttest_ind_from_stats(80.2, 1.5, 3, 79.0, 2.5, 3, equal_var=False): t = 0.7129, df = 3.27, p = 0.5234
    expect(f.message).toMatch(/t = 0\.71, df = 3\.3, p = 0\.523 \(two-sided\)/);
    expect(f.computed).toBeCloseTo(0.5234, 3);
  });

  it('says in the coverage why a significance claim on a table without printed spreads was not tested', () => {
    const i = fixtures('statement-any-field.yaml')[0]!.data.statements.findIndex((x) => x.id === 'sig-no-spreads');
    const mark = r.marks!.find((m) => m.path[1] === i)!;
    expect(mark).toMatchObject({ checked: false });
    expect(mark.reason).toMatch(/does not say what its ± is/);
  });
});
