/**
 * The `best` grammar (src/extract/statements-claims.ts, bestIn and beatsIn) on sentences written
 * the way abstracts and result sections of many fields write them: each positive gives a best (or
 * against-all) claim with its extreme, quantifier and scope; each negative gives none.
 */
import { describe, expect, it } from 'vitest';
import { beatsIn, bestIn } from '../../src/extract/statements-claims.js';

type Want = { extreme?: string; quantifier?: string; scope?: RegExp; every?: boolean } | 'against-all' | null;

const read = (s: string): Want => {
  const best = bestIn(s)[0];
  if (best) return { extreme: best.extreme, quantifier: best.quantifier, scope: new RegExp(''), every: best.every };
  return beatsIn(s).some((b) => b.againstAll) ? 'against-all' : null;
};

const cases: [string, Want][] = [
  // state of the art, new records
  ['Our model achieves state-of-the-art results on CIFAR-10, CIFAR-100 and SVHN.', { extreme: 'best', quantifier: 'all', scope: /CIFAR-10, CIFAR-100 and SVHN/ }],
  ['The proposed method sets a new state of the art on the PhysioNet sepsis benchmark.', { extreme: 'best', scope: /PhysioNet/ }],
  ['GraphCast sets new records on 90% of the 1,380 verification targets.', { extreme: 'best' }],
  ['SpatialVLA achieves state-of-the-art performance across a diverse range of evaluations.', { extreme: 'best', quantifier: 'most', every: true }],
  ['Our parser achieves SOTA performance across multiple languages.', { extreme: 'best', quantifier: 'most', every: true }],
  ['It attains state-of-the-art accuracy on a wide range of tasks.', { extreme: 'best', quantifier: 'most', every: true }],
  ['ProtNet establishes a new state of the art on all four protein benchmarks.', { extreme: 'best', quantifier: 'all', every: true }],
  ['The model reaches state-of-the-art Dice on most organs.', { extreme: 'best', quantifier: 'most' }],
  // highest / lowest / best
  ['TinyConformer achieves the lowest WER and CER on both test sets.', { extreme: 'lowest', scope: /WER and CER/ }],
  ['Our system obtains the highest BLEU, chrF and COMET scores.', { extreme: 'highest', scope: /BLEU, chrF and COMET/ }],
  ['Overall, Kimi Linear achieved the highest average score (54.5), further reinforcing its effectiveness.', { extreme: 'highest', scope: /^average score\s*$/ }],
  ['It achieves the highest scores on RULER (84.3) and RepoQA (68.5) by a significant margin.', { extreme: 'highest', scope: /^RULER\s+and RepoQA\s*$/ }],
  ['The hybrid model yields the best F1 on every dataset.', { extreme: 'best', quantifier: 'all', every: true }],
  ['With the best top-1 and top-5 accuracy of all models, SmallViT leads.', { extreme: 'best' }],
  ['Our approach gives the lowest RMSE in all 12 catchments.', { extreme: 'lowest', quantifier: 'all', every: true }],
  // top / optimal / leads / ranks first
  ['Kimi Linear achieves the top scores on CEval and CMMLU.', { extreme: 'best', scope: /CEval and CMMLU/ }],
  ['Even with fewer annotations, our method consistently achieves optimal results.', { extreme: 'best' }],
  ['It achieves top performance on the MTEB leaderboard.', { extreme: 'best', scope: /MTEB/ }],
  ['Seed-X leads EN-XX evaluations, outperforming even ultra-large models.', { extreme: 'best', scope: /^EN-XX evaluations$/ }],
  ['Our submission tops the BraTS 2023 leaderboard.', { extreme: 'best' }],
  ['The agent ranks first on 40 of the 57 Atari games.', { extreme: 'best' }],
  ['Our team won first place in the DCASE challenge.', { extreme: 'best' }],
  // outperforms all …
  ['ESM-2 outperforms all tested single-sequence protein language models across a range of structure prediction tasks.', 'against-all'],
  ['As shown in Table 12 and 13, M3-Embedding outperforms all baselines on average.', 'against-all'],
  ['Our detector surpasses all the other one-stage detectors.', 'against-all'],
  // negatives
  ['The previous state of the art on ImageNet is 90.1%.', null],
  ['We compare with the best baselines reported in prior work.', null],
  ['Table 1 lists the best hyper-parameters for each model.', null],
  ['Bold marks the best result in each column.', null],
  ['It achieves the second-best results in ZH-XX.', null],
  ['We report top-1 and top-5 accuracy.', null],
  ['The learning rate is tuned to ensure optimal performance for each model.', null],
  ['We find the optimal setup by grid search.', null],
  ['It is Pareto-optimal on the accuracy-latency curve.', null],
  ['The early-stopping criterion leads to better generalisation.', null],
  ['Gradient clipping leads to more stable training on all tasks.', null],
  ['Kimi Linear is a leading attention architecture in long-context scenarios.', null],
  ['Recently, CLIP was compared against other state-of-the-art approaches.', null],
  ['We use a strong baseline that outperforms many prior methods.', null],
  ['Our 5-scale model obtains 58.5 AP on COCO val.', null],
  ['The top row of Figure 3 shows the inputs.', null],
  ['Overall, Kimi Linear consistently ranked as the top performer across all stages.', null],
];

