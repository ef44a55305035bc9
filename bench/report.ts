/**
 * Rendering the reports of every paper under claims/ (target: < 2 s of work for the three papers).
 * Prints the time of each stage, then of the whole, best of N after one warm-up:
 *   npx tsx bench/report.ts [--rounds 5]
 * A second figure adds a results.db with runs and a GPU memory timeline per paper (3 runs per
 * paper, 2 000 nvidia-smi samples each) to show the cost of the charts that need samples.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChecks } from '../src/audits/index.js';
import { loadClaimsDir } from '../src/claims/load.js';
import type { GpuSample } from '../src/core/runner.js';
import { reportInputFromStore, writeReports } from '../src/report/index.js';
import { ResultsStore } from '../src/store/index.js';

const flag = process.argv.indexOf('--rounds');
const rounds = flag > 0 ? Number(process.argv[flag + 1]) : 5;
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a positive integer');
const claimsDir = join(import.meta.dirname, '..', 'claims');
const out = mkdtempSync(join(tmpdir(), 'bench-report-'));

function seedStore(path: string, papers: readonly string[]): ResultsStore {
  const store = ResultsStore.open(path);
  for (const paper of papers) {
    const session = store.startSession({ paper, claimFile: { path: `claims/${paper}.yaml`, sha256: '0'.repeat(64) }, command: 'bench', pid: 1, host: 'bench', environment: {} });
    for (let r = 0; r < 3; r++) {
      const id = store.startRun({ sessionId: session, paper, configId: 'bench', runner: 'predictions', pid: 1, host: 'bench', seed: r, smoke: false, config: {}, environment: { harness: { commit: 'bench' } } });
      const samples: GpuSample[] = Array.from({ length: 2000 }, (_, i) => ({ t: i * 0.5, gpu: '0', usedMiB: 20_000 + 4_000 * Math.sin(i / 50), totalMiB: 81_920 }));
      store.addGpuSamples(id, samples);
      store.finishRun(id, { status: 'succeeded' });
    }
  }
  return store;
}

async function once(store?: ResultsStore): Promise<{ load: number; input: number; render: number; total: number; papers: number }> {
  const t0 = performance.now();
  const claims = loadClaimsDir(claimsDir);
  const t1 = performance.now();
  const input = reportInputFromStore({ ...(store ? { store } : {}), claims, staticCheck: runChecks, now: Date.now(), tool: 'bench' });
  const t2 = performance.now();
  await writeReports(input, { outDir: out });
  const t3 = performance.now();
  return { load: t1 - t0, input: t2 - t1, render: t3 - t2, total: t3 - t0, papers: claims.length };
}

async function best(label: string, store?: ResultsStore): Promise<void> {
  await once(store); // warm-up: module loading, JIT
  const runs = [];
  for (let i = 0; i < rounds; i++) runs.push(await once(store));
  runs.sort((a, b) => a.total - b.total);
  const b = runs[0] as (typeof runs)[number];
  const median = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(
    `${label}: ${b.papers} papers + index — best ${ms(b.total)} (load claims ${ms(b.load)}, store + audits ${ms(b.input)}, render + write ${ms(b.render)}); median ${ms(median.total)}; ${rounds} rounds`,
  );
}

const coldStart = performance.now();
await once();
console.log(`first render in a fresh process (module loading included): ${(performance.now() - coldStart).toFixed(0)} ms`);
await best('claims only');
const papers = loadClaimsDir(claimsDir).map((f) => f.data.paper.id);
const store = seedStore(join(out, 'results.db'), papers);
await best('with results.db (3 runs × 2 000 GPU samples per paper)', store);
store.close();
rmSync(out, { recursive: true, force: true });
