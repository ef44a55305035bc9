/**
 * The wasm-friendly matrix products ("plain": every kernel a plain 2-D product) compute the same
 * values and gradients as tf.matMul, leave no tensors behind, and never call BatchMatMul in a form
 * that wasm runs on its slow scalar loop. The analytic FLOP count of a training step equals the
 * products the step actually executes.
 */
import * as tf from '@tensorflow/tfjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectBackend } from '../../src/runners/tfjs/backend.js';
import { disposeBatch, trainingBatch } from '../../src/runners/tfjs/data/batch.js';
import { predict } from '../../src/runners/tfjs/evaluate.js';
import { trainingStepFlops } from '../../src/runners/tfjs/flops.js';
import { createModel } from '../../src/runners/tfjs/models/model.js';
import { maxLast } from '../../src/runners/tfjs/models/ops.js';
import { createProducts, productKernelsFor, type Products } from '../../src/runners/tfjs/models/products.js';
import { createRng } from '../../src/runners/tfjs/rng.js';
import { loadDataset, trainingVocab } from '../../src/runners/tfjs/setup.js';
import { createOptimizer, trainStep } from '../../src/runners/tfjs/train.js';
import { MODEL_VARIANTS } from '../../src/claims/configs/tfjs.js';
import { tinyConfig } from './helpers.js';

const plain = createProducts('plain');
const native = createProducts('native');

function rand(shape: number[], seed: number): tf.Tensor {
  return tf.randomNormal(shape, 0, 1, 'float32', seed);
}

/** Value and gradients (w.r.t. both inputs) of sum(op(a, b) ⊙ w) for a fixed random w. */
function valueAndGrads(op: (a: tf.Tensor, b: tf.Tensor) => tf.Tensor, a: tf.Tensor, b: tf.Tensor): { value: number[]; da: number[]; db: number[] } {
  return tf.tidy(() => {
    const w = rand(op(a, b).shape, 9);
    const g = tf.grads((x: tf.Tensor, y: tf.Tensor) => op(x, y).mul(w).sum());
    const [da, db] = g([a, b]);
    return { value: Array.from(op(a, b).dataSync()), da: Array.from((da as tf.Tensor).dataSync()), db: Array.from((db as tf.Tensor).dataSync()) };
  });
}

function expectClose(x: number[], y: number[]): void {
  expect(x.length).toBe(y.length);
  const scale = Math.max(1, ...y.map(Math.abs));
  x.forEach((v, i) => expect(Math.abs(v - (y[i] ?? NaN)) / scale).toBeLessThan(1e-5));
}

const CASES: Array<{ name: string; op: (p: Products) => (a: tf.Tensor, b: tf.Tensor) => tf.Tensor; a: number[]; b: number[] }> = [
  { name: 'mm', op: (p) => (a, b) => p.mm(a, b), a: [7, 5], b: [5, 3] },
  { name: 'mmT', op: (p) => (a, b) => p.mmT(a, b), a: [7, 5], b: [4, 5] },
  { name: 'bmm', op: (p) => (a, b) => p.bmm(a, b), a: [6, 4, 5], b: [6, 5, 3] },
  { name: 'bmm transposeB', op: (p) => (a, b) => p.bmm(a, b, true), a: [6, 4, 5], b: [6, 3, 5] },
  { name: 'bmm of one matrix', op: (p) => (a, b) => p.bmm(a, b, true), a: [1, 4, 5], b: [1, 3, 5] },
];

