/**
 * Statements resolved against draft tables: the column by the metric (registry names, the phrase's
 * own word), the subject ("our model", a named method) and the other ("the baseline", "the previous
 * best", a named method), direction-aware; what cannot be resolved stays a review item.
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftResultsTable } from '../../src/extract/types.js';
import { draftMethod, draftRow, methodsById } from '../helpers/draft-table.js';

const methods = methodsById([draftMethod('base', 'ResNet-50'), draftMethod('vit', 'ViT-B'), draftMethod('deit', 'DeiT-S'), draftMethod('ours', 'FocalNet', true)]);
const imagenet: DraftResultsTable = {
  kind: 'results',
  id: 'table-1',
  source: { doc: 'paper', table: 1, section: '4 Results' },
  dataset: 'imagenet',
  columns: [
    { metric: 'top1-acc', label: 'Top-1 (%)' },
    { metric: 'top5-acc', label: 'Top-5 (%)' },
    { metric: 'params', label: 'Params (M)' },
    { metric: 'flops', label: 'FLOPs (G)' },
    { metric: 'latency', label: 'Latency (ms)' },
  ],
  rows: [draftRow('base', 'ResNet-50 (baseline)', ['76.1', '92.9', '25.6', '4.1', '12.0']), draftRow('vit', 'ViT-B', ['81.8', '95.6', '86.6', '17.6', '30.0']), draftRow('deit', 'DeiT-S', ['79.8', '95.0', '22.1', '4.6', '10.0']), draftRow('ours', 'FocalNet (ours)', ['82.3', '96.0', '28.4', '4.5', '6.0'])],
  review: [],
};
const ctx = { doc: 'paper', tables: [imagenet], methods };
const s = (text: string, tables: number[] = []): Sentence => ({ text, section: '4 Results', tables });
const fields = (text: string, tables?: number[]) => statementsOf([s(text, tables)], ctx).filter((i) => i.section === 'statements').map((i) => i.fields);

describe('statements resolved against the tables', () => {
  it.each([
    ['Our model improves top-1 accuracy by 6.2 points over the baseline.', { kind: 'change', mode: 'absolute', of: { method: 'ours', column: 0 }, over: 'base' }],
    ['FocalNet is 0.5 points above the previous best in Top-1.', { kind: 'change', of: { method: 'ours', column: 0 }, over: 'vit' }],
    ['Compared with ViT-B, FocalNet has 67% fewer parameters.', { kind: 'change', mode: 'relative', direction: 'lower', of: { method: 'ours', column: 2 }, over: 'vit' }],
    ['FocalNet is 5× faster than ViT-B.', { kind: 'ratio', direction: 'better', of: { method: 'ours', column: 4 }, over: 'vit' }],
    ['FocalNet needs roughly a quarter of the FLOPs of ViT-B.', { kind: 'ratio', direction: 'lower', of: { method: 'ours', column: 3 }, over: 'vit' }],
    ['DeiT-S improves top-5 accuracy by 2.1 over ResNet-50.', { kind: 'change', of: { method: 'deit', column: 1 }, over: 'base' }],
    ['Top-1 accuracy rises from 76.1 to 82.3.', { kind: 'change', from: { n: '76.1' }, to: { n: '82.3' }, of: { method: 'ours', column: 0 }, over: 'base' }],
    ['FocalNet reaches a 8.2% relative Top-1 gain over ResNet-50.', { kind: 'relative-improvement', of: { method: 'ours', column: 0 }, over: 'base' }],
  ])('%s', (text, expected) => {
    const f = fields(text);
    expect(f.filter((x) => x.kind !== 'quantity')).toMatchObject([expected]);
  });

  it('writes "best on every metric" over the performance columns only (cost columns left out by the check)', () => {
    expect(fields('FocalNet achieves state-of-the-art results on every metric.')).toMatchObject([{ kind: 'best', method: 'ours', tables: ['table-1'], quantifier: 'all' }]);
    expect(fields('FocalNet achieves the highest Top-1 and Top-5 accuracy.')).toMatchObject([{ kind: 'best', method: 'ours', columns: [0, 1], extreme: 'highest' }]);
    expect(fields('FocalNet beats ViT-B on both accuracy metrics.')).toMatchObject([{ kind: 'comparison', method: 'ours', other: 'vit', columns: [0, 1], relation: 'better' }]);
  });

  it('reads a plain "outperforms X on <metric>" as a comparison on that column, and a bare "outperforms X" on the performance columns (round 7: no longer dropped)', () => {
    expect(fields('On Top-5, FocalNet outperforms ViT-B.')).toMatchObject([{ kind: 'comparison', method: 'ours', other: 'vit', columns: [1], relation: 'better' }]);
    expect(fields('FocalNet outperforms ViT-B.')).toMatchObject([{ kind: 'comparison', method: 'ours', other: 'vit', columns: [0, 1], relation: 'better' }]);
  });

  it('reads "state of the art on <datasets>" as a best claim on each listed dataset\'s table', () => {
    const t = (id: string, n: number, caption: string): DraftResultsTable => ({ ...imagenet, id, caption, dataset: 'unknown', source: { doc: 'paper', table: n, section: '5 Transfer' } });
    const tables = [t('table-3', 3, 'Top-1 accuracy on CIFAR-10.'), t('table-4', 4, 'Top-1 accuracy on SVHN.'), t('table-5', 5, 'Top-1 accuracy on STL-10.')];
    const got = statementsOf([{ text: 'FocalNet achieves state-of-the-art results on CIFAR-10 and SVHN.', section: '5 Transfer', tables: [] }], { ...ctx, tables }).map((i) => i.fields);
    expect(got).toMatchObject([{ kind: 'best', method: 'ours', tables: ['table-3'] }, { kind: 'best', method: 'ours', tables: ['table-4'] }]);
  });

  it('leaves a statement it cannot resolve for review, never silently dropped', () => {
    const noMetric = statementsOf([s('FocalNet is 3.1 points better than ViT-B.')], ctx);
    expect(noMetric).toHaveLength(1);
    expect(noMetric[0]!.fields).toMatchObject({ kind: 'quantity', value: { n: '3.1' } });
    expect(noMetric[0]!.review[0]).toMatch(/not resolved \(the column/);
    const noOther = statementsOf([s('Top-1 accuracy improves by 1.2 points with longer training.')], ctx);
    expect(noOther[0]!.review[0]).toMatch(/not resolved \(the methods compared/);
    // a second table with the same metric and methods: the sentence does not say which
    const v2: DraftResultsTable = { ...imagenet, id: 'table-2', source: { doc: 'paper', table: 2, section: '4 Results' }, dataset: 'imagenet-v2' };
    const ambiguous = statementsOf([s('FocalNet improves Top-1 by 0.5 over ViT-B.')], { ...ctx, tables: [imagenet, v2] });
    expect(ambiguous[0]!.review[0]).toMatch(/which column: table-1 Top-1 \(%\), table-2 Top-1 \(%\) fit alike/);
    // …and naming the table resolves it
    expect(statementsOf([s('In Table 2, FocalNet improves Top-1 by 0.5 over ViT-B.', [2])], { ...ctx, tables: [imagenet, v2] })[0]!.fields).toMatchObject({ kind: 'change', of: { table: 'table-2', column: 0 } });
  });
});
