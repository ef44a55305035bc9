/**
 * Columns beside the row label that are not results (LongCat-Audio-Codec's Tables 5 and 7): numeric
 * setting columns printed before the metric columns ("Frame Rate (Hz)", "Bitrate (kbps)" before
 * "WER↓ … SECS↑") are each row's settings, not values under a metric of the text; and a label printed
 * in two cells under one "Model" header ("(stage1)" | "2 codebooks-16k decoder") is one row label.
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { splitLabelColumns } from '../../src/extract/label-columns.js';
import { rawTable } from '../helpers/raw-table.js';

const raw = (header: string[][], body: string[][]) => rawTable(header, body, { caption: 'Table 1: Codec comparison.' });
const names = { methods: [], datasets: [], subsets: [] };

describe('extract: setting columns and two-cell labels beside the row label', () => {
  it('keeps numeric columns before the first performance metric as settings', () => {
    const t = raw(
      [['Model', 'Frame Rate', 'Bitrate', 'WER↓', 'PESQ↑'], ['(version)', '(Hz)', '(kbps)', '', '']],
      [
        ['Mimi', '12.5', '1.10', '2.44', '2.27'],
        ['LLM-Codec', '8.33+16.67+33.33', '0.85', '6.25', '1.82'],
      ],
    );
    const s = splitLabelColumns(t);
    expect(s.settings.map((x) => x.label)).toEqual(['Frame Rate (Hz)', 'Bitrate (kbps)']);
    expect(s.table.body).toEqual([
      ['Mimi', '2.44', '2.27'],
      ['LLM-Codec', '6.25', '1.82'],
    ]);
    expect(s.rowSettings[1]).toEqual({ 'frame-rate-hz': '8.33+16.67+33.33', 'bitrate-kbps': '0.85' });
  });

  it('keeps a column whose header names a cost quantity as values ("# Total Params" before "Pile (Loss)")', () => {
    const t = raw([['Metric', '# Total Params', 'FLOPs per 2K Tokens', 'Pile (Loss)']], [['Dense', '0.2B', '2.9T', '2.060'], ['GShard', '2.0B', '4.3T', '1.867']]);
    expect(splitLabelColumns(t).settings).toEqual([]);
  });

  it('leaves columns before a metric as results when a performance metric is named outside the table', () => {
    const t = { ...raw([['Model', 'En-De', 'En-Fr', 'chrF']], [['A', '27.1', '38.5', '55.3'], ['B', '28.4', '41.0', '57.7']]), caption: 'Table 1: BLEU on WMT14.' };
    expect(splitLabelColumns(t).settings).toEqual([]);
  });

  it('joins a label printed in two cells under one header into the row label', () => {
    const text = [
      'Table 7: Audio quality improvement by Stage 2.',
      '',
      '| Model | | SIGMOS↑ | UTMOS↑ |',
      '| --- | --- | --- | --- |',
      '| | libritts-testset-clean-b | 3.24 | 4.15 |',
      '| (stage1) | 2 codebooks-16k decoder | 2.94 | 3.85 |',
      '| (stage2) | 2 codebooks-24k decoder | 3.35 | 4.12 |',
    ].join('\n');
    const doc = { id: 'paper', file: 'paper.txt', kind: 'paper' as const, text, prose: text, pdf: false };
    const t = extractDraft([doc], 'toy', names).draft.tables[0];
    expect(t?.kind).toBe('results');
    const rows = t?.kind === 'results' ? t.rows.map((r) => [r.label, ...r.values.map((v) => (v && 'n' in v ? v.n : v))]) : [];
    expect(rows).toEqual([
      ['libritts-testset-clean-b', '3.24', '4.15'],
      ['(stage1) 2 codebooks-16k decoder', '2.94', '3.85'],
      ['(stage2) 2 codebooks-24k decoder', '3.35', '4.12'],
    ]);
  });
});
