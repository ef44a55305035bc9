/** Tensor building blocks shared by the encoder, CBR and the decoder (pure tensor functions). */
import * as tf from '@tensorflow/tfjs';
import type { Dense, LayerNorm } from './params.js';
import type { Products } from './products.js';

/** x[..., in] · W + b, for any rank ≥ 2. */
export function dense(pr: Products, p: Dense, x: tf.Tensor): tf.Tensor {
  return affine(pr.mm, p, x);
}

/** dense() of an input that needs no gradient (features, one-hot words): no ∂x is computed. */
export function denseOfData(pr: Products, p: Dense, x: tf.Tensor): tf.Tensor {
  return affine(pr.mmData, p, x);
}

function affine(product: (a: tf.Tensor, b: tf.Tensor) => tf.Tensor, p: Dense, x: tf.Tensor): tf.Tensor {
  return tf.tidy(() => {
    const shape = x.shape;
    const inDim = shape[shape.length - 1] ?? 0;
    const outDim = p.w.shape[1] ?? 0;
    let y = product(x.reshape([-1, inDim]), p.w);
    if (p.b !== undefined) y = y.add(p.b);
    return y.reshape([...shape.slice(0, -1), outDim]);
  });
}

export function layerNorm(p: LayerNorm, x: tf.Tensor, eps = 1e-6): tf.Tensor {
  return tf.tidy(() => {
    const { mean, variance } = tf.moments(x, -1, true);
    return x.sub(mean).div(variance.add(eps).sqrt()).mul(p.gamma).add(p.beta);
  });
}

/** GELU, tanh approximation (every backend has tanh and its gradient). */
export function gelu(x: tf.Tensor): tf.Tensor {
  const c = Math.sqrt(2 / Math.PI);
  return tf.tidy(() => x.mul(0.5).mul(tf.tanh(x.add(x.pow(3).mul(0.044715)).mul(c)).add(1)));
}

/** GELU as x·Φ(x) with the error function (the released SCORER code's `gelu`). */
export function geluExact(x: tf.Tensor): tf.Tensor {
  return tf.tidy(() => x.mul(0.5).mul(tf.erf(x.div(Math.SQRT2)).add(1)));
}

/** [B, L, D] → [B, h, L, D/h]. */
export function splitHeads(x: tf.Tensor, heads: number): tf.Tensor4D {
  const [b, l, d] = x.shape as [number, number, number];
  return x.reshape([b, l, heads, d / heads]).transpose([0, 2, 1, 3]) as tf.Tensor4D;
}

/** [B, h, L, dh] → [B, L, h·dh]. */
export function mergeHeads(x: tf.Tensor): tf.Tensor3D {
  const [b, h, l, dh] = x.shape as [number, number, number, number];
  return x.transpose([0, 2, 1, 3]).reshape([b, l, h * dh]) as tf.Tensor3D;
}

export interface AttentionParams {
  readonly q: Dense;
  readonly k: Dense;
  readonly v: Dense;
}

/**
 * Multi-head scaled dot-product attention. `mask` (broadcastable to [B, h, Lq, Lk]) holds 1 where
 * attending is allowed. Returns the merged context [B, Lq, D] and the projected q and k.
 */
export function attention(pr: Products, p: AttentionParams, query: tf.Tensor, keyValue: tf.Tensor, heads: number, mask?: tf.Tensor): { context: tf.Tensor3D; q: tf.Tensor; k: tf.Tensor } {
  return tf.tidy(() => {
    const q = dense(pr, p.q, query);
    const k = dense(pr, p.k, keyValue);
    const v = dense(pr, p.v, keyValue);
    const [b, lq, d] = q.shape as [number, number, number];
    const lk = k.shape[1] ?? 0;
    const dh = d / heads;
    // Heads folded into the batch: [B·h, L, dh].
    const qh = splitHeads(q, heads).reshape([b * heads, lq, dh]);
    const kh = splitHeads(k, heads).reshape([b * heads, lk, dh]);
    const vh = splitHeads(v, heads).reshape([b * heads, lk, dh]);
    let scores: tf.Tensor = pr.bmm(qh.div(Math.sqrt(dh)), kh, true);
    if (mask !== undefined) scores = scores.reshape([b, heads, lq, lk]).add(tf.scalar(1).sub(mask).mul(-1e4)).reshape([b * heads, lq, lk]);
    const context = mergeHeads(pr.bmm(tf.softmax(scores, -1), vh).reshape([b, heads, lq, dh]));
    return { context, q, k };
  });
}

/**
 * Token-wise matching of every query image with every key image (SCORER's MTM as the official
 * code computes it: the similarity of two tokens sums the per-head dot products). q: [B, L, D],
 * k: [B, M, D] → [B, B] similarities, the mean of the query→key and key→query averages of
 * token-wise maxima.
 */
export function tokenWiseMatching(pr: Products, q: tf.Tensor, k: tf.Tensor): tf.Tensor2D {
  return tf.tidy(() => {
    const [b, l, d] = q.shape as [number, number, number];
    const m = k.shape[1] ?? 0;
    // One product of every query token with every key token; both directions reduce over the last
    // axis (the transpose is memory-bound, cheaper than a max over axis 1 or a second product).
    const s = pr.mmT(q.reshape([b * l, d]), k.reshape([b * m, d]));
    const q2k = maxLast(s.reshape([b, l, b, m])).mean(1); // [Bq, Bk]
    const k2q = maxLast(s.transpose().reshape([b, m, b, l])).mean(1).transpose(); // [Bq, Bk]
    return q2k.add(k2q).div(2) as tf.Tensor2D;
  });
}

/**
 * max over the last axis as Σ x·onehot(argmax x): the same value, and its gradient reaches only
 * the arg-max, as Max's does. TF.js's own Max gradient compares x with the broadcast maxima,
 * which the wasm backend runs on a slow broadcasting path (most of a SCORER step's time there).
 */
export function maxLast(x: tf.Tensor): tf.Tensor {
  const n = x.shape[x.rank - 1] ?? 1;
  const mask = tf.oneHot(x.argMax(-1), n).toFloat();
  return x.mul(mask).sum(-1);
}

/** InfoNCE over the rows of a [B, B] similarity matrix whose diagonal holds the positives. */
export function infoNce(logits: tf.Tensor2D): tf.Scalar {
  const b = logits.shape[0];
  const logp = tf.logSoftmax(logits, -1);
  return logp.mul(tf.eye(b)).sum().neg().div(b) as tf.Scalar;
}

/** Token-wise matching within each of `blocks` equal blocks of the batch: `blocks` [b, b] matrices. */
export function blockMatching(pr: Products, q: tf.Tensor, k: tf.Tensor, blocks: number): tf.Tensor2D[] {
  if (blocks === 1) return [tokenWiseMatching(pr, q, k)];
  const qs = tf.split(q, blocks, 0);
  const ks = tf.split(k, blocks, 0);
  return qs.map((qi, i) => tokenWiseMatching(pr, qi, ks[i] as tf.Tensor));
}
