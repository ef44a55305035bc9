/**
 * Failures of the machine rather than of audit (a full disk, a file system that turned read-only)
 * that reach the command line unhandled: a clear message and the documented exit code instead of
 * "internal error" with a stack. A write refused at the start is bad input (exit 2: the --db or
 * --out given cannot be used); space running out during a run is a failed run (exit 3).
 */
import { RunError, StoreError } from '../core/errors.js';
import type { AuditError } from '../core/errors.js';

const FULL = /^(SQLITE_FULL|ENOSPC|EDQUOT)/;
const READ_ONLY = /^(SQLITE_READONLY|SQLITE_CANTOPEN|EROFS|EACCES|EPERM)/;

export function systemError(e: unknown): AuditError | undefined {
  if (!(e instanceof Error)) return undefined;
  const code = String((e as { code?: unknown }).code ?? '');
  const where = (e as NodeJS.ErrnoException).path ? ` (${(e as NodeJS.ErrnoException).path})` : '';
  if (FULL.test(code)) return new RunError('disk-full', `audit: the disk is full${where}: ${e.message} [${code}]. Free some space and run again; a run left 'running' is marked interrupted by the next audit command.`);
  if (READ_ONLY.test(code)) return new StoreError('not-writable', `audit: cannot write${where}: ${e.message} [${code}]. Check the permissions and the file system, or choose another --db / --out.`);
  return undefined;
}
