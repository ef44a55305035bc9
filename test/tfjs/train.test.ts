import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectBackend } from '../../src/runners/tfjs/backend.js';
import { trainingBatch, disposeBatch } from '../../src/runners/tfjs/data/batch.js';
import { predict } from '../../src/runners/tfjs/evaluate.js';
import { createModel } from '../../src/runners/tfjs/models/model.js';
import { createRng } from '../../src/runners/tfjs/rng.js';
import { loadDataset, trainingVocab } from '../../src/runners/tfjs/setup.js';
import { createOptimizer, train, trainStep } from '../../src/runners/tfjs/train.js';
import { MODEL_VARIANTS, type ModelVariant } from '../../src/claims/configs/tfjs.js';
import { tinyConfig } from './helpers.js';

const config = tinyConfig();
const data = loadDataset(config, []);
const vocab = trainingVocab(data.train);
const dims = { grid: config.model.grid, featDim: config.model.featDim, maxLength: config.model.maxCaptionLength };
const modelOf = (variant: ModelVariant, seed = 0) => createModel({ ...config.model, variant }, vocab.words.length, seed);

async function curve(variant: ModelVariant, iterations: number): Promise<number[]> {
  const model = modelOf(variant, 7);
  try {
    const r = await train(model, data.train, vocab, { iterations, batchSize: 4, lr: 1e-3, seed: 7, dims });
    return r.curve.map((c) => c.total);
  } finally {
    model.dispose();
  }
}

describe('training and evaluation leave no tensors behind', () => {
  beforeAll(async () => {
    await selectBackend('cpu');
  });
  it.each(MODEL_VARIANTS)('%s: a training step and an evaluation keep tf.memory().numTensors unchanged', async (variant) => {
    const model = modelOf(variant);
    const opt = await createOptimizer(1e-3);
    const batch = trainingBatch(data.train, [0, 1, 2, 3], vocab, dims, createRng(1));
    await trainStep(model, opt, batch); // creates the optimiser's moment variables once
    const before = tf.memory().numTensors;
    const loss = await trainStep(model, opt, batch);
    await predict(model, data.test, vocab, dims, 4);
    expect(tf.memory().numTensors).toBe(before);
    expect(Number.isFinite(loss.total)).toBe(true);
    expect(loss.contrastive === undefined).toBe(!variant.startsWith('scorer'));
    expect(loss.cbr === undefined).toBe(!variant.endsWith('+cbr'));
    disposeBatch(batch);
    opt.dispose();
    model.dispose();
  });
});

describe('determinism', () => {
  it('same seed, same loss curve on cpu; and on wasm, within float tolerance of cpu', async () => {
    await selectBackend('cpu');
    const a = await curve('scorer+cbr', 3);
    const b = await curve('scorer+cbr', 3);
    expect(b).toEqual(a);
    expect(a[2]).not.toBe(a[0]);
    await selectBackend('wasm');
    const w1 = await curve('scorer+cbr', 3);
    const w2 = await curve('scorer+cbr', 3);
    expect(w2).toEqual(w1);
    w1.forEach((v, i) => expect(v).toBeCloseTo(a[i] ?? NaN, 3));
    await selectBackend('cpu');
  });

  it('a run resumed from its checkpoint continues the same loss curve', async () => {
    await selectBackend('cpu');
    const dir = mkdtempSync(path.join(tmpdir(), 'tfjs-ckpt-'));
    const straight = await curve('scorer', 4);
    const first = modelOf('scorer', 7);
    await train(first, data.train, vocab, { iterations: 2, batchSize: 4, lr: 1e-3, seed: 7, dims, checkpointEvery: 2, checkpointDir: dir });
    first.dispose();
    const second = modelOf('scorer', 99); // different init: everything must come from the checkpoint
    const resumed = await train(second, data.train, vocab, { iterations: 4, batchSize: 4, lr: 1e-3, seed: 7, dims, resumeFrom: dir });
    second.dispose();
    expect(resumed.startIteration).toBe(2);
    expect(resumed.curve.map((c) => c.iteration)).toEqual([3, 4]);
    resumed.curve.forEach((c, i) => expect(c.total).toBeCloseTo(straight[i + 2] ?? NaN, 5));
  });
});
