/**
 * One evaluated set made ready for scoring: captions tokenised as the toolkit does, interned,
 * and every per-image statistic that does not depend on which images are in the set computed
 * once. Corpus values for any multiset of images (the full set or a bootstrap resample) are then
 * cheap: BLEU and METEOR~ from summed statistics, ROUGE_L as a mean, CIDEr with its document
 * frequencies recounted over that multiset.
 */
import type { MeasuredMetricName } from '../core/metrics.js';
import { bleuFromStats, bleuStats, sumBleuStats } from './bleu.js';
import { CiderScorer, logDocFreq, refUnions } from './cider.js';
import { encodeSet, sentenceForms } from './encode.js';
import type { EncodedSet } from './encode.js';
import { lexicon, meteorScore, sumMeteorStats } from './meteor.js';
import { meteorEncoded } from './meteor-encoded.js';
import type { Synonyms } from './wordnet.js';
import { npMean } from './npmath.js';
import { rougeL, rougeScratch } from './rouge.js';
import { cocoTokenizeAll, contextFreeLine } from './tokenizer.js';
import type { CaptionSet, MetricValues } from './types.js';
import { phaseEnd } from '../core/phases.js';
import type { ScoreCore } from './core/instance.js';
import type { Prepared } from './prepared-set.js';
import { prepareWithCore } from './core/prepare-core.js';
import { contextFreeSetForms } from './plain-forms.js';

export type { Prepared } from './prepared-set.js';

export const BLEU_NAMES = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4'] as const satisfies readonly MeasuredMetricName[];

/**
 * Tokenises every caption as the toolkit does: the references as one batch and the predictions
 * as another, each in the images' `order` (default: as given; ref_score.py and `audit score` use
 * the predictions file's order). A caption's tokens can depend on its batch neighbours (the
 * tokenizer's trailing context reads into the next line; `\r` and other line breaks inside a
 * caption shift the later lines), which is why this is done per batch and not per caption.
 */
export function tokenizeAll(
  refs: readonly (readonly string[])[],
  preds: readonly string[],
  order?: readonly number[],
): { refs: string[][][]; preds: string[][] } {
  const seq = order ?? refs.map((_, i) => i);
  // equal lines share one token array (encodeSet and METEOR~ then do each distinct caption's work once)
  const memo = new Map<string, string[]>();
  const split = (t: string): string[] => {
    let words = memo.get(t);
    if (words === undefined) {
      words = t === '' ? [] : t.split(' ');
      memo.set(t, words);
    }
    return words;
  };
  // A batch whose captions' lines do not depend on their neighbours (plain or self-contained
  // captions: contextFreeLine; the common case) is tokenised caption by caption, each distinct
  // caption once, with one look-up per caption; a batch holding any other caption goes through
  // the lexer as one stream. A caption's context-free line is the same in either batch.
  const byCaption = new Map<string, string[]>();
  /** The tokens of the captions `at(0..n-1)` of a batch, or undefined when a caption's line may depend on its neighbours. */
  const contextFree = (n: number, at: (j: number) => string, put: (j: number, words: string[]) => void): boolean => {
    for (let j = 0; j < n - 1; j++) {
      const raw = at(j);
      let words = byCaption.get(raw);
      if (words === undefined) {
        const line = contextFreeLine(raw);
        if (line === undefined) return false;
        words = split(line);
        byCaption.set(raw, words);
      }
      put(j, words);
    }
    // the last caption is followed by the end of the stream, not by a line break: as the toolkit has it
    if (n > 0) put(n - 1, split(cocoTokenizeAll([at(n - 1)])[0]!));
    return true;
  };
  // references: one batch, the images' captions in `seq` order
  const outRefs: string[][][] = new Array<string[][]>(refs.length);
  const flat: string[] = [];
  const flatImage: number[] = [];
  for (let j = 0; j < seq.length; j++) {
    const img = seq[j]!;
    const rs = refs[img]!;
    // filled by push: a packed array, as later stages iterate it (new Array(n) would be holey)
    outRefs[img] = [];
    for (let r = 0; r < rs.length; r++) {
      flat.push(rs[r]!);
      flatImage.push(img);
    }
  }
  const putRef = (k: number, words: string[]): void => {
    outRefs[flatImage[k]!]!.push(words);
  };
  if (!contextFree(flat.length, (k) => flat[k]!, putRef)) {
    for (const img of seq) outRefs[img] = [];
    const tok = cocoTokenizeAll(flat);
    for (let k = 0; k < flat.length; k++) putRef(k, split(tok[k]!));
  }
  // predictions: the other batch, same order
  const outPreds: string[][] = new Array<string[]>(preds.length);
  const putPred = (j: number, words: string[]): void => {
    outPreds[seq[j]!] = words;
  };
  if (!contextFree(seq.length, (j) => preds[seq[j]!]!, putPred)) {
    const tok = cocoTokenizeAll(seq.map((i) => preds[i]!));
    for (let j = 0; j < seq.length; j++) putPred(j, split(tok[j]!));
  }
  return { refs: outRefs, preds: outPreds };
}

