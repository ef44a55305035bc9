/**
 * pdftotext splits some decimals around their point ("a 2 . 29× speedup"): the ratio grammar reads them as
 * one number (2.29), never as a ratio of 29 (src/extract/statements-grammar.ts). Sentences of a
 * multi-agent RL report written for this test.
 */
import { describe, expect, it } from 'vitest';
import { phrasesIn } from '../../src/extract/statements-grammar.js';

const ratios = (s: string) => phrasesIn(s).flatMap((p) => (p.kind === 'ratio' ? [p.printed] : []));

describe('a decimal split around its point', () => {
  it.each([
    ['The asynchronous learner achieves a 2 . 29× speedup in training and a 1 . 96× speedup in evaluation.', ['2.29', '1.96']],
    ['The centralised critic trains 3.5x faster than independent learners.', ['3.5']],
    ['We use 3 × 3 convolutions on 84x84 observations.', []],
  ])('%s', (s, want) => {
    expect(ratios(s)).toEqual(want);
  });
});
