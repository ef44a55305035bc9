/**
 * Per-category breakdowns whose methods are named only inside the column headers (issue 25, third
 * held-out set: a per-class anomaly-detection table), on a small machine-translation document (pure):
 * `Language | mBART Accuracy | mT5 Accuracy | …` is drafted with a row per method and the language in each
 * column's subset; a table whose header words are qualifiers, not methods, stays as printed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricColumnSubset } from '../../src/extract/column-subset.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };
const nums = (values: DraftResultsTable['rows'][number]['values']) => values.map((v) => (v && typeof v === 'object' && 'n' in v ? Number(v.n) : v));
const results = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'pivot-')), 'README.md');
  writeFileSync(path, text);
  const ex = extractDraft(readInputs([path]), 'toy', names);
  return { ex, tables: ex.draft.tables.filter((t): t is DraftResultsTable => t.kind === 'results') };
};

const overall = ['## Average over the test languages', '', '| Model | Accuracy | Latency (ms) |', '|---|---|---|', '| mBART | 31.4 | 120 |', '| mT5 | 29.8 | 95 |', ''];

describe('extract: per-category tables with the methods in the column headers', () => {
  it('drafts a row per method, the category in each column\'s subset, and keeps the rows (values across the category lines)', () => {
    const md = [
      ...overall,
      '## Per-language results',
      '',
      '| Language | mBART Accuracy | mT5 Accuracy | mBART Latency (ms) | mT5 Latency (ms) |',
      '|---|---|---|---|---|',
      '| German | 33.1 | 30.2 | 118 | 96 |',
      '| French | 36.7 | 35.9 | 121 | 94 |',
      '| Czech | 24.4 | 23.3 | 122 | 97 |',
      '',
    ].join('\n');
    const { ex, tables } = results(md);
    const t = tables[1];
    expect(t?.rows.map((r) => [r.label, nums(r.values)])).toEqual([
      ['mBART', [33.1, 118, 36.7, 121, 24.4, 122]],
      ['mT5', [30.2, 96, 35.9, 94, 23.3, 97]],
    ]);
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([
      ['accuracy', 'german'],
      ['latency', 'german'],
      ['accuracy', 'french'],
      ['latency', 'french'],
      ['accuracy', 'czech'],
      ['latency', 'czech'],
    ]);
    expect(ex.yaml).toMatch(/printed per category with the methods named in the column headers/);
    expect(ex.yaml).not.toMatch(/left out/);
  });

  it('leaves a per-category table as printed when the header words are not methods printed elsewhere', () => {
    const md = [
      ...overall,
      '## Per-class results',
      '',
      '| Class | Image Accuracy | Text Accuracy | Image Latency (ms) | Text Latency (ms) |',
      '|---|---|---|---|---|',
      '| cats | 33.1 | 30.2 | 118 | 96 |',
      '| dogs | 36.7 | 35.9 | 121 | 94 |',
      '',
    ].join('\n');
    const { ex, tables } = results(md);
    expect(tables[1]?.rows.map((r) => r.label)).toEqual(['cats', 'dogs']);
    expect(ex.yaml).not.toMatch(/printed per category/);
  });

  it('does not add a group the header already prints to the column subset ("German" over "German Test Accuracy")', () => {
    expect(metricColumnSubset('German Test Accuracy', { id: 'german', printed: 'German' })).toBe('german-test');
    expect(metricColumnSubset('Test Accuracy', { id: 'german', printed: 'German' })).toBe('test-german');
  });
});
