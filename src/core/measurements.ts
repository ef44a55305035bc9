import type { MeasuredMetricName } from './metrics.js';

/** One measured metric value, in the toolkit's scale (fractions; CIDEr as the toolkit returns it). */
export interface Measurement {
  readonly dataset: string;
  readonly split: string;
  readonly subset: string;
  readonly metric: MeasuredMetricName;
  readonly value: number;
  readonly ciLow?: number;
  readonly ciHigh?: number;
  /** Number of items scored. */
  readonly n?: number;
}

export const RUN_STATUSES = ['running', 'succeeded', 'failed', 'interrupted', 'skipped'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const VERDICTS = ['reproduced', 'discrepancy', 'not-comparable'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const NOT_COMPARABLE_REASONS = [
  'split-mismatch',
  'metric-approximation',
  'missing-input',
  'subset-mismatch',
  'not-run',
  'not-measured',
] as const;
export type NotComparableReason = (typeof NOT_COMPARABLE_REASONS)[number];

/** Relative delta = (reproduced − claimed) / claimed. */
export function relativeDelta(reproduced: number, claimed: number): number {
  return (reproduced - claimed) / claimed;
}

/** A relative delta in % as the reproduction README prints it: `↓44.99%`, `↑3.10%`, `=0.00%`. */
export function formatDeltaPercent(percent: number): { readonly arrow: '↓' | '↑' | '='; readonly text: string } {
  const rounded = Number(percent.toFixed(2));
  const arrow = rounded < 0 ? '↓' : rounded > 0 ? '↑' : '=';
  return { arrow, text: `${arrow}${Math.abs(percent).toFixed(2)}%` };
}

/** README style: `33.5 (↓44.99%)`. Both values in the printed (×100) scale. */
export function formatWithDelta(reproduced: number, claimed: number, decimals = 1): string {
  return `${reproduced.toFixed(decimals)} (${formatDeltaPercent(relativeDelta(reproduced, claimed) * 100).text})`;
}
