/**
 * A comparison table whose first printed row is check marks (the names row lost, as a PDF reader may do):
 * those marks are no result columns, so the table is not drafted as results under the metric of the text
 * around it. Checked on a robot-learning dataset README written here, a field no corpus document comes from.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, runCli } from '../helpers/cli.js';

describe('a header row of check marks', () => {
  it('makes an attribute table, not results under the lead-in metric', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-mark-header-'));
    writeFileSync(join(dir, 'README.md'), [
      '# GraspSet',
      '',
      '## Success rate of grasping policies',
      '',
      'We compare GraspSet with earlier robot datasets.',
      '',
      '| Real robot | ✓ | ✗ | ✓ |',
      '| --- | --- | --- | --- |',
      '| Number of episodes | 12000 | 300 | 5000 |',
      '| Number of tasks | 40 | 5 | 12 |',
      '',
      '| Method | Kitchen | Office |',
      '| --- | --- | --- |',
      '| GraspNet | 41.0 | 37.5 |',
      '',
    ].join('\n'));
    mkdirSync(join(dir, 'claims'));
    const r = runCli(['extract', 'README.md', '--id', 'paper', '--out', join('claims', 'paper.yaml'), '--claims', join(repoRoot, 'claims')], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const tables = (parse(readFileSync(join(dir, 'claims', 'paper.yaml'), 'utf8')) as { tables: { kind: string; columns: { metric?: string }[] }[] }).tables;
    expect(tables.map((t) => t.kind)).toEqual(['attributes', 'results']);
    expect(tables[1]!.columns.map((c) => c.metric)).toEqual(['success-rate', 'success-rate']);
  });
});
