/**
 * "outperforms these state-of-the-art baselines", "the two baselines", "previous published models",
 * "others": a comparison against the whole group of competitors is a claim against all of them, read
 * as a `best` statement where the table resolves. Singulars, named groups, "on some of" and sentences
 * that are no claim of being best stay as they were. Sentences written for this test, from many fields.
 */
import { describe, expect, it } from 'vitest';
import { beatsIn, bestIn } from '../../src/extract/statements-claims.js';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftMethod, DraftResultsTable } from '../../src/extract/types.js';

const againstAll = (s: string): boolean => beatsIn(s).some((b) => b.againstAll === true);

describe('the whole group of competitors, named without "all"', () => {
  it.each([
    'ProtoGNN significantly outperforms these state-of-the-art baselines on every molecular property.',
    'The adaptive planner outperforms the three baselines in all traffic scenarios.',
    'Our parser outperforms previous published models on the treebanks of five languages.',
    'On the speech benchmarks, the conformer outperforms existing models.',
    'HydroLSTM surpasses state-of-the-art approaches in 9 of the 12 catchments.',
    'Our tracker beats prior trackers by a wide margin.',
    'Our detector outperforms others in recall and achieves a comparable precision.',
    'The distilled student outperforms those competing models at a fraction of the cost.',
  ])('%s', (s) => expect(againstAll(s)).toBe(true));

  it.each([
    // one competitor, named or singular: a comparison, not a claim against all
    'Our method outperforms the previous best method by 2.1 points.',
    'The new recogniser outperforms the baseline on WER.',
    'SpanNER outperforms the other two runs.',
    // not all of them
    'Our model outperforms state-of-the-art methods on some of these datasets.',
    'The student outperforms existing models on a few benchmarks.',
  ])('%s', (s) => expect(againstAll(s)).toBe(false));

  it.each([
    // no claim of being best at all
    'The best hyper-parameters were chosen on the validation set.',
    'Figures are best viewed in color.',
    'We could afford at best 3 runs per configuration.',
    'Previous state-of-the-art methods rely on hand-crafted features.',
    // a negated claim
    'Although the proposed model cannot obtain the best MRR on WN18, it remains competitive.',
    'The distilled tagger does not achieve the best F1 on the clinical notes.',
  ])('no best claim: %s', (s) => {
    expect(bestIn(s)).toEqual([]);
    expect(againstAll(s)).toBe(false);
  });
});

const m = (id: string, name: string, own = false): DraftMethod => ({ id, name, aliases: [], own, known: false });
const row = (method: string, label: string, values: string[]) => ({ method, label, values: values.map((n) => ({ n })), review: [] });
const table: DraftResultsTable = {
  kind: 'results',
  id: 'table-2',
  source: { doc: 'paper', table: 2, section: '5 Results' },
  dataset: 'qm9',
  columns: [
    { metric: 'mae', label: 'MAE' },
    { metric: 'rmse', label: 'RMSE' },
  ],
  rows: [row('schnet', 'SchNet', ['0.33', '0.51']), row('dimenet', 'DimeNet', ['0.29', '0.47']), row('protognn', 'ProtoGNN', ['0.21', '0.40'])],
  review: [],
};
const methods = new Map([m('schnet', 'SchNet'), m('dimenet', 'DimeNet'), m('protognn', 'ProtoGNN')].map((x) => [x.id, x]));
const s = (text: string, tables: number[] = []): Sentence => ({ text, section: '5 Results', tables });
const kinds = (text: string, tables: number[] = []) => statementsOf([s(text, tables)], { doc: 'paper', tables: [table], methods }).filter((i) => i.fields.kind !== 'quantity').map((i) => [i.fields.kind, i.fields.method ?? null]);

describe('resolved against the table', () => {
  it('"ProtoGNN significantly outperforms these state-of-the-art baselines" (Table 2): best of ProtoGNN on table-2', () => {
    expect(kinds('As Table 2 shows, ProtoGNN significantly outperforms these state-of-the-art baselines by a large margin on all three targets.', [2])).toContainEqual(['best', 'protognn']);
  });
  it('a related-work sentence about another paper names no row: no best statement', () => {
    expect(kinds('Smith et al. [4] outperform previous methods with a hand-tuned force field.').filter(([k]) => k === 'best')).toEqual([]);
  });
});
