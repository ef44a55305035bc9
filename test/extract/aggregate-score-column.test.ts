/**
 * An average of a generic "score" (`Avg. Score`, `Average score`) after columns that report one metric reports that
 * metric (aggregate-column.ts), and one column among them with no metric found (a return row beside win rates) does
 * not stop it; two such columns, or as many as the known ones, still do. Checked on a multi-agent table written here.
 */
import { describe, expect, it } from 'vitest';
import { aggregateOf } from '../../src/extract/aggregate-column.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

const sr = { metric: 'success-rate', label: 'pick' };
const unk = { metric: 'unknown-metric', label: 'Steps' };

describe('an average score column', () => {
  it('takes the one metric of the columns before it, one unknown column aside', () => {
    expect(aggregateOf('Avg. Score', [sr, sr], 'unknown-metric')?.metric).toBe('success-rate');
    expect(aggregateOf('Average score', [sr, sr, unk], 'unknown-metric')?.metric).toBe('success-rate');
    expect(aggregateOf('Avg.', [sr, sr, unk, unk], 'unknown-metric')).toBeUndefined();
    expect(aggregateOf('Avg.', [sr, unk], 'unknown-metric')).toBeUndefined();
    expect(aggregateOf('Score', [sr, sr], 'unknown-metric')).toBeUndefined();
  });

  it('drafts an Avg. Score row of a table read transposed under the rows\' metric, a row with no metric beside them', () => {
    const { draft } = extractMarkdown<{ tables: { kind: string; columns: { metric: string; subset?: string }[] }[] }>([
      '# Cooperative agents',
      '',
      '| Map | IQL | MAPPO | OurMix |',
      '| --- | --- | --- | --- |',
      '| 3s5z | 70 | 96 | **98** |',
      '| corridor | 0 | 84 | **93** |',
      '| 6h_vs_8z | 0 | 88 | **91** |',
      '| Predator-prey | 31 | 38 | **40** |',
      '| Avg. Score | 23.3 | 89.3 | **94.0** |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['win-rate', 'win-rate', 'win-rate', 'unknown-metric', 'win-rate']);
  });
});
