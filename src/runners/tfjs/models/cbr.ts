/**
 * Cross-modal backward reasoning (CBR): a "hallucination" of the after image from the sentence
 * (masked mean of the decoder's hidden states, broadcast to every cell) and the before image —
 * 1×1 conv, multi-head self-attention, 1×1 conv — matched to the after image with token-wise
 * matching and the InfoNCE loss in both directions.
 */
import * as tf from '@tensorflow/tfjs';
import { attention, blockMatching, dense, infoNce, type AttentionParams } from './ops.js';
import type { Dense, ParamStore } from './params.js';
import type { Products } from './products.js';

export interface Cbr {
  readonly logitScale: tf.Variable;
  /**
   * before/after: [B, L, H]; sentence: [B, T, H]; mask: [B, T]. The batch is made of `blocks`
   * equal blocks (e.g. change pairs, then distractor pairs); negatives are drawn within a block
   * and the block losses are averaged.
   */
  loss(before: tf.Tensor3D, sentence: tf.Tensor3D, mask: tf.Tensor2D, after: tf.Tensor3D, blocks: number): CbrLoss;
}

export interface CbrLoss {
  readonly loss: tf.Scalar;
  /** Per block, the scaled hallucination→after similarities [b, b]. */
  readonly similarities: tf.Tensor2D[];
}

export interface CbrDims {
  readonly hidden: number;
  readonly heads: number;
  readonly initialLogitScale: number;
  /**
   * The sentence is the masked hidden states averaged over all T positions, as the released code
   * (`sent_feat.mean(1)`), instead of over the caption's own tokens.
   */
  readonly meanOverAllPositions?: boolean;
}

export function createCbr(dims: CbrDims, ps: ParamStore, pr: Products): Cbr {
  const h = dims.hidden;
  const conv1 = ps.dense('cbr.conv1', 2 * h, h);
  const mhsa: AttentionParams = { q: ps.dense('cbr.att.q', h, h, false), k: ps.dense('cbr.att.k', h, h, false), v: ps.dense('cbr.att.v', h, h, false) };
  const attOut: Dense = ps.dense('cbr.att.out', h, h, false);
  const conv2 = ps.dense('cbr.conv2', h, h);
  const cq = ps.dense('cbr.match.q', h, h);
  const ck = ps.dense('cbr.match.k', h, h);
  const logitScale = ps.scalar('cbr.logit_scale', dims.initialLogitScale);
  return {
    logitScale,
    loss(before, sentence, mask, after, blocks) {
      const l = before.shape[1];
      const m = mask.expandDims(2);
      const masked = sentence.mul(m).sum(1);
      const sent = dims.meanOverAllPositions === true ? masked.div(mask.shape[1]) : masked.div(m.sum(1).maximum(1)); // [B, H]
      const text = sent.expandDims(1).tile([1, l, 1]);
      const v1 = dense(pr, conv1, tf.concat([before, text], 2)) as tf.Tensor3D;
      const att = dense(pr, attOut, attention(pr, mhsa, v1, v1, dims.heads).context) as tf.Tensor3D;
      const hallucination = dense(pr, conv2, att);
      const scale = logitScale.exp();
      const sims = blockMatching(pr, dense(pr, cq, hallucination), dense(pr, ck, after), blocks).map((s) => s.mul(scale) as tf.Tensor2D);
      const loss = tf.addN(sims.map((s) => infoNce(s).add(infoNce(s.transpose() as tf.Tensor2D)))).div(2 * blocks) as tf.Scalar;
      return { loss, similarities: sims };
    },
  };
}
