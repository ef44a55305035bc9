/**
 * Two ways a column got the wrong metric (docs/extract-readers.md, "A column printed in a setting's unit"):
 * - a column of numbers whose header prints a configuration's or a count's unit ("Patch (px)", "Pretrain images
 *   (million)") took the metric the caption names (overall accuracy) when that metric is headed nowhere: it is a
 *   setting of each row;
 * - a header "Error on ISIC-2019" (a metric, then the data it was measured on) named no metric, so the column
 *   took the caption's.
 * Documents of other fields (remote sensing, medical image classification) than those the causes were seen in.
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { printsSettingUnit } from '../../src/extract/setting-unit.js';
import { metricFor } from '../../src/extract/metric-lookup.js';

const names = { methods: [], datasets: [], subsets: [] };
const draftOf = (text: string) => {
  const doc = { id: 'paper', file: 'paper.md', kind: 'readme' as const, text, prose: text, pdf: false };
  return extractDraft([doc], 'toy', names);
};

describe('extract: columns printed in a setting unit, and "<metric> on <data>" headers', () => {
  it('reads a header unit of a configuration or a count, not of a performance metric', () => {
    expect(printsSettingUnit(['Frame Rate', '(Hz)'])).toBe(true);
    expect(printsSettingUnit(['Patch (px)'])).toBe(true);
    expect(printsSettingUnit(['Pretrain images (million)'])).toBe(true);
    expect(printsSettingUnit(['Search cost (GPU days)'])).toBe(true);
    // units a result is printed in: a rate, a latency
    expect(printsSettingUnit(['Success (%)'])).toBe(false);
    expect(printsSettingUnit(['Latency (ms)'])).toBe(false);
    expect(printsSettingUnit(['UCM'])).toBe(false);
    // a quantity counted per unit of the model or the input, naming no metric: a configuration; a cost metric per unit stays one
    expect(printsSettingUnit(['Images / GPU'])).toBe(true);
    expect(printsSettingUnit(['Size /Layer'])).toBe(true);
    expect(printsSettingUnit(['GMACs /Layer'])).toBe(false);
    expect(printsSettingUnit(['Latency per image'])).toBe(false);
  });

  it('drafts a scene-classification table\'s patch size and pre-training count as settings, not as the caption\'s accuracy', () => {
    const text = [
      '# Scene classification',
      '',
      'Table 4: Overall accuracy (%) of scene classification on three remote sensing benchmarks.',
      '',
      '| Method | Patch (px) | UCM | AID | NWPU | Pretrain images (million) |',
      '| --- | --- | --- | --- | --- | --- |',
      '| ResNet-50 | 224 | 98.5 | 95.1 | 92.3 | 1.28 |',
      '| SatMAE | 96 | 99.0 | 96.4 | 93.9 | 0.71 |',
      '| RingMo | 192 | 99.3 | 97.2 | 94.6 | 2.10 |',
    ].join('\n');
    const ex = draftOf(text);
    const t = ex.draft.tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => c.label)).toEqual(['UCM', 'AID', 'NWPU']);
    expect(t.columns.every((c) => c.metric === 'accuracy')).toBe(true);
    expect(t.settings?.map((s) => s.label)).toEqual(['Patch (px)', 'Pretrain images (million)']);
    expect(t.rows.map((r) => r.settings)).toEqual([
      { 'patch-px': '224', 'pretrain-images-million': '1.28' },
      { 'patch-px': '96', 'pretrain-images-million': '0.71' },
      { 'patch-px': '192', 'pretrain-images-million': '2.10' },
    ]);
    // nothing dropped silently: each setting column has its review line
    expect(ex.yaml).toContain('setting column "Patch (px)" (not a metric)');
  });

  it('keeps a column whose header names its metric and a count unit ("Params (million)") as values', () => {
    const text = ['Table 2: Top-1 accuracy on ImageNet.', '', '| Method | Params (million) | Top-1 |', '| --- | --- | --- |', '| A | 5.3 | 77.1 |', '| B | 7.8 | 79.4 |'].join('\n');
    const t = draftOf(text).draft.tables[0];
    expect(t?.kind === 'results' ? t.columns.map((c) => c.metric) : []).toEqual(['params', 'top1-acc']);
  });

  it('reads "Error on ISIC-2019" as the error rate measured on ISIC-2019, not as the caption\'s AUC', () => {
    expect(metricFor('Error on ISIC-2019')).toBe('error-rate');
    expect(metricFor('Accuracy on the HAM10000 test set')).toBe('accuracy');
    // words before "on" that name no metric stay no metric
    expect(metricFor('Pretrained on ImageNet')).toBeUndefined();
    const text = [
      'Table 3: Skin lesion classification; AUC is reported in the appendix.',
      '',
      '| Method | Params | Error on ISIC-2019 | Error on HAM10000 |',
      '| --- | --- | --- | --- |',
      '| DenseNet-121 | 7.0 | 18.4 | 12.9 |',
      '| EfficientNet-B3 | 10.7 | 16.2 | 11.5 |',
    ].join('\n');
    const t = draftOf(text).draft.tables[0];
    expect(t?.kind === 'results' ? t.columns.map((c) => c.metric) : []).toEqual(['params', 'error-rate', 'error-rate']);
  });
});
