/**
 * A run as the store records it. The status decides which fields exist: a running run has no end,
 * a skipped one says why and what to provide, a failed or interrupted one says why.
 */
import type { Measurement, RunStatus } from './measurements.js';

/** What every run row has, whatever its status. */
export interface RunBase {
  readonly id: number;
  readonly sessionId: number;
  readonly paper: string;
  readonly configId: string;
  readonly runner: string;
  readonly pid: number;
  readonly host: string;
  /** Epoch milliseconds. */
  readonly startedAt: number;
  readonly seed: number;
  readonly smoke: boolean;
  readonly config: unknown;
  readonly environment: Record<string, unknown>;
  /** The Slurm job that executes the run (`audit run --executor slurm`): id, node, last known state. */
  readonly job?: SlurmJobRef;
}

export interface SlurmJobRef {
  readonly id: string;
  readonly node?: string;
  readonly state?: string;
  /** When the job began executing the run (epoch ms); before it, the run waited in Slurm's queue. */
  readonly startedAt?: number;
}

export type RunRecord =
  | (RunBase & { readonly status: 'running' })
  | (RunBase & { readonly status: 'succeeded'; readonly endedAt: number })
  | (RunBase & { readonly status: 'failed' | 'interrupted'; readonly endedAt: number; readonly reason: string })
  | (RunBase & { readonly status: 'skipped'; readonly endedAt: number; readonly reason: string; readonly provide?: string });

/** How a run ended (everything but `running`). */
export type RunOutcome =
  | { readonly status: 'succeeded' }
  | { readonly status: 'failed' | 'interrupted'; readonly reason: string }
  | { readonly status: 'skipped'; readonly reason: string; readonly provide?: string };

export type EndedStatus = Exclude<RunStatus, 'running'>;

/** A run with the measurements it stored. */
export interface RunWithMetrics {
  readonly run: RunRecord;
  readonly measurements: readonly Measurement[];
}

/**
 * How long a run executed, and for a Slurm run how long its job waited in the queue before that.
 * A Slurm job that never started (cancelled while queued) has queue time and no run time.
 */
export function runTimes(run: RunRecord, now: number): { readonly runMs?: number; readonly queuedMs?: number } {
  const end = run.status === 'running' ? now : run.endedAt;
  if (!run.job) return { runMs: end - run.startedAt };
  const began = run.job.startedAt;
  if (began === undefined) return { queuedMs: end - run.startedAt };
  return { queuedMs: Math.max(0, began - run.startedAt), runMs: Math.max(0, end - began) };
}

/** The run's execution time (a Slurm job's queue time is not counted; 0 for a job that never started). */
export function runDurationMs(run: RunRecord, now: number): number {
  return runTimes(run, now).runMs ?? 0;
}
