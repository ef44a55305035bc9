/**
 * A metric printed with its subset glued on ("Dice-WT", "HD95-ET", "mIoU-val", "F1@50", src/extract/metric-affix.ts)
 * is that metric with a subset, not a new metric: before, such columns named no metric at all and became settings
 * (or the table an attribute table). Seen in lane-detection (`F1@50`, `F1@75`) and driving-planning (`IoU-lane`)
 * READMEs; checked on a brain-tumour segmentation README written here.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { affixQualifiedMetric } from '../../src/extract/metric-affix.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: ({ metric: string; label?: string; subset?: string } | { id: string })[]; rows: { values: unknown[] }[] };

describe('a metric with its subset glued on', () => {
  it('reads the metric and the subset, and refuses what is no such pair', () => {
    expect(affixQualifiedMetric('Dice-WT')).toEqual({ metric: 'dice', qualifier: 'WT' });
    expect(affixQualifiedMetric('mIoU-val')).toEqual({ metric: 'miou', qualifier: 'val' });
    expect(affixQualifiedMetric('F1@50')).toEqual({ metric: 'f1', qualifier: '@50' });
    // the registry's own names stay whole; a qualifier printed behind its metric is the registry's metric
    expect(affixQualifiedMetric('R@1')).toBeUndefined();
    expect(affixQualifiedMetric('MPJPE-PA')).toEqual({ metric: 'pa-mpjpe' });
    // two metrics, a model name, a unit
    expect(affixQualifiedMetric('PSNR-SSIM')).toBeUndefined();
    expect(affixQualifiedMetric('GPT-4')).toBeUndefined();
    expect(affixQualifiedMetric('Params-M')).toEqual({ metric: 'params' });
  });

  it("leaves a benchmark's own name and an IoU threshold alone (found when two branches met)", () => {
    // "MR-ALL" is InsightFace's multi-racial test set (its convention: TAR@FAR), not mean rank on subset "ALL"
    expect(affixQualifiedMetric('MR-ALL')).toBeUndefined();
    // "IoU@0.5" is the overlap threshold at which mAP or recall is counted, never an IoU value
    expect(affixQualifiedMetric('IoU@0.5')).toBeUndefined();
    expect(affixQualifiedMetric('mIoU-val')).toEqual({ metric: 'miou', qualifier: 'val' });
  });

  it('drafts columns headed by IoU thresholds under the metric the caption names', () => {
    const { yaml } = extractMarkdown([
      '# SoundLoc: audio event localization in long recordings',
      '',
      'Table 1: mAP (%) on the DESED event localization benchmark at different IoU thresholds.',
      '',
      '| Method | IoU@0.3 | IoU@0.5 | IoU@0.7 | Avg |',
      '| --- | --- | --- | --- | --- |',
      '| CRNN baseline | 52.1 | 44.0 | 30.2 | 42.1 |',
      '| SoundLoc (ours) | 58.7 | 50.3 | 36.9 | 48.6 |',
      '',
    ].join('\n'));
    const t = (parse(yaml) as { tables: Table[] }).tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['map', 'map', 'map', 'map']);
  });

  it('drafts the columns under the metric with their subsets', () => {
    const { yaml } = extractMarkdown([
      '# TumorSeg: 3D brain tumour segmentation',
      '',
      '## Results on BraTS 2021 (5-fold cross-validation)',
      '',
      '| Model | Dice-WT | Dice-TC | Dice-ET | HD95-WT | HD95-ET |',
      '| --- | --- | --- | --- | --- | --- |',
      '| nnU-Net | 92.6 | 89.4 | 85.1 | 4.12 | 13.4 |',
      '| TumorSeg | 93.1 | 90.2 | 86.0 | 3.87 | 12.9 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => ('metric' in c ? `${c.metric}/${c.subset ?? ''}` : c.id))).toEqual(['dice/wt', 'dice/tc', 'dice/et', 'hd95/wt', 'hd95/et']);
    expect(t.rows[1]?.values).toEqual([93.1, 90.2, 86.0, 3.87, 12.9]);
  });
});
