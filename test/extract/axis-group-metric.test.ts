/**
 * A group header naming a metric and the axis its columns break it down by (src/extract/axis-group-metric.ts):
 * `ARI-Domain` over `Photo | Sketch | Avg.`, `IoU per class` over class names. The leaves are subsets of the group's
 * metric, not settings of each row. Seen in an image-matting README (holdout9 `aim-matting-readme`, in-sample:
 * `SAD-Type` over `SO | STM | NS | Avg.`); checked here on a clustering README and a segmentation README written for it.
 */
import { describe, expect, it } from 'vitest';
import { axisGroupMetric, axisStem } from '../../src/extract/axis-group-metric.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { columns: { metric: string; subset?: string }[]; settings?: { id: string }[]; rows: { values: unknown[] }[] }[] };

describe('a group header of a metric and its axis', () => {
  it('reads the metric part, a short name only beside its metrics', () => {
    expect(axisStem('SAD-Type')).toBe('SAD');
    expect(axisStem('IoU per class')).toBe('IoU');
    expect(axisStem('Whole Image')).toBeUndefined();
    expect(axisGroupMetric('IoU per class', ['mIoU'])).toBe('miou');
    expect(axisGroupMetric('ARI-Domain', ['NMI', 'Photo'])).toBe('adjusted-rand-index');
    // ARI alone is read only beside a clustering metric
    expect(axisGroupMetric('ARI-Domain', ['Photo', 'Sketch'])).toBeUndefined();
    expect(axisGroupMetric('Backbone-Type', ['NMI'])).toBeUndefined();
  });

  it('drafts the leaves under the group as that metric, with their subsets', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# DomainCluster: clustering across visual domains',
      '',
      '## Results on PACS',
      '',
      '<table>',
      '<tr><th></th><th colspan=1>Overall</th><th colspan=3>ARI-Domain</th></tr>',
      '<tr><th>Method</th><th>NMI</th><th>Photo</th><th>Sketch</th><th>Avg.</th></tr>',
      '<tr><td>k-means</td><td>0.412</td><td>0.301</td><td>0.122</td><td>0.212</td></tr>',
      '<tr><td>DomainCluster</td><td>0.587</td><td>0.466</td><td>0.318</td><td>0.392</td></tr>',
      '</table>',
      '',
    ]);
    const t = draft.tables[0]!;
    expect(t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['nmi/overall', 'adjusted-rand-index/photo', 'adjusted-rand-index/sketch', 'adjusted-rand-index/avg']);
    expect(t.settings ?? []).toEqual([]);
    expect(t.rows[1]?.values).toEqual([0.587, 0.466, 0.318, 0.392]);
    expect(yaml).toContain('read from the group header "ARI-Domain" (a metric and what its columns break it down by)');
  });
});
