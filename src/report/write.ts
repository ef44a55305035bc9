/** Writing reports: everything is rendered in memory first, then each file atomically. */
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../core/errors.js';
import { neutralizeControls } from '../core/terminal-text.js';

/**
 * `mkdir -p` without Node's `{ recursive: true }`, which never returns when the kernel answers
 * ENOENT for a folder whose parent exists (`--out /proc/nope` spun at 100% CPU in Node 20).
 * Missing parents are made first; an error names the folder that could not be made.
 */
export function makeDir(dir: string): void {
  const path = resolve(dir);
  if (existsSync(path)) {
    if (!statSync(path).isDirectory()) throw new Error(`${path} exists and is not a folder`);
    return;
  }
  const parent = dirname(path);
  if (parent !== path) makeDir(parent);
  try {
    mkdirSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST' && statSync(path).isDirectory()) return;
    throw e;
  }
}

/**
 * Writes `text` to `path` through a temporary file in the same folder and a rename. Reports are
 * read with `cat` too: control characters from claim text are neutralised (core/terminal-text.ts).
 */
export function writeAtomic(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(tmp, neutralizeControls(text), { encoding: 'utf8', flag: 'wx' });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Writes rendered files (name → content) into `dir`; nothing is written until all are rendered. */
export function writeAll(dir: string, files: ReadonlyMap<string, string>): string[] {
  try {
    makeDir(dir);
    return [...files].map(([name, text]) => {
      const p = join(dir, name);
      writeAtomic(p, text);
      return p;
    });
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new UsageError(`cannot write the reports into ${dir}: ${reason}`);
  }
}
