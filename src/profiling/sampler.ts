/**
 * The GPU sampler of a run: two streaming nvidia-smi processes (`--query-gpu … -lms`, and
 * `--query-compute-apps … -lms`), parsed line by line, samples handed over in batches while the
 * run goes on, peaks kept per GPU and for the run's process tree.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { GpuSample } from '../core/runner.js';
import { gpuKey, InstantGrouper, PeakTracker } from './peak.js';
import type { Peaks } from './peak.js';
import { descendants, processPairs } from './proc-tree.js';
import { appQueryArgs, gpuQueryArgs, parseAppLine, parseGpuLine } from './queries.js';
import type { AppReading } from './queries.js';

export interface SamplerOptions {
  /** Sampling interval of nvidia-smi (`-lms`), default 100 ms. */
  readonly intervalMs?: number;
  /** Samples are handed over at most this often, default 1000 ms. */
  readonly batchMs?: number;
  /** The nvidia-smi executable (default: `nvidia-smi` on PATH). */
  readonly smi?: string;
  /** Root pid of the run's process tree, once known. */
  readonly rootPid?: () => number | undefined;
  readonly onSamples: (batch: readonly GpuSample[]) => void;
  /** How long stop() waits for nvidia-smi's first line when none came yet (default 3000 ms). */
  readonly firstReadingWaitMs?: number;
}

export interface SamplerReport {
  readonly peaks: Peaks;
  /** Why nothing was sampled, when nothing was. */
  readonly unavailable?: string;
  /** Lines nvidia-smi printed that were not readings. */
  readonly malformed: number;
}

export interface GpuSampler {
  stop(): Promise<SamplerReport>;
}

export function startGpuSampler(opts: SamplerOptions): GpuSampler {
  const interval = opts.intervalMs ?? 100;
  const start = Date.now();
  const tracker = new PeakTracker();
  const grouper = new InstantGrouper();
  const tree = new Set<number>();
  const gpuOfUuid = new Map<string, { key: string; totalMiB?: number }>();
  let buffer: GpuSample[] = [];
  let malformed = 0;
  let unavailable: string | undefined;
  const since = (atMs: number | undefined): number => Math.max(0, ((atMs ?? Date.now()) - start) / 1000);

  const refreshTree = (): void => {
    const root = opts.rootPid?.();
    if (root === undefined) return;
    for (const p of descendants(root, processPairs())) tree.add(p);
  };

  const instant = (readings: readonly AppReading[]): void => {
    refreshTree();
    const t = since(readings[0]?.atMs);
    tracker.addApps(readings, t, (pid) => tree.has(pid));
    for (const r of readings) {
      if (!tree.has(r.pid) || r.usedMiB === undefined) continue;
      const g = gpuOfUuid.get(r.gpuUuid);
      buffer.push({ t, gpu: g?.key ?? r.gpuUuid, usedMiB: r.usedMiB, totalMiB: g?.totalMiB ?? 0, pid: r.pid });
    }
  };

  let firstLine: () => void = () => undefined;
  const firstLineSeen = new Promise<void>((r) => (firstLine = r));
  const children: { child: ChildProcess; done: Promise<void> }[] = [];
  const launch = (args: string[], onLine: (line: string) => void): void => {
    const child = spawn(opts.smi ?? 'nvidia-smi', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', onLine);
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const done = new Promise<void>((resolve) => {
      child.on('error', (e: NodeJS.ErrnoException) => {
        unavailable ??= e.code === 'ENOENT' ? 'nvidia-smi is not installed (no NVIDIA driver on this machine)' : `nvidia-smi failed to start: ${e.message}`;
        resolve();
      });
      child.on('close', (code, signal) => {
        if (signal === null && code !== 0 && stderr.trim() !== '') unavailable ??= `nvidia-smi exited ${code}: ${stderr.trim().split('\n')[0]}`;
        resolve();
      });
    });
    children.push({ child, done: Promise.all([done, new Promise<void>((r) => lines.on('close', () => r()))]).then(() => undefined) });
  };

  launch(gpuQueryArgs(interval), (line) => {
    const p = parseGpuLine(line);
    if (p.kind === 'reading' || p.kind === 'no-devices') firstLine();
    if (p.kind === 'no-devices') unavailable ??= 'No devices were found (nvidia-smi sees no NVIDIA GPU)';
    if (p.kind === 'malformed') malformed++;
    if (p.kind !== 'reading') return;
    const r = p.reading;
    const t = since(r.atMs);
    tracker.addGpu(r, t);
    if (r.uuid !== undefined) gpuOfUuid.set(r.uuid, { key: gpuKey(r), ...(r.totalMiB === undefined ? {} : { totalMiB: r.totalMiB }) });
    if (r.usedMiB !== undefined) buffer.push({ t, gpu: gpuKey(r), usedMiB: r.usedMiB, totalMiB: r.totalMiB ?? 0, ...(r.utilization === undefined ? {} : { utilization: r.utilization }) });
  });
  launch(appQueryArgs(interval), (line) => {
    const p = parseAppLine(line);
    if (p.kind === 'malformed') malformed++;
    if (p.kind !== 'reading') return;
    const done = grouper.push(p.reading);
    if (done !== undefined) instant(done);
  });

  const flush = (): void => {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    opts.onSamples(batch);
  };
  const timer = setInterval(() => {
    refreshTree();
    flush();
  }, opts.batchMs ?? 1000);

  return {
    async stop(): Promise<SamplerReport> {
      clearInterval(timer);
      // A run shorter than nvidia-smi's start-up still gets its first reading (or its reason).
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([firstLineSeen, children[0]?.done, new Promise((r) => (wait = setTimeout(r, opts.firstReadingWaitMs ?? 3000)))]);
      clearTimeout(wait);
      for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.all(children.map((c) => c.done));
      const last = grouper.flush();
      if (last !== undefined) instant(last);
      flush();
      const peaks = tracker.peaks();
      return { peaks, malformed, ...(peaks.gpuSamples === 0 && unavailable !== undefined ? { unavailable } : {}) };
    },
  };
}
