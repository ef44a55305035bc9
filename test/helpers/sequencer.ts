/**
 * The order vitest starts test files in: the slowest first (slow-files.ts), then vitest's own order.
 * With 2 workers, a long file that starts last keeps one core busy while the other idles: vitest
 * orders by the durations in its cache (node_modules/.vite), which a fresh `npm ci` (CI) does not
 * have, and then by file size, so a short file that takes two minutes (a whole `audit run`, a
 * training run) started near the end. Starting the longest first packs the two workers evenly.
 * Files not in the list keep vitest's order (its cached durations, else size) after the listed ones.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { slowFiles } from './slow-files.js';

/** Listed files first, longest first; every other file after them, in `rest`'s order. */
export function slowestFirst<T>(files: readonly T[], name: (f: T) => string, seconds: Readonly<Record<string, number>>): T[] {
  const known = files.filter((f) => seconds[name(f)] !== undefined);
  known.sort((a, b) => seconds[name(b)]! - seconds[name(a)]!);
  return [...known, ...files.filter((f) => seconds[name(f)] === undefined)];
}

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    return slowestFirst(base, (f) => relative(root, f.moduleId).split('\\').join('/'), slowFiles);
  }
}
