/**
 * How a command's failure reaches the user: an AuditError prints its message (a usage error with
 * the command's `--help` hint) and exits with its code; anything else is a bug (exit 3, with the
 * stack). Shared by the yargs wiring (./parse.ts) and `audit score`'s fast path (./main.ts).
 */
import { isAuditError, UsageError } from '../core/errors.js';
import { systemError } from './system-errors.js';

/** Writes the failure to stderr and returns the exit code. `command`: the command's name, for the hint. */
export function reportError(err: unknown, command: string | undefined): number {
  const e = systemError(err) ?? err;
  if (isAuditError(e)) {
    process.stderr.write(`${e instanceof UsageError ? `audit: ${e.message}\n${helpHint(command)}` : e.message}\n`);
    return e.exitCode;
  }
  process.stderr.write(`audit: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  return 3;
}

function helpHint(command: string | undefined): string {
  return `Run 'audit ${command === undefined ? '' : `${command} `}--help' for usage.`;
}
