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

export function runDurationMs(run: RunRecord, now: number): number {
  return (run.status === 'running' ? now : run.endedAt) - run.startedAt;
}
