/** scoreCaptions and pairedBootstrap: the public entry points over a CaptionSet. */
import { BLEU_NAMES, ciderScores, corpusValues, prepare, prepareParts } from './prepared.js';
import type { Prepared } from './prepared.js';
import type { EncodedSet } from './encode.js';
import type { MeteorStats } from './meteor.js';
import { bleuFromStats } from './bleu.js';
import { meteorScore } from './meteor.js';
import { bootstrapIntervals, pairedFromPrepared } from './bootstrap.js';
import type { PairedResult } from './bootstrap.js';
import type { Synonyms } from './wordnet.js';
import type { ScoreCore } from './core/instance.js';
import type { CaptionSet, MetricValues, ScoreOptions, ScoreResult, Unavailable } from './types.js';
import { phaseEnd } from '../core/phases.js';

const DEFAULT_SEED = 1;

export function scoreCaptions(set: CaptionSet, opts: ScoreOptions = {}): ScoreResult {
  const meteorOpt = opts.meteor ?? 'approx';
  const p = prepare(set, meteorOpt === 'approx' ? { synonyms: opts.synonyms } : undefined, opts.core);
  const cider = ciderScores(p);
  phaseEnd('cider');
  return scorePrepared(p, cider, opts);
}

/**
 * scoreCaptions with METEOR~'s statistics computed by `meteorOf` (e.g. on a worker thread, from
 * the same encoding with meteorEncoded) while Bleu, ROUGE_L and CIDEr are computed here: the same
 * result, bit for bit, as scoreCaptions with opts.meteor 'approx' and the same synonyms.
 */
export async function scoreCaptionsWith(
  set: CaptionSet,
  meteorOf: (spaceEnc: EncodedSet) => Promise<readonly MeteorStats[]>,
  withSynonyms: boolean,
  opts: Omit<ScoreOptions, 'meteor' | 'synonyms'> = {},
): Promise<ScoreResult> {
  const { p, spaceEnc } = prepareParts(set);
  const pending = meteorOf(spaceEnc);
  const cider = ciderScores(p);
  phaseEnd('cider');
  const meteor = await pending;
  phaseEnd('meteor (waiting for the worker)');
  return scorePrepared({ ...p, meteor }, cider, { ...opts, meteor: 'approx' }, withSynonyms);
}

function scorePrepared(p: Prepared, cider: Float64Array, opts: ScoreOptions, withSynonyms = opts.synonyms !== undefined): ScoreResult {
  const meteorOpt = opts.meteor ?? 'approx';
  // per-image values are built when first asked for (`audit score --per-image`, `audit run`):
  // the corpus values do not need them
  const perImageOf = (): Map<string, MetricValues> => {
    const perImage = new Map<string, MetricValues>();
    p.ids.forEach((id, i) => {
      const v: MetricValues = {};
      const b = bleuFromStats(p.bleu[i]!);
      BLEU_NAMES.forEach((name, k) => (v[name] = b[k]!));
      if (p.meteor) v['METEOR~'] = meteorScore(p.meteor[i]!);
      else if (typeof meteorOpt === 'object') {
        const m = meteorOpt.perImage.get(id);
        if (m !== undefined) v.METEOR = m;
      }
      v.ROUGE_L = p.rouge[i]!;
      v.CIDEr = cider[i]!;
      if (opts.spice && 'result' in opts.spice) {
        const s = opts.spice.result.perImage.get(id);
        if (s !== undefined) v.SPICE = s;
      }
      perImage.set(id, v);
    });
    return perImage;
  };
  phaseEnd('per-image');
  const corpus = corpusValues(p, undefined, cider);
  phaseEnd('corpus');
  const unavailable: Unavailable[] = [];
  if (typeof meteorOpt === 'object') corpus.METEOR = meteorOpt.corpus;
  else if (meteorOpt === 'approx')
    unavailable.push({
      metric: 'METEOR',
      reason: `METEOR 1.5 needs its jar and Java; METEOR~ is a native approximation (exact, stem${withSynonyms ? ', WordNet synonyms' : ''}; no paraphrases)`,
    });
  else unavailable.push({ metric: 'METEOR', reason: 'not requested' });
  if (opts.spice && 'result' in opts.spice) corpus.SPICE = opts.spice.result.corpus;
  else unavailable.push({ metric: 'SPICE', reason: opts.spice?.unavailable ?? 'SPICE needs the SPICE 1.0 jar and Java' });
  const count = opts.bootstrap ?? 0;
  const intervals = count > 0 && p.ids.length > 0 ? bootstrapIntervals(p, count, opts.seed ?? DEFAULT_SEED) : {};
  let perImage: Map<string, MetricValues> | undefined;
  return {
    n: p.ids.length,
    corpus,
    get perImage() {
      perImage ??= perImageOf();
      return perImage;
    },
    intervals,
    unavailable,
  };
}

export interface PairedOptions {
  readonly samples?: number;
  readonly seed?: number;
  readonly meteor?: 'approx' | 'none';
  /** WordNet synonymy for METEOR~'s synonym module (see ScoreOptions.synonyms). */
  readonly synonyms?: Synonyms;
  /** The WebAssembly core (see ScoreOptions.core). */
  readonly core?: ScoreCore;
}

/**
 * Paired bootstrap test of system B against system A on the same references: for every corpus
 * metric, B − A with its 95% interval and a two-sided p-value. `a.refs` and `b.refs` must hold
 * the same images (use alignSets on each first).
 */
export function pairedBootstrap(a: CaptionSet, b: CaptionSet, opts: PairedOptions = {}): PairedResult {
  const plan = (opts.meteor ?? 'approx') === 'approx' ? { synonyms: opts.synonyms } : undefined;
  const pa = prepare(a, plan, opts.core);
  const pb = prepare(b, plan, opts.core);
  if (pa.ids.length !== pb.ids.length || pa.ids.some((id, i) => pb.ids[i] !== id))
    throw new Error('pairedBootstrap: both sets must have the same images in the same order');
  return pairedFromPrepared(pa, pb, opts.samples ?? 1000, opts.seed ?? DEFAULT_SEED);
}
