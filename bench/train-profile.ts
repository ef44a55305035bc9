/**
 * Where a training step's time goes: one SCORER+CBR step under tf.profile, kernel time per kernel
 * name, and every matrix product shape with its achieved GFLOP/s (the figures behind the plain
 * products of src/runners/tfjs/models/products.ts).
 *
 *   npx tsx bench/train-profile.ts [backend: wasm|cpu|node|node-gpu] [preset: official|small] [batch]
 *   (defaults: wasm official 8)
 *
 * Kernel times of the customGrad wrappers ("forward") include the kernels inside them.
 */
import * as tf from '@tensorflow/tfjs';
import type { TfjsBackendChoice } from '../src/claims/configs/tfjs.js';
import { selectBackend } from '../src/runners/tfjs/backend.js';
import { trainingStepFlops } from '../src/runners/tfjs/flops.js';
import { parsePreset, stepFixture } from './train-step.js';

const [backendArg, presetArg, batchArg] = process.argv.slice(2);
await selectBackend((backendArg ?? 'wasm') as TfjsBackendChoice);
const batch = Number(batchArg ?? 8);
const fixture = await stepFixture(parsePreset(presetArg ?? 'official'), 'scorer+cbr', batch);
await fixture.step(); // creates Adam's moment variables
const t0 = performance.now();
const info = await tf.profile(() => fixture.step());
const wall = performance.now() - t0;
const byName = new Map<string, { ms: number; n: number; bytes: number }>();
let sum = 0;
for (const k of info.kernels) {
  const ms = (await k.kernelTimeMs) as number;
  const e = byName.get(k.name) ?? { ms: 0, n: 0, bytes: 0 };
  e.ms += ms; e.n++; e.bytes += k.bytesAdded; sum += ms;
  byName.set(k.name, e);
}
const f = trainingStepFlops(fixture.config, batch, fixture.vocabSize);
fixture.dispose();
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
