/**
 * Training-step benchmark of the TF.js runner: step time at batch 8, 32 and 128 on the backend
 * in use, analytic FLOPs per step, achieved FLOP/s against the same backend's matmul rate
 * measured in this process, and peak tensor memory per batch size.
 *
 *   npx tsx bench/train.ts [--backend auto|node-gpu|node|wasm|cpu] [--preset official|small]
 *                          [--variant scorer+cbr] [--batches 8,32,128] [--seconds 10] [--json]
 *
 * Each batch size runs in its own process, so that one that exhausts the backend's memory (the
 * wasm heap is 4 GiB at most) is reported as not run instead of ending the benchmark.
 */
import * as tf from '@tensorflow/tfjs';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { MODEL_VARIANTS, type ModelVariant, type TfjsBackendChoice } from '../src/claims/configs/tfjs.js';
import { selectBackend } from '../src/runners/tfjs/backend.js';
import { trainingStepFlops } from '../src/runners/tfjs/flops.js';
import { parsePreset, stepFixture } from './train-step.js';

const { values } = parseArgs({
  options: {
    backend: { type: 'string', default: 'auto' },
    preset: { type: 'string', default: 'official' },
    variant: { type: 'string', default: 'scorer+cbr' },
    batches: { type: 'string', default: '8,32,128' },
    seconds: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    child: { type: 'boolean', default: false },
  },
});

interface Row {
  batch: number;
  stepSeconds: number;
  stepFlops: number;
  achieved: number;
  matmulRate: number;
  fraction: number;
  peakBytes: number;
}

async function matmulRate(m: number, k: number, n: number, seconds: number): Promise<number> {
  const a = tf.randomNormal([m, k], 0, 1, 'float32', 1);
  const b = tf.randomNormal([k, n], 0, 1, 'float32', 2);
  const run = async (): Promise<void> => {
    const c = tf.matMul(a, b);
    await c.data();
    c.dispose();
  };
  await run();
  const start = performance.now();
  let reps = 0;
  while (performance.now() - start < seconds * 1000 || reps < 3) {
    await run();
    reps++;
  }
  a.dispose();
  b.dispose();
  return (2 * m * k * n * reps) / ((performance.now() - start) / 1000);
}

const preset = parsePreset(values.preset ?? 'official');
const variant = values.variant as ModelVariant;
if (!MODEL_VARIANTS.includes(variant)) throw new Error(`unknown variant '${values.variant}': expected one of ${MODEL_VARIANTS.join(', ')}`);

/** Measures one batch size in this process. */
async function measure(batch: number): Promise<Row> {
  const seconds = Number(values.seconds);
  const fixture = await stepFixture(preset, variant, batch);
  const model = fixture.config;
  const info = await tf.profile(() => fixture.step());
  const start = performance.now();
  let steps = 0;
  while (performance.now() - start < seconds * 1000 || steps < 2) {
    await fixture.step();
    steps++;
  }
  const stepSeconds = (performance.now() - start) / 1000 / steps;
  fixture.dispose();
  const flops = trainingStepFlops(model, batch, fixture.vocabSize);
  // The matmul rate of the step's most common product shape: [B·L, H] × [H, H].
  const rate = await matmulRate(batch * model.grid * model.grid, model.hidden, model.hidden, Math.min(seconds, 5));
  return { batch, stepSeconds, stepFlops: flops.step, achieved: flops.step / stepSeconds, matmulRate: rate, fraction: flops.step / stepSeconds / rate, peakBytes: info.peakBytes };
}

/** Why a child process gave no result: the wasm heap's exhaustion shows as an abort or as a failed read of a tensor's heap view. */
function failureReason(stderr: string, status: number | null): string {
  if (/Aborted\(|out of memory|Cannot read properties of undefined|memory access out of bounds/.test(stderr))
    return 'tensor memory exhausted (the wasm heap holds 4 GiB at most)';
  const line = /(RangeError|Error)[^\n]*/.exec(stderr)?.[0];
  return line ?? `exit ${status}`;
}

const batches = (values.batches ?? '').split(',').map(Number);
if (values.child) {
  // One batch size per process: a wasm heap exhausted by a large batch aborts the whole process.
  const backend = await selectBackend(values.backend as TfjsBackendChoice);
  const row = await measure(batches[0] ?? 8);
  console.log(JSON.stringify({ backend, row }));
} else {
  const rows: Row[] = [];
  const failed: string[] = [];
  let backendLine = '';
  for (const batch of batches) {
    const args = [...process.execArgv, process.argv[1] ?? '', '--child', '--backend', values.backend ?? 'auto', '--preset', preset, '--variant', variant, '--batches', String(batch), '--seconds', values.seconds ?? '10'];
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
    const last = r.stdout.trim().split('\n').pop() ?? '';
    try {
      const out = JSON.parse(last) as { backend: { backend: string; attempts: Array<{ backend: string; ok: boolean; reason?: string }> }; row: Row };
      rows.push(out.row);
      backendLine = `backend ${out.backend.backend} (${out.backend.attempts.map((a) => `${a.backend}: ${a.ok ? 'used' : a.reason}`).join('; ')})`;
    } catch {
      failed.push(`batch ${batch}: ${failureReason(r.stderr, r.status)}`);
    }
  }
  if (values.json) console.log(JSON.stringify({ preset, variant, rows, failed }, null, 1));
  else {
    console.log(`${backendLine}, preset ${preset}, variant ${variant}`);
    console.log('matmul rate: [B·L, H] × [H, H] in the same process; GFLOP/step: analytic, equal to the products a step runs');
    console.log('batch | step s | GFLOP/step | achieved GFLOP/s | matmul GFLOP/s | fraction | peak tensor MiB');
    for (const r of rows)
      console.log([r.batch, r.stepSeconds.toFixed(3), (r.stepFlops / 1e9).toFixed(3), (r.achieved / 1e9).toFixed(2), (r.matmulRate / 1e9).toFixed(2), `${(r.fraction * 100).toFixed(1)}%`, (r.peakBytes / 2 ** 20).toFixed(1)].join(' | '));
    for (const f of failed) console.log(`did not run: ${f}`);
  }
}
