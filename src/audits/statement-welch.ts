/**
 * Welch's unequal-variance t-test on printed summaries (mean ± spread over n runs), for
 * "significantly better" statements. The t distribution's CDF comes from @stdlib. Pure.
 */
import tCdf from '@stdlib/stats-base-dists-t-cdf';

/** What a printed "±" means: a standard deviation, a standard error of the mean, or a 95% CI half-width. */
export type SpreadKind = 'std' | 'sem' | 'ci95';

export interface Summary {
  readonly mean: number;
  readonly spread: number;
  readonly n: number;
}

export interface WelchResult {
  readonly t: number;
  readonly df: number;
  /** Two-sided p-value. */
  readonly p: number;
  /** One-sided p-value for "a is higher than b". */
  readonly pHigher: number;
}

/** Standard deviation behind a printed spread (a CI95 half-width uses the normal 1.96, a documented approximation). */
export function stdOf(s: Summary, kind: SpreadKind): number {
  switch (kind) {
    case 'std':
      return s.spread;
    case 'sem':
      return s.spread * Math.sqrt(s.n);
    case 'ci95':
      return (s.spread / 1.96) * Math.sqrt(s.n);
  }
}

/** Welch's t-test of a against b; undefined when it cannot be computed (n < 2, or both spreads 0). */
export function welch(a: Summary, b: Summary, kind: SpreadKind): WelchResult | undefined {
  if (a.n < 2 || b.n < 2) return undefined;
  const va = stdOf(a, kind) ** 2 / a.n;
  const vb = stdOf(b, kind) ** 2 / b.n;
  const se2 = va + vb;
  if (!(se2 > 0)) return undefined;
  const t = (a.mean - b.mean) / Math.sqrt(se2);
  const df = se2 ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const upper = 1 - tCdf(Math.abs(t), df);
  return { t, df, p: Math.min(1, 2 * upper), pHigher: 1 - tCdf(t, df) };
}
