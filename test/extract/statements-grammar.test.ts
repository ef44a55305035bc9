/**
 * The statement grammar, one phrase family at a time, each with many phrasings (held-out papers
 * are phrased differently from any one sentence): what kind, which number, which way.
 */
import { describe, expect, it } from 'vitest';
import { beatsIn, bestIn, significanceIn, sumsIn } from '../../src/extract/statements-claims.js';
import type { ChangePhrase, RatioPhrase } from '../../src/extract/statements-grammar.js';
import { phrasesIn } from '../../src/extract/statements-grammar.js';

const changes = (s: string) => phrasesIn(s).filter((p): p is ChangePhrase => p.kind === 'change');
const ratios = (s: string) => phrasesIn(s).filter((p): p is RatioPhrase => p.kind === 'ratio');
const one = (s: string) => {
  const c = changes(s);
  expect(c, s).toHaveLength(1);
  const p = c[0]!;
  return { mode: p.mode, stated: p.stated?.text, direction: p.direction, points: p.points, from: p.from?.text, to: p.to?.text };
};

describe('absolute changes in points or metric units', () => {
  it.each([
    ['Our model is 3.1 points above ResNet-50 on ImageNet.', '3.1', 'higher', true],
    ['This places it 2.4 percentage points ahead of the strongest baseline.', '2.4', 'better', true],
    ['The adapter yields 1.5 pp higher accuracy than full fine-tuning.', '1.5', 'higher', true],
    ['Our detector is 2.1 AP higher than Mask R-CNN.', '2.1', 'higher', false],
    ['It scores 0.8 BLEU below the teacher.', '0.8', 'lower', false],
    ['The WER is 0.6 points lower than with the LSTM decoder.', '0.6', 'lower', true],
    ['We gain 1.2 mIoU points over DeepLabv3+.', '1.2', 'better', true],
    ['Removing the decoder loses 2.1 points of accuracy.', '2.1', 'worse', true],
    ['It trails the ensemble by being 0.3 points worse on F1.', '0.3', 'worse', true],
  ])('%s', (s, stated, direction, points) => {
    expect(one(s)).toMatchObject({ mode: 'absolute', stated, direction, points });
  });

  it.each([
    ['DeiT-S improves mAP by 4.2 over the baseline.', '4.2', 'better'],
    ['Pre-training boosts the F1 score by 0.031.', '0.031', 'better'],
    ['Our method outperforms PointNet++ by 2.3 points on ScanNet.', '2.3', 'better'],
    ['It surpasses the previous best by a margin of 1.7 mAP.', '1.7', 'better'],
    ['Adding noise degrades the return by 120.', '120', 'worse'],
    ['The distilled model lags behind the teacher by 0.9 points.', '0.9', 'worse'],
    ['Fine-tuning increased the success rate by roughly 12 points.', '12', 'higher'],
  ])('verb … by N: %s', (s, stated, direction) => {
    expect(one(s)).toMatchObject({ mode: 'absolute', stated, direction });
  });

  it.each([
    ['Top-1 accuracy rises from 41.2 to 45.3 when we add the adapter.', '41.2', '45.3', 'higher'],
    ['WER drops from 8.1% to 7.3% with the language model.', '8.1', '7.3', 'lower'],
    ['Our loss improves FID from 12.4 to 9.8.', '12.4', '9.8', 'better'],
    ['The success rate goes 61.0 → 74.5 with curriculum learning.', '61.0', '74.5', 'higher'],
    ['Latency is reduced from 40 to 10 milliseconds.', '40', '10', 'lower'],
  ])('from A to B: %s', (s, from, to, direction) => {
    expect(one(s)).toMatchObject({ from, to, direction });
  });

  it('keeps a change printed next to "from A to B"', () => {
    expect(one('Accuracy improves from 76.1 to 79.3 (+3.2).')).toMatchObject({ from: '76.1', to: '79.3', stated: '3.2', mode: 'absolute' });
  });
});

describe('signed and absolute changes', () => {
  it.each([
    ['It yields +1.2 mAP over Mask R-CNN.', '1.2', 'absolute', 'higher'],
    ['We observe −0.4 WER compared with the LSTM.', '0.4', 'absolute', 'lower'],
    ['Ours reaches 45.3 (+2.3%) over the baseline.', '2.3', 'either', 'higher'],
    ['This is an absolute improvement of 2.3% over BERT.', '2.3', 'absolute', 'better'],
  ])('%s', (s, stated, mode, direction) => {
    expect(one(s)).toMatchObject({ stated, mode, direction });
  });

  it('takes no digits of a name as a sign ("ResNet-50 over ViT")', () => {
    expect(changes('ResNet-50 over ViT-B is a common choice.')).toEqual([]);
  });
});

