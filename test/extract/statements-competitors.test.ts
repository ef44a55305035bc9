/**
 * "outperforms all the other variants / agents / classifiers …": a comparison against every other
 * row is a best claim whatever the field calls its competitors (ablation variants, RL agents and
 * policies, trackers, tabular classifiers, solvers); a quantifier over them is no scope of metrics.
 */
import { describe, expect, it } from 'vitest';
import { beatsIn, bestIn } from '../../src/extract/statements-claims.js';

const againstAll = (s: string): boolean => beatsIn(s).some((b) => b.againstAll === true);

describe('against all, by the word the field uses for its competitors', () => {
  it.each([
    'We observe that our method outperforms all the other variants across different color components.',
    'PPO-Clip with our critic outperforms all other agents on the Atari suite.',
    'The gradient-boosted model outperforms all the other classifiers on the tabular benchmarks.',
    'Our tracker surpasses all other trackers in MOTA and IDF1.',
    'GraphSAINT beats all the other GNNs on ogbn-products.',
    'In the ablation, the full configuration outperforms all other configurations.',
    'The final speech recognizer outperforms all the earlier versions.',
  ])('%s', (s) => expect(againstAll(s)).toBe(true));

  it.each([
    // a comparison with named others: no claim against all
    'Our method outperforms the LSTM variant on WER.',
    'Our tracker outperforms SORT on MOTA.',
  ])('%s', (s) => expect(beatsIn(s).some((b) => b.againstAll)).toBe(false));

  it('a quantifier over competitors is no scope of a best claim', () => {
    // "among all variants" names what is compared, not what is measured: the scope is left to the listed words
    const b = bestIn('The full model achieves the best F1 among all variants.');
    expect(b.every((p) => !p.every)).toBe(true);
  });
});
