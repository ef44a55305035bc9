/**
 * A column that names each row's metric (an ASR paper's table: each system's WER row, then its CER
 * row, under a "Metric" head, the test sets as columns). Before, the text column made the grid an
 * attribute table and no value was drafted as a result. Each row's values now sit under its own
 * metric's columns, every printed row kept on its line.
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { spreadMetricColumn } from '../../src/extract/metric-column.js';
import type { RawTable } from '../../src/extract/types.js';
import { rawTable } from '../helpers/raw-table.js';

const names = { methods: [], datasets: [], subsets: [] };
const lines = [
  'Table 3: Recognition results of the streaming systems on AISHELL-2.',
  '',
  '| System | Metric | iOS | Android | Mic |',
  '| --- | --- | --- | --- | --- |',
  '| Conformer-T | WER | 6.21 | 6.87 | 6.95 |',
  '| Conformer-T | CER | 5.40 | 5.93 | 6.02 |',
  '| Zipformer-S | WER | 5.88 | 6.41 | 6.52 |',
  '| Zipformer-S | CER | 5.02 | 5.51 | 5.60 |',
];

describe('extract: a column naming each row\'s metric', () => {
  it('drafts each row under its own metric, per test set', () => {
    const text = lines.join('\n');
    const doc = { id: 'paper', file: 'paper.txt', kind: 'paper' as const, text, prose: text, pdf: false };
    const t = extractDraft([doc], 'asr', names).draft.tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['wer/ios', 'wer/android', 'wer/mic', 'cer/ios', 'cer/android', 'cer/mic']);
    const values = t.rows.map((r) => [r.label, ...r.values.map((v) => (v && 'n' in v ? v.n : v))]);
    expect(values).toEqual([
      ['Conformer-T', '6.21', '6.87', '6.95', null, null, null],
      ['Conformer-T', null, null, null, '5.40', '5.93', '6.02'],
      ['Zipformer-S', '5.88', '6.41', '6.52', null, null, null],
      ['Zipformer-S', null, null, null, '5.02', '5.51', '5.60'],
    ]);
    // the printed metric stays each row's setting, so a system's two rows keep two method ids
    expect(t.rows.map((r) => r.method)).toEqual(['conformer-t-wer', 'conformer-t-cer', 'zipformer-s-wer', 'zipformer-s-cer']);
  });

  it('leaves a text column that is no metric column as it is', () => {
    const t = rawTable([['System', 'Decoder', 'iOS']], [['A', 'greedy', '6.2'], ['B', 'beam', '5.9']]);
    expect(spreadMetricColumn(t).table).toBe(t);
    // one metric per row but each printed once: nothing to spread
    const once: RawTable = { ...t, header: [['System', 'Metric', 'iOS']], body: [['A', 'WER', '6.2'], ['B', 'CER', '5.9']] };
    expect(spreadMetricColumn(once).table).toBe(once);
  });
});

/**
 * A model zoo with a metric column and a column measuring something else on every row (a retrieval zoo: each
 * encoder's MRR row and its R@10 row, then "Training time (A100)"). Before, the training-time column was
 * spread under each row's metric like the dev/test columns, so its hours became MRR and R@10 values (and
 * "7.5h" no value at all).
 */
describe('extract: a column with its own metric beside a metric column', () => {
  const zoo = [
    '## Dense retrievers',
    '',
    '| Encoder | Metric | dev | test | Training time (A100) |',
    '| --- | --- | --- | --- | --- |',
    '| BM25 init | MRR | 33.1 | 32.4 | 7.5h |',
    '| BM25 init | R@10 | 61.2 | 60.3 | 7.5h |',
    '| Contriever init | MRR | 35.8 | 35.0 | 9.0h |',
    '| Contriever init | R@10 | 64.4 | 63.9 | 9.0h |',
  ].join('\n');

  it('keeps the column once, under its own metric, with hours read as numbers', () => {
    const doc = { id: 'readme', file: 'README.md', kind: 'readme' as const, text: zoo, prose: zoo, pdf: false };
    const t = extractDraft([doc], 'zoo', names).draft.tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => c.metric)).toEqual(['mrr', 'mrr', 'r@10', 'r@10', 'train-time']);
    expect(t.columns.slice(0, 4).map((c) => c.subset)).toEqual(['dev', 'test', 'dev', 'test']);
    const values = t.rows.map((r) => r.values.map((v) => (v && 'n' in v ? v.n : v)));
    expect(values).toEqual([
      ['33.1', '32.4', null, null, '7.5'],
      [null, null, '61.2', '60.3', '7.5'],
      ['35.8', '35.0', null, null, '9.0'],
      [null, null, '64.4', '63.9', '9.0'],
    ]);
    expect(t.review.join('\n')).toContain('"Training time (A100)" named its own metric, kept once for every row');
  });
});
