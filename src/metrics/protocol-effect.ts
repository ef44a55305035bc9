/**
 * The measured effect of a scoring protocol: the same predictions scored the standard way and
 * under the protocol, on the whole set and on its no-change pairs, as paired bootstraps
 * (b = under the protocol, a = standard; one image draw applies to both). Pure.
 */
import type { MeasuredMetricName } from '../core/metrics.js';
import type { PairedMetric, PairedResult } from './bootstrap.js';
import { applyProtocol, restrict } from './protocols.js';
import type { ProtocolName } from './protocols.js';
import { pairedBootstrap } from './score.js';
import type { CaptionSet } from './types.js';
import type { Synonyms } from './wordnet.js';
import type { ScoreCore } from './core/instance.js';

export interface ProtocolSubsetEffect {
  /** 'total' (every pair) or 'no-change' (pairs whose references include a stock phrase). */
  readonly subset: 'total' | 'no-change';
  readonly n: number;
  readonly metrics: Partial<Record<MeasuredMetricName, PairedMetric>>;
}

export interface ProtocolEffect {
  readonly protocol: ProtocolName;
  /** Seed of the protocol's random draws (and of the bootstrap). */
  readonly seed: number;
  readonly samples: number;
  readonly pairs: number;
  readonly noChangePairs: number;
  readonly substituted: number;
  readonly subsets: readonly ProtocolSubsetEffect[];
}

export interface ProtocolEffectOptions {
  readonly samples: number;
  readonly seed: number;
  /** 'approx' (default): METEOR~ included; 'none': left out. */
  readonly meteor?: 'approx' | 'none';
  readonly synonyms?: Synonyms;
  /** The WebAssembly core (see ScoreOptions.core). */
  readonly core?: ScoreCore;
}

function subsetEffect(subset: ProtocolSubsetEffect['subset'], r: PairedResult): ProtocolSubsetEffect {
  return { subset, n: r.n, metrics: r.metrics };
}

export function protocolEffect(set: CaptionSet, protocol: ProtocolName, opts: ProtocolEffectOptions): ProtocolEffect {
  const applied = applyProtocol(set, protocol, opts.seed);
  const paired = (a: CaptionSet, b: CaptionSet) => pairedBootstrap(a, b, { samples: opts.samples, seed: opts.seed, meteor: opts.meteor, synonyms: opts.synonyms, core: opts.core });
  const subsets = [subsetEffect('total', paired(set, applied.set))];
  if (applied.noChange.length > 0) subsets.push(subsetEffect('no-change', paired(restrict(set, applied.noChange), restrict(applied.set, applied.noChange))));
  return {
    protocol,
    seed: opts.seed,
    samples: opts.samples,
    pairs: set.refs.size,
    noChangePairs: applied.noChange.length,
    substituted: applied.substituted.length,
    subsets,
  };
}
