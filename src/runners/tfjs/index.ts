/**
 * `runner: tfjs` — trains SCORER or one of its ablations from the config and evaluates it:
 * backend chosen at the edge, data from the official layout or the synthetic generator, the
 * custom training loop, greedy decoding, scores per subset, and everything reported through
 * the context's ports (measurements, artifacts, environment).
 */
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import type { TfjsConfig } from '../../claims/configs/tfjs.js';
import { isAuditError } from '../../core/errors.js';
import { isMetricName, type MeasuredMetricName } from '../../core/metrics.js';
import type { RunContext, Runner } from '../../core/runner.js';
import { artifactOf, writeJsonArtifact } from '../artifacts.js';
import { recordProtocolEffect } from '../protocol.js';
import { requestedBackend, selectBackend } from './backend.js';
import { cocoReferences, cocoResults, predict, scoreSubsets } from './evaluate.js';
import { createModel } from './models/model.js';
import { productKernelsFor } from './models/products.js';
import { progressBar, progressLine, type ProgressState } from './progress.js';
import { effectiveConfig, loadDataset, officialSkip, trainingVocab } from './setup.js';
import { train, TrainingInterrupted } from './train.js';

function isMeasured(m: string): m is MeasuredMetricName {
  return isMetricName(m) || m === 'METEOR~';
}

function reporter(ctx: RunContext, id: string, logEvery: number, tty: boolean): (p: ProgressState) => void {
  let last = 0;
  return (p) => {
    const now = Date.now();
    if (tty && (now - last > 250 || p.iteration === p.iterations)) {
      last = now;
      ctx.log.progress(`${id} ${progressBar(p)}`);
    }
    if (!tty && (p.iteration % logEvery === 0 || p.iteration === p.iterations)) ctx.log.info(`${id}: ${progressLine(p)}`);
  };
}

async function execute(config: TfjsConfig, ctx: RunContext): Promise<void> {
  const started = performance.now();
  const backend = await selectBackend(requestedBackend(config.backend));
  const products = productKernelsFor(backend.tfBackend);
  ctx.ports.environment({
    tfjs: { backend: backend.backend, tfBackend: backend.tfBackend, products, attempts: backend.attempts, versions: backend.versions },
    node: process.version,
    seed: config.seed,
  });
  const data = loadDataset(config, ctx.dataRoots);
  const vocab = trainingVocab(data.train);
  const m = config.model;
  const dims = { grid: m.grid, featDim: m.featDim, maxLength: m.maxCaptionLength };
  const tensorsBefore = tf.memory().numTensors;
  const model = createModel(m, vocab.words.length, config.seed, products);
  try {
    const t = config.training;
    ctx.log.info(`${config.id}: ${m.variant} (${model.params.count().toLocaleString('en')} parameters) on ${data.name}, ${data.train.size} train / ${data.test.size} test triples, ${t.iterations} iterations of batch ${t.batchSize}, backend ${backend.backend}`);
    const resumeFrom = process.env['AUDIT_TFJS_RESUME'];
    const trained = await train(model, data.train, vocab, {
      iterations: t.iterations,
      batchSize: t.batchSize,
      lr: t.lr,
      seed: config.seed,
      dims,
      checkpointEvery: t.checkpointEvery,
      checkpointDir: path.join(ctx.outDir, 'checkpoints'),
      ...(resumeFrom ? { resumeFrom } : {}),
      onProgress: reporter(ctx, config.id, t.logEvery, process.stderr.isTTY === true),
      signal: ctx.signal,
    });
    if (trained.lastCheckpoint) {
      ctx.ports.artifact(await artifactOf('checkpoint', trained.lastCheckpoint.bin));
      ctx.ports.artifact(await artifactOf('checkpoint-manifest', trained.lastCheckpoint.manifest));
    }
    ctx.ports.artifact(await writeJsonArtifact('loss-curve', path.join(ctx.outDir, 'loss-curve.json'), trained.curve));
    const evalStart = performance.now();
    const p = await predict(model, data.test, vocab, dims, config.evaluation.batchSize, (done, total) => ctx.log.progress(`${config.id}: decoding ${done}/${total} test triples`), ctx.signal);
    ctx.ports.artifact(await writeJsonArtifact('predictions', path.join(ctx.outDir, 'predictions.json'), cocoResults(p.preds)));
    ctx.ports.artifact(await writeJsonArtifact('references', path.join(ctx.outDir, 'references.json'), cocoReferences(p.refs)));
    const bootstrap = ctx.smoke ? 0 : config.evaluation.bootstrap;
    for (const { subset, result } of scoreSubsets(p, config.evaluation.subsets, { bootstrap, seed: config.seed })) {
      for (const [metric, value] of Object.entries(result.corpus)) {
        if (value === undefined || !isMeasured(metric)) continue;
        const ci = result.intervals[metric];
        ctx.ports.measurement({ dataset: config.dataset, split: config.split, subset, metric, value, n: result.n, ...(ci ? { ciLow: ci[0], ciHigh: ci[1] } : {}) });
      }
    }
    recordProtocolEffect({ refs: p.refs, preds: p.preds }, config.evaluation.protocol, { samples: bootstrap, seed: config.seed }, ctx, config.id);
    const last = trained.curve[trained.curve.length - 1];
    ctx.ports.environment({
      model: { variant: m.variant, parity: m.parity, parameters: model.params.count(), trainableParameters: model.params.trainable().reduce((n, v) => n + v.size, 0), vocabulary: vocab.words.length },
      training: { iterations: t.iterations, resumedAt: trained.startIteration, batchSize: t.batchSize, seconds: trained.seconds, finalLoss: last },
      evaluation: { pairs: p.preds.size, seconds: (performance.now() - evalStart) / 1000, bootstrap },
      memory: { peakTensorBytesTraining: trained.peakBytes, peakTensorBytesDecoding: p.peakBytes },
      wallSeconds: (performance.now() - started) / 1000,
    });
  } finally {
    model.dispose();
    const leaked = tf.memory().numTensors - tensorsBefore;
    if (leaked > 0) ctx.ports.warning(`${leaked} TF.js tensors were not released by the run`);
  }
}

export const tfjsRunner: Runner<TfjsConfig> = {
  preflight(config, { dataRoots }) {
    if (config.skip !== undefined) return { reason: config.skip };
    return officialSkip(config, dataRoots);
  },
  async run(config, ctx) {
    const effective = effectiveConfig(config, ctx.smoke);
    try {
      await execute(effective, ctx);
      return { status: 'succeeded' };
    } catch (e) {
      if (isAuditError(e) && e.exitCode === 2) throw e;
      if (ctx.signal.aborted) {
        // the pipeline records the run `interrupted`; what was trained so far is kept
        if (e instanceof TrainingInterrupted && e.checkpoint) {
          ctx.ports.artifact(await artifactOf('checkpoint', e.checkpoint.bin));
          ctx.ports.artifact(await artifactOf('checkpoint-manifest', e.checkpoint.manifest));
          ctx.log.warn(`${config.id}: stopped after iteration ${e.iteration}; checkpoint kept in ${path.dirname(e.checkpoint.manifest)} (AUDIT_TFJS_RESUME=<that folder> continues from it)`);
        }
        throw e;
      }
      return { status: 'failed', reason: e instanceof Error ? e.message : String(e) };
    }
  },
};
