/**
 * The training loop: Adam through `optimizer.minimize`, deterministic batches (the items and
 * captions of iteration i depend only on the seed and i, so a resumed run continues exactly),
 * checkpoints every `checkpointEvery` iterations, progress reported through a callback.
 */
import * as tf from '@tensorflow/tfjs';
import { disposeBatch, trainingBatch } from './data/batch.js';
import type { Split } from './data/types.js';
import type { Vocab } from './data/vocab.js';
import { restoreCheckpoint, saveCheckpoint, type SavedCheckpoint } from './checkpoint.js';
import { leanVariableGrads } from './gradients.js';
import type { CaptionModel } from './models/model.js';
import type { LossValues, ProgressState } from './progress.js';
import { createRng, mixSeed } from './rng.js';

export interface TrainOptions {
  readonly iterations: number;
  readonly batchSize: number;
  readonly lr: number;
  readonly seed: number;
  readonly dims: { readonly grid: number; readonly featDim: number; readonly maxLength: number };
  readonly checkpointEvery?: number;
  /** Where checkpoints go. */
  readonly checkpointDir?: string;
  /** A checkpoint directory to continue from (its latest checkpoint). */
  readonly resumeFrom?: string;
  readonly onProgress?: (p: ProgressState) => void;
  readonly signal?: AbortSignal;
}

export interface TrainResult {
  /** Loss terms of every iteration run here (1-based iteration numbers). */
  readonly curve: ReadonlyArray<LossValues & { readonly iteration: number }>;
  readonly startIteration: number;
  readonly lastCheckpoint: SavedCheckpoint | undefined;
  /** Largest tf.memory().numBytes seen, and tf.profile's peak of the first step. */
  readonly peakBytes: number;
  readonly seconds: number;
}

/** Items of iteration `it` (0-based): consecutive slices of per-epoch seeded permutations. */
export function batchItems(size: number, batchSize: number, seed: number, it: number): number[] {
  const items: number[] = [];
  for (let k = it * batchSize; k < (it + 1) * batchSize; k++) {
    const epoch = Math.floor(k / size);
    items.push(permutation(size, mixSeed(seed, 0x5eed, epoch))[k % size] ?? 0);
  }
  return items;
}

const permCache = new Map<string, number[]>();
function permutation(n: number, seed: number): number[] {
  const key = `${n}:${seed}`;
  const hit = permCache.get(key);
  if (hit) return hit;
  const rng = createRng(seed);
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [p[i], p[j]] = [p[j] as number, p[i] as number];
  }
  if (permCache.size > 8) permCache.clear();
  permCache.set(key, p);
  return p;
}

/** Why training stopped early: the signal was aborted. Carries the checkpoint written on the way out. */
export class TrainingInterrupted extends Error {
  constructor(
    readonly iteration: number,
    readonly checkpoint: SavedCheckpoint | undefined,
  ) {
    super(`training interrupted after iteration ${iteration}${checkpoint ? `; checkpoint ${checkpoint.manifest}` : ''}`);
    this.name = 'TrainingInterrupted';
  }
}

/**
 * Lets the event loop run (signal handlers, timers, stream writes). TF.js steps on the CPU
 * backends resolve their promises as microtasks, so without this a SIGINT/SIGTERM handler only
 * runs when training ends.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function createOptimizer(lr: number): Promise<tf.Optimizer> {
  return tf.train.adam(lr, 0.9, 0.999, 1e-8);
}

/** One optimiser step; returns the loss terms. Leaves no tensors behind. */
export async function trainStep(model: CaptionModel, optimizer: tf.Optimizer, batch: Parameters<CaptionModel['losses']>[0]): Promise<LossValues> {
  let kept: tf.Scalar[] = [];
  const vars = model.params.trainable();
  // optimizer.minimize, with a backward pass that releases memory as it goes (see gradients.ts).
  const { value: total, grads } = leanVariableGrads(() => {
    const l = model.losses(batch);
    kept = [l.caption, l.contrastive, l.cbr].filter((x): x is tf.Scalar => x !== undefined).map((x) => tf.keep(x));
    return l.total;
  }, vars);
  optimizer.applyGradients(grads);
  tf.dispose(grads);
  model.clampTemperatures();
  const [tot, cap, ...rest] = await Promise.all([total, ...kept].map(async (t) => (await t.data())[0] ?? NaN));
  total.dispose();
  for (const k of kept) k.dispose();
  const out: LossValues = { total: tot ?? NaN, caption: cap ?? NaN };
  if (model.variant === 'scorer' || model.variant === 'scorer+cbr') Object.assign(out, { contrastive: rest.shift() });
  if (model.variant === 'rr+cbr' || model.variant === 'scorer+cbr') Object.assign(out, { cbr: rest.shift() });
  return out;
}

export async function train(model: CaptionModel, split: Split, vocab: Vocab, opts: TrainOptions): Promise<TrainResult> {
  const optimizer = await createOptimizer(opts.lr);
  const started = performance.now();
  try {
    const start = opts.resumeFrom ? await restoreCheckpoint(opts.resumeFrom, model.params, optimizer) : 0;
    const curve: Array<LossValues & { iteration: number }> = [];
    let peak = tf.memory().numBytes;
    let lastCheckpoint: SavedCheckpoint | undefined;
    let lastCheckpointAt = start;
    const loopStart = performance.now();
    for (let it = start; it < opts.iterations; it++) {
      await yieldToEventLoop();
      if (opts.signal?.aborted) {
        // keep what was trained: a checkpoint at this iteration unless the last one is it
        const saved = opts.checkpointDir && it > start && lastCheckpointAt !== it ? await saveCheckpoint(opts.checkpointDir, it, model.params, optimizer) : lastCheckpoint;
        throw new TrainingInterrupted(it, saved);
      }
      const rng = createRng(mixSeed(opts.seed, 0xca9, it));
      const batch = trainingBatch(split, batchItems(split.size, opts.batchSize, opts.seed, it), vocab, opts.dims, rng);
      let loss: LossValues;
      try {
        if (it === start) {
          let step: LossValues | undefined;
          const info = await tf.profile(async () => {
            step = await trainStep(model, optimizer, batch);
          });
          peak = Math.max(peak, info.peakBytes);
          loss = step as LossValues;
        } else {
          peak = Math.max(peak, tf.memory().numBytes);
          loss = await trainStep(model, optimizer, batch);
        }
      } finally {
        disposeBatch(batch);
      }
      curve.push({ iteration: it + 1, ...loss });
      if (!Number.isFinite(loss.total)) throw new Error(`loss is ${loss.total} at iteration ${it + 1}`);
      const done = it + 1;
      if (opts.checkpointDir && opts.checkpointEvery && (done % opts.checkpointEvery === 0 || done === opts.iterations))
      {
        lastCheckpoint = await saveCheckpoint(opts.checkpointDir, done, model.params, optimizer);
        lastCheckpointAt = done;
      }
      opts.onProgress?.({ iteration: done, iterations: opts.iterations, loss, rate: (done - start) / ((performance.now() - loopStart) / 1000) });
    }
    return { curve, startIteration: start, lastCheckpoint, peakBytes: peak, seconds: (performance.now() - started) / 1000 };
  } finally {
    optimizer.dispose();
  }
}