// "either": points or relative on a metric printed in %; the resolver makes it relative on other metrics (parameters, perplexity)
describe('relative changes', () => {
  it.each([
    ['This is an 8.3% relative gain over BERT-base.', '8.3', 'relative', 'better'],
    ['Our model uses 40% fewer parameters than ViT-B.', '40', 'either', 'lower'],
    ['It lowers perplexity by 12% compared with the LSTM.', '12', 'either', 'lower'],
    ['We obtain a 10% relative CER reduction over the baseline.', '10', 'relative', 'lower'],
    ['We reduce WER by 10% relative to the baseline.', '10', 'relative', 'lower'],
    ['SCORER+CBR achieves the relative improvement of 4.7% against RNet+SSP.', '4.7', 'relative', 'better'],
    ['It achieves 16.7% improvement against VACC on CIDEr.', '16.7', 'either', 'better'],
    ['The pruned network needs 35% less memory.', '35', 'either', 'lower'],
    ['Throughput is 22% higher than with FlashAttention-1.', '22', 'either', 'higher'],
    ['A relative reduction of 18% in word error rate is obtained.', '18', 'relative', 'lower'],
    ['The model improves accuracy by 2.1%.', '2.1', 'either', 'better'],
    ['It cuts the training cost by 30%.', '30', 'either', 'lower'],
  ])('%s', (s, stated, mode, direction) => {
    expect(one(s)).toMatchObject({ stated, mode, direction });
  });
});

describe('ratios', () => {
  it.each([
    ['Inference is 3× faster than the teacher.', 3, 'better'],
    ['Decoding runs 2.5x faster on a CPU.', 2.5, 'better'],
    ['The student is 4 times smaller than BERT-large.', 4, 'lower'],
    ['It requires 2.5x fewer FLOPs than Swin-T.', 2.5, 'lower'],
    ['We obtain a 1.8× speed-up over the dense model.', 1.8, 'better'],
    ['Our model needs half the memory of the baseline.', 2, 'lower'],
    ['It uses only a third of the parameters.', 3, 'lower'],
    ['Sampling is twice as fast as DDPM.', 2, 'better'],
    ['The new layer doubles the throughput.', 2, 'higher'],
    ['It has 10-fold fewer parameters.', 10, 'lower'],
  ])('%s', (s, factor, direction) => {
    const r = ratios(s);
    expect(r, s).toHaveLength(1);
    expect(r[0]).toMatchObject({ factor, direction });
  });

  it.each(['We use 3 × 3 convolutions.', 'Images are resized to 224x224.', 'We train on 8x A100 GPUs.', 'The kernel is 7 × 7 pixels wide.'])('no ratio in "%s"', (s) => {
    expect(ratios(s)).toEqual([]);
  });
});

describe('best / highest / lowest / state of the art', () => {
  it.each([
    ['Our method achieves state of the art on every metric.', 'best', 'all', true],
    ['The proposed model obtains the best results across all datasets.', 'best', 'all', true],
    ['It sets a new state-of-the-art on most benchmarks.', 'best', 'most', true],
    ['SCORER ranks first on almost all change types.', 'best', 'almost-all', true],
    ['Our approach achieves state-of-the-art results on CIFAR-10, CIFAR-100 and SVHN.', 'best', 'all', false],
    ['It consistently outperformed all baselines, achieving the highest BLEU, chrF and COMET.', 'highest', 'all', false],
    ['The conformer reaches the lowest WER on both test sets.', 'lowest', 'all', false],
    ['We achieve SOTA performance on ImageNet and COCO.', 'best', 'all', false],
  ])('%s', (s, extreme, quantifier, every) => {
    const b = bestIn(s);
    expect(b, s).toHaveLength(1);
    expect(b[0]).toMatchObject({ extreme, quantifier, every });
  });

  it('keeps the listed scope', () => {
    expect(bestIn('Our approach achieves state-of-the-art results on CIFAR-10, CIFAR-100 and SVHN.')[0]!.scope).toBe('CIFAR-10, CIFAR-100 and SVHN');
    expect(bestIn('It consistently outperformed all baselines, achieving the highest BLEU, chrF and COMET.')[0]!.scope).toBe('BLEU, chrF and COMET');
  });

  it.each([
    'Table 1 compares DiffLens with the state of the art on the Spot-the-Diff test split.',
    'We compare against the previous state of the art on COCO.',
    'The prior best result on this benchmark is 41.2 AP.',
    'Our model outperforms the best baseline.',
    'Second-best results are underlined.',
  ])('no claim of being best in "%s"', (s) => {
    expect(bestIn(s)).toEqual([]);
  });

  it.each([
    ['FastNet beats SlowNet on all four metrics.', 4],
    ['Our model outperforms Whisper on both test sets.', 2],
    ['It surpasses the baseline across all metrics.', undefined],
    ['The tuned policy does better than PPO on every environment.', undefined],
    ['DiffLens outperforms all compared methods on all metrics.', undefined],
  ])('beats: %s', (s, count) => {
    const b = beatsIn(s);
    expect(b, s).toHaveLength(1);
    expect(b[0]!.count).toBe(count);
  });
});

