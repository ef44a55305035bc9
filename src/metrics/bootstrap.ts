/**
 * Seeded bootstrap over images. Each resample draws n images with replacement and recomputes the
 * corpus metrics exactly as the toolkit would on that multiset — including CIDEr's document
 * frequencies, recounted over the resampled references (a drawn copy is one document) with
 * idf base log(n). Intervals are the 2.5th and 97.5th percentiles (linear interpolation).
 */
import type { MeasuredMetricName } from '../core/metrics.js';
import { corpusValues } from './prepared.js';
import type { Prepared } from './prepared.js';
import type { MetricValues } from './types.js';

/** SplitMix32-style PRNG (mulberry32): small, fast, fully determined by the seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function* resamples(n: number, count: number, seed: number): Generator<Int32Array> {
  const next = rng(seed);
  for (let b = 0; b < count; b++) {
    const idx = new Int32Array(n);
    for (let i = 0; i < n; i++) idx[i] = Math.floor(next() * n);
    yield idx;
  }
}

export function percentile(sorted: ArrayLike<number>, q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export type Intervals = Partial<Record<MeasuredMetricName, readonly [number, number]>>;

function interval(values: number[]): readonly [number, number] {
  const s = Float64Array.from(values).sort();
  return [percentile(s, 0.025), percentile(s, 0.975)];
}

export function bootstrapIntervals(p: Prepared, count: number, seed: number): Intervals {
  const draws = new Map<MeasuredMetricName, number[]>();
  for (const idx of resamples(p.ids.length, count, seed)) {
    const v = corpusValues(p, idx);
    for (const [k, x] of Object.entries(v) as [MeasuredMetricName, number][]) {
      if (!draws.has(k)) draws.set(k, []);
      draws.get(k)!.push(x);
    }
  }
  const out: Intervals = {};
  for (const [k, xs] of draws) out[k] = interval(xs);
  return out;
}

export interface PairedMetric {
  readonly a: number;
  readonly b: number;
  /** b − a on the full set. */
  readonly delta: number;
  /** 95% percentile interval of b − a over the paired resamples. */
  readonly interval: readonly [number, number];
  /** Two-sided p-value: 2 × (resamples whose difference has the other sign or is 0, + 1) / (resamples + 1). */
  readonly p: number;
}

export interface PairedResult {
  readonly n: number;
  readonly samples: number;
  readonly seed: number;
  readonly metrics: Partial<Record<MeasuredMetricName, PairedMetric>>;
}

/**
 * Paired bootstrap between two systems scored on the same images (same references, same order):
 * each resample applies the same image draw to both.
 */
export function pairedFromPrepared(a: Prepared, b: Prepared, count: number, seed: number): PairedResult {
  const fa = corpusValues(a);
  const fb = corpusValues(b);
  const names = (Object.keys(fa) as MeasuredMetricName[]).filter((k) => fb[k] !== undefined);
  const deltas = new Map<MeasuredMetricName, number[]>(names.map((k) => [k, []]));
  for (const idx of resamples(a.ids.length, count, seed)) {
    const va: MetricValues = corpusValues(a, idx);
    const vb: MetricValues = corpusValues(b, idx);
    for (const k of names) deltas.get(k)!.push(vb[k]! - va[k]!);
  }
  const metrics: PairedResult['metrics'] = {};
  for (const k of names) {
    const ds = deltas.get(k)!;
    const delta = fb[k]! - fa[k]!;
    const against = ds.filter((d) => (delta >= 0 ? d <= 0 : d >= 0)).length;
    metrics[k] = {
      a: fa[k]!,
      b: fb[k]!,
      delta,
      interval: interval(ds),
      p: Math.min(1, (2 * (against + 1)) / (count + 1)),
    };
  }
  return { n: a.ids.length, samples: count, seed, metrics };
}
