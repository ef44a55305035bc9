import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../src/profiling/csv.js';
import { APP_FIELDS, GPU_FIELDS, parseAppLine, parseGpuLine } from '../../src/profiling/queries.js';
import type { AppReading, GpuReading } from '../../src/profiling/queries.js';
import { InstantGrouper, PeakTracker } from '../../src/profiling/peak.js';
import { descendants, parentOfStat } from '../../src/profiling/proc-tree.js';
import { repoRoot } from '../helpers/cli.js';

const fixture = (f: string) => readFileSync(join(repoRoot, 'test', 'fixtures', 'nvidia-smi', f), 'utf8');
const gpuRows = (f: string): GpuReading[] => fixture(f).split('\n').flatMap((l) => { const p = parseGpuLine(l); return p.kind === 'reading' ? [p.reading] : []; });
const appRows = (f: string, fields: readonly string[] = APP_FIELDS): AppReading[] => fixture(f).split('\n').flatMap((l) => { const p = parseAppLine(l, fields); return p.kind === 'reading' ? [p.reading] : []; });

describe('nvidia-smi --query-gpu CSV', () => {
  it('reads values with units (--format=csv)', () => {
    const [a, b] = gpuRows('query-gpu-units.csv');
    expect(a).toMatchObject({ index: 0, name: 'NVIDIA GeForce RTX 3090', usedMiB: 20195, totalMiB: 24576, utilization: 63, uuid: 'GPU-8f6c2b59-3f4a-2d1e-9b7c-0a1d2e3f4a5b' });
    expect(b).toMatchObject({ index: 1, usedMiB: 103 });
    expect(a?.atMs).toBe(new Date(2023, 10, 27, 15, 8, 8, 114).getTime());
  });

  it('reads bare numbers (--format=csv,nounits) with the header that keeps its units', () => {
    expect(gpuRows('query-gpu-nounits.csv').map((r) => [r.usedMiB, r.totalMiB, r.utilization])).toEqual([[1024, 81920, 78], [2048, 81920, 90]]);
  });

  it('leaves [N/A] and [Not Supported] fields undefined instead of guessing', () => {
    const [na] = gpuRows('query-gpu-na.csv');
    expect(na).toMatchObject({ name: 'NVIDIA GB10', utilization: 5 });
    expect(na?.usedMiB).toBeUndefined();
    expect(na?.totalMiB).toBeUndefined();
    const [ns] = gpuRows('query-gpu-not-supported.csv');
    expect(ns).toMatchObject({ usedMiB: 318, totalMiB: 2000 });
    expect(ns?.utilization).toBeUndefined();
  });

  it('recognises "No devices were found" and rejects a row of the wrong width', () => {
    expect(parseGpuLine(fixture('no-devices.txt').trim())).toEqual({ kind: 'no-devices' });
    expect(parseGpuLine('0, 1024')).toEqual({ kind: 'malformed', line: '0, 1024' });
  });

  it('keeps the peak of a -lms stream, not its mean', () => {
    const tracker = new PeakTracker();
    const rows = gpuRows('stream-lms.csv');
    rows.forEach((r, i) => tracker.addGpu(r, i * 0.1));
    const mean = rows.reduce((s, r) => s + (r.usedMiB ?? 0), 0) / rows.length;
    expect(tracker.peaks().gpus).toEqual([{ gpu: '0', name: 'NVIDIA GeForce RTX 3090', usedMiB: 23871, totalMiB: 24576, t: 0.30000000000000004 }]);
    expect(mean).toBeLessThan(12000);
  });
});

describe('nvidia-smi --query-compute-apps CSV', () => {
  const fields = ['pid', 'gpu_uuid', 'used_memory'];
  it('reads per-process rows, header `used_gpu_memory [MiB]` standing for used_memory', () => {
    const rows = appRows('compute-apps.csv', fields);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({ pid: 10042, gpuUuid: 'GPU-777aa4a9-8dac-a61b-5b5a-118d3e947546', usedMiB: 4435 });
    expect(parseCsv(fixture('compute-apps.csv'), fields).rows[3]).toEqual({ pid: '2119620', gpu_uuid: 'GPU-777aa4a9-8dac-a61b-5b5a-118d3e947546', used_memory: '1078 MiB' });
  });

  it('keeps a process whose memory is [N/A] without inventing a value', () => {
    expect(appRows('compute-apps-na.csv', fields)).toEqual([{ pid: 3187, gpuUuid: 'GPU-5c1d7f0a-8e2b-4c3d-9f10-2a3b4c5d6e7f' }]);
  });

  it('sums the memory of the run\'s process tree per instant (a pid on two GPUs counts twice)', () => {
    const tracker = new PeakTracker();
    tracker.addApps(appRows('compute-apps.csv', fields), 1, (pid) => pid === 2119620 || pid === 2119414);
    expect(tracker.peaks().tree).toEqual({ usedMiB: 906 + 338 + 1078, t: 1, pids: [2119414, 2119620] });
  });

  it('groups streamed rows into instants by timestamp', () => {
    const g = new InstantGrouper();
    const r = (atMs: number, pid: number): AppReading => ({ atMs, pid, gpuUuid: 'GPU-x', usedMiB: 1 });
    expect(g.push(r(1, 10))).toBeUndefined();
    expect(g.push(r(1, 11))).toBeUndefined();
    expect(g.push(r(2, 10))?.map((x) => x.pid)).toEqual([10, 11]);
    expect(g.flush()?.map((x) => x.pid)).toEqual([10]);
    expect(GPU_FIELDS).toContain('memory.used');
  });
});

describe('process tree', () => {
  it('finds every descendant of the run, grandchildren included', () => {
    expect([...descendants(100, [[101, 100], [102, 101], [200, 1], [103, 102]])].sort()).toEqual([100, 101, 102, 103]);
  });
  it('reads the parent pid from /proc/<pid>/stat even when the command name has spaces and parentheses', () => {
    expect(parentOfStat('4242 (python (train) x) S 4200 4242 4200 0 -1')).toBe(4200);
  });
});
