/**
 * Change encoders. `subtraction`: a shared self-attention stack per image, then the difference
 * `[X_bef ; X_aft − X_bef]` fused by FC+ReLU. `rr`: SCORER's cross-view representation
 * reconstruction — each layer reconstructs one image's unchanged features from the other by
 * cross-attention (residual + LayerNorm), in both directions with shared weights, then
 * `[X̂_bef ; X̂_aft]` fused by FC+ReLU. `scorer`: `rr` plus the last layer's queries and keys for
 * multi-head token-wise matching and a learnable temperature, for the cross-view InfoNCE loss.
 */
import * as tf from '@tensorflow/tfjs';
import { attention, dense, denseOfData, layerNorm, type AttentionParams } from './ops.js';
import type { Dense, LayerNorm, ParamStore } from './params.js';
import type { Products } from './products.js';

export type EncoderKind = 'subtraction' | 'rr' | 'scorer';

export interface EncoderDims {
  readonly featDim: number;
  readonly grid: number;
  readonly hidden: number;
  readonly heads: number;
  readonly layers: number;
  readonly initialLogitScale: number;
  /**
   * The released code's parameters: every cross-view layer (rr and scorer) has its own learnable
   * logit scale `enc.<i>.logit_scale`; only the last layer's scales the similarities.
   */
  readonly logitScalePerLayer?: boolean;
}

export interface EncoderOutput {
  /** Difference representation fed to the decoder, [B, L, H]. */
  readonly output: tf.Tensor3D;
  /** Projected inputs (with positions), [B, L, H]: CBR's "before" and "after". */
  readonly before: tf.Tensor3D;
  readonly after: tf.Tensor3D;
  /**
   * `scorer` only: the last layer's projected queries and keys of both directions
   * (before→after, after→before), [B, L, H] each, for token-wise matching.
   */
  readonly matching?: { readonly forward: readonly [tf.Tensor, tf.Tensor]; readonly backward: readonly [tf.Tensor, tf.Tensor] };
}

interface Layer {
  readonly att: AttentionParams;
  readonly norm: LayerNorm;
}

export interface Encoder {
  readonly kind: EncoderKind;
  /** The temperature of the similarities (scorer only). */
  readonly logitScale: tf.Variable | undefined;
  encode(before: tf.Tensor3D, after: tf.Tensor3D): EncoderOutput;
}

/** Coordinates in [-1, 1) of every cell, row-major: [L, 2] (x, y), as AddSpatialInfo adds them. */
function coordinates(grid: number): tf.Tensor2D {
  const v: number[] = [];
  for (let y = 0; y < grid; y++) for (let x = 0; x < grid; x++) v.push((2 * x) / grid - 1, (2 * y) / grid - 1);
  return tf.tensor2d(v, [grid * grid, 2]);
}

export function createEncoder(kind: EncoderKind, dims: EncoderDims, ps: ParamStore, pr: Products): Encoder {
  const { grid, hidden: h } = dims;
  const proj = ps.dense('enc.proj', dims.featDim + 2, h);
  const wEmb = ps.embedding('enc.pos_w', grid, h / 2);
  const hEmb = ps.embedding('enc.pos_h', grid, h / 2);
  const layers: Layer[] = Array.from({ length: dims.layers }, (_, i) => ({
    att: { q: ps.dense(`enc.${i}.q`, h, h), k: ps.dense(`enc.${i}.k`, h, h), v: ps.dense(`enc.${i}.v`, h, h) },
    norm: ps.layerNorm(`enc.${i}.norm`, h),
  }));
  const fuse: Dense = ps.dense('enc.fuse', 2 * h, h);
  const perLayer = dims.logitScalePerLayer === true && kind !== 'subtraction' ? layers.map((_, i) => ps.scalar(`enc.${i}.logit_scale`, dims.initialLogitScale)) : [];
  const logitScale = kind !== 'scorer' ? undefined : perLayer.length > 0 ? perLayer[perLayer.length - 1] : ps.scalar('enc.logit_scale', dims.initialLogitScale);

  const embed = (x: tf.Tensor3D): tf.Tensor3D => {
    const b = x.shape[0];
    const withCoords = tf.concat([x, coordinates(grid).expandDims(0).tile([b, 1, 1])], 2);
    const pos = tf.concat([wEmb.expandDims(0).tile([grid, 1, 1]), hEmb.expandDims(1).tile([1, grid, 1])], 2).reshape([grid * grid, h]);
    return denseOfData(pr, proj, withCoords).add(pos) as tf.Tensor3D;
  };
  const block = (layer: Layer, q: tf.Tensor3D, kv: tf.Tensor3D): { out: tf.Tensor3D; q: tf.Tensor; k: tf.Tensor } => {
    const a = attention(pr, layer.att, q, kv, dims.heads);
    return { out: layerNorm(layer.norm, a.context.add(q)) as tf.Tensor3D, q: a.q, k: a.k };
  };

  return {
    kind,
    logitScale,
    encode(beforeRaw, afterRaw) {
      const before = embed(beforeRaw);
      const after = embed(afterRaw);
      let x1 = before;
      let x2 = after;
      let matching: EncoderOutput['matching'];
      layers.forEach((layer, i) => {
        if (kind === 'subtraction') {
          x1 = block(layer, x1, x1).out;
          x2 = block(layer, x2, x2).out;
          return;
        }
        const r1 = block(layer, x1, x2);
        const r2 = block(layer, x2, x1);
        if (logitScale !== undefined && i === layers.length - 1) matching = { forward: [r1.q, r1.k], backward: [r2.q, r2.k] };
        x1 = r1.out;
        x2 = r2.out;
      });
      const fused = kind === 'subtraction' ? tf.concat([x1, x2.sub(x1)], 2) : tf.concat([x1, x2], 2);
      const output = tf.relu(dense(pr, fuse, fused)) as tf.Tensor3D;
      return matching === undefined ? { output, before, after } : { output, before, after, matching };
    },
  };
}
