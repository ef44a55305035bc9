/**
 * Comparatives whose methods are listed first: "Compared to CGCNN (2018) and SchNet (v2), it
 * achieves a substantially lower MAE (0.031 vs. 0.039 vs. 0.044) and a higher Pearson r" is one
 * `comparison` per listed method on each named metric. Listed names that start one row's printed
 * name ("SchNet" → "SchNet (v2)") find that row. A materials-science paper written for this test;
 * near misses: no comparative, a significance claim, a metric that is no column.
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftResultsTable } from '../../src/extract/types.js';
import { draftMethod, draftRow, methodsById } from '../helpers/draft-table.js';

const methods = methodsById([draftMethod('cgcnn', 'CGCNN'), draftMethod('schnet-v2', 'SchNet (v2)'), draftMethod('megnet-full', 'MEGNet (full)'), draftMethod('matformer', 'MatFormer', true)]);
const table: DraftResultsTable = {
  kind: 'results',
  id: 'table-2',
  source: { doc: 'paper', table: 2, section: '4 Results' },
  dataset: 'matbench',
  columns: [
    { metric: 'mae', label: 'MAE (eV)' },
    { metric: 'pearson', label: 'Pearson r' },
  ],
  rows: [draftRow('cgcnn', 'CGCNN', ['0.039', '0.91']), draftRow('schnet-v2', 'SchNet (v2)', ['0.044', '0.89']), draftRow('megnet-full', 'MEGNet (full)', ['0.036', '0.92']), draftRow('matformer', 'MatFormer', ['0.031', '0.94'], true)],
  review: [],
};
const ctx = { doc: 'paper', tables: [table], methods };
const s = (text: string): Sentence => ({ text, section: '4 Results', tables: [] });
const comparisons = (text: string) =>
  statementsOf([s(text)], ctx)
    .filter((i) => i.fields.kind === 'comparison')
    .map((i) => `${i.fields.method} ${i.fields.relation} ${i.fields.other} ${JSON.stringify(i.fields.columns)}`);

describe('comparatives after a leading "Compared to A and B,"', () => {
  it('one comparison per listed method and comparative', () => {
    expect(comparisons('Compared to CGCNN (2018) and SchNet (v2), MatFormer achieves a substantially lower MAE (0.031 vs. 0.039 vs. 0.044) and a higher Pearson r (0.94 vs. 0.91 vs. 0.89).')).toEqual([
      'matformer lower cgcnn [0]',
      'matformer lower schnet-v2 [0]',
      'matformer higher cgcnn [1]',
      'matformer higher schnet-v2 [1]',
    ]);
  });
  it('a listed name that starts one row\'s printed name finds that row', () => {
    expect(comparisons('Compared with SchNet and MEGNet, our model has a lower MAE.')).toEqual(['matformer lower schnet-v2 [0]', 'matformer lower megnet-full [0]']);
  });
  it('"it" with no own row: the row printing the first value after the metric', () => {
    const notOwn = { ...ctx, methods: new Map([...methods].map(([k, v]) => [k, { ...v, own: false }])), tables: [{ ...table, rows: table.rows.map((r) => ({ ...r, own: false })) }] };
    const items = statementsOf([s('Compared to CGCNN and SchNet, it achieves a lower MAE (0.036 vs. 0.039 vs. 0.044).')], notOwn).filter((i) => i.fields.kind === 'comparison');
    expect(items.map((i) => `${i.fields.method} ${i.fields.other}`)).toEqual(['megnet-full cgcnn', 'megnet-full schnet-v2']);
    expect(items[0]?.review.join(' ')).toMatch(/the row printing 0.036/);
  });
  it('near miss: no comparative after the list', () => {
    expect(comparisons('Compared to CGCNN and SchNet, MatFormer is trained on fewer structures.')).toEqual([]);
  });
  it('near miss: a significance claim is not read as comparisons', () => {
    expect(comparisons('Compared to CGCNN and SchNet, MatFormer achieves a significantly lower MAE (p < 0.01).')).toEqual([]);
  });
  it('near miss: a metric that is no column stays to review', () => {
    const items = statementsOf([s('Compared to CGCNN and SchNet, MatFormer achieves a higher throughput.')], ctx);
    expect(items.some((i) => i.fields.kind === 'comparison')).toBe(false);
    expect(items.some((i) => i.fields.kind === 'qualitative')).toBe(true);
  });
});