describe('best claims as papers write them', () => {
  it.each(cases)('%s', (s, want) => {
    const got = read(s);
    if (want === null || want === 'against-all') {
      expect(got).toEqual(want);
      return;
    }
    expect(got).not.toBeNull();
    expect(got).not.toBe('against-all');
    const best = bestIn(s)[0];
    if (want.extreme) expect(best?.extreme).toBe(want.extreme);
    if (want.quantifier) expect(best?.quantifier).toBe(want.quantifier);
    if (want.every !== undefined) expect(best?.every).toBe(want.every);
    if (want.scope) expect(best?.scope).toMatch(want.scope);
  });
});

describe('scopes', () => {
  it('a vague quantifier followed by examples is scoped by the examples', () => {
    const [b] = bestIn('Notably, our system achieves state-of-the-art reasoning performance across multiple benchmarks and modalities—e.g., 77.5 on AIME, 96.2 on MATH 500, 74.9 on MathVista—matching o1.');
    expect(b).toMatchObject({ quantifier: 'most', every: false });
    expect(b?.scope).toMatch(/AIME, 96.2 on MATH 500, 74.9 on MathVista$/);
  });
  it('"among all … approaches" is against the competitors, not a quantifier over them', () => {
    const [b] = bestIn('EVA-CLIP achieves the state-of-the-art top-1 accuracy on ImageNet-1K among all self-supervised learning approaches.');
    expect(b).toMatchObject({ every: false });
    expect(b?.scope).toMatch(/ImageNet-1K/);
  });
});

describe('competitors are no counted scope', () => {
  it.each(['FastDiff achieves the best FID and IS among all methods.', 'It obtains the lowest WER among all the compared systems.'])('%s', (s) => {
    expect(bestIn(s)[0]?.every).toBe(false);
  });
});

describe('"leading" as an adjective is no claim', () => {
  it.each([
    'We present a comprehensive evaluation of several leading models on a new real IDC dataset.',
    'The latest leading models for IDC are CLIP4IDC [6] and SCORER [44].',
    'Leading methods on this benchmark use ensembles.',
  ])('%s', (s) => {
    expect(bestIn(s)).toEqual([]);
  });
});

describe('"a state-of-the-art method" describes a method: no claim', () => {
  it.each([
    'The compared method is MCCFormers-D that is a state-of-the-art method based on transformer.',
    'We build on BEVFusion, a state-of-the-art multi-modal detector.',
    'GraphSAGE is a SOTA model for inductive node classification.',
    'We compare against several state-of-the-art methods.',
    'We show the results of SCORER+CBR and SOTA method MCCFormers-D [24] with varied viewpoints.',
    'State-of-the-art models such as GPT-4 still fail on these puzzles.',
  ])('%s', (s) => {
    expect(bestIn(s)).toEqual([]);
  });
  it.each(['Our model sets a state-of-the-art result on ScanNet.', 'It achieves a new state of the art on SQuAD 2.0.', 'PointNeXt is the new state-of-the-art model on ScanObjectNN.'])('still a claim: %s', (s) => {
    expect(bestIn(s).length).toBe(1);
  });
});

describe('a condition of use is no best claim', () => {
  it.each(['Qwen-Audio models currently perform best with audio clips under 30 seconds.', 'The tagger works best when sentences are short.'])('%s', (s) => {
    expect(bestIn(s)).toEqual([]);
  });
  it('still a claim: "performs best on all four datasets"', () => {
    expect(bestIn('Our model performs best on all four datasets.').length).toBe(1);
  });
});
