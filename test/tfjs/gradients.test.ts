/**
 * The lean backward pass gives tf.variableGrads' gradients, releases memory as it goes (less held
 * at the end of the backward pass than TF.js's own, which keeps every intermediate gradient), and
 * leaves no tensors behind.
 */
import * as tf from '@tensorflow/tfjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectBackend } from '../../src/runners/tfjs/backend.js';
import { disposeBatch, trainingBatch } from '../../src/runners/tfjs/data/batch.js';
import { leanVariableGrads } from '../../src/runners/tfjs/gradients.js';
import { createModel } from '../../src/runners/tfjs/models/model.js';
import { createRng } from '../../src/runners/tfjs/rng.js';
import { loadDataset, trainingVocab } from '../../src/runners/tfjs/setup.js';
import { MODEL_VARIANTS } from '../../src/claims/configs/tfjs.js';
import { tinyConfig } from './helpers.js';

const config = tinyConfig();
const data = loadDataset(config, []);
const vocab = trainingVocab(data.train);
const dims = { grid: config.model.grid, featDim: config.model.featDim, maxLength: config.model.maxCaptionLength };

/** Peak bytes, and bytes held when the last kernel ran. */
function held(info: Awaited<ReturnType<typeof tf.profile>>): { peak: number; last: number } {
  return { peak: info.peakBytes, last: info.kernels[info.kernels.length - 1]?.totalBytesSnapshot ?? NaN };
}

describe.each(['cpu', 'wasm'] as const)('leanVariableGrads on %s', (backend) => {
  beforeAll(async () => {
    await selectBackend(backend);
  });
  afterAll(async () => {
    await selectBackend('cpu');
  });

  it.each(MODEL_VARIANTS)('%s: the same loss and gradients as tf.variableGrads, less memory held, no leak', async (variant) => {
    const model = createModel({ ...config.model, variant }, vocab.words.length, 3);
    const batch = trainingBatch(data.train, [0, 1, 2, 3, 4, 5], vocab, dims, createRng(2));
    try {
      const vars = model.params.entries().map(([, v]) => v);
      const loss = () => model.losses(batch).total;
      const before = tf.memory().numTensors;

      let lean: { value: number; grads: Record<string, Float32Array> } | undefined;
      const leanInfo = await tf.profile(() => {
        const r = leanVariableGrads(loss, vars);
        lean = { value: r.value.dataSync()[0] ?? NaN, grads: Object.fromEntries(Object.entries(r.grads).map(([k, g]) => [k, g.dataSync() as Float32Array])) };
        r.value.dispose();
        tf.dispose(r.grads);
      });
      expect(tf.memory().numTensors).toBe(before);
      // tf.profile returns the same object every time: read it before profiling again
      const leanMemory = held(leanInfo);

      let ref: { value: number; grads: Record<string, Float32Array> } | undefined;
      const refInfo = await tf.profile(() => {
        const r = tf.variableGrads(loss, vars);
        ref = { value: r.value.dataSync()[0] ?? NaN, grads: Object.fromEntries(Object.entries(r.grads).map(([k, g]) => [k, g.dataSync() as Float32Array])) };
        r.value.dispose();
        tf.dispose(r.grads);
      });
      if (!lean || !ref) throw new Error('no result');
      expect(lean.value).toBe(ref.value);
      expect(Object.keys(lean.grads).sort()).toEqual(Object.keys(ref.grads).sort());
      for (const [name, g] of Object.entries(ref.grads)) expect(Array.from(lean.grads[name] ?? []), name).toEqual(Array.from(g));
      const refMemory = held(refInfo);
      // when the last gradient kernel ran, TF.js still held every intermediate gradient
      expect(leanMemory.last).toBeLessThan(0.5 * refMemory.last);
      expect(leanMemory.peak).toBeLessThan(refMemory.peak);
    } finally {
      disposeBatch(batch);
      model.dispose();
    }
  });

  it('gives no gradient to a variable the loss does not reach, scalar or not, like tf.variableGrads', () => {
    const used = tf.variable(tf.tensor1d([1, 2]), true, 'grad-test.used');
    const unusedScalar = tf.variable(tf.scalar(3), true, 'grad-test.unused-scalar');
    const unusedVector = tf.variable(tf.tensor1d([4, 5]), true, 'grad-test.unused-vector');
    try {
      const vars = [used, unusedScalar, unusedVector];
      const lean = leanVariableGrads(() => used.square().sum() as tf.Scalar, vars);
      const ref = tf.variableGrads(() => used.square().sum() as tf.Scalar, vars);
      expect(Object.keys(lean.grads)).toEqual(Object.keys(ref.grads));
      expect(Object.keys(lean.grads)).toEqual(['grad-test.used']);
      expect(Array.from(lean.grads['grad-test.used']?.dataSync() ?? [])).toEqual([2, 4]);
      tf.dispose([lean.value, ref.value, ...Object.values(lean.grads), ...Object.values(ref.grads)]);
    } finally {
      tf.dispose([used, unusedScalar, unusedVector]);
    }
  });
});
