/**
 * Parity with the released PyTorch SCORER (tuyunbin/SCORER @ 2525039): the fixture holds the
 * released code's weights, inputs and the outputs of one training step (scripts/scorer-parity-fixture.py).
 * In parity mode our model, given the same weights and inputs, must give every loss term, logit,
 * similarity matrix and gradient to 1e-4 (largest difference over the largest reference magnitude
 * of each tensor), on the cpu and the wasm backend; then one Adam step must give the same weights.
 */
import * as tf from '@tensorflow/tfjs';
import { afterAll, describe, expect, it } from 'vitest';
import { tfjsModel, type ModelVariant } from '../../src/claims/configs/tfjs.js';
import { selectBackend } from '../../src/runners/tfjs/backend.js';
import { leanVariableGrads } from '../../src/runners/tfjs/gradients.js';
import { createModel, type CaptionModel, type LossTerms, type TensorBatch } from '../../src/runners/tfjs/models/model.js';
import { createOptimizer, trainStep } from '../../src/runners/tfjs/train.js';
import { featuresToOurs, loadFixture, mapParameter, relativeDifference, toOurs, type Arr } from './scorer-parity.js';

const TOL = 1e-4;
const fx = loadFixture();
const d = fx.index.settings.dims;

function config(variant: ModelVariant, parity = true): ReturnType<typeof tfjsModel.parse> {
  return tfjsModel.parse({
    variant,
    featDim: d.channels,
    grid: d.grid,
    hidden: d.hidden,
    heads: d.heads,
    encoderLayers: d.layers,
    decoderLayers: d.layers,
    wordDim: d.word_dim,
    maxCaptionLength: d.seq_length,
    lambdaContrastive: fx.index.settings.lambda_sim,
    lambdaCbr: fx.index.settings.lambda_cycle,
    parity,
  });
}

/** Our model with the fixture's weights (every one of our parameters must be set exactly once). */
function loadedModel(variant: ModelVariant): CaptionModel {
  const model = createModel(config(variant), d.vocab, 0);
  try {
    loadWeights(model, variant);
  } catch (e) {
    model.dispose();
    throw e;
  }
  return model;
}

function loadWeights(model: CaptionModel, variant: ModelVariant): void {
  const set = new Set<string>();
  for (const name of fx.parameters)
    for (const m of mapParameter(name, d.grid)) {
      const v = model.params.get(m.ours);
      if (!v) {
        if (variant === 'scorer+cbr' || !m.ours.startsWith('cbr.')) throw new Error(`${name} → ${m.ours}: no such parameter of ours`);
        continue;
      }
      const a = toOurs(fx.get(`weight/${name}`), m.transform);
      expect(a.shape, m.ours).toEqual(v.shape);
      v.assign(tf.tensor(a.data, v.shape));
      set.add(m.ours);
    }
  expect(model.params.entries().map(([n]) => n).filter((n) => !set.has(n))).toEqual([]);
}

function batch(): TensorBatch {
  const feat = (n: string): tf.Tensor3D => {
    const a = featuresToOurs(fx.get(`input/${n}`));
    return tf.tensor3d(a.data, a.shape as [number, number, number]);
  };
  const seq = (n: string): tf.Tensor2D => {
    const a = fx.get(`input/${n}_seq`);
    return tf.tensor2d(Int32Array.from(a.data), a.shape as [number, number], 'int32');
  };
  return { before: feat('before'), change: feat('change'), distractor: feat('distractor'), changeSeq: seq('pos'), distractorSeq: seq('neg') };
}

type Diffs = Record<string, number>;

/**
 * Key biases that only shift a softmax's logits by a constant per query: their gradient is exactly
 * zero in exact arithmetic, and both implementations give float32 rounding noise, which cannot
 * agree. (The last encoder layer's key bias also enters the token-wise matching of `scorer`: not zero.)
 */
function zeroInExactArithmetic(name: string, variant: ModelVariant): boolean {
  if (/^dec\.\d+\.(self|cross)\.k\.b$/.test(name)) return true;
  const enc = name.match(/^enc\.(\d+)\.k\.b$/);
  return enc !== null && !(variant.startsWith('scorer') && Number(enc[1]) === d.layers - 1);
}

function maxAbs(x: ArrayLike<number>): number {
  let m = 0;
  for (let i = 0; i < x.length; i++) m = Math.max(m, Math.abs(x[i] as number));
  return m;
}

/** Noise bound of the zero gradients: 1e-6 of the step's largest gradient component. */
const NOISE = 1e-6;

interface StepResult {
  readonly losses: Record<string, number>;
  readonly tensors: Record<string, Float32Array>;
  readonly grads: Record<string, Float32Array>;
}

