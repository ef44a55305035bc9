/**
 * A comparison of datasets by their sizes (issue 25, fifth held-out set: a summarization dataset paper's
 * `Dataset | # pairs | # words (doc) | … | vocab size`). The corner "Dataset" made it read transposed, the
 * datasets as methods, and a word of the section text gave every column a metric. Headers that count
 * the data are statistics, never methods nor a metric's columns (here a later WER table on the same
 * corpora would lend them its metric): an attribute table. Pure, on a speech corpus table.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import { isStatisticsTable } from '../../src/extract/statistics-table.js';
import { transposeIfMethodsAreColumns } from '../../src/extract/transpose.js';
import { rawTable } from '../helpers/raw-table.js';

const names = { methods: [], datasets: [], subsets: [] };

const md = [
  '## 3.1 Corpus statistics',
  '',
  'Decoding takes 0.2 seconds per utterance on average.',
  '',
  'Table 1: Comparison of our corpus with other speech corpora.',
  '',
  '| Dataset | # hours | # speakers | # utterances | vocab size |',
  '|---|---|---|---|---|',
  '| OurSpeech | 1,210 | 3,402 | 802,115 | 91,340 |',
  '| LibriSpeech | 960 | 2,338 | 281,241 | 89,114 |',
  '| TED-LIUM 3 | 452 | 2,028 | 268,263 | 43,127 |',
  '',
  '## 4 Results',
  '',
  'Table 2: Word error rate (WER, %) on the LibriSpeech dataset.',
  '',
  '| Model | test-clean | test-other |',
  '|---|---|---|',
  '| Conformer-S | 4.1 | 7.9 |',
  '| Conformer-L | 3.2 | 6.4 |',
  '',
].join('\n');

describe('extract: a table of dataset statistics', () => {
  it('drafts it as attributes with the datasets as rows, not transposed, with no metric', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'stats-')), 'README.md');
    writeFileSync(path, md);
    const ex = extractDraft(readInputs([path]), 'toy', names);
    const t = ex.draft.tables.find((x) => x.source.table === 1);
    expect(t?.kind).toBe('attributes');
    if (t?.kind !== 'attributes') return;
    expect(t.rows.map((r) => r.label)).toEqual(['OurSpeech', 'LibriSpeech', 'TED-LIUM 3']);
    expect(t.columns.map((c) => c.label)).toEqual(['# hours', '# speakers', '# utterances', 'vocab size']);
  });

  it('never reads count headers as methods printed as columns, and calls the grid statistics', () => {
    const grid = rawTable(
      [['Dataset', '# hours', '# speakers', '# utterances', 'vocab size']],
      [['OurSpeech', '1,210', '3,402', '802,115', '91,340'], ['LibriSpeech', '960', '2,338', '281,241', '89,114']],
      { doc: 'readme', line: 1, numberFrom: 'order' },
    );
    expect(transposeIfMethodsAreColumns(grid).transposed).toBe(false);
    expect(isStatisticsTable(grid)).toBe(true);
    expect(isStatisticsTable({ ...grid, header: [['Model', 'test-clean', 'test-other']] })).toBe(false);
  });
});
