/**
 * Welch's t-test on printed summaries against values computed with SciPy 1.x here:
 * scipy.stats.ttest_ind_from_stats(m1, s1, n1, m2, s2, n2, equal_var=False) (t, two-sided p) and
 * the Welch–Satterthwaite df.
 */
import { describe, expect, it } from 'vitest';
import { stdOf, welch } from '../../src/audits/statement-welch.js';

const cases: [number, number, number, number, number, number, number, number, number][] = [
  // m1, s1, n1, m2, s2, n2, t, df, p
  [45.3, 0.4, 3, 44.1, 0.6, 3, 2.882306768491558, 3.4845360824742273, 0.05297991695712725],
  [80.2, 1.5, 5, 79.0, 2.5, 5, 0.9203579866168468, 6.549575070821528, 0.39002509106227046],
  [10.0, 0.1, 10, 9.0, 1.0, 4, 1.996011960139498, 3.0240318718300174, 0.13913768261711829],
  [0.912, 0.004, 3, 0.905, 0.006, 3, 1.6813456149534165, 3.484536082474226, 0.17845635381883004],
];

describe("Welch's t-test", () => {
  it.each(cases)('%f ± %f (n=%i) vs %f ± %f (n=%i) gives SciPy\'s t, df and p', (m1, s1, n1, m2, s2, n2, t, df, p) => {
    const r = welch({ mean: m1, spread: s1, n: n1 }, { mean: m2, spread: s2, n: n2 }, 'std')!;
    expect(r.t).toBeCloseTo(t, 9);
    expect(r.df).toBeCloseTo(df, 9);
    expect(r.p).toBeCloseTo(p, 7);
    expect(r.pHigher).toBeCloseTo(p / 2, 7);
  });

  it('reads a printed standard error or 95% CI half-width back as a standard deviation', () => {
    expect(stdOf({ mean: 0, spread: 0.5, n: 4 }, 'sem')).toBeCloseTo(1, 12);
    expect(stdOf({ mean: 0, spread: 1.96, n: 9 }, 'ci95')).toBeCloseTo(3, 12);
    const sem = welch({ mean: 45.3, spread: 0.4 / Math.sqrt(3), n: 3 }, { mean: 44.1, spread: 0.6 / Math.sqrt(3), n: 3 }, 'sem')!;
    expect(sem.p).toBeCloseTo(0.05297991695712725, 7);
  });

  it('cannot test one run, or two runs with no spread', () => {
    expect(welch({ mean: 1, spread: 0.1, n: 1 }, { mean: 0, spread: 0.1, n: 3 }, 'std')).toBeUndefined();
    expect(welch({ mean: 1, spread: 0, n: 3 }, { mean: 0, spread: 0, n: 3 }, 'std')).toBeUndefined();
  });
});
