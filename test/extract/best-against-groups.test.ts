/**
 * "Best" claims made against a group of competitors rather than by naming a metric (round 22, from the corpus's
 * statement misses): "outperforms existing solutions in most cases", "outperforms most of the state-of-the-art
 * methods", "the proposed models outperform various baselines", "FooNet outperforms other methods", "achieves
 * state-of-the-art performance on three datasets" under a named table, "a smaller MAE than all the other methods" (on
 * the MAE columns), "we exceed all existing methods", "outperformed the other entries". Each is a `best` statement over the table that
 * prints the subject with competitors ('most' where the text says so); before, each was a `qualitative` sentence.
 * "superior performances compared with A and B" is a comparison. No best claim where the check would test more than
 * the text says: "on some of these datasets", "most of the … methods" (beating most of them), a comparative on a
 * metric no table prints, a group narrowed to some rows ("all the open-source statistical models").
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Statement {
  readonly kind: string;
  readonly method?: string;
  readonly tables?: readonly string[];
  readonly quantifier?: string;
  readonly source: { readonly quote: string };
}
interface Draft {
  readonly statements: readonly Statement[];
}

const doc = (sentences: readonly string[]) => [
  '# TideCast: tidal-level forecasting',
  '',
  '## Results',
  '',
  'Table 1: MAE and RMSE (cm) on the three harbour datasets.',
  '',
  '| Method | Brest MAE | Brest RMSE | Kiel MAE | Kiel RMSE | Oslo MAE | Oslo RMSE |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  '| ARIMA | 12.4 | 15.1 | 9.8 | 12.2 | 7.1 | 9.0 |',
  '| LSTM | 10.2 | 13.3 | 8.1 | 10.4 | 6.6 | 8.2 |',
  '| TideCast (ours) | 8.9 | 11.6 | 7.2 | 9.5 | 6.8 | 8.4 |',
  '',
  ...sentences.flatMap((s) => [s, '']),
];

const claimOf = (draft: Draft, words: string) => draft.statements.find((s) => s.source.quote.includes(words));

describe('best claims against a group of competitors', () => {
  const { draft } = extractMarkdown<Draft>(doc([
    'As can be seen in Table 1, TideCast outperforms existing solutions in most cases.',
    'It is also observed from Table 1 that the proposed method outperforms most of the state-of-the-art methods.',
    'Our experiments show that the proposed models outperform various baselines.',
    'The results show that TideCast outperforms other methods.',
    'From Table 1, one can see that our TideCast achieves state-of-the-art performance on three datasets and we can draw two observations.',
    'TideCast outperforms state-of-the-art methods on some of these datasets.',
    'TideCast yields a smaller MAE than all the other methods.',
    'TideCast needs a lower training cost than all the previous methods.',
    'Dense-TideCast can still outperform the majority of baselines.',
    'TideCast outperforms all the open-source statistical models.',
    'For the Brest harbour, we exceed all existing methods with different additional inputs.',
    'The TideCast systems outperformed the other entries by a wide margin.',
    'As shown in Table 1, TideCast achieves superior performances compared with ARIMA and LSTM.',
  ]));

  it.each([
    ['existing solutions in most cases', 'most'],
    ['outperform various baselines', 'all'],
    ['outperforms other methods', 'all'],
    ['state-of-the-art performance on three datasets', 'all'],
    ['we exceed all existing methods', 'all'],
    ['outperformed the other entries', 'all'],
  ])('"%s" is a best claim of TideCast (quantifier %s)', (words, quantifier) => {
    const c = claimOf(draft, words);
    expect(c?.kind).toBe('best');
    expect(c?.method).toBe('tidecast');
    expect(c?.tables).toEqual(['table-1']);
    expect(c?.quantifier).toBe(quantifier);
  });

  it('limits "a smaller MAE than all the other methods" to the MAE columns', () => {
    const c = claimOf(draft, 'smaller MAE than all') as Statement & { columns?: number[] };
    expect(c?.kind).toBe('best');
    expect(c?.columns).toEqual([0, 2, 4]);
  });

  it.each([
    ['most of the state-of-the-art methods', 'beating most of them is no best claim'],
    ['majority of baselines', 'beating most of them is no best claim'],
    ['lower training cost than all', 'no table prints that metric'],
    ['all the open-source statistical models', 'the group is narrowed to some rows'],
  ])('"%s" is no best claim (%s)', (words) => {
    expect(claimOf(draft, words)?.kind).not.toBe('best');
  });

  it('reads "superior performances compared with A and B" as a comparison with them', () => {
    const c = claimOf(draft, 'superior performances compared with');
    expect(c?.kind).toBe('comparison');
    expect(c?.method).toBe('tidecast');
  });

  it('keeps "on some of these datasets" from being a claim against all', () => {
    expect(claimOf(draft, 'on some of these datasets')?.kind).not.toBe('best');
  });
});
