/**
 * A best claim that prints its own value ("the highest average F1 (91.4)") is resolved by that value:
 * the one results table and column where the subject's row prints it, even when the scope's words
 * name no column ("average F1" → "Avg.") and the sentence stands in another section than the table
 * (src/extract/statements-best-value.ts). A named-entity-recognition paper written for this test,
 * with near misses that must stay unresolved.
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import { bestByValue, namesMetric } from '../../src/extract/statements-best-value.js';
import type { BestPhrase } from '../../src/extract/statements-claims.js';
import { beatsIn, bestIn } from '../../src/extract/statements-claims.js';
import type { DraftItem, DraftResultsTable } from '../../src/extract/types.js';
import { draftMethod, draftRow, methodsById, resultsTable } from '../helpers/draft-table.js';

const methods = methodsById([draftMethod('bilstm-crf', 'BiLSTM-CRF'), draftMethod('bert-tagger', 'BERT-Tagger'), draftMethod('spanner', 'SpanNER'), draftMethod('spanner-small', 'SpanNER-small')]);
const COLUMNS = [
  { metric: 'f1', label: 'CoNLL-03' },
  { metric: 'f1', label: 'OntoNotes' },
  { metric: 'f1', label: 'Avg.' },
];
const table = (n: number, section: string, rows: [string, string, string[]][]): DraftResultsTable => resultsTable(n, section, 'conll-2003', COLUMNS, rows);
// the main table stands in another section than the claims; the claims' section holds a table without SpanNER
const main = table(2, '4.2 Comparison', [
  ['bilstm-crf', 'BiLSTM-CRF', ['90.9', '86.1', '88.5']],
  ['bert-tagger', 'BERT-Tagger', ['92.4', '89.2', '90.8']],
  ['spanner', 'SpanNER', ['92.9', '89.9', '91.4']],
]);
const noisy = table(4, '4.3 Main results', [
  ['bilstm-crf', 'BiLSTM-CRF', ['85.0', '80.0', '82.5']],
  ['bert-tagger', 'BERT-Tagger', ['88.7', '84.3', '86.5']],
]);
const again = table(3, '4.2 Comparison', [
  ['spanner-small', 'SpanNER-small', ['91.1', '88.0', '89.6']],
  ['spanner', 'SpanNER', ['92.9', '89.9', '91.4']],
]);
const ctx = { doc: 'paper', tables: [main, noisy] as DraftResultsTable[], methods };
const s = (text: string, section = '4.3 Main results'): Sentence => ({ text, section, tables: [] });
const items = (text: string, c = ctx, section?: string): DraftItem[] => statementsOf([s(text, section)], c).filter((i) => i.section === 'statements');
const best = (text: string, c = ctx, section?: string) => items(text, c, section).find((i) => i.fields.kind === 'best');
/** The value mechanism alone, on the sentence's first best phrase. */
const byValue = (text: string) => bestByValue(s(text), bestIn(text)[0] as BestPhrase, ctx, { doc: 'paper', quote: text });

