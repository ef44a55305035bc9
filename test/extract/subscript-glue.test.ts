/**
 * Metrics with a word subscript as pdftotext reads them (`EM_Pos` → `EMP os`, `F1_Neg` → `F1N eg`): the metric under
 * the subscript, not the caption's metric nor none (subscript-glue.ts; RECCON's Table 4 drafted `EMP os` as F1). A
 * made-up extractive QA table, written here.
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { ungluedSubscript } from '../../src/extract/subscript-glue.js';

const of = (s: string): string | undefined => metricFor(s, true);

describe('a metric with a glued word subscript', () => {
  it('moves the subscript capital back only when that leaves a metric', () => {
    expect(ungluedSubscript('EMP os', of)).toEqual({ metric: 'em', base: 'EM', subscript: 'Pos' });
    expect(ungluedSubscript('F1N eg', of)).toEqual({ metric: 'f1', base: 'F1', subscript: 'Neg' });
    expect(ungluedSubscript('PSNR avg', of)).toBeUndefined();
    expect(ungluedSubscript('EM', of)).toBeUndefined();
    expect(ungluedSubscript('Model size', of)).toBeUndefined();
  });

  it('drafts the column under the metric under the subscript', () => {
    const text = [
      '# Answer span extraction',
      '',
      'Table 3: Span extraction on the held-out questions, F1 over answer tokens and exact match.',
      '',
      '| Model | EMP os | F1P os | F1 |',
      '| --- | --- | --- | --- |',
      '| BiDAF | 41.2 | 55.0 | 60.3 |',
      '| SpanQA (ours) | 47.8 | 61.9 | 66.1 |',
    ].join('\n');
    const ex = extractDraft([{ id: 'readme', file: 'README.md', kind: 'readme' as const, text, prose: text, pdf: false }], 'qa', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => c.metric)).toEqual(['em', 'f1', 'f1']);
  });
});
