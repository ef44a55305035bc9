/** Batches of triples as tensors (the only place data becomes tensors). */
import * as tf from '@tensorflow/tfjs';
import type { TensorBatch } from '../models/model.js';
import type { Rng } from '../rng.js';
import type { Split } from './types.js';
import { encode, type Vocab } from './vocab.js';

function stack(rows: readonly Float32Array[], l: number, f: number): tf.Tensor3D {
  const out = new Float32Array(rows.length * l * f);
  rows.forEach((r, i) => out.set(r, i * l * f));
  return tf.tensor3d(out, [rows.length, l, f]);
}

function captions(ids: readonly Int32Array[], t: number): tf.Tensor2D {
  const out = new Int32Array(ids.length * t);
  ids.forEach((r, i) => out.set(r, i * t));
  return tf.tensor2d(out, [ids.length, t], 'int32');
}

/** A training batch: the given items, one reference caption of each pair drawn by `rng`. */
export function trainingBatch(split: Split, items: readonly number[], vocab: Vocab, dims: { grid: number; featDim: number; maxLength: number }, rng: Rng): TensorBatch {
  const l = dims.grid * dims.grid;
  const feats = items.map((i) => split.features(i));
  const metas = items.map((i) => split.meta(i));
  return {
    before: stack(feats.map((x) => x.before), l, dims.featDim),
    change: stack(feats.map((x) => x.change), l, dims.featDim),
    distractor: stack(feats.map((x) => x.distractor), l, dims.featDim),
    changeSeq: captions(metas.map((m) => encode(vocab, rng.pick(m.changeCaptions), dims.maxLength)), dims.maxLength),
    distractorSeq: captions(metas.map((m) => encode(vocab, rng.pick(m.distractorCaptions), dims.maxLength)), dims.maxLength),
  };
}

export function disposeBatch(b: TensorBatch): void {
  for (const t of [b.before, b.change, b.distractor, b.changeSeq, b.distractorSeq]) t.dispose();
}

/** Features only, for evaluation: [n, L, F] tensors of the before, change and distractor images. */
export function featureBatch(split: Split, items: readonly number[], dims: { grid: number; featDim: number }): { before: tf.Tensor3D; change: tf.Tensor3D; distractor: tf.Tensor3D } {
  const l = dims.grid * dims.grid;
  const feats = items.map((i) => split.features(i));
  return {
    before: stack(feats.map((x) => x.before), l, dims.featDim),
    change: stack(feats.map((x) => x.change), l, dims.featDim),
    distractor: stack(feats.map((x) => x.distractor), l, dims.featDim),
  };
}
