/**
 * Leaderboard READMEs (issue 25, fifth held-out set: a long-context evaluation README) print a rank after a
 * value (`95.7 **(1st)**`) and configuration columns of magnitudes before the results (`Claimed Length`:
 * `128K`, `>128k`). The rank is a note, not a second number (the value was written as null); the
 * magnitude columns are settings of each row, not values of the metric. Pure, on a video-QA leaderboard.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCell } from '../../src/extract/cells.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };
const nums = (values: DraftResultsTable['rows'][number]['values']) => values.map((v) => (v && typeof v === 'object' && 'n' in v ? Number(v.n) : v));

const md = [
  '# Video QA leaderboard',
  '',
  'Accuracy (%) of each model by video duration.',
  '',
  '| Model | Max Frames | Context Window | Short | Medium | Long | Overall |',
  '|---|---|---|---|---|---|---|',
  '| VidChat-L | 256 | 128K | 81.2 | 72.4 | 64.0 | 72.5 **(1st)** |',
  '| LongVU-7B | 1K | >32k | 79.0 | 69.9 | 60.1 | 69.7 **(2nd)** |',
  '| Clip-Talk | 64 | 8K | 70.3 | 58.2 | 49.5 | 59.3 **(3rd)** |',
  '',
].join('\n');

describe('extract: a rank after a value, magnitude columns before the results', () => {
  it('reads "72.5 (1st)" as 72.5', () => {
    expect(parseCell('72.5 **(1st)**').value).toBe(72.5);
    expect(parseCell('88.3 (#2)').value).toBe(88.3);
    expect(parseCell('1.2 (x)').value).toBe(1.2);
  });
  it('keeps the rank-marked values and the magnitude columns as settings', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'rank-')), 'README.md');
    writeFileSync(path, md);
    const ex = extractDraft(readInputs([path]), 'toy', names);
    const [t] = ex.draft.tables.filter((x): x is DraftResultsTable => x.kind === 'results');
    expect(t?.columns.map((c) => c.label)).toEqual(['Short', 'Medium', 'Long', 'Overall']);
    expect(nums(t?.rows[1]?.values ?? [])).toEqual([79.0, 69.9, 60.1, 69.7]);
    expect(t?.rows.map((r) => r.settings?.['context-window'])).toEqual(['128K', '>32k', '8K']);
    expect(ex.yaml).not.toContain('is not a number');
  });
});
