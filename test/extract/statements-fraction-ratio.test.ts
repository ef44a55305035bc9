/**
 * A fraction is a ratio claim only when it is a fraction OF something ("half the memory", "a third of the
 * parameters"); "half train" (a split's name), "half precision" and "the first half" are none. Sentences written
 * for this test (audio tagging, recommendation); the class was seen in a multi-object-tracking README.
 */
import { describe, expect, it } from 'vitest';
import { phrasesIn } from '../../src/extract/statements-grammar.js';

const ratios = (text: string) => phrasesIn(text).filter((p) => p.kind === 'ratio').map((p) => (p as { factor: number }).factor);

describe('fractions as ratios', () => {
  it('"half the memory", "a third of the parameters", "half of its latency": ratios', () => {
    expect(ratios('The pruned tagger needs only half the memory of the full model.')).toEqual([2]);
    expect(ratios('The ranking model keeps a third of the parameters.')).toEqual([3]);
    expect(ratios('Caching cuts the recommender to half of its latency.')).toEqual([2]);
  });
  it('near misses: a split named "half train", half precision, the first half', () => {
    expect(ratios('Train on AudioSet half train, evaluate on AudioSet half val.')).toEqual([]);
    expect(ratios('All recommenders are served in half precision.')).toEqual([]);
  });
});