/** Images in the order of `set.refs` (the reference file's order). */
/** Python's str.split() whitespace (str.isspace()). */
// eslint-disable-next-line no-control-regex -- the control characters are Python whitespace
const PY_WS = /[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/u;
export function hasPyWhitespace(tokens: readonly string[]): boolean {
  for (const t of tokens)
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c <= 0x20 || c === 0x85 || c === 0xa0 || (c >= 0x1680 && PY_WS.test(t[i]!))) return true;
    }
  return false;
}
/** The caption's words as Python's str.split() gives them from the space-joined tokens. */
function pySplit(tokens: readonly string[]): string[] {
  return tokens.flatMap((t) => t.split(new RegExp(PY_WS.source, 'gu'))).filter((w) => w !== '');
}

/** What METEOR~ needs, or undefined to skip it. */
export type MeteorPlan = { readonly synonyms?: Synonyms } | undefined;

/** `core`: the WebAssembly core (src/scoring/score-core.ts loads it); without it the TypeScript engine computes the same values. */
export function prepare(set: CaptionSet, meteor: MeteorPlan, core?: ScoreCore): Prepared {
  if (core) {
    // every caption's line independent of its neighbours (the common case): sentence forms straight from the captions
    const ids = [...set.refs.keys()];
    const inOrder = sameKeys(ids, set.preds);
    const forms = contextFreeSetForms(
      [...set.refs.values()],
      inOrder ? [...set.preds.values()] : ids.map((id) => set.preds.get(id) ?? ''),
      inOrder ? undefined : predictionsOrder(ids, set.preds),
    );
    if (forms) {
      phaseEnd('tokenize');
      // no token holds white space other than " " (contextFreeSetForms): Python's str.split() splits them as " " does
      return prepareWithCore(core, ids, forms, () => undefined, meteor);
    }
  }
  const t = tokenizeSet(set);
  return prepareTokenized(t.ids, t.refs, t.preds, meteor, core);
}

/**
 * Everything but METEOR~ (Prepared.meteor undefined), and the space-split encoding METEOR~ is
 * computed on (meteorEncoded), for callers that compute METEOR~ elsewhere (a worker thread).
 */
export function prepareParts(set: CaptionSet): { readonly p: Prepared; readonly spaceEnc: EncodedSet } {
  const t = tokenizeSet(set);
  return preparePartsTokenized(t.ids, t.refs, t.preds);
}

/** Tokenises a set as ref_score.py and `audit score` do (predictions file's order). */
function tokenizeSet(set: CaptionSet): { ids: string[]; refs: string[][][]; preds: string[][] } {
  const ids = [...set.refs.keys()];
  // the common case (alignSets gives it): the predictions are the same images in the same order,
  // so the order is the identity and the maps' values are taken as they are, without look-ups
  const inOrder = sameKeys(ids, set.preds);
  const t = tokenizeAll(
    [...set.refs.values()],
    inOrder ? [...set.preds.values()] : ids.map((id) => set.preds.get(id) ?? ''),
    inOrder ? ids.map((_, j) => j) : predictionsOrder(ids, set.preds),
  );
  phaseEnd('tokenize');
  return { ids, ...t };
}

/** Whether the map's keys are exactly `ids`, in that order. */
function sameKeys(ids: readonly string[], m: ReadonlyMap<string, unknown>): boolean {
  if (m.size !== ids.length) return false;
  let i = 0;
  for (const id of m.keys()) if (id !== ids[i++]) return false;
  return true;
}

