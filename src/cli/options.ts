/** Options shared by several commands. */
import type { Argv } from 'yargs';
import { claimFilesIn, defaultClaimsDir, loadClaimFiles } from '../claims/load.js';
import { UsageError } from '../core/errors.js';

export function withClaimsDir<T>(y: Argv<T>) {
  return y.option('claims', {
    type: 'string',
    describe: 'Folder of claim files (default: ./claims, else the package\'s own)',
    default: undefined as string | undefined,
  });
}

export function claimsDirOf(args: { claims?: string }): string {
  return args.claims ?? defaultClaimsDir();
}

export { withJson } from './json-option.js';

/** Paper ids of the claim files in the claims folder; none when the folder cannot be read or validated. */
function claimPaperIds(dir: string): string[] {
  try {
    return loadClaimFiles(claimFilesIn(dir)).map((f) => f.data.paper.id);
  } catch {
    return [];
  }
}

/**
 * Refuses paper ids that neither the claim files nor the store know (exit 2), before anything is
 * opened for writing. `stored`: the papers with runs in the store (none when there is no store).
 */
export function checkPaperIds(ids: readonly string[], claimsDir: string, stored: readonly string[]): void {
  if (!ids.length) return;
  const known = new Set([...claimPaperIds(claimsDir), ...stored]);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new UsageError(`unknown paper${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `'${u}'`).join(', ')}; known papers: ${[...known].sort().join(', ') || 'none'}`);
}
