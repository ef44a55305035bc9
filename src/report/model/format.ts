/** Number and time formatting for reports (pure). */
import { formatDeltaPercent, relativeDelta } from '../../core/measurements.js';

/** Relative delta in %, with its arrow: `↓44.99%`, `↑3.10%`, `=0.00%`. */
export interface DeltaView {
  readonly percent: number;
  readonly arrow: '↓' | '↑' | '=';
  /** `↓44.99%` */
  readonly text: string;
}

export function deltaPercent(percent: number): DeltaView {
  return { percent, ...formatDeltaPercent(percent) };
}

/** Delta of `value` against `claimed`, both in the same scale. */
export function delta(value: number, claimed: number): DeltaView {
  return deltaPercent(relativeDelta(value, claimed) * 100);
}

export function fixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** `[64.1, 66.0]` */
export function intervalText(iv: readonly [number, number], decimals: number): string {
  return `[${iv[0].toFixed(decimals)}, ${iv[1].toFixed(decimals)}]`;
}

/** ISO-like UTC time without milliseconds: `2026-11-21 09:22 UTC`. */
export function utc(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** `1 h 02 min`, `3 min 05 s`, `12 s`. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

export function gib(mib: number): number {
  return mib / 1024;
}

/** First 12 hex digits of a hash, for tables; the full hash goes in a title. */
export function shortHash(h: string): string {
  return h.slice(0, 12);
}
