/**
 * Where a training step's time goes: one SCORER+CBR step under tf.profile, kernel time per kernel
 * name, and every matrix product shape with its achieved GFLOP/s (the figures behind the plain
 * products of src/runners/tfjs/models/products.ts).
 *
 *   npx tsx bench/train-profile.ts [backend: wasm|cpu|node|node-gpu] [preset: official|small] [batch]
 *
 * Kernel times of the customGrad wrappers ("forward") include the kernels inside them.
 */
import * as tf from '@tensorflow/tfjs';
import { tfjsModel, syntheticData, type TfjsBackendChoice, type TfjsModelConfig } from '../src/claims/configs/tfjs.js';
import { selectBackend } from '../src/runners/tfjs/backend.js';
import { trainingBatch } from '../src/runners/tfjs/data/batch.js';
import { syntheticDataset } from '../src/runners/tfjs/data/synthetic.js';
import { trainingStepFlops } from '../src/runners/tfjs/flops.js';
import { createModel } from '../src/runners/tfjs/models/model.js';
import { createRng } from '../src/runners/tfjs/rng.js';
import { trainingVocab } from '../src/runners/tfjs/setup.js';
import { createOptimizer, trainStep } from '../src/runners/tfjs/train.js';
const [backendArg, presetArg, batchArg] = process.argv.slice(2);

const PRESETS: Record<string, Partial<TfjsModelConfig>> = {
  small: { featDim: 32, grid: 6, hidden: 64, heads: 4, encoderLayers: 2, decoderLayers: 2, wordDim: 32, maxCaptionLength: 12 },
  official: {},
};
await selectBackend((backendArg ?? 'wasm') as TfjsBackendChoice);
const model = tfjsModel.parse({ variant: 'scorer+cbr', ...PRESETS[presetArg ?? 'small'] });
const data = syntheticDataset(syntheticData.parse({ source: 'synthetic', train: 256, test: 1, attributes: { shapes: 3, colors: 8, materials: 2, sizes: 2 } }), model.featDim, model.grid);
const vocab = trainingVocab(data.train);
const batch = Number(batchArg ?? 8);
const m = createModel(model, vocab.words.length, 0);
const opt = await createOptimizer(2e-4);
const items = Array.from({ length: batch }, (_, i) => i % data.train.size);
const b = trainingBatch(data.train, items, vocab, { grid: model.grid, featDim: model.featDim, maxLength: model.maxCaptionLength }, createRng(1));
await trainStep(m, opt, b);
const t0 = performance.now();
const info = await tf.profile(async () => { await trainStep(m, opt, b); });
const wall = performance.now() - t0;
const byName = new Map<string, { ms: number; n: number; bytes: number }>();
let sum = 0;
for (const k of info.kernels) {
  const ms = (await k.kernelTimeMs) as number;
  const e = byName.get(k.name) ?? { ms: 0, n: 0, bytes: 0 };
  e.ms += ms; e.n++; e.bytes += k.bytesAdded; sum += ms;
  byName.set(k.name, e);
}
const f = trainingStepFlops(model, batch, vocab.words.length);
console.log(`wall ${wall.toFixed(0)} ms, kernels ${info.kernels.length}, kernel ms ${sum.toFixed(0)}, peak ${(info.peakBytes / 2 ** 20).toFixed(1)} MiB, GFLOP ${(f.step / 1e9).toFixed(3)}`, JSON.stringify(Object.fromEntries(Object.entries(f.parts).map(([k, v]) => [k, +(v / 1e9).toFixed(3)]))));
for (const [name, e] of [...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) console.log(name.padEnd(28), e.ms.toFixed(1).padStart(8), String(e.n).padStart(5), (e.bytes / 2 ** 20).toFixed(1));
const mm = new Map<string, { ms: number; n: number; flop: number }>();
for (const k of info.kernels) {
  if (k.name !== 'BatchMatMul') continue;
  const key = `${JSON.stringify(k.inputShapes)}->${JSON.stringify(k.outputShapes)}`;
  const e = mm.get(key) ?? { ms: 0, n: 0, flop: 0 };
  const a = k.inputShapes[0] as number[];
  const o = k.outputShapes[0] as number[];
  const kdim = a.length && o.length ? (a.reduce((x, y) => x * y, 1) / (o.slice(0, -1).reduce((x, y) => x * y, 1))) : 0;
  e.ms += (await k.kernelTimeMs) as number; e.n++; e.flop += 2 * o.reduce((x, y) => x * y, 1) * kdim;
  mm.set(key, e);
}
for (const [key, e] of [...mm].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30)) console.log(e.ms.toFixed(1).padStart(7), String(e.n).padStart(4), (e.flop / e.ms / 1e6).toFixed(2).padStart(7), 'GF/s', key);
