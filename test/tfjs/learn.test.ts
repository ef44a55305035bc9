/**
 * Training is not broken: a smoke-sized model, trained for a few hundred steps on synthetic
 * CLEVR-Change-like triples, must caption held-out pairs clearly better (CIDEr) than the trivial
 * baseline that answers the most frequent training caption for every pair.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClaimFile } from '../../src/claims/load.js';
import type { TfjsConfig } from '../../src/claims/configs/tfjs.js';
import { selectBackend } from '../../src/runners/tfjs/backend.js';
import { mostFrequentCaption, predict, scoreSubsets } from '../../src/runners/tfjs/evaluate.js';
import { createModel } from '../../src/runners/tfjs/models/model.js';
import { loadDataset, trainingVocab } from '../../src/runners/tfjs/setup.js';
import { train } from '../../src/runners/tfjs/train.js';
import { repoRoot } from '../helpers/cli.js';
import { tinyConfig } from './helpers.js';

const config = tinyConfig({
  model: { variant: 'subtraction', featDim: 16, grid: 5, hidden: 32, heads: 2, encoderLayers: 1, decoderLayers: 1, wordDim: 16, maxCaptionLength: 12 },
  data: { source: 'synthetic', seed: 0, train: 2000, test: 40, noise: 0.05, attributes: { shapes: 2, colors: 3, materials: 2, sizes: 1 }, objects: { min: 2, max: 3 } },
  training: { batchSize: 32, iterations: 150, lr: 0.004 },
});

/** Trains `cfg` on wasm, decodes its test split, and scores CIDEr of it and of the trivial baseline. */
async function trainAndScore(cfg: TfjsConfig, batchSize: number) {
  await selectBackend('wasm');
  const data = loadDataset(cfg, []);
  const vocab = trainingVocab(data.train);
  const dims = { grid: cfg.model.grid, featDim: cfg.model.featDim, maxLength: cfg.model.maxCaptionLength };
  const model = createModel(cfg.model, vocab.words.length, cfg.seed);
  try {
    await train(model, data.train, vocab, { ...cfg.training, seed: cfg.seed, dims });
    const p = await predict(model, data.test, vocab, dims, batchSize);
    const baseline = mostFrequentCaption(data.train);
    const trivial = { ...p, preds: new Map([...p.preds.keys()].map((id) => [id, baseline])) };
    const cider = (x: typeof p, subset: 'total' | 'semantic-change') => scoreSubsets(x, [subset], { bootstrap: 0, seed: 0 })[0]?.result.corpus.CIDEr ?? NaN;
    return { data, p, baseline, learned: (s: 'total' | 'semantic-change') => cider(p, s), trivial: (s: 'total' | 'semantic-change') => cider(trivial, s) };
  } finally {
    model.dispose();
    await selectBackend('cpu');
  }
}

describe('learning on synthetic data', () => {
  it('the trained smoke model beats the most-frequent-caption baseline on CIDEr by a clear margin', { timeout: 240_000 }, async () => {
    const r = await trainAndScore(config, 40);
    expect(r.baseline).toBe('there is no change');
    expect(r.learned('total')).toBeGreaterThan(1.3 * r.trivial('total'));
    // it tells distractors from changes: most distractor pairs get a no-change caption
    const noChange = r.p.subsets.distractor.filter((id) => r.data.test.meta(0).distractorCaptions.includes(r.p.preds.get(id) ?? '')).length;
    expect(noChange).toBeGreaterThan(0.7 * r.p.subsets.distractor.length);
  });
});

describe('learning with the shipped SCORER+CBR config', () => {
  it('claims/scorer.yaml scorer-cbr-synthetic learns to describe semantic changes the baseline cannot', { timeout: 480_000 }, async () => {
    const shipped = loadClaimFile(join(repoRoot, 'claims', 'scorer.yaml')).data.configs.find((c) => c.id === 'scorer-cbr-synthetic');
    if (!shipped || shipped.runner !== 'tfjs') throw new Error('scorer-cbr-synthetic is not a tfjs config of claims/scorer.yaml');
    const r = await trainAndScore(shipped, shipped.evaluation.batchSize);
    // the baseline says "there is no change" to every pair: it can only score on distractors
    expect(r.learned('semantic-change')).toBeGreaterThan(3 * r.trivial('semantic-change'));
    expect(r.learned('total')).toBeGreaterThan(1.1 * r.trivial('total'));
  });
});
