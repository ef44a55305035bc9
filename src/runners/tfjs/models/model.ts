/**
 * A change-captioning model of one variant: encoder + decoder (+ CBR), its training losses as in
 * the official train.py — caption NLL, λ_c·InfoNCE(MTM) and λ_cbr·CBR, each averaged over the
 * semantic-change pair and the distractor pair of every triple — and greedy decoding. The two
 * pairs go through the network as one batch of 2B (half the kernel launches of two passes).
 */
import * as tf from '@tensorflow/tfjs';
import type { ModelVariant, TfjsModelConfig } from '../../../claims/configs/tfjs.js';
import { END_ID, NULL_ID, START_ID } from '../data/vocab.js';
import { createCbr, type Cbr } from './cbr.js';
import { createDecoder, type Decoder } from './decoder.js';
import { createEncoder, type Encoder, type EncoderKind } from './encoder.js';
import { blockMatching, infoNce } from './ops.js';
import { ParamStore } from './params.js';
import { createProducts, productKernelsFor, type ProductKernels } from './products.js';

/** A batch of triples: features [B, L, F]; captions [B, T] as int32 ids (<START> … <END> <NULL>…). */
export interface TensorBatch {
  readonly before: tf.Tensor3D;
  readonly change: tf.Tensor3D;
  readonly distractor: tf.Tensor3D;
  readonly changeSeq: tf.Tensor2D;
  readonly distractorSeq: tf.Tensor2D;
}

export interface LossTerms {
  readonly total: tf.Scalar;
  readonly caption: tf.Scalar;
  readonly contrastive: tf.Scalar | undefined;
  readonly cbr: tf.Scalar | undefined;
  /** What the loss terms are made of, per block (change pairs, then distractor pairs). */
  readonly details: LossDetails;
}

export interface LossDetails {
  /** Word logits [2B, T', V] (T' = T − 1, or T in parity mode). */
  readonly logits: tf.Tensor3D;
  /** scorer: scaled before→after and after→before similarities [B, B] of each block. */
  readonly similarities?: { readonly forward: tf.Tensor2D[]; readonly backward: tf.Tensor2D[] };
  /** +cbr: scaled hallucination→after similarities [B, B] of each block. */
  readonly cbrSimilarities?: tf.Tensor2D[];
}

export interface CaptionModel {
  readonly variant: ModelVariant;
  /** All parameters; `params.trainable()` are those the optimiser updates. */
  readonly params: ParamStore;
  losses(batch: TensorBatch): LossTerms;
  /** Clamps the learnable temperatures to ≤ maxLogitScale (after each optimiser step). */
  clampTemperatures(): void;
  /** Greedy decoding: [B, T] token ids starting with <START>. */
  greedy(before: tf.Tensor3D, after: tf.Tensor3D): Promise<Int32Array[]>;
  dispose(): void;
}

const ENCODER_OF: Record<ModelVariant, EncoderKind> = {
  subtraction: 'subtraction',
  rr: 'rr',
  scorer: 'scorer',
  'rr+cbr': 'rr',
  'scorer+cbr': 'scorer',
};

export function usesCbr(variant: ModelVariant): boolean {
  return variant === 'rr+cbr' || variant === 'scorer+cbr';
}

/** Per block of rows: mean NLL of the next tokens where the target is not <NULL>; averaged over blocks. */
function captionNll(logits: tf.Tensor3D, targets: tf.Tensor2D, vocab: number, blocks: number): tf.Scalar {
  const mask = targets.notEqual(NULL_ID).toFloat();
  const logp = tf.logSoftmax(logits, -1);
  const picked = logp.mul(tf.oneHot(targets, vocab).toFloat()).sum(-1).mul(mask); // [N, T]
  const rows = targets.shape[0] / blocks;
  const perBlock = picked.reshape([blocks, rows * targets.shape[1]]).sum(1).div(mask.reshape([blocks, -1]).sum(1).maximum(1));
  return perBlock.mean().neg() as tf.Scalar;
}

/**
 * `kernels` picks the form of the matrix products (see products.ts); by default the one suited to
 * the active backend.
 */
