/**
 * One evaluated set made ready for scoring: captions tokenised as the toolkit does, interned,
 * and every per-image statistic that does not depend on which images are in the set computed
 * once. Corpus values for any multiset of images (the full set or a bootstrap resample) are then
 * cheap: BLEU and METEOR~ from summed statistics, ROUGE_L as a mean, CIDEr with its document
 * frequencies recounted over that multiset.
 */
import type { MeasuredMetricName } from '../core/metrics.js';
import { bleuFromStats, bleuStats, sumBleuStats } from './bleu.js';
import type { BleuStats } from './bleu.js';
import { CiderScorer, logDocFreq, refUnions } from './cider.js';
import type { RefUnions } from './cider.js';
import { encodeSet } from './encode.js';
import type { EncodedSet } from './encode.js';
import { meteorImage, meteorScore, sumMeteorStats } from './meteor.js';
import type { MeteorStats } from './meteor.js';
import { npMean } from './npmath.js';
import { rougeL, rougeScratch } from './rouge.js';
import { cocoTokens } from './tokenizer.js';
import type { CaptionSet, MetricValues } from './types.js';

export interface Prepared {
  readonly ids: readonly string[];
  readonly enc: EncodedSet;
  readonly unions: RefUnions;
  readonly bleu: readonly BleuStats[];
  readonly rouge: Float64Array;
  /** Absent when METEOR~ is not wanted. */
  readonly meteor: readonly MeteorStats[] | undefined;
  readonly tokenized: { readonly refs: readonly (readonly string[][])[]; readonly preds: readonly string[][] };
}

export const BLEU_NAMES = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4'] as const satisfies readonly MeasuredMetricName[];

/** Images in the order of `set.refs` (the reference file's order). */
export function prepare(set: CaptionSet, withMeteor: boolean): Prepared {
  const ids = [...set.refs.keys()];
  const refs = ids.map((id) => set.refs.get(id)!.map(cocoTokens));
  const preds = ids.map((id) => cocoTokens(set.preds.get(id) ?? ''));
  return prepareTokenized(ids, refs, preds, withMeteor);
}

export function prepareTokenized(
  ids: readonly string[],
  refs: readonly (readonly string[][])[],
  preds: readonly string[][],
  withMeteor: boolean,
): Prepared {
  const enc = encodeSet(ids, refs, preds);
  let maxLen = 1;
  for (const p of enc.preds) maxLen = Math.max(maxLen, p.tokens.length);
  const scratch = rougeScratch(maxLen);
  const rouge = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) rouge[i] = rougeL(enc.preds[i]!, enc.refs[i]!, scratch);
  return {
    ids,
    enc,
    unions: refUnions(enc),
    bleu: bleuStats(enc),
    rouge,
    meteor: withMeteor ? preds.map((p, i) => meteorImage(p, refs[i]!)) : undefined,
    tokenized: { refs, preds },
  };
}

/** Per-image CIDEr over the multiset `images` (default: every image once), in that order. */
export function ciderScores(p: Prepared, images?: ArrayLike<number>): Float64Array {
  const n = images ? images.length : p.ids.length;
  const scorer = new CiderScorer(p.enc, logDocFreq(p.enc, p.unions, images), n);
  const out = new Float64Array(n);
  const done = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const img = images ? images[i]! : i;
    let v = done.get(img);
    if (v === undefined) {
      v = scorer.score(p.enc.preds[img]!, p.enc.refs[img]!);
      done.set(img, v);
    }
    out[i] = v;
  }
  return out;
}

/** Corpus values over the multiset `images` (default: the whole set). */
export function corpusValues(p: Prepared, images?: ArrayLike<number>): MetricValues {
  const out: MetricValues = {};
  const b = bleuFromStats(sumBleuStats(p.bleu, images));
  BLEU_NAMES.forEach((name, k) => (out[name] = b[k]!));
  if (p.meteor) out['METEOR~'] = meteorScore(sumMeteorStats(p.meteor, images));
  out.ROUGE_L = npMean(images ? Float64Array.from(images, (i) => p.rouge[i]!) : p.rouge);
  out.CIDEr = npMean(ciderScores(p, images));
  return out;
}
