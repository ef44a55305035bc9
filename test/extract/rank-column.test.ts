/**
 * A rank column beside the values (seen in a hematology foundation-model leaderboard PDF: "MLL23 #" holding the ranks
 * 1–15 next to the MLL23 macro-F1 column). A made-up NER leaderboard README. Before, the caption's metric was spread
 * over every numeric column, so the ranks were drafted as F1 values of 1, 2, 3 ….
 */
import { describe, expect, it } from 'vitest';
import { isRankColumn } from '../../src/extract/rank-column.js';
import { resultTablesOf } from '../helpers/extract-readme.js';

const results = resultTablesOf;

describe('extract: a rank column', () => {
  it('keeps the ranks as a setting, not values of the metric', () => {
    const t = results([
      'Entity-level F1 on three NER benchmarks, ranked on WNUT-17.',
      '',
      '| Model | CoNLL-03 | OntoNotes | WNUT-17 | WNUT-17 # |',
      '|---|---|---|---|---|',
      '| RoBERTa-large | 92.9 | 91.2 | 57.1 | 1 |',
      '| BERT-large | 92.8 | 89.9 | 54.3 | 2 |',
      '| XLNet | 92.6 | 90.1 | 53.8 | 3 |',
      '| BiLSTM-CRF | 91.0 | 86.6 | 45.6 | 4 |',
      '',
    ].join('\n'))[0];
    expect(t?.columns.map((c) => (typeof c === 'string' ? c : c.label))).toEqual(['CoNLL-03', 'OntoNotes', 'WNUT-17']);
    expect(t?.rows[0]?.values.map((v) => (v && typeof v === 'object' && 'n' in v ? Number(v.n) : v))).toEqual([92.9, 91.2, 57.1]);
  });
  it('reads only whole numbers 1 … n under a rank header, each once or shared places in row order', () => {
    expect(isRankColumn(['Rank'], ['2', '1', '3', '4'])).toBe(true);
    // ties ("1, 2, 2, 3"): a leaderboard's shared places, in row order (issue 25, ninth held-out set)
    expect(isRankColumn(['#'], ['1', '2', '2', '3'])).toBe(true);
    expect(isRankColumn(['#'], ['2', '1', '2', '3'])).toBe(false);
    expect(isRankColumn(['#'], ['1', '2', '2', '9'])).toBe(false);
    expect(isRankColumn(['# Params'], ['1', '2', '3'])).toBe(false);
    expect(isRankColumn(['Epochs #'], ['10', '20', '30'])).toBe(false);
  });
});