describe('best claims resolved by the value they print', () => {
  it('values after a colon that ends the scope ("the best overall performance: 92.9 on CoNLL-03 and 89.9 on OntoNotes")', () => {
    const b = best('With span pruning, SpanNER achieves the best overall performance: 92.9 on CoNLL-03 and 89.9 on OntoNotes.');
    expect(b?.fields).toMatchObject({ kind: 'best', method: 'spanner', tables: ['table-2'], columns: [0, 1] });
    // a colon far from the best word starts another clause: its values are not the claim's
    expect(byValue('SpanNER achieves the best overall performance among the span-based taggers we tried in this study: 92.9 and 89.9.')).toBeUndefined();
  });
  it('"SpanNER achieved the highest average score (91.4)": the table and the column printing 91.4 in its row', () => {
    const b = best('Overall, SpanNER achieved the highest average score (91.4), confirming the value of span representations.');
    expect(b?.fields).toMatchObject({ kind: 'best', method: 'spanner', tables: ['table-2'], columns: [2], extreme: 'highest', source: { table: 2 } });
    expect(b?.review.join(' ')).toMatch(/found by the value the sentence prints \(91\.4\)/);
  });
  it('"achieving top performance (88.7)": the subject read from the row printing the value', () => {
    const b = best('On the noisy split, it achieves top performance (88.7) at a lower cost.', ctx, '1 Introduction');
    expect(b?.fields).toMatchObject({ method: 'bert-tagger', tables: ['table-4'], columns: [0] });
    expect(b?.review.join(' ')).toMatch(/subject read from that row/);
  });
  it('a value printed in two tables names neither: the claim stays qualitative', () => {
    const both = { ...ctx, tables: [main, noisy, again] };
    expect(best('Overall, SpanNER achieved the highest average score (91.4).', both)).toBeUndefined();
    expect(items('Overall, SpanNER achieved the highest average score (91.4).', both).some((i) => i.fields.kind === 'qualitative')).toBe(true);
  });
  it('a value of the method compared with, printed after "than", is not the claim\'s', () => {
    expect(byValue('Overall, SpanNER reaches the highest average score, higher than BERT-Tagger (90.8).')).toBeUndefined();
  });
  it('a value the named subject does not print gives nothing', () => {
    expect(byValue('Overall, BiLSTM-CRF achieved the highest average score (91.4).')).toBeUndefined();
    expect(byValue('Overall, SpanNER achieved the highest average score (91.4).')?.fields).toMatchObject({ method: 'spanner', columns: [2] });
  });
});

describe('"outperforming other … models": a best claim against every other one, resolved by the value its clause prints', () => {
  it('"our tagger achieves 88.7, significantly outperforming other sequence-labelling models"', () => {
    const b = best('On the noisy split, our tagger achieves 88.7, significantly outperforming other sequence-labelling models.', ctx, '1 Introduction');
    expect(b?.fields).toMatchObject({ kind: 'best', method: 'bert-tagger', tables: ['table-4'], columns: [0], quantifier: 'all' });
  });
  it('the grammar reads "other … models" as against all, and "the other two runs" or "other work" as none', () => {
    expect(beatsIn('SpanNER outperforms other span-based models.').map((b) => b.againstAll)).toEqual([true]);
    expect(beatsIn('SpanNER outperforms the other models on CoNLL-03.').map((b) => b.againstAll)).toEqual([true]);
    expect(beatsIn('SpanNER outperforms the other two runs.').map((b) => b.againstAll)).toEqual([undefined]);
    expect(beatsIn('SpanNER outperforms other work on OntoNotes.').map((b) => b.againstAll)).toEqual([undefined]);
  });
  it('a row labelled by a metric (a table read the wrong way round) is no subject', () => {
    const flipped: DraftResultsTable = { ...noisy, id: 'table-9', rows: [draftRow('conll-f1', 'CoNLL-03 (F1)', ['88.7', '1', '2']), draftRow('bilstm-crf', 'BiLSTM-CRF', ['85.0', '80.0', '82.5'])] };
    const c = { ...ctx, tables: [main, flipped] };
    expect(items('On the noisy split, it reaches 88.7, significantly outperforming other models.', c, '1 Introduction').some((i) => i.fields.kind === 'best')).toBe(false);
  });
});

describe('rows labelled by a metric', () => {
  it.each([
    ['CoNLL-03 (F1)', true],
    ['LiveCodeBench (Pass@1-COT)', true],
    ['DROP (3-shot F1)', true],
    ['SpanNER', false],
    ['SpanNER (ours)', false],
    ['BERT-Tagger (large)', false],
  ])('%s → %s', (label, want) => {
    const t: DraftResultsTable = { ...noisy, rows: [draftRow('x', label, ['1', '2', '3'])] };
    expect(namesMetric(t, 'x')).toBe(want);
  });
});