/** Image indexes in the predictions' order, then the images without a prediction (in the references' order). */
function predictionsOrder(ids: readonly string[], preds: ReadonlyMap<string, string>): number[] {
  const index = new Map(ids.map((id, i) => [id, i]));
  const order = [...preds.keys()].filter((id) => index.has(id)).map((id) => index.get(id)!);
  for (let i = 0; i < ids.length; i++) if (!preds.has(ids[i]!)) order.push(i);
  return order;
}

export function prepareTokenized(
  ids: readonly string[],
  refs: readonly (readonly string[][])[],
  preds: readonly string[][],
  meteor: MeteorPlan,
  core?: ScoreCore,
): Prepared {
  if (core && refs.every((rs) => rs.length > 0)) {
    const pyForms = (words: readonly string[]) => (hasPyWhitespace(words) ? sentenceForms(refs.map((rs) => rs.map(pySplit)), preds.map(pySplit)) : undefined);
    return prepareWithCore(core, ids, sentenceForms(refs, preds), pyForms, meteor);
  }
  const { p, spaceEnc } = preparePartsTokenized(ids, refs, preds);
  const met = meteor ? meteorEncoded(spaceEnc, lexicon(meteor.synonyms)) : undefined;
  phaseEnd('meteor');
  return { ...p, meteor: met };
}

function preparePartsTokenized(
  ids: readonly string[],
  refs: readonly (readonly string[][])[],
  preds: readonly string[][],
): { p: Prepared; spaceEnc: EncodedSet } {
  // rouge.py splits the tokenised caption on " "; bleu_scorer.py and cider_scorer.py use
  // Python's str.split(), which also splits at no-break spaces and other Unicode whitespace
  // that a PTB token can hold (phone numbers, fractions, SGML tags, e-mail addresses).
  const spaceEnc = encodeSet(ids, refs, preds);
  const words = hasPyWhitespace(spaceEnc.words);
  const enc = words ? encodeSet(ids, refs.map((rs) => rs.map(pySplit)), preds.map(pySplit)) : spaceEnc;
  phaseEnd('encode');
  const unions = refUnions(enc);
  phaseEnd('unions');
  const scratch = rougeScratch(spaceEnc);
  const rouge = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) rouge[i] = rougeL(spaceEnc, i, scratch);
  phaseEnd('rouge');
  const bleu = bleuStats(enc);
  phaseEnd('bleu');
  return { p: { ids, enc, unions, bleu, rouge, meteor: undefined }, spaceEnc };
}

/** Per-image CIDEr over the multiset `images` (default: every image once), in that order. */
export function ciderScores(p: Prepared, images?: ArrayLike<number>): Float64Array {
  if (!images && p.cider) return p.cider;
  const n = images ? images.length : p.ids.length;
  const scorer = new CiderScorer(p.enc, logDocFreq(p.enc, p.unions, images), n);
  const out = new Float64Array(n);
  if (!images) {
    for (let i = 0; i < n; i++) out[i] = scorer.score(i);
    return out;
  }
  const done = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const img = images ? images[i]! : i;
    let v = done.get(img);
    if (v === undefined) {
      v = scorer.score(img);
      done.set(img, v);
    }
    out[i] = v;
  }
  return out;
}

/**
 * Corpus values over the multiset `images` (default: the whole set); `cider` = the per-image
 * CIDEr of that multiset when the caller has it already (ciderScores(p, images)).
 */
export function corpusValues(p: Prepared, images?: ArrayLike<number>, cider?: Float64Array): MetricValues {
  const out: MetricValues = {};
  const whole = images ? undefined : p.sums;
  const b = bleuFromStats(whole ? whole.bleu : sumBleuStats(p.bleu, images));
  BLEU_NAMES.forEach((name, k) => (out[name] = b[k]!));
  const meteor = whole ? whole.meteor : p.meteor && sumMeteorStats(p.meteor, images);
  if (meteor) out['METEOR~'] = meteorScore(meteor);
  out.ROUGE_L = npMean(images ? Float64Array.from(images, (i) => p.rouge[i]!) : p.rouge);
  out.CIDEr = npMean(cider ?? ciderScores(p, images));
  return out;
}
