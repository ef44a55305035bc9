/** Options shared by several commands. */
import type { Argv } from 'yargs';
import { defaultClaimsDir } from '../claims/load.js';
import { UsageError } from '../core/errors.js';
import type { ClaimArgs } from './claim-set.js';
import { loadClaimSet } from './claim-set.js';

export function withClaimsDir<T>(y: Argv<T>) {
  return y
    .option('claims', {
      type: 'string',
      describe: 'Folder of claim files, or one claim file (default: ./claims, else the package\'s own); the package\'s papers stay known beside it',
      default: undefined as string | undefined,
    })
    .option('claims-only', {
      type: 'boolean',
      default: false,
      describe: 'Know only the papers of --claims (not the package\'s own besides)',
    });
}

export function claimsDirOf(args: { claims?: string }): string {
  return args.claims ?? defaultClaimsDir();
}

export { withJson } from './json-option.js';

/** Paper ids of the claim files known (broken ones included); none when the folder cannot be read. */
function claimPaperIds(args: ClaimArgs): string[] {
  try {
    const set = loadClaimSet(args);
    return [...set.all.map((f) => f.data.paper.id), ...set.broken.map((b) => b.paper)];
  } catch {
    return [];
  }
}

/**
 * Refuses paper ids that neither the claim files nor the store know (exit 2), before anything is
 * opened for writing. `stored`: the papers with runs in the store (none when there is no store).
 */
export function checkPaperIds(ids: readonly string[], claims: ClaimArgs, stored: readonly string[]): void {
  if (!ids.length) return;
  const known = new Set([...claimPaperIds(claims), ...stored]);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new UsageError(`unknown paper${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `'${u}'`).join(', ')}; known papers: ${[...known].sort().join(', ') || 'none'}`);
}
