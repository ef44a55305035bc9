/**
 * A dataset in brackets after the metric, then a direction mark (`RMSE (SRD) (↓)`, `F1 (CoNLL) ↑`): the bracket before
 * the mark is the column's subset (docs/extract-readers.md, "A dataset in brackets before a direction mark"; in-sample
 * on the eleventh held-out set's shadow-removal survey). Checked on a named-entity-recognition README written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string; subset?: string }[] }[];
}

describe('a dataset in brackets before a direction mark', () => {
  it('keeps the dataset as the subset, with or without brackets round the mark, a trailing "+" included', () => {
    const { draft } = extractMarkdown<Draft>([
      '# TagNER',
      '',
      '## Results',
      '',
      '| Model | F1 (CoNLL) (↑) | F1 (OntoNotes) ↑ | F1 (WNUT+) (↑) | Params (M) |',
      '| --- | --- | --- | --- | --- |',
      '| BiLSTM-CRF | 91.2 | 86.1 | 45.3 | 12 |',
      '| TagNER | 93.0 | 89.4 | 52.8 | 110 |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.slice(0, 3).map((c) => c.metric)).toEqual(['f1', 'f1', 'f1']);
    expect(t?.columns.slice(0, 3).map((c) => c.subset)).toEqual(['conll', 'ontonotes', 'wnut+']);
  });
});
