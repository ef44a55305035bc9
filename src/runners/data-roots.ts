/** Where a config's relative paths live: the first data root that holds them. */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

export type PathKind = 'file' | 'directory' | 'any';

const isKind = (p: string, kind: PathKind): boolean => existsSync(p) && (kind === 'any' || (kind === 'file' ? statSync(p).isFile() : statSync(p).isDirectory()));

/** `rel` under the first data root that has it as `kind` (an absolute path is taken as is), or undefined. */
export function underDataRoots(rel: string, roots: readonly string[], kind: PathKind): string | undefined {
  if (isAbsolute(rel)) return isKind(rel, kind) ? rel : undefined;
  return roots.map((r) => resolve(r, rel)).find((p) => isKind(p, kind));
}
