/**
 * "outperforms other loss functions", "surpasses all existing algorithms", "beats the other sampling
 * strategies": the competitors a study compares are not only "methods" or "models" — algorithms,
 * techniques, strategies, frameworks, estimators and the losses / objectives an ablation compares are a
 * claim against all of them too. Sentences written for this test, from many fields.
 */
import { describe, expect, it } from 'vitest';
import { beatsIn } from '../../src/extract/statements-claims.js';

const againstAll = (s: string): boolean => beatsIn(s).some((b) => b.againstAll === true);

describe('competitors named by other plural nouns', () => {
  it.each([
    'In our ablation, the focal loss consistently outperforms other loss functions on the minority classes.',
    'The proposed sampler surpasses all existing algorithms for sparse recovery.',
    'Adaptive restarts beat the other scheduling strategies in every instance family.',
    'Our estimator outperforms competing estimators under heavy-tailed noise.',
    'The contrastive objective outperforms all other objectives we tried.',
    'SwiGLU outperforms the other activation functions in perplexity.',
    'The learned heuristic outperforms all hand-written heuristics on the routing benchmark.',
    'AdamW outperforms all other optimizers on the translation task.',
    'The hybrid pipeline outperforms previous frameworks for event extraction.',
  ])('%s', (s) => expect(againstAll(s)).toBe(true));

  it.each([
    // a named group or a singular is no claim against all
    'The focal loss outperforms the cross-entropy loss on recall.',
    'Our estimator outperforms the bootstrap estimator at small sample sizes.',
    'Greedy decoding outperforms beam search strategies with width 2.',
    // not all of them
    'The learned heuristic outperforms existing heuristics on some of the instances.',
  ])('%s', (s) => expect(againstAll(s)).toBe(false));
});
