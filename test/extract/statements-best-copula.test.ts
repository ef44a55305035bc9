/**
 * Best claims whose subject does not stand before the superlative: "the best model is X" (the copula first,
 * the subject a name after it) and "X is the best." / "X performs best." (nothing after the superlative). Each is
 * a `best` statement over the subject's table on every performance column. Questions, choices, settings ("the
 * best model was selected on the validation set") and another method's rank stay out. Sentences written for
 * this test, from materials science and recommender systems.
 */
import { describe, expect, it } from 'vitest';
import { bareBest, copulaFirst } from '../../src/extract/statements-best-copula.js';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftMethod, DraftResultsTable } from '../../src/extract/types.js';

const m = (id: string, name: string): DraftMethod => ({ id, name, aliases: [], own: false, known: false });
const row = (method: string, label: string, values: string[]) => ({ method, label, values: values.map((n) => ({ n })), review: [] });
const bandGap: DraftResultsTable = {
  kind: 'results',
  id: 'table-2',
  source: { doc: 'paper', table: 2, section: '4 Results' },
  dataset: 'matbench',
  columns: [{ metric: 'mae', label: 'MAE (eV)' }],
  rows: [row('cgcnn', 'CGCNN', ['0.39']), row('megnet', 'MEGNet', ['0.33']), row('alignn', 'ALIGNN', ['0.22'])],
  review: [],
};
const recsys: DraftResultsTable = {
  kind: 'results',
  id: 'table-4',
  source: { doc: 'paper', table: 4, section: '5 Experiments' },
  dataset: 'movielens',
  columns: [
    { metric: 'recall@20', label: 'Recall@20' },
    { metric: 'ndcg@20', label: 'NDCG@20' },
  ],
  rows: [row('bpr-mf', 'BPR-MF', ['0.231', '0.198']), row('lightgcn', 'LightGCN', ['0.264', '0.221']), row('simgcl', 'SimGCL', ['0.281', '0.236'])],
  review: [],
};
const methods = new Map([m('cgcnn', 'CGCNN'), m('megnet', 'MEGNet'), m('alignn', 'ALIGNN'), m('bpr-mf', 'BPR-MF'), m('lightgcn', 'LightGCN'), m('simgcl', 'SimGCL')].map((x) => [x.id, x]));
const best = (text: string, section: string, tables: number[] = []) => {
  const s: Sentence = { text, section, tables };
  return statementsOf([s], { doc: 'paper', tables: [bandGap, recsys], methods }).filter((i) => i.fields.kind === 'best').map((i) => [i.fields.method, i.fields.tables]);
};

describe('the copula first: "the best model is X"', () => {
  it.each([
    ['As we can see in Table 2, the best model is ALIGNN, which reaches an MAE of 0.22 eV.', '4 Results', [2], 'alignn', 'table-2'],
    ['Overall, the best-performing method on MovieLens is SimGCL.', '5 Experiments', [], 'simgcl', 'table-4'],
    ['The best configuration was SimGCL with a temperature of 0.2.', '5 Experiments', [], 'simgcl', 'table-4'],
  ])('%s', (text, section, tables, method, table) => expect(best(text, section, tables)).toEqual([[method, [table]]]));
});

describe('nothing after the superlative: "X is the best."', () => {
  it.each([
    ['Among the graph networks, ALIGNN is clearly the best.', '4 Results', 'alignn', 'table-2'],
    ['With contrastive views, SimGCL performs best.', '5 Experiments', 'simgcl', 'table-4'],
  ])('%s', (text, section, method, table) => expect(best(text, section)).toEqual([[method, [table]]]));
});

describe('what stays out', () => {
  it.each([
    ['The best model was selected on the validation set.', '4 Results'],
    ['The best model is then fine-tuned for 20 epochs.', '4 Results'],
    ['The second best model is MEGNet.', '4 Results'],
    ['It is unclear which model is the best.', '4 Results'],
    ['We ask whether LightGCN is the best.', '5 Experiments'],
    ['ALIGNN is not the best.', '4 Results'],
    ['Bold marks the best.', '5 Experiments'],
    ['It is often assumed that graph networks need large training sets to perform best.', '4 Results'],
    ['LightGCN must be tuned carefully to work best.', '5 Experiments'],
  ])('%s', (text, section) => expect(best(text, section)).toEqual([]));
});

describe('the grammar', () => {
  it('copulaFirst: the subject position and the scope between the noun and the copula', () => {
    const t = 'the best model on Set5 is SwinIR.';
    expect(copulaFirst(t, 'the best'.length)).toEqual({ scope: 'on Set5', subjectAt: t.indexOf('SwinIR') });
    expect(copulaFirst('the best model was chosen by BLEU.', 'the best'.length)).toBeUndefined();
  });
  it('bareBest: the superlative closes the sentence after a copula', () => {
    expect(bareBest('Wav2Vec is the best.', 'Wav2Vec is the '.length, 'Wav2Vec is the best'.length)).toBe(true);
    expect(bareBest('We want the best.', 'We want the '.length, 'We want the best'.length)).toBe(false);
  });
});
