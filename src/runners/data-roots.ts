/**
 * Where a config's relative paths live: the first data root that holds them. A path found there
 * must stay inside that root: claim-file validation (src/claims/path-check.ts) already refuses
 * absolute paths and `..` escapes with a located error, this is the same check at the point of
 * reading (for configs that reach a runner another way, e.g. a Slurm job's stored config).
 * Symbolic links inside a root are followed: a data root is the user's folder, and linking a
 * checkout into it (`data/SCORER -> ~/src/SCORER`) is how inputs are provided (docs/security.md).
 * An absolute path (the command line's, or a program's own run folder) is taken as is.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

export type PathKind = 'file' | 'directory' | 'any';

const isKind = (p: string, kind: PathKind): boolean => existsSync(p) && (kind === 'any' || (kind === 'file' ? statSync(p).isFile() : statSync(p).isDirectory()));

const inside = (root: string, p: string): boolean => {
  const r = relative(root, p);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
};


/** `rel` under the first data root that has it as `kind`, inside that root (an absolute path is taken as is), or undefined. */
export function underDataRoots(rel: string, roots: readonly string[], kind: PathKind): string | undefined {
  if (isAbsolute(rel)) return isKind(rel, kind) ? rel : undefined;
  return roots.map((r) => [r, resolve(r, rel)] as const).find(([r, p]) => inside(r, p) && isKind(p, kind))?.[1];
}
