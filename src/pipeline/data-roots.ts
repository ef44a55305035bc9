/**
 * Where config inputs are looked for, in order: every --data-root, then $AUDIT_DATA_ROOT (a
 * path-list), then ./data and ../shared/data of the working directory when they exist.
 */
import { existsSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';

export function dataRoots(opts: { flag?: readonly string[]; env?: string; cwd: string }): string[] {
  const explicit = [...(opts.flag ?? []), ...(opts.env ?? '').split(delimiter).filter(Boolean)].map((r) => resolve(opts.cwd, r));
  const conventional = [resolve(opts.cwd, 'data'), resolve(opts.cwd, '..', 'shared', 'data')].filter((r) => existsSync(r));
  return [...new Set([...explicit, ...conventional])];
}
