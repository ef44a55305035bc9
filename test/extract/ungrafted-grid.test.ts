/**
 * A table of numbers the reader finds but no draft table comes of (no row labelled in its first column) is named in
 * a review line at the top of the draft, and in the error when nothing else is drafted: never lost without a word.
 * Found by bench:extract-sweep (the commonest silent loss of its PDFs: a grid read, then dropped).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

const unlabelled = ['|  | Warm-up | Training | Evaluation |', '| --- | --- | --- | --- |', '|  | 0.5 h | 41.2 h | 2.75 h |', '|  | 0.4 h | 39.8 h | 2.60 h |'];

describe('extract: a grid of numbers with no row labels', () => {
  it('is named in a review line of the draft, beside the tables that were drafted', () => {
    const { yaml, dir } = extractMarkdown(['# Crop yield forecasting', '', '| Model | MAE |', '| --- | --- |', '| GBDT | 0.412 |', '| LSTM | 0.398 |', '', '## Wall-clock time', '', ...unlabelled, '']);
    expect(yaml).toMatch(/# review: readme: table 2 \(section "Wall-clock time"\) left out: a grid of 2 rows \(2 with numbers\) was read, but no row has a label in its first column/);
    expectValidates(dir);
  });

  it('is named in the error when nothing else could be drafted (exit 2, no stack)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ungrafted-'));
    writeFileSync(join(dir, 'NOTES.md'), ['# Wall-clock time', '', ...unlabelled, ''].join('\n'));
    const r = runCli(['extract', 'NOTES.md', '--id', 'notes'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('NOTES.md: no table and no number-bearing claim found (readme: table 1 (section "Wall-clock time") left out: a grid of 2 rows');
    expect(r.stderr).not.toContain('    at ');
  });
});