export function createModel(cfg: TfjsModelConfig, vocabSize: number, seed: number, kernels: ProductKernels = productKernelsFor(tf.getBackend())): CaptionModel {
  if (cfg.hidden % cfg.heads !== 0 || cfg.hidden % 2 !== 0) throw new RangeError(`model.hidden (${cfg.hidden}) must be even and a multiple of model.heads (${cfg.heads})`);
  const params = new ParamStore(seed);
  const parity = cfg.parity === true;
  const pr = createProducts(kernels);
  const encoder: Encoder = createEncoder(
    ENCODER_OF[cfg.variant],
    { featDim: cfg.featDim, grid: cfg.grid, hidden: cfg.hidden, heads: cfg.heads, layers: cfg.encoderLayers, initialLogitScale: cfg.initialLogitScale, logitScalePerLayer: parity },
    params,
    pr,
  );
  const decoder: Decoder = createDecoder(
    { vocabSize, wordDim: cfg.wordDim, hidden: cfg.hidden, heads: cfg.heads, layers: cfg.decoderLayers, maxLength: cfg.maxCaptionLength, exactGelu: parity },
    params,
    pr,
  );
  const cbr: Cbr | undefined = usesCbr(cfg.variant)
    ? createCbr({ hidden: cfg.hidden, heads: cfg.heads, initialLogitScale: cfg.initialLogitScale, meanOverAllPositions: parity }, params, pr)
    : undefined;
  // The released train.py optimises change_detector + speaker only: CBR's weights stay as initialised.
  if (parity) for (const [name] of params.entries()) if (name.startsWith('cbr.')) params.freeze(name);
  const t = cfg.maxCaptionLength;

  /**
   * Both pairs of every triple in one pass: rows [0, B) are the change pairs, [B, 2B) the
   * distractor pairs. Each loss is computed per block (negatives within a block, as the official
   * code computes the two pairs separately) and averaged over the two blocks.
   */
  const losses = (batch: TensorBatch): LossTerms => {
    const before = tf.concat([batch.before, batch.before], 0);
    const after = tf.concat([batch.change, batch.distractor], 0);
    const seq = tf.concat([batch.changeSeq, batch.distractorSeq], 0);
    const enc = encoder.encode(before, after);
    const n = seq.shape[0];
    // Parity: the released code runs the decoder over all T positions (the last has no target).
    const input = parity ? seq : seq.slice([0, 0], [n, t - 1]);
    const target = (parity ? tf.concat([seq.slice([0, 1], [n, t - 1]), tf.fill([n, 1], NULL_ID, 'int32')], 1) : seq.slice([0, 1], [n, t - 1])) as tf.Tensor2D;
    const inputMask = input.notEqual(NULL_ID).toFloat() as tf.Tensor2D;
    const { hidden, logits } = decoder.forward(input, inputMask, enc.output);
    const caption = captionNll(logits, target, vocabSize, 2);
    let contrastive: tf.Scalar | undefined;
    let similarities: LossDetails['similarities'];
    if (enc.matching && encoder.logitScale) {
      const scale = encoder.logitScale.exp();
      const scaled = (q: tf.Tensor, k: tf.Tensor): tf.Tensor2D[] => blockMatching(pr, q, k, 2).map((s) => s.mul(scale) as tf.Tensor2D);
      similarities = { forward: scaled(...enc.matching.forward), backward: scaled(...enc.matching.backward) };
      contrastive = tf.addN([...similarities.forward, ...similarities.backward].map((s) => infoNce(s))).div(4) as tf.Scalar;
    }
    const cbrOut = cbr?.loss(enc.before, hidden, inputMask, enc.after, 2);
    let total: tf.Scalar = caption;
    if (contrastive) total = total.add(contrastive.mul(cfg.lambdaContrastive));
    if (cbrOut) total = total.add(cbrOut.loss.mul(cfg.lambdaCbr));
    const details: LossDetails = { logits, ...(similarities && { similarities }), ...(cbrOut && { cbrSimilarities: cbrOut.similarities }) };
    return { total, caption, contrastive, cbr: cbrOut?.loss, details };
  };

  return {
    variant: cfg.variant,
    params,
    losses,
    clampTemperatures() {
      const max = Math.log(cfg.maxLogitScale);
      for (const v of [encoder.logitScale, cbr?.logitScale]) if (v) tf.tidy(() => v.assign(v.minimum(max)));
    },
    async greedy(before, after) {
      const b = before.shape[0];
      const enc = tf.tidy(() => encoder.encode(before, after).output);
      const seqs = Array.from({ length: b }, () => {
        const s = new Int32Array(t);
        s[0] = START_ID;
        return s;
      });
      const done = new Array<boolean>(b).fill(false);
      try {
        for (let step = 1; step < t && done.includes(false); step++) {
          const next = tf.tidy(() => {
            const flat = new Int32Array(b * step);
            seqs.forEach((s, i) => flat.set(s.subarray(0, step), i * step));
            const seq = tf.tensor2d(flat, [b, step], 'int32');
            const { logits } = decoder.forward(seq, tf.ones([b, step]) as tf.Tensor2D, enc);
            return logits.slice([0, step - 1, 0], [b, 1, vocabSize]).reshape([b, vocabSize]).argMax(-1);
          });
          const ids = (await next.data()) as Int32Array;
          next.dispose();
          seqs.forEach((s, i) => {
            if (done[i]) return;
            s[step] = ids[i] ?? END_ID;
            if (s[step] === END_ID) done[i] = true;
          });
        }
      } finally {
        enc.dispose();
      }
      return seqs;
    },
    dispose() {
      params.dispose();
    },
  };
}