describe('plain products (wasm)', () => {
  beforeAll(async () => {
    await selectBackend('wasm');
  });
  afterAll(async () => {
    await selectBackend('cpu');
  });

  it('are the kernel form chosen for wasm, and native elsewhere', () => {
    expect(productKernelsFor('wasm')).toBe('plain');
    expect(productKernelsFor('cpu')).toBe('native');
    expect(productKernelsFor('tensorflow')).toBe('native');
  });

  it.each(CASES)('$name: same value and gradients as tf.matMul', ({ op, a: sa, b: sb }) => {
    const a = rand(sa, 1);
    const b = rand(sb, 2);
    const before = tf.memory().numTensors;
    const p = valueAndGrads(op(plain), a, b);
    expect(tf.memory().numTensors).toBe(before);
    const n = valueAndGrads(op(native), a, b);
    expectClose(p.value, n.value);
    expectClose(p.da, n.da);
    expectClose(p.db, n.db);
    a.dispose();
    b.dispose();
  });

  it('mmData: the same value and weight gradient, and a zero data gradient', () => {
    const a = rand([7, 5], 1);
    const b = rand([5, 3], 2);
    const p = valueAndGrads((x, y) => plain.mmData(x, y), a, b);
    const n = valueAndGrads((x, y) => native.mm(x, y), a, b);
    expectClose(p.value, n.value);
    expectClose(p.db, n.db);
    expect(p.da.every((v) => v === 0)).toBe(true);
    a.dispose();
    b.dispose();
  });

  it('maxLast: the value and gradient of tf.max over the last axis, and no leak', () => {
    const x = rand([3, 4, 6], 5);
    const w = rand([3, 4], 6);
    const before = tf.memory().numTensors;
    const [mine, ref] = [(t: tf.Tensor) => maxLast(t), (t: tf.Tensor) => t.max(-1)].map((f) =>
      tf.tidy(() => ({ value: Array.from(f(x).dataSync()), grad: Array.from(tf.grad((t: tf.Tensor) => f(t).mul(w).sum())(x).dataSync(), (v) => v + 0) })), // + 0: -0 → 0
    );
    expect(tf.memory().numTensors).toBe(before);
    expect(mine?.value).toEqual(ref?.value);
    expect(mine?.grad).toEqual(ref?.grad);
    expect(mine?.grad.filter((g) => g !== 0).length).toBe(12); // one arg-max per row
    x.dispose();
    w.dispose();
  });

  const config = tinyConfig();
  const data = loadDataset(config, []);
  const vocab = trainingVocab(data.train);
  const dims = { grid: config.model.grid, featDim: config.model.featDim, maxLength: config.model.maxCaptionLength };

  it.each(MODEL_VARIANTS)('%s: a training step runs only plain 2-D products, exactly the analytic FLOP count, and a step and an evaluation leak nothing', async (variant) => {
    const cfg = { ...config.model, variant };
    const model = createModel(cfg, vocab.words.length, 0);
    const opt = await createOptimizer(1e-3);
    const items = [0, 1, 2, 3];
    const batch = trainingBatch(data.train, items, vocab, dims, createRng(1));
    await trainStep(model, opt, batch); // creates the optimiser's moment variables once
    const before = tf.memory().numTensors;
    const info = await tf.profile(async () => {
      await trainStep(model, opt, batch);
    });
    const kernels = info.kernels.slice(); // tf.profile reuses its result object
    await predict(model, data.test, vocab, dims, 4);
    expect(tf.memory().numTensors).toBe(before);
    const products = kernels.filter((k) => k.name === 'BatchMatMul');
    expect(products.length).toBeGreaterThan(0);
    let flops = 0;
    for (const k of products) {
      const [a, b] = k.inputShapes as [number[], number[]];
      const out = k.outputShapes[0] as number[];
      // plain: rank 2, and inner dimensions line up without a transpose flag
      expect([a.length, b.length, out.length]).toEqual([2, 2, 2]);
      expect(a[1]).toBe(b[0]);
      expect([out[0], out[1]]).toEqual([a[0], b[1]]);
      flops += 2 * (a[0] ?? 0) * (a[1] ?? 0) * (b[1] ?? 0);
    }
    expect(flops).toBe(trainingStepFlops(cfg, items.length, vocab.words.length).step);
    disposeBatch(batch);
    opt.dispose();
    model.dispose();
  });
});
