/**
 * Peaks of a run (pure): the maximum used memory per GPU, and the maximum summed memory of the
 * run's process tree at one sampling instant. Means hide the spike that decides whether a job fits.
 */
import type { AppReading, GpuReading } from './queries.js';

export interface GpuPeak {
  readonly gpu: string;
  readonly name?: string;
  readonly usedMiB: number;
  readonly totalMiB?: number;
  /** Seconds since the start of the run when the peak was sampled. */
  readonly t: number;
}

export interface TreePeak {
  readonly usedMiB: number;
  readonly t: number;
  readonly pids: readonly number[];
}

export interface Peaks {
  readonly gpus: readonly GpuPeak[];
  /** Undefined when no process of the run's tree ever showed up on a GPU. */
  readonly tree?: TreePeak;
  readonly gpuSamples: number;
  readonly appSamples: number;
}

/** How a reading is keyed: index when printed, else UUID. */
export const gpuKey = (r: Pick<GpuReading, 'index' | 'uuid'>): string => (r.index !== undefined ? String(r.index) : (r.uuid ?? '?'));

export class PeakTracker {
  private readonly gpus = new Map<string, GpuPeak>();
  private gpuSamples = 0;
  private appSamples = 0;
  private tree: TreePeak | undefined;

  addGpu(r: GpuReading, t: number): void {
    this.gpuSamples++;
    if (r.usedMiB === undefined) return;
    const key = gpuKey(r);
    const prev = this.gpus.get(key);
    if (prev === undefined || r.usedMiB > prev.usedMiB) {
      this.gpus.set(key, { gpu: key, usedMiB: r.usedMiB, t, ...(r.name === undefined ? {} : { name: r.name }), ...(r.totalMiB === undefined ? {} : { totalMiB: r.totalMiB }) });
    }
  }

  /** One sampling instant of per-process readings; `inTree` says which pids belong to the run. */
  addApps(readings: readonly AppReading[], t: number, inTree: (pid: number) => boolean): void {
    this.appSamples++;
    const mine = readings.filter((r) => inTree(r.pid) && r.usedMiB !== undefined);
    if (mine.length === 0) return;
    const used = mine.reduce((s, r) => s + (r.usedMiB ?? 0), 0);
    if (this.tree === undefined || used > this.tree.usedMiB) this.tree = { usedMiB: used, t, pids: [...new Set(mine.map((r) => r.pid))].sort((a, b) => a - b) };
  }

  peaks(): Peaks {
    return {
      gpus: [...this.gpus.values()].sort((a, b) => a.gpu.localeCompare(b.gpu)),
      ...(this.tree === undefined ? {} : { tree: this.tree }),
      gpuSamples: this.gpuSamples,
      appSamples: this.appSamples,
    };
  }
}

/**
 * Groups streamed per-process rows into sampling instants: rows of one instant share nvidia-smi's
 * timestamp. Returns the instants completed by `next` (a row with a new timestamp closes the last).
 */
export class InstantGrouper {
  private current: AppReading[] = [];
  private at: number | undefined;

  push(r: AppReading): AppReading[] | undefined {
    if (this.current.length > 0 && r.atMs !== this.at) {
      const done = this.current;
      this.current = [r];
      this.at = r.atMs;
      return done;
    }
    this.current.push(r);
    this.at = r.atMs;
    return undefined;
  }

  flush(): AppReading[] | undefined {
    const done = this.current;
    this.current = [];
    return done.length > 0 ? done : undefined;
  }
}
