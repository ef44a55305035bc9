/**
 * CPU overhead of the GPU sampler in the harness process: the sampler runs against the fixture
 * nvidia-smi (test/fixtures/nvidia-smi/bin) at several -lms intervals while the process idles,
 * and the harness's own CPU time (process.cpuUsage) is divided by wall time. nvidia-smi's own CPU
 * (a separate process, the stand-in here) is not included. Also: parser throughput.
 *
 *   npx tsx bench/profiling.ts [seconds per interval, default 5]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGpuLine } from '../src/profiling/queries.js';
import { startGpuSampler } from '../src/profiling/sampler.js';

const root = join(fileURLToPath(import.meta.url), '..', '..');
process.env.PATH = `${join(root, 'test', 'fixtures', 'nvidia-smi', 'bin')}:${process.env.PATH ?? ''}`;
process.env.FAKE_SMI_CURVE = '1200,1300,1400,9000,1300';
const seconds = Number(process.argv[2] ?? 5);

async function overhead(intervalMs: number): Promise<void> {
  let samples = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const s = startGpuSampler({ intervalMs, onSamples: (b) => (samples += b.length) });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const report = await s.stop();
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  console.log(`-lms ${String(intervalMs).padStart(4)}: ${samples} samples in ${wall.toFixed(1)} s, harness CPU ${cpuSec.toFixed(3)} s = ${((100 * cpuSec) / wall).toFixed(2)}% of one core, peak ${report.peaks.gpus[0]?.usedMiB ?? '-'} MiB`);
}

function parserThroughput(): void {
  const line = '2023/11/27 15:08:08.302, 0, GPU-8f6c2b59-3f4a-2d1e-9b7c-0a1d2e3f4a5b, NVIDIA GeForce RTX 3090, 20195, 24576, 98';
  const n = 200_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) parseGpuLine(line);
  const ms = performance.now() - t0;
  console.log(`parseGpuLine: ${((n / ms) * 1000).toFixed(0)} lines/s (${((ms * 1000) / n).toFixed(2)} µs per line)`);
}

parserThroughput();
for (const interval of [1000, 100, 20]) await overhead(interval);