function step(model: CaptionModel, vars: tf.Variable[]): { result: StepResult; grads: Record<string, tf.Tensor> } {
  let terms: LossTerms | undefined;
  const kept: tf.Tensor[] = [];
  const keep = <T extends tf.Tensor>(t: T): T => {
    kept.push(tf.keep(t));
    return t;
  };
  const { value, grads } = leanVariableGrads(() => {
    terms = model.losses(batch());
    for (const t of [terms.caption, terms.contrastive, terms.cbr, terms.details.logits, ...(terms.details.similarities?.forward ?? []), ...(terms.details.similarities?.backward ?? []), ...(terms.details.cbrSimilarities ?? [])])
      if (t) keep(t);
    return terms.total;
  }, vars);
  const t = terms as LossTerms;
  const scalar = (x: tf.Tensor | undefined): number => (x ? ((x.dataSync()[0] as number) ?? NaN) : NaN);
  const rows = (x: tf.Tensor, from: number, n: number): Float32Array => x.slice(from, n).dataSync() as Float32Array;
  const b = d.batch;
  const tensors: Record<string, Float32Array> = { logits_pos: rows(t.details.logits, 0, b), logits_neg: rows(t.details.logits, b, b) };
  const sims = t.details.similarities;
  if (sims)
    Object.assign(tensors, {
      sim1_pos: sims.forward[0]?.dataSync(),
      sim1_neg: sims.forward[1]?.dataSync(),
      sim2_pos: sims.backward[0]?.dataSync(),
      sim2_neg: sims.backward[1]?.dataSync(),
    });
  if (t.details.cbrSimilarities) Object.assign(tensors, { cbr_sim_pos: t.details.cbrSimilarities[0]?.dataSync(), cbr_sim_neg: t.details.cbrSimilarities[1]?.dataSync() });
  const result: StepResult = {
    losses: { total: scalar(value), speaker: scalar(t.caption), sim: scalar(t.contrastive), cycle: scalar(t.cbr) },
    tensors,
    grads: Object.fromEntries(Object.entries(grads).map(([n, g]) => [n, g.dataSync() as Float32Array])),
  };
  value.dispose();
  tf.dispose(kept);
  return { result, grads };
}

/** Released gradients in our layout, by our name (unset: torch's .grad is None). */
function referenceGrads(prefix: string): Map<string, Arr> {
  const out = new Map<string, Arr>();
  for (const name of fx.parameters) {
    if (!fx.has(`${prefix}grad/${name}`)) continue;
    for (const m of mapParameter(name, d.grid)) out.set(m.ours, toOurs(fx.get(`${prefix}grad/${name}`), m.transform));
  }
  return out;
}

function compareStep(variant: ModelVariant, prefix: string): { diffs: Diffs; noise: Diffs; model: CaptionModel; grads: Record<string, tf.Tensor> } {
  const model = loadedModel(variant);
  const all = model.params.entries().map(([, v]) => v);
  const { result, grads } = step(model, all);
  const ref = fx.index.variants[variant]?.losses ?? {};
  const diffs: Diffs = {};
  const terms = fx.index.variants[variant]?.terms ?? [];
  diffs['loss total'] = relativeDifference([result.losses.total as number], [ref.total as number]);
  diffs['loss caption'] = relativeDifference([result.losses.speaker as number], [ref.speaker as number]);
  if (terms.includes('sim')) diffs['loss cross-view InfoNCE'] = relativeDifference([result.losses.sim as number], [ref.sim as number]);
  if (terms.includes('cycle')) diffs['loss CBR'] = relativeDifference([result.losses.cycle as number], [ref.cycle as number]);
  if (prefix === '') for (const [k, v] of Object.entries(result.tensors)) diffs[`out ${k}`] = relativeDifference(v, fx.get(`out/${k}`).data);
  const refGrads = referenceGrads(prefix);
  // Parameters the released loss does not reach (torch leaves .grad None) get no gradient here either.
  expect(Object.keys(result.grads).sort()).toEqual([...refGrads.keys()].sort());
  const scale = Math.max(...[...refGrads.values()].map((g) => maxAbs(g.data)));
  const noise: Diffs = {};
  for (const [n, g] of refGrads) {
    const ours = result.grads[n] as Float32Array;
    if (zeroInExactArithmetic(n, variant)) noise[`grad ${n}`] = Math.max(maxAbs(ours), maxAbs(g.data)) / scale;
    else diffs[`grad ${n}`] = relativeDifference(ours, g.data);
  }
  return { diffs, noise, model, grads };
}

function report(title: string, diffs: Diffs): void {
  const worst = Object.entries(diffs).sort((a, b) => b[1] - a[1]);
  console.log(`${title}: ${worst.length} tensors, largest relative difference ${worst[0]?.[1].toExponential(2)} (${worst[0]?.[0]})\n${worst.map(([k, v]) => `  ${k}: ${v.toExponential(2)}`).join('\n')}`);
}

