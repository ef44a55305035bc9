/**
 * Calibration of the estimator against measured peaks: for each measured configuration (a claim
 * file's estimate config plus what-if overrides), the expected figure's error against the
 * nvidia-smi peak, whether [low, high] contains it, and the range's width. Pure.
 */
import type { ModelDescription } from '../claims/configs/estimate.js';
import { estimate } from './estimate.js';
import { applyOverrides } from './overrides.js';
import type { Overrides } from './overrides.js';

const MIB = 1024 ** 2;

export interface Measured {
  readonly config: string;
  readonly overrides: Overrides;
  readonly nvidiaSmiPeakMiB: number;
  readonly what?: string;
}

export interface CalibrationRow extends Measured {
  readonly lowMiB: number;
  readonly expectedMiB: number;
  readonly highMiB: number;
  /** (expected − measured) / measured. */
  readonly error: number;
  readonly contains: boolean;
  readonly widthRatio: number;
}

export function calibrate(lines: readonly Measured[], configOf: (id: string) => ModelDescription): CalibrationRow[] {
  return lines.map((m) => {
    const e = estimate(applyOverrides(configOf(m.config), m.overrides));
    const [lowMiB, expectedMiB, highMiB] = [e.memory.low / MIB, e.memory.expected / MIB, e.memory.high / MIB];
    return {
      ...m,
      lowMiB,
      expectedMiB,
      highMiB,
      error: (expectedMiB - m.nvidiaSmiPeakMiB) / m.nvidiaSmiPeakMiB,
      contains: lowMiB <= m.nvidiaSmiPeakMiB && m.nvidiaSmiPeakMiB <= highMiB,
      widthRatio: highMiB / lowMiB,
    };
  });
}

/** A short label of a line's overrides: `b128 encoder=2`, `b16 r8 llm=72`. */
export function overridesLabel(o: Overrides): string {
  const parts: string[] = [];
  if (o.batch !== undefined) parts.push(`b${o.batch}`);
  if (o.loraRank !== undefined) parts.push(`r${o.loraRank}`);
  for (const [k, v] of Object.entries(o.layers ?? {})) parts.push(`${k} layers=${v}`);
  for (const [k, v] of Object.entries(o.tokens ?? {})) parts.push(`${k} tokens=${v}`);
  return parts.join(' ');
}

export function calibrationTable(rows: readonly CalibrationRow[]): string {
  const f = (n: number): string => Math.round(n).toLocaleString('en-US');
  const head = `${'config'.padEnd(24)} ${'overrides'.padEnd(24)} ${'measured MiB'.padStart(12)} ${'expected'.padStart(9)} ${'error'.padStart(7)} ${'low'.padStart(8)} ${'high'.padStart(8)} ${'hi/lo'.padStart(6)} in`;
  const lines = rows.map((r) => `${r.config.padEnd(24)} ${overridesLabel(r.overrides).padEnd(24)} ${f(r.nvidiaSmiPeakMiB).padStart(12)} ${f(r.expectedMiB).padStart(9)} ${`${(r.error * 100).toFixed(1)}%`.padStart(7)} ${f(r.lowMiB).padStart(8)} ${f(r.highMiB).padStart(8)} ${r.widthRatio.toFixed(2).padStart(6)} ${r.contains ? 'yes' : 'NO'}`);
  const worst = rows.reduce((w, r) => (Math.abs(r.error) > Math.abs(w) ? r.error : w), 0);
  const widest = rows.reduce((w, r) => Math.max(w, r.widthRatio), 0);
  return [head, ...lines, '', `worst error ${(worst * 100).toFixed(1)}%, widest high/low ${widest.toFixed(2)}, ${rows.filter((r) => r.contains).length}/${rows.length} inside [low, high]`].join('\n');
}
