/**
 * A comparison whose sides are described, not named ("the model trained with speed perturbation
 * significantly outperforms the model without it", "our final system beats the vanilla one"), in a
 * section whose results tables are two-row ablations ("Conformer" vs "Conformer + SpecAugment"): a
 * `comparison` per such table, each side read by the words that tell the row labels apart (negated by
 * "without"), else "the baseline / original" = the base row and "our / best / final" = the other.
 * Sentences and tables written for this test (speech recognition ablations); the class was seen in a
 * point-cloud registration report (eleventh set, in-sample).
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const row = (method: string, label: string, values: string[]) => ({ method, label, values: values.map((n) => ({ n })), review: [] });
const table = (n: number, section: string, rows: ReturnType<typeof row>[]): DraftResultsTable => ({
  kind: 'results',
  id: `table-${n}`,
  source: { doc: 'paper', table: n, section },
  dataset: n % 2 ? 'librispeech' : 'tedlium',
  columns: [
    { metric: 'wer', label: 'WER' },
    { metric: 'cer', label: 'CER' },
  ],
  rows,
  review: [],
});
const AUG = '4.1 Data augmentation';
const FINAL = '4.3 Final system';
const tables = [
  table(1, AUG, [row('conformer', 'Conformer', ['6.1', '2.9']), row('conformer-+-specaugment', 'Conformer + SpecAugment', ['5.2', '2.4'])]),
  table(2, AUG, [row('conformer', 'Conformer', ['9.8', '4.7']), row('conformer-+-specaugment', 'Conformer + SpecAugment', ['8.9', '4.1'])]),
  table(3, '4.2 Decoding', [row('greedy', 'Greedy', ['6.1', '2.9']), row('beam', 'Beam search', ['5.7', '2.7']), row('beam-lm', 'Beam search + LM', ['5.0', '2.3'])]),
  table(4, FINAL, [row('vanilla-conformer', 'Vanilla Conformer', ['6.1', '2.9']), row('conformer-+-specaugment-+-lm', 'Conformer + SpecAugment + LM', ['4.6', '2.1'])]),
];
const ctx = { doc: 'paper', tables, methods: new Map() };
const s = (text: string, section: string, named: number[] = []): Sentence => ({ text, section, tables: named });
const comparisons = (text: string, section: string, named: number[] = []) =>
  statementsOf([s(text, section, named)], ctx)
    .filter((i) => i.fields.kind === 'comparison')
    .map((i) => [i.fields.table, i.fields.method, i.fields.other, i.fields.relation]);

describe('a comparison whose two sides are described', () => {
  it('"the model trained with SpecAugment significantly outperforms the model without SpecAugment": one comparison per two-row table of the section', () => {
    expect(comparisons('The model trained with SpecAugment significantly outperforms the model without SpecAugment.', AUG)).toEqual([
      ['table-1', 'conformer-+-specaugment', 'conformer', 'better'],
      ['table-2', 'conformer-+-specaugment', 'conformer', 'better'],
    ]);
  });
  it('"the baseline" is the row whose words the other extends; "in most cases" relaxes the relation', () => {
    expect(comparisons('We see that the network with SpecAugment outperforms the baseline in most cases.', AUG)).toEqual([
      ['table-1', 'conformer-+-specaugment', 'conformer', 'improves'],
      ['table-2', 'conformer-+-specaugment', 'conformer', 'improves'],
    ]);
  });
  it('"Table 4 shows that our final system outperforms the vanilla model": the named table, "vanilla" marking the base row', () => {
    expect(comparisons('Table 4 shows that our final system clearly outperforms the vanilla model.', FINAL, [4])).toEqual([['table-4', 'conformer-+-specaugment-+-lm', 'vanilla-conformer', 'better']]);
  });
  it('near misses: a three-row table, sides that do not resolve, or both sides the same row draft no comparison', () => {
    expect(comparisons('The system with beam search outperforms the baseline.', '4.2 Decoding')).toEqual([]);
    expect(comparisons('The larger model outperforms the smaller one.', AUG)).toEqual([]);
    expect(comparisons('The model with SpecAugment outperforms the model trained with SpecAugment for longer.', AUG)).toEqual([]);
  });
});