describe.each(['cpu', 'wasm'] as const)('parity with the released SCORER on %s', (backend) => {
  afterAll(() => tf.disposeVariables());

  it('computes the released losses, logits, similarities and gradients of one step, then the same Adam step', async () => {
    await selectBackend(backend);
    const { diffs, noise, model, grads } = compareStep('scorer+cbr', '');
    report(`scorer+cbr on ${backend}`, diffs);
    report(`scorer+cbr on ${backend}, zero gradients (largest component over the step's largest)`, noise);
    for (const [k, v] of Object.entries(diffs)) expect(v, k).toBeLessThan(TOL);
    for (const [k, v] of Object.entries(noise)) expect(v, k).toBeLessThan(NOISE);

    // One Adam step over what the released optimiser updates (change detector + speaker).
    const trainable = new Set(model.params.trainable().map((v) => v.name));
    const lr = fx.index.settings.optimizer.lr;
    const opt = await createOptimizer(lr);
    opt.applyGradients(Object.fromEntries(Object.entries(grads).filter(([n]) => trainable.has(n))));
    model.clampTemperatures();
    tf.dispose(Object.values(grads));
    const updated: Diffs = {};
    for (const name of fx.parameters)
      for (const m of mapParameter(name, d.grid)) {
        const ref = toOurs(fx.get(name.startsWith('generator.') ? `weight/${name}` : `updated/${name}`), m.transform);
        const ours = model.params.get(m.ours)?.dataSync() as Float32Array;
        if (name.startsWith('generator.')) expect(Array.from(ours), `${m.ours} is not optimised`).toEqual(Array.from(ref.data));
        else if (zeroInExactArithmetic(m.ours, 'scorer+cbr')) {
          // Adam's first step moves each component by lr·g/(|g| + ε): for a rounding-noise g, by up
          // to lr in either direction, on both sides. Only that bound can be compared.
          const before = toOurs(fx.get(`weight/${name}`), m.transform).data;
          const moved = (w: Float32Array): number => maxAbs(w.map((x, i) => x - (before[i] as number)));
          expect(moved(ours), m.ours).toBeLessThanOrEqual(lr * 1.001);
          expect(moved(ref.data), m.ours).toBeLessThanOrEqual(lr * 1.001);
        } else updated[`updated ${m.ours}`] = relativeDifference(ours, ref.data);
      }
    report(`Adam step on ${backend}`, updated);
    for (const [k, v] of Object.entries(updated)) expect(v, k).toBeLessThan(TOL);
    opt.dispose();
    model.dispose();
  }, 60_000);

  it.each([
    ['rr+cbr', 'rr+cbr/'],
    ['rr', 'rr/'],
  ] as const)('computes the released gradients of the %s ablation', async (variant, prefix) => {
    await selectBackend(backend);
    const { diffs, noise, model, grads } = compareStep(variant, prefix);
    report(`${variant} on ${backend}`, diffs);
    for (const [k, v] of Object.entries(diffs)) expect(v, k).toBeLessThan(TOL);
    for (const [k, v] of Object.entries(noise)) expect(v, k).toBeLessThan(NOISE);
    tf.dispose(Object.values(grads));
    model.dispose();
  }, 60_000);
});

describe('parity mode', () => {
  it('has exactly the released parameter count at the official dimensions (9,422,687), the default one scalar fewer', async () => {
    await selectBackend('cpu');
    const count = (parity: boolean): Record<string, number> => {
      const model = createModel(tfjsModel.parse({ variant: 'scorer+cbr', parity }), 76, 0); // official vocabulary: 76 words
      try {
        const parts: Record<string, number> = { all: model.params.count(), trainable: model.params.trainable().reduce((n, v) => n + v.size, 0) };
        for (const [name, v] of model.params.entries()) parts[name.split('.')[0] as string] = (parts[name.split('.')[0] as string] ?? 0) + v.size;
        return parts;
      } finally {
        model.dispose();
      }
    };
    // released: ChangeDetector 2,635,778 + Speaker 4,425,564 + CBR 2,361,345; train.py optimises the first two
    expect(count(true)).toEqual({ all: 9_422_687, trainable: 2_635_778 + 4_425_564, enc: 2_635_778, dec: 4_425_564, cbr: 2_361_345 });
    expect(count(false)).toEqual({ all: 9_422_686, trainable: 9_422_686, enc: 2_635_777, dec: 4_425_564, cbr: 2_361_345 });
  }, 60_000);

  it('trains what the released train.py trains: CBR and the unused logit scale stay, the rest moves', async () => {
    await selectBackend('cpu');
    const model = loadedModel('scorer+cbr');
    const opt = await createOptimizer(fx.index.settings.optimizer.lr);
    const b = batch();
    try {
      const before = Object.fromEntries(model.params.entries().map(([n, v]) => [n, Array.from(v.dataSync())]));
      const loss = await trainStep(model, opt, b);
      expect(loss.total).toBeCloseTo(fx.index.variants['scorer+cbr']?.losses.total as number, 5);
      const moved = model.params
        .entries()
        .filter(([n, v]) => Array.from(v.dataSync()).some((x, i) => x !== before[n]?.[i]))
        .map(([n]) => n);
      const stayed = model.params.entries().map(([n]) => n).filter((n) => !moved.includes(n));
      expect(stayed.sort()).toEqual([...model.params.entries().map(([n]) => n).filter((n) => n.startsWith('cbr.')), 'enc.0.logit_scale'].sort());
      expect(model.params.get('enc.0.logit_scale')?.dataSync()[0]).toBe(before['enc.0.logit_scale']?.[0]);
    } finally {
      tf.dispose(Object.values(b));
      opt.dispose();
      model.dispose();
    }
  }, 60_000);
});
