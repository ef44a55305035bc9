/**
 * Store benchmark: inserting 100,000 GPU samples (target < 0.5 s) and loading 1,000 runs with their
 * metrics (target < 0.2 s), on a real database file in a temporary folder.
 * Run: npx tsx bench/store.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GpuSample } from '../src/core/runner.js';
import { ResultsStore } from '../src/store/index.js';

const dir = mkdtempSync(join(tmpdir(), 'audit-bench-'));
const store = ResultsStore.open(join(dir, 'results.db'));
const METRICS = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR~', 'ROUGE_L', 'CIDEr'] as const;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

try {
  const sessionId = store.startSession({ paper: 'bench', claimFile: { path: 'claims/bench.yaml', sha256: '0'.repeat(64) }, command: 'bench', pid: process.pid, host: 'bench', environment: {} });
  const run = (i: number) => ({ sessionId, paper: 'bench', configId: `c${i}`, runner: 'predictions', pid: process.pid, host: 'bench', seed: i, smoke: false, config: { id: `c${i}` }, environment: { node: process.version } });

  const samples: GpuSample[] = Array.from({ length: 100_000 }, (_, i) => ({ t: i * 0.1, gpu: String(i % 8), usedMiB: 1000 + (i % 5000), totalMiB: 81920, utilization: i % 100, pid: 4242 }));
  const insertTimes: number[] = [];
  for (let rep = 0; rep < 5; rep++) {
    const id = store.startRun(run(rep));
    const t0 = performance.now();
    store.addGpuSamples(id, samples);
    insertTimes.push(performance.now() - t0);
    store.finishRun(id, { status: 'succeeded' });
  }

  for (let i = 0; i < 1000; i++) {
    const id = store.startRun(run(i));
    store.addMeasurements(
      id,
      METRICS.map((metric, k) => ({ dataset: 'spot-the-diff', split: 'val', subset: 'total', metric, value: 0.1 * k + i / 1e4, ciLow: 0.1 * k, ciHigh: 0.1 * k + 0.02, n: 1489 })),
    );
    store.finishRun(id, { status: 'succeeded' });
  }
  const loadTimes: number[] = [];
  let loaded = 0;
  let metrics = 0;
  for (let rep = 0; rep < 5; rep++) {
    const t0 = performance.now();
    const rows = store.runsWithMetrics({ paper: 'bench', limit: 1000 });
    loadTimes.push(performance.now() - t0);
    loaded = rows.length;
    metrics = rows.reduce((a, r) => a + r.measurements.length, 0);
  }
  const ins = median(insertTimes);
  const load = median(loadTimes);
  console.log(`insert 100,000 GPU samples: median ${ins.toFixed(1)} ms over 5 (target < 500 ms) ${ins < 500 ? 'OK' : 'SLOW'}`);
  console.log(`load ${loaded} runs with ${metrics} metrics: median ${load.toFixed(1)} ms over 5 (target < 200 ms) ${load < 200 ? 'OK' : 'SLOW'}`);
} finally {
  store.close();
  rmSync(dir, { recursive: true, force: true });
}
