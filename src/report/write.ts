/** Writing reports: everything is rendered in memory first, then each file atomically. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `text` to `path` through a temporary file in the same folder and a rename. */
export function writeAtomic(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(tmp, text, { encoding: 'utf8', flag: 'wx' });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Writes rendered files (name → content) into `dir`; nothing is written until all are rendered. */
export function writeAll(dir: string, files: ReadonlyMap<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  return [...files].map(([name, text]) => {
    const p = join(dir, name);
    writeAtomic(p, text);
    return p;
  });
}
