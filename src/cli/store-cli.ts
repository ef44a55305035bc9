/** Opening the results store from the command line: stale runs of dead processes are reported. */
import type { Logger } from '../core/runner.js';
import { openStore } from '../store/index.js';
import type { ResultsStore } from '../store/index.js';

export function stderrLogger(quiet: boolean): Logger {
  const tty = process.stderr.isTTY === true;
  return {
    info: (m) => {
      if (!quiet) process.stderr.write(`${m}\n`);
    },
    warn: (m) => process.stderr.write(`warning: ${m}\n`),
    progress: (m) => {
      if (tty && !quiet) process.stderr.write(`${m}\n`);
    },
  };
}

/** `readonly`: for commands that only read (runs, report, regress): nothing is written, no migration. */
export function openStoreReporting(db: string, log: Logger, opts: { readonly?: boolean } = {}): ResultsStore {
  const { store, recovered } = openStore(db, opts);
  for (const r of recovered) log.warn(`run #${r.id} (${r.paper}/${r.configId}, pid ${r.pid}) was left running by a process that no longer exists: marked interrupted`);
  return store;
}
