/**
 * More names two fields print for two metrics (src/extract/ambiguous-readings.ts): `MR` (mean rank or miss
 * rate), `MASE` (nuScenes scale error or the scaled error of forecasting), `MCE` (mean corruption error or
 * maximum calibration error), a bare `BLEU` (corpus BLEU of translation or captioning's BLEU-4) and `ASR`
 * (attack success rate or the speech-recognition task). Each is read by the field of the columns beside it,
 * then of the text by the table, and always with a review line. Checked on READMEs written here.
 */
import { describe, expect, it } from 'vitest';
import { resolveAmbiguous } from '../../src/extract/ambiguous-metric.js';
import { extractTables as extract, oneTableReadme as readme } from '../helpers/extract-markdown.js';

describe('more ambiguous metric names', () => {
  it('reads MR beside MRR and Hits@k in a link-prediction table as the mean rank', () => {
    const { tables, yaml } = extract(readme('RotaKG', 'Link prediction on FB15k-237.', '| Model | MR | MRR | Hits@1 | Hits@10 |', ['| TransE | 357 | 0.294 | 19.8 | 46.5 |', '| RotaKG (ours) | 177 | 0.338 | 24.1 | 53.3 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['mean-rank', 'mrr', 'r@1', 'r@10']);
    expect(yaml).toMatch(/# review:.*"MR" is an alias of several fields.*read as mean-rank, as the columns beside it report/);
  });

  it('reads MR beside minADE and minFDE in a motion-forecasting table as the miss rate', () => {
    const { tables, yaml } = extract(readme('TrajNet', 'Results on the Argoverse validation set.', '| Method | minADE | minFDE | MR |', ['| LaneGCN | 0.71 | 1.08 | 10.0 |', '| TrajNet (ours) | 0.65 | 0.94 | 8.1 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['min-ade', 'min-fde', 'miss-rate']);
    expect(yaml).toMatch(/# review:.*"MR" is an alias of several fields.*read as miss-rate/);
  });

  it('reads MASE beside sMAPE and OWA in a forecasting table as the mean absolute scaled error', () => {
    const { tables, yaml } = extract(readme('SeasonNet', 'Forecasting accuracy on M4 (yearly).', '| Model | sMAPE | MASE | OWA |', ['| N-BEATS | 13.11 | 2.96 | 0.77 |', '| SeasonNet (ours) | 12.98 | 2.91 | 0.76 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['smape', 'mase-forecast', 'owa']);
    expect(yaml).toMatch(/# review:.*"MASE" is an alias of several fields.*read as mase-forecast/);
  });

  it('keeps mASE as the nuScenes scale error beside NDS and mATE', () => {
    const { tables, yaml } = extract(readme('BEVLite', 'Results on nuScenes val.', '| Method | NDS | mAP | mATE | mASE |', ['| BEVDet | 39.2 | 31.2 | 0.691 | 0.272 |', '| BEVLite (ours) | 45.1 | 36.0 | 0.640 | 0.268 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['nds', 'map', 'mate', 'mase']);
    expect(yaml).toMatch(/# review:.*"mASE" is an alias of several fields.*read as mase/);
  });

  it('reads MCE beside ECE and NLL as the maximum calibration error, and mCE beside top-1 as the corruption error', () => {
    const cal = extract(readme('TempScale++', 'Calibration of ResNet-50 on CIFAR-100.', '| Method | ECE | MCE | NLL |', ['| Vanilla | 8.4 | 24.1 | 1.10 |', '| TempScale++ (ours) | 1.2 | 6.3 | 0.94 |']));
    expect(cal.tables[0]?.columns.map((c) => c.metric)).toEqual(['ece', 'max-calibration-error', 'nll']);
    expect(cal.yaml).toMatch(/# review:.*"MCE" is an alias of several fields.*read as max-calibration-error/);
    const rob = extract(readme('AugMixer', 'Robustness to common corruptions on ImageNet-C.', '| Method | Top-1 | mCE |', ['| ResNet-50 | 76.1 | 76.7 |', '| AugMixer (ours) | 77.5 | 65.3 |']));
    expect(rob.tables[0]?.columns.map((c) => c.metric)).toEqual(['top1-acc', 'mce']);
  });

  it('reads a bare BLEU beside METEOR and CIDEr as captioning BLEU-4, and beside chrF as translation BLEU', () => {
    const cap = extract(readme('VidCap', 'Video captioning on MSR-VTT.', '| Method | BLEU | METEOR | CIDEr |', ['| SwinBERT | 41.9 | 29.9 | 53.8 |', '| VidCap (ours) | 43.2 | 30.4 | 57.0 |']));
    expect(cap.tables[0]?.columns.map((c) => c.metric)).toEqual(['Bleu_4', 'METEOR', 'CIDEr']);
    expect(cap.yaml).toMatch(/# review:.*"BLEU" is an alias of several fields.*read as Bleu_4/);
    const mt = extract(readme('LowResMT', 'Translation results on FLORES-200.', '| Model | BLEU | chrF++ |', ['| NLLB-600M | 21.3 | 45.0 |', '| LowResMT (ours) | 23.8 | 47.2 |']));
    expect(mt.tables[0]?.columns.map((c) => c.metric)).toEqual(['bleu', 'chrf++']);
  });

  it('reads ASR in a jailbreak table as the attack success rate and in an audio table as the word error rate', () => {
    expect(resolveAmbiguous('ASR', ['accuracy'], 'Jailbreak attacks on Llama-2-Chat.', () => true)?.metric).toBe('attack-success-rate');
    expect(resolveAmbiguous('ASR', [], 'Speech and audio understanding benchmarks.', () => true)?.metric).toBe('wer');
    const none = resolveAmbiguous('ASR', [], 'Results.', () => true);
    expect(none?.metric).toBe('attack-success-rate');
    expect(none?.review).toMatch(/nothing beside it tells which/);
  });
});
