import { describe, expect, it } from 'vitest';
import { isIdentifierColumn } from '../../src/extract/identifier-column.js';
import { splitLabelColumns } from '../../src/extract/label-columns.js';
import type { RawTable } from '../../src/extract/types.js';
import { extractMarkdown, oneTableReadme } from '../helpers/extract-markdown.js';

describe('identifier columns (identifier-column.ts)', () => {
  it('tells ids by their header or by every cell', () => {
    expect(isIdentifierColumn(['Submission ID'], ['NER-017', 'NER-018'])).toBe(true);
    expect(isIdentifierColumn(['Commit'], ['a1b2c3d', 'ffe0912'])).toBe(true);
    expect(isIdentifierColumn([], ['9e1f00ab', '0c2d77b9', 'ab12cd34'])).toBe(true);
    expect(isIdentifierColumn([], ['bert_ner.yaml', 'https://x.org/w'])).toBe(true);
    // names are not ids: words, model names with digits, a hex-looking word alone
    expect(isIdentifierColumn(['Model'], ['BERT-base', 'RoBERTa', 'LUKE'])).toBe(false);
    expect(isIdentifierColumn([], ['facade', 'decade'])).toBe(false);
    expect(isIdentifierColumn([], ['ResNet-101', 'VGG-16', 'BERT-base'])).toBe(false);
    // a checkpoint column of model names (org/model) names the rows
    expect(isIdentifierColumn(['Checkpoint'], ['lab/ner-base-v1', 'lab/ner-large-v1'])).toBe(false);
  });

  it('a name column beside a commit and a submission id names the rows, whatever their order', () => {
    // NER shared task: "Team" is no method word; the commit column is the last text column before the scores
    const t: RawTable = {
      doc: 'readme', index: 1, line: 0, number: 1, numberFrom: 'order', context: '',
      header: [['Team', 'Submission ID', 'Commit', 'F1']],
      body: [['SpanNER', 'sub-031', '4be2a9f1', '91.2'], ['LUKE-tagger', 'sub-044', '77c0d3e8', '92.4'], ['CRF-base', 'sub-012', 'a09b1c55', '88.7']],
    };
    const split = splitLabelColumns(t);
    expect(split.table.body.map((r) => r[0])).toEqual(['SpanNER', 'LUKE-tagger', 'CRF-base']);
    expect(split.settings.map((s) => s.label)).toEqual(['Submission ID', 'Commit']);
  });

  it('drafts the rows under their names, the ids kept as settings', () => {
    const readme = oneTableReadme('Sequential recommendation', 'Results on MovieLens-1M (NDCG@10).', '| Entry | Config | Run | NDCG@10 |', [
      '| SASRec | sasrec_ml1m.yaml | run_012 | 0.181 |',
      '| BERT4Rec | bert4rec_ml1m.yaml | run_015 | 0.192 |',
      '| GRU4Rec | gru4rec_ml1m.yaml | run_009 | 0.155 |',
    ]);
    const { draft } = extractMarkdown<{ tables: { rows: { label: string; settings?: Record<string, string> }[] }[] }>(readme);
    const rows = draft.tables[0]?.rows ?? [];
    expect(rows.map((r) => r.label)).toEqual(['SASRec', 'BERT4Rec', 'GRU4Rec']);
    expect(rows[0]?.settings).toMatchObject({ config: 'sasrec_ml1m.yaml', run: 'run_012' });
  });
});
