/** Where config inputs are looked for, in order: --data-root, $AUDIT_DATA_ROOT, ./data, ../shared/data. */
import { existsSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { packageRoot } from './environment.js';

export function dataRoots(opts: { flag?: readonly string[]; env?: string; cwd: string }): string[] {
  const roots = [
    ...(opts.flag ?? []).map((r) => resolve(opts.cwd, r)),
    ...(opts.env ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((r) => resolve(opts.cwd, r)),
  ];
  for (const r of [resolve(opts.cwd, 'data'), resolve(opts.cwd, '..', 'shared', 'data'), resolve(packageRoot, '..', 'shared', 'data')]) if (existsSync(r)) roots.push(r);
  return [...new Set(roots)];
}
