/**
 * "As shown in Table 3, X has the best performance when there is sufficient data", "X performs best among
 * all the methods (Table 2)": a best claim in a table the sentence names, whose scope is only a condition or
 * the competitors, is a `best` statement over that table. A scope naming a metric or dataset the table lacks,
 * a table the sentence does not name, and sentences that claim nothing stay out. Sentences written for this
 * test, from hydrology, speech and materials science.
 */
import { describe, expect, it } from 'vitest';
import { scopeFree } from '../../src/extract/statements-best.js';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftMethod, DraftResultsTable } from '../../src/extract/types.js';

const m = (id: string, name: string): DraftMethod => ({ id, name, aliases: [], own: false, known: false });
const row = (method: string, label: string, values: string[]) => ({ method, label, values: values.map((n) => ({ n })), review: [] });
const hydro: DraftResultsTable = {
  kind: 'results',
  id: 'table-3',
  source: { doc: 'paper', table: 3, section: '5 Results' },
  dataset: 'camels',
  columns: [
    { metric: 'rmse', label: 'RMSE' },
    { metric: 'mae', label: 'MAE' },
  ],
  rows: [row('gr4j', 'GR4J', ['1.91', '1.20']), row('lstm', 'LSTM', ['1.52', '0.98']), row('floodformer', 'FloodFormer', ['1.31', '0.85'])],
  review: [],
};
const speech: DraftResultsTable = {
  kind: 'results',
  id: 'table-2',
  source: { doc: 'paper', table: 2, section: '4 Experiments' },
  dataset: 'librispeech',
  columns: [{ metric: 'wer', label: 'WER' }],
  rows: [row('conformer', 'Conformer', ['2.1']), row('citrinet', 'Citrinet', ['2.4']), row('squeezeformer', 'Squeezeformer', ['2.0'])],
  review: [],
};
const methods = new Map([m('gr4j', 'GR4J'), m('lstm', 'LSTM'), m('floodformer', 'FloodFormer'), m('conformer', 'Conformer'), m('citrinet', 'Citrinet'), m('squeezeformer', 'Squeezeformer')].map((x) => [x.id, x]));
const best = (text: string, tables: number[]) => {
  const s: Sentence = { text, section: tables.includes(2) ? '4 Experiments' : '5 Results', tables };
  return statementsOf([s], { doc: 'paper', tables: [hydro, speech], methods }).filter((i) => i.fields.kind === 'best').map((i) => [i.fields.method, i.fields.tables]);
};

describe('a best claim whose scope is a condition or the competitors, in a named table', () => {
  it.each([
    ['As shown in Table 3, FloodFormer has the best performance when there is sufficient training data.', [3], 'floodformer', 'table-3'],
    ['In Table 3, FloodFormer obtains the lowest errors under heavy rainfall.', [3], 'floodformer', 'table-3'],
    ['Table 2 shows that Squeezeformer achieves the best results among all the compared models.', [2], 'squeezeformer', 'table-2'],
    ['According to Table 2, Squeezeformer yields the best accuracy of all models, while being smaller.', [2], 'squeezeformer', 'table-2'],
  ])('%s', (text, tables, method, table) => expect(best(text, tables)).toEqual([[method, [table]]]));
});

describe('what stays out', () => {
  it('a scope naming a metric the named table lacks: no best statement', () => {
    expect(best('As shown in Table 2, Squeezeformer achieves the best BLEU on the dev set.', [2])).toEqual([]);
  });
  it('a condition of use ("performs best when …"): no claim over competitors', () => {
    expect(best('In Table 3, FloodFormer performs best when the catchment is small.', [3])).toEqual([]);
  });
  it('no table named and no resolvable subject: no best statement', () => {
    expect(best('Deep models have the best performance when there is sufficient data.', [])).toEqual([]);
  });
  it('a reading hint or a setting, not a claim', () => {
    expect(best('As shown in Table 3, the best hyper-parameters were chosen when the validation loss stopped improving.', [3])).toEqual([]);
  });
});

describe('scopeFree', () => {
  it.each(['when there is sufficient data', 'if the budget is small', 'under heavy noise', 'among all the methods', 'of all models', 'compared to the baselines', 'among the three strongest baselines, although'])('no dataset or metric: %s', (s) => expect(scopeFree(s)).toBe(true));
  it.each(['on CIFAR-10 and SVHN', 'BLEU on the dev set', 'among all methods on LibriSpeech test-other', 'results', ''])('names something (or nothing to read): %s', (s) => expect(scopeFree(s)).toBe(false));
});
