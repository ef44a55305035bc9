import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startGpuSampler } from '../../src/profiling/sampler.js';
import { peakFacts } from '../../src/profiling/facts.js';
import type { GpuSample } from '../../src/core/runner.js';
import { repoRoot } from '../helpers/cli.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('streaming GPU sampler', () => {
  it('hands samples over in batches during the run and keeps a one-sample spike as the peak', async () => {
    process.env.PATH = `${join(repoRoot, 'test', 'fixtures', 'nvidia-smi', 'bin')}:${saved.PATH ?? ''}`;
    process.env.FAKE_SMI_CURVE = '700,700,700,700,15321,900,900,900,900,900,900,900,900,900,900';
    const batches: GpuSample[][] = [];
    const s = startGpuSampler({ intervalMs: 50, batchMs: 200, onSamples: (b) => batches.push([...b]) });
    // Wait for the whole curve in at least two batches (not a fixed time: the fake nvidia-smi is a
    // Node process whose start-up alone can take most of a second on a loaded machine).
    for (let waited = 0; waited < 20_000 && (batches.length < 2 || batches.flat().length < 15); waited += 100) await sleep(100);
    const report = await s.stop();
    const all = batches.flat();
    expect(batches.length).toBeGreaterThan(1);
    const mean = all.reduce((x, y) => x + y.usedMiB, 0) / all.length;
    expect(report.peaks.gpus).toEqual([expect.objectContaining({ gpu: '0', usedMiB: 15321, totalMiB: 24576, name: 'NVIDIA GeForce RTX 3090' })]);
    expect(mean).toBeLessThan(3000);
    expect(all.every((x) => x.totalMiB === 24576 && x.gpu === '0')).toBe(true);
    expect(peakFacts(report)).toMatchObject({ gpuPeakMiB: { '0': 15321 } });
  });

  it('reports clearly why nothing was sampled when nvidia-smi is absent', async () => {
    process.env.PATH = '/nonexistent';
    const s = startGpuSampler({ intervalMs: 100, onSamples: () => undefined });
    const report = await s.stop();
    expect(report.unavailable).toBe('nvidia-smi is not installed (no NVIDIA driver on this machine)');
    expect(peakFacts(report)).toEqual({ gpuProfile: 'none', gpuProfileReason: 'nvidia-smi is not installed (no NVIDIA driver on this machine)' });
  });

  it('reports "No devices were found" from nvidia-smi itself', async () => {
    process.env.PATH = `${join(repoRoot, 'test', 'fixtures', 'nvidia-smi', 'bin')}:${saved.PATH ?? ''}`;
    process.env.FAKE_SMI_MODE = 'none';
    const s = startGpuSampler({ intervalMs: 100, onSamples: () => undefined });
    await sleep(300);
    expect((await s.stop()).unavailable).toBe('No devices were found (nvidia-smi sees no NVIDIA GPU)');
  });
});