describe('significance', () => {
  it.each([
    ['Our model is significantly better than the baseline (p < 0.05).', 'better', '0.05'],
    ['The improvement is statistically significant (p = 0.01).', 'better', '0.01'],
    ['It achieves a significantly lower WER than the LSTM.', 'lower', undefined],
    ['Gains are significant at the 0.01 level.', 'better', '0.01'],
    ['Results are significant at the 5% level.', 'better', '0.05'],
    ['Ours is significantly higher than BERT on all tasks (p < .001).', 'higher', '0.001'],
  ])('%s', (s, direction, alpha) => {
    const p = significanceIn(s);
    expect(p, s).toHaveLength(1);
    expect(p[0]!.direction).toBe(direction);
    expect(p[0]!.alpha).toBe(alpha);
  });

  it.each(['The two systems are not significantly different.', 'We find no significant difference between the two.', 'The gap is statistically insignificant.', 'This significantly simplifies training.'])('no claim a t-test could refute in "%s"', (s) => {
    expect(significanceIn(s).filter((p) => p.direction !== 'different')).toEqual([]);
  });
});

describe('sums', () => {
  it.each([
    ['Training took 1,200 GPU hours in total: 1,000 for pre-training and 200 for fine-tuning.', '1,200', ['1,000', '200'], 'GPU hours'],
    ['We collect a total of 12,000 images: 10,000 train and 2,000 test.', '12,000', ['10,000', '2,000'], 'images'],
    ['The corpus has 500 dialogues for training and 120 for testing, 620 dialogues in total.', '620', ['500', '120'], 'dialogues'],
    ['Altogether 3,400 clips: 3,000 clips of speech and 400 clips of music.', '3,400', ['3,000', '400'], 'clips'],
  ])('%s', (s, total, parts, what) => {
    const p = sumsIn(s);
    expect(p, s).toHaveLength(1);
    expect(p[0]!.total.text).toBe(total);
    expect(p[0]!.parts.map((n) => n.text)).toEqual(parts);
    expect(p[0]!.what).toContain(what.split(' ').pop());
  });

  // round 23: "combined via a 1 × 1 convolution" drafted "64 = 1 + 1 + 18", and check called it a false sum
  it.each([
    'The 64 refined feature maps can be combined via a 1 × 1 convolutional layer to produce 18 heatmaps.',
    'The 256 channels are combined with 3 × 3 kernels into 32 outputs.',
  ])('no sum in "%s"', (s) => {
    expect(sumsIn(s)).toEqual([]);
  });

  it('leaves a size printed "224 × 224" out of the parts of a total', () => {
    const p = sumsIn('We use 1,500 images in total at 224 × 224: 1,000 for training and 500 for testing.');
    expect(p[0]?.parts.map((n) => n.text)).toEqual(['1,000', '500']);
  });
});

describe('several changes in one sentence', () => {
  it('reads "by 0.8 BLEU and by 0.7 chrF" as two changes with the verb before both', () => {
    const c = changes('LexiMT outperforms DBA by 0.8 BLEU and by 0.7 chrF.');
    expect(c.map((p) => [p.stated?.text, p.direction])).toEqual([
      ['0.8', 'better'],
      ['0.7', 'better'],
    ]);
  });

  it.each(['On WMT16, LexiMT trails DBA by 0.1 BLEU.', 'It lags behind the teacher by 0.4 points.'])('%s: worse', (s) => {
    expect(changes(s).map((p) => p.direction)).toEqual(['worse']);
  });
});
