/** The results store's entry point: open results.db and recover runs left by dead processes. */
import { hostname } from 'node:os';
import type { RunRecord } from '../core/runs.js';
import { ResultsStore } from './store.js';

export { ResultsStore } from './store.js';
export type { NewRun, NewSession } from './store.js';
export { SCHEMA_VERSION } from './migrations.js';
export type { OpenOptions } from './open.js';
import type { OpenOptions } from './open.js';

/** Whether a process exists (EPERM: it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface OpenedStore {
  readonly store: ResultsStore;
  /** Runs of this host whose process died while they were `running`, now marked `interrupted`. */
  readonly recovered: readonly RunRecord[];
}

/**
 * Opens the store and marks runs of dead processes on this host `interrupted`. Read-only: nothing
 * is written (dead runs are left for the next command that writes).
 */
export function openStore(path: string, opts: OpenOptions = {}): OpenedStore {
  const store = ResultsStore.open(path, opts);
  if (opts.readonly) return { store, recovered: [] };
  try {
    const recovered = store.recoverDeadRuns(hostname(), isProcessAlive);
    return { store, recovered };
  } catch (e) {
    store.close();
    throw e;
  }
}
