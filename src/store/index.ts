/** The results store's entry point: open results.db and recover runs left by dead processes. */
import { accessSync, constants } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import type { RunRecord } from '../core/runs.js';
import { isProcessAlive } from './liveness.js';
import { ResultsStore } from './store.js';

export { ResultsStore } from './store.js';
export type { NewRun, NewSession } from './store.js';
export { SCHEMA_VERSION } from './migrations.js';
export type { OpenOptions } from './open.js';
import type { OpenOptions } from './open.js';

function mayWrite(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    accessSync(dirname(path) || '.', constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export { isProcessAlive, processStamp } from './liveness.js';

export interface OpenedStore {
  readonly store: ResultsStore;
  /** Runs of this host whose process died while they were `running`, now marked `interrupted`. */
  readonly recovered: readonly RunRecord[];
}

/**
 * Opens the store and marks runs of dead processes on this host `interrupted`. Read-only: nothing
 * is written, except the recovery itself when there is a dead run to mark and the file may be written.
 */
export function openStore(path: string, opts: OpenOptions = {}): OpenedStore {
  const store = ResultsStore.open(path, opts);
  if (opts.readonly) {
    // Marking the runs of killed processes `interrupted` is the one write a reading command makes,
    // only when there is such a run and the file and its folder may be written; otherwise nothing is.
    if (!store.hasDeadRuns(hostname(), isProcessAlive) || !mayWrite(path)) return { store, recovered: [] };
    store.close();
    return openStore(path);
  }
  try {
    const recovered = store.recoverDeadRuns(hostname(), isProcessAlive);
    return { store, recovered };
  } catch (e) {
    store.close();
    throw e;
  }
}
