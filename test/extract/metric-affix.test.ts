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
