/**
 * The transformer caption decoder of SCORER: word embedding + sinusoidal positions → FC +
 * LayerNorm; per layer masked self-attention (residual + LN), cross-attention to the difference
 * representation (residual + LN), a GELU feed-forward with residual + LN; a linear word head.
 */
import * as tf from '@tensorflow/tfjs';
import { attention, dense, gelu, geluExact, layerNorm, type AttentionParams } from './ops.js';
import type { Dense, LayerNorm, ParamStore } from './params.js';
import type { Products } from './products.js';

export interface DecoderDims {
  readonly vocabSize: number;
  readonly wordDim: number;
  readonly hidden: number;
  readonly heads: number;
  readonly layers: number;
  readonly maxLength: number;
  /** GELU with erf, as the released code (default: the tanh approximation). */
  readonly exactGelu?: boolean;
}

interface Layer {
  readonly self: AttentionParams;
  readonly norm1: LayerNorm;
  readonly cross: AttentionParams;
  readonly norm2: LayerNorm;
  readonly ffIn: Dense;
  readonly ffOut: Dense;
  readonly norm3: LayerNorm;
}

export interface Decoder {
  /**
   * seq: [B, T] token ids, mask: [B, T] 1 for real tokens; enc: [B, L, H].
   * Returns the last hidden states [B, T, H] and word logits [B, T, V].
   */
  forward(seq: tf.Tensor2D, mask: tf.Tensor2D, enc: tf.Tensor3D): { hidden: tf.Tensor3D; logits: tf.Tensor3D };
}

function sinusoid(length: number, dim: number): tf.Tensor2D {
  const v = new Float32Array(length * dim);
  for (let p = 0; p < length; p++)
    for (let i = 0; i < dim; i += 2) {
      const angle = p * Math.exp(-(i * Math.log(10000)) / dim);
      v[p * dim + i] = Math.sin(angle);
      if (i + 1 < dim) v[p * dim + i + 1] = Math.cos(angle);
    }
  return tf.tensor2d(v, [length, dim]);
}

export function createDecoder(dims: DecoderDims, ps: ParamStore, pr: Products): Decoder {
  const h = dims.hidden;
  const att = (name: string): AttentionParams => ({ q: ps.dense(`${name}.q`, h, h), k: ps.dense(`${name}.k`, h, h), v: ps.dense(`${name}.v`, h, h) });
  const words = ps.embedding('dec.words', dims.vocabSize, dims.wordDim);
  const inFc = ps.dense('dec.in', dims.wordDim, h);
  const inNorm = ps.layerNorm('dec.in_norm', h);
  const layers: Layer[] = Array.from({ length: dims.layers }, (_, i) => ({
    self: att(`dec.${i}.self`),
    norm1: ps.layerNorm(`dec.${i}.norm1`, h),
    cross: att(`dec.${i}.cross`),
    norm2: ps.layerNorm(`dec.${i}.norm2`, h),
    ffIn: ps.dense(`dec.${i}.ff_in`, h, h),
    ffOut: ps.dense(`dec.${i}.ff_out`, h, h),
    norm3: ps.layerNorm(`dec.${i}.norm3`, h),
  }));
  const head = ps.dense('dec.head', h, dims.vocabSize);
  const act = dims.exactGelu === true ? geluExact : gelu;

  return {
    forward(seq, mask, enc) {
      const [b, t] = seq.shape;
      const onehot = tf.oneHot(seq.reshape([-1]), dims.vocabSize).toFloat();
      const emb = pr.mmData(onehot, words).reshape([b, t, dims.wordDim]).add(sinusoid(t, dims.wordDim));
      let x = layerNorm(inNorm, dense(pr, inFc, emb)) as tf.Tensor3D;
      const causal = tf.linalg.bandPart(tf.ones([t, t]), -1, 0);
      const selfMask = causal.expandDims(0).mul(mask.expandDims(1)).expandDims(1); // [B, 1, T, T]
      for (const l of layers) {
        const s = layerNorm(l.norm1, attention(pr, l.self, x, x, dims.heads, selfMask).context.add(x));
        const c = layerNorm(l.norm2, attention(pr, l.cross, s, enc, dims.heads).context.add(s));
        const f = act(dense(pr, l.ffIn, c));
        x = layerNorm(l.norm3, dense(pr, l.ffOut, f).add(f)) as tf.Tensor3D;
      }
      return { hidden: x, logits: dense(pr, head, x) as tf.Tensor3D };
    },
  };
}

