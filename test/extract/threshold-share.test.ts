/**
 * "98% below 0.213" is the share of items under a threshold, not a change of 98% (a poverty-mapping paper PDF, round
 * 25): before, "… a median error of 0.041 and an interquartile range below 0.121 and 98% below 0.213" was drafted as a
 * relative change from 0.041 to 0.121, and `check` reported a false error. "20% lower than the baseline" stays a change.
 */
import { describe, expect, it } from 'vitest';
import { phrasesIn } from '../../src/extract/statements-grammar.js';

describe('a percentage before a threshold', () => {
  it('is no change', () => {
    expect(phrasesIn('Most municipalities exhibit low errors, with a median error of 0.041, an interquartile range below 0.121 and 98% below 0.213.').filter((p) => p.kind === 'change' && p.stated?.text === '98')).toEqual([]);
    expect(phrasesIn('Over 90% above 0.5 IoU were kept.').filter((p) => p.kind === 'change')).toEqual([]);
  });

  it('still reads a relative change', () => {
    expect(phrasesIn('Our model has a 20% lower error than the baseline.').filter((p) => p.kind === 'change').map((p) => p.kind === 'change' && p.stated?.text)).toEqual(['20']);
  });
});
