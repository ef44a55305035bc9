/**
 * The suite's file order (test/helpers/sequencer.ts): the slowest listed files first, longest first, then
 * every other file in vitest's own order, none lost or repeated.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { slowestFirst } from '../helpers/sequencer.js';
import { slowFiles } from '../helpers/slow-files.js';

describe('slowest files first', () => {
  it('puts listed files first, longest first, and keeps the order of the rest', () => {
    const files = ['a.test.ts', 'slow.test.ts', 'b.test.ts', 'slower.test.ts', 'c.test.ts'];
    const order = slowestFirst(files, (f) => f, { 'slow.test.ts': 30, 'slower.test.ts': 90, 'gone.test.ts': 500 });
    expect(order).toEqual(['slower.test.ts', 'slow.test.ts', 'a.test.ts', 'b.test.ts', 'c.test.ts']);
    expect(slowestFirst(files, (f) => f, {})).toEqual(files);
  });

  it('is what vitest.config.ts uses, with a list of test files measured in seconds', () => {
    expect(readFileSync(join(repoRoot, 'vitest.config.ts'), 'utf8')).toMatch(/sequencer: SlowestFirstSequencer/);
    const names = Object.keys(slowFiles);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/^test\/.+\.test\.ts$/);
    for (const s of Object.values(slowFiles)) expect(s).toBeGreaterThan(0);
  });
});
