/**
 * Ctrl-C handling for long commands: the first SIGINT/SIGTERM/SIGHUP aborts the signal (the run
 * in progress stops and is recorded `interrupted`); a second one exits at once (the next
 * invocation finds the run's dead process and marks it `interrupted`). SIGHUP: the terminal
 * closed, or the npm/npx process that started `audit` went away (bin/audit.js raises it then).
 */
import type { Logger } from '../core/runner.js';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export function interruptOnSignals(log: Logger): { signal: AbortSignal; dispose(): void } {
  const ac = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (ac.signal.aborted) {
      process.stderr.write(`audit: ${name} again, exiting now\n`);
      process.exit(130);
    }
    log.warn(`${name}: stopping; the run in progress is recorded as interrupted (press Ctrl-C again to exit at once)`);
    ac.abort(new Error(`interrupted by ${name}`));
  };
  for (const s of SIGNALS) process.on(s, onSignal);
  return {
    signal: ac.signal,
    dispose() {
      for (const s of SIGNALS) process.off(s, onSignal);
    },
  };
}
