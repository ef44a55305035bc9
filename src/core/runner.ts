/**
 * The contract between runners, the pipeline and the store. Runners never touch the database:
 * they report through the ports of their context, and the pipeline persists.
 */
import type { Measurement } from './measurements.js';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  /** Progress lines: shown on a TTY only (stderr). */
  progress(msg: string): void;
}

/** One GPU memory/utilisation sample (nvidia-smi), in MiB. */
export interface GpuSample {
  /** Seconds since the start of the run. */
  readonly t: number;
  /** GPU index (or UUID when the index is unknown). */
  readonly gpu: string;
  readonly usedMiB: number;
  readonly totalMiB: number;
  /** Utilisation in % when known. */
  readonly utilization?: number;
  /** Process id for per-process samples; undefined for whole-device samples. */
  readonly pid?: number;
}

export interface Artifact {
  readonly kind: string; // 'predictions' | 'references' | 'stdout' | 'stderr' | 'checkpoint' | 'log' | ...
  readonly path: string;
  readonly sha256: string;
  readonly bytes: number;
}

/** What a runner reports while it runs. */
export interface RunPorts {
  measurement(m: Measurement): void;
  artifact(a: Artifact): void;
  gpuSamples(samples: readonly GpuSample[]): void;
  /** Extra environment facts (tfjs backend, why others were not used, peak tensor memory, …). */
  environment(facts: Record<string, unknown>): void;
  warning(message: string): void;
}

export interface RunContext {
  /** Data roots in order of preference; inputs resolve against the first that has them. */
  readonly dataRoots: readonly string[];
  /** A fresh directory for this run's outputs. */
  readonly outDir: string;
  readonly ports: RunPorts;
  readonly log: Logger;
  readonly signal: AbortSignal;
  /** `--smoke`: the smallest meaningful version of the run. */
  readonly smoke: boolean;
}

/** Why a config cannot run here; the run is recorded `skipped` with this. */
export interface SkipReason {
  readonly reason: string;
  /** What the user must provide (files and where to get them, a GPU, Java…). */
  readonly provide?: string;
}

export interface RunnerResult {
  readonly status: 'succeeded' | 'failed';
  readonly reason?: string;
}

export interface Runner<C> {
  /** Inputs missing → skip with a reason instead of failing. */
  preflight(config: C, ctx: Pick<RunContext, 'dataRoots'> & Partial<Pick<RunContext, 'smoke'>>): SkipReason | undefined | Promise<SkipReason | undefined>;
  run(config: C, ctx: RunContext): Promise<RunnerResult>;
}
