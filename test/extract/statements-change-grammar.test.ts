/**
 * Relative and absolute changes and ratios as papers of many fields write them (phrasesIn in
 * src/extract/statements-grammar.ts): each sentence with the change it states (mode, direction,
 * printed size) or none. Negatives: percentages that are shares, settings or bounds, not changes.
 */
import { describe, expect, it } from 'vitest';
import { phrasesIn } from '../../src/extract/statements-grammar.js';

const read = (s: string): string[] =>
  phrasesIn(s).map((p) => (p.kind === 'change' ? `change ${p.mode} ${p.direction} ${p.stated?.text ?? `${p.from?.text}->${p.to?.text}`}` : `ratio ${p.factor} ${p.direction}`));

describe('changes and ratios', () => {
  it.each([
    ['Our method is 35% faster than the baseline.', ['change either better 35']],
    ['It reduces the memory footprint by 40%.', ['change either lower 40']],
    ['Inference latency drops by 23% compared with FP16.', ['change either lower 23']],
    ['The new solver cuts wall-clock time by 60%.', ['change either lower 60']],
    ['This yields a 12% relative reduction in WER.', ['change relative lower 12']],
    ['Throughput increases by 2.3x.', ['ratio 2.3 higher']],
    ['We observe a 17% improvement in F1 over BERT.', ['change either better 17']],
    ['Our approach lowers the error rate by 18% relative to the CNN.', ['change relative lower 18']],
    ['The pruned model uses 45% fewer parameters.', ['change either lower 45']],
    ['Energy consumption decreased by 31% on average.', ['change either lower 31']],
    ['It improves top-1 accuracy by 4.2 points.', ['change absolute better 4.2']],
    ['It achieves 3.1% higher mAP than YOLOv5.', ['change either higher 3.1']],
    ['The sparse kernel is 1.8 times faster than cuBLAS.', ['ratio 1.8 better']],
    ['StatsForecast yields SMAPE similar to DeepAR with computational savings of 99%.', ['change either lower 99']],
    ['Training cost is reduced by roughly 70%.', ['change either lower 70']],
    ['Mortality prediction AUROC rose from 0.81 to 0.86.', ['change absolute higher 0.81->0.86']],
    ['We obtain a 9.5% gain in BLEU.', ['change either better 9.5']],
    ['Compared to the baseline, recall improves by 6%.', ['change either better 6']],
    ['Our model requires 30% less training data to reach the same accuracy.', ['change either lower 30']],
    ['A relative improvement of 8.3% in Dice is observed.', ['change relative better 8.3']],
    ['The hybrid lowers perplexity by 12% relative to the Transformer.', ['change relative lower 12']],
    ['It is 3.1 points above KWS-CNN.', ['change absolute higher 3.1']],
    ['Crop yield increased 15% relative to the control plots.', ['change relative higher 15']],
    ['Retention rose 4% over the previous quarter.', ['change either higher 4']],
    ['Error rates fell 22% after calibration.', ['change either lower 22']],
    ['Latency dropped about 40% with caching.', ['change either lower 40']],
    ['It outperforms GPT-4o by a large margin (up to +550%).', ['change either better 550']],
    ['It beats the baseline by a clear margin of 2.4 points.', ['change absolute better 2.4']],
    ['Our parser is 2.5x faster than spaCy.', ['ratio 2.5 better']],
    ['It needs half the memory of the dense model.', ['ratio 2 lower']],
    ['The distilled model is twice as fast.', ['ratio 2 better']],
    ['The compressed index is 4 times smaller.', ['ratio 4 lower']],
    ['WER falls from 8.0 to 7.0 with the LM.', ['change absolute lower 8.0->7.0']],
    ['Recall improves by 1.2 pp over the CRF.', ['change absolute better 1.2']],
    ['The batch size can be increased by more than 20 times.', ['ratio 20 higher']],
    // not changes
    ['We sample 10% of the original data for evaluation.', []],
    ['The test split holds 20% of the patients.', []],
    ['Dropout is set to 10% in all layers.', []],
    ['Over 90% of the weight matrices have higher entropy.', []],
    ['Accuracy is 91.2% on the test set.', []],
    ['The response rate increased to 45% of households.', []],
    ['It uses 40% full attention data and 60% partial attention data.', []],
  ])('%s', (s, want) => {
    expect(read(s)).toEqual(want);
  });
});
