/**
 * Result columns whose cells repeat only where scores saturate at 100 (the two strongest methods of a per-class
 * table) or meet by chance on rows apart are results, not configurations repeated down a block of rows
 * (HybridSN's supplement: per-class accuracies with methods as columns lost whole tables as "settings").
 */
import { describe, expect, it } from 'vitest';
import { splitLabelColumns } from '../../src/extract/label-columns.js';
import { repeatsInBlocks } from '../../src/extract/repeat-block.js';
import { rawTable } from '../helpers/raw-table.js';

describe('extract: repeated cells before the metric columns', () => {
  it('tells a configuration repeated over a block from saturated or coincident scores', () => {
    expect(repeatsInBlocks(['1.5', '1.5', '3', '3', '6'])).toBe(true);
    expect(repeatsInBlocks(['94.72', '98.51', '100', '100'])).toBe(false);
    expect(repeatsInBlocks(['0.91', '1.0', '1.0'])).toBe(false);
    expect(repeatsInBlocks(['99.90', '99.69', '99.90', '100', '99.90'])).toBe(false);
    expect(repeatsInBlocks(['12.5', '25', '12.5'])).toBe(true);
    expect(repeatsInBlocks(['12.5', '25', '50'])).toBe(false);
  });

  it('keeps organ columns with saturated Dice scores as results beside the mean', () => {
    const t = rawTable(
      [['Method', 'Liver', 'Kidney', 'Spleen', 'Mean Dice']],
      [
        ['U-Net', '95.10', '88.20', '91.30', '91.53'],
        ['nnU-Net', '100', '91.40', '96.02', '95.81'],
        ['Ours', '100', '93.75', '91.30', '95.02'],
      ],
      { caption: 'Table 3: Segmentation of the abdomen.' },
    );
    expect(splitLabelColumns(t).settings).toEqual([]);
  });

  it('still keeps a block-repeated number column before the metrics as a setting', () => {
    const t = rawTable(
      [['Codec', 'Rate', 'WER↓', 'PESQ↑']],
      [
        ['A', '1.5', '2.44', '2.27'],
        ['B', '1.5', '3.10', '2.01'],
        ['C', '6', '1.90', '3.05'],
      ],
      { caption: 'Table 1: Codec comparison.' },
    );
    expect(splitLabelColumns(t).settings.map((s) => s.label)).toEqual(['Rate']);
  });

  it('keeps every class column of a per-class table read transposed (methods as rows) as results', () => {
    // (the shape a table printed with methods as columns takes once read transposed: sample counts over the classes)
    const t = rawTable(
      [
        ['Classes', '400/900', '120/300', '90/210', '60/150', '775/1800', '', ''],
        ['Train/Test', 'Normal', 'Polyp', 'Ulcer', 'Bleeding', 'OA', 'Kappa', 'AA'],
      ],
      [
        ['SVM', '97.15', '82.73', '99.90', '88.29', '94.34 ± 0.18', '92.50 ± 0.70', '92.98 ± 0.41'],
        ['ResNet', '99.54', '84.62', '99.69', '96.39', '97.86 ± 0.20', '97.16 ± 0.51', '96.55 ± 0.03'],
        ['ViT', '96.91', '97.05', '99.90', '98.33', '96.53 ± 0.08', '95.51 ± 0.21', '97.57 ± 1.31'],
        ['Swin', '100', '100', '99.92', '99.23', '95.76 ± 0.20', '94.50 ± 0.15', '95.08 ± 1.21'],
        ['Ours', '100', '100', '99.90', '99.98', '99.98 ± 0.01', '99.98 ± 0.01', '99.97 ± 0.01'],
      ],
      { caption: 'Table 2: Number of training and test samples of the capsule endoscopy set and classification accuracies (in percentages)' },
    );
    const s = splitLabelColumns(t);
    expect(s.settings).toEqual([]);
    expect(s.table.body[4]).toEqual(['Ours', '100', '100', '99.90', '99.98', '99.98 ± 0.01', '99.98 ± 0.01', '99.97 ± 0.01']);
  });
});
