/**
 * One measured metric value. coco-caption metrics (and METEOR~) in the toolkit's scale (fractions;
 * CIDEr as the toolkit returns it); every other metric of the registry on its common scale:
 * proportions (accuracy, AP, WER, …) in percent, other metrics in their own units (FID, ms, …).
 * `toPrintedOf` turns either into the percent/raw scale papers print.
 */
export interface Measurement {
  readonly dataset: string;
  readonly split: string;
  readonly subset: string;
  /** A coco-caption name (`Bleu_4`, `METEOR~`) or a registry / declared metric id (`top1-acc`, `wer`). */
  readonly metric: string;
  readonly value: number;
  readonly ciLow?: number;
  readonly ciHigh?: number;
  /** Number of items scored. */
  readonly n?: number;
}

export const RUN_STATUSES = ['running', 'succeeded', 'failed', 'interrupted', 'skipped'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/**
 * How a measured value stands against the printed one: `reproduced` within the claim file's
 * tolerance; `within-noise` beyond the tolerance, but the printed value (± half its last printed
 * digit) lies inside the measurement's own bootstrap 95% interval, so the difference is not evidence
 * of a discrepancy; `discrepancy` beyond both; `not-comparable` with a reason code.
 */
export const VERDICTS = ['reproduced', 'within-noise', 'discrepancy', 'not-comparable'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Why a value beyond the tolerance is `within-noise`: the two intervals that overlap (printed ×100 scale). */
export interface NoiseEvidence {
  /** The measurement's bootstrap 95% interval. */
  readonly interval: readonly [number, number];
  /** Where the printed value can lie given its rounding: claimed ± half its last printed digit. */
  readonly printed: readonly [number, number];
  /** Items the interval was bootstrapped over, when known. */
  readonly n?: number;
}

/** The printed value's rounding interval overlaps the measurement's 95% interval (pure; the one rule every view shares). */
export function noiseEvidence(claimed: number, decimals: number, ci: readonly [number, number] | undefined, n?: number): NoiseEvidence | undefined {
  if (!ci) return undefined;
  const half = 0.5 * 10 ** -decimals;
  const printed = [claimed - half, claimed + half] as const;
  if (printed[1] < ci[0] || printed[0] > ci[1]) return undefined;
  return { interval: ci, printed, ...(n === undefined ? {} : { n }) };
}

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
