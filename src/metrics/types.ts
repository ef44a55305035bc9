/** Public shapes of the caption scorer (re-exported by index.ts). */
import type { MeasuredMetricName } from '../core/metrics.js';
import type { ScoreCore } from './core/instance.js';
import type { Synonyms } from './wordnet.js';

/** References and predictions keyed by image id (ids as strings), same key set. */
export interface CaptionSet {
  readonly refs: ReadonlyMap<string, readonly string[]>;
  readonly preds: ReadonlyMap<string, string>;
}

/** Scores of the real METEOR 1.5 jar, produced by the IO edge (src/scoring/meteor-jar.ts). */
export interface ExternalMeteorResult {
  readonly kind: 'meteor-1.5';
  /** Corpus score from the summed statistics, as the jar's EVAL line returns it. */
  readonly corpus: number;
  readonly perImage: ReadonlyMap<string, number>;
}

export interface ScoreOptions {
  /** Bootstrap resamples for 95% intervals; 0 (default) = none. */
  readonly bootstrap?: number;
  /** Seed of the resampling (default 1). */
  readonly seed?: number;
  /** 'approx' (default): native METEOR~; 'none': skip; or the jar's result to report as METEOR. */
  readonly meteor?: 'approx' | 'none' | ExternalMeteorResult;
  /** Why SPICE is absent, when the caller has a more precise reason (e.g. jar not given). */
  readonly spice?: { readonly unavailable: string } | { readonly result: ExternalSpiceResult };
  /** WordNet synonymy for METEOR~'s synonym module; without it METEOR~ matches exact words and stems only. */
  readonly synonyms?: Synonyms;
  /** The WebAssembly core (src/scoring/score-core.ts loads it); without it the TypeScript engine computes the same values. */
  readonly core?: ScoreCore;
}

export interface ExternalSpiceResult {
  readonly kind: 'spice-1.0';
  readonly corpus: number;
  readonly perImage: ReadonlyMap<string, number>;
}

export type MetricValues = Partial<Record<MeasuredMetricName, number>>;

export interface Unavailable {
  readonly metric: string;
  readonly reason: string;
}

export interface ScoreResult {
  readonly n: number;
  /** Toolkit scale (fractions; CIDEr as returned), toolkit names; 'METEOR~' for the approximation. */
  readonly corpus: MetricValues;
  readonly perImage: ReadonlyMap<string, MetricValues>;
  /** 95% percentile bootstrap intervals; empty when bootstrap = 0. */
  readonly intervals: Partial<Record<MeasuredMetricName, readonly [number, number]>>;
  readonly unavailable: readonly Unavailable[];
}
