/**
 * A model-zoo page's pipe tables whose headers join a metric and a condition with a dot (seen in a gait-recognition
 * library's docs, round 17): "`Rank@1.NM` | `Rank@1.BG` | `mAP.CL`" beside "Configuration" links and a "Download
 * checkpoint" column printing "-" on every row. Before, no header named a registry metric and the table stayed an
 * attribute table; read as results, the all-dash column was then drafted as a value column. Now the metric before the
 * dot is the column's metric, "Rank@k" is recall at k, and a column that prints no value is a setting.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { metricFor } from '../../src/extract/metric-lookup.js';

interface Draft { tables: { kind: string; columns?: { metric: string; label: string }[]; settings?: { label: string }[]; rows?: { values: (number | null)[] }[] }[] }

describe('headers "<metric>.<CONDITION>" in a model zoo', () => {
  it('drafts results under the metric before the dot, a column of dashes a setting (CLI)', () => {
    const md = ['# Model zoo', '', '## Person re-identification on a campus set', '',
      '| Model | `Rank@1.DAY` | `Rank@1.NIGHT` | `mAP.ALL` | Configuration | Download checkpoint |',
      '| :---: | :---: | :---: | :---: | :---: | :---: |',
      '| [ReidNet(CVPR2021)](https://example.org/a.pdf) | 91.5(90.8) | 72.3 | 80.1 | [reid.yaml](configs/reid.yaml) | - |',
      '| [PartNet(ICCV2021)](https://example.org/b.pdf) | 93.0 | 75.9 | 82.4 | [part.yaml](configs/part.yaml) | - |'];
    const { draft } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns?.map((c) => [c.label, c.metric])).toEqual([['Rank@1.DAY', 'r@1'], ['Rank@1.NIGHT', 'r@1'], ['mAP.ALL', 'map']]);
    expect(t?.settings?.map((s) => s.label)).toEqual(['Configuration', 'Download checkpoint']);
    expect(t?.rows?.map((r) => r.values)).toEqual([[91.5, 72.3, 80.1], [93.0, 75.9, 82.4]]);
  });

  it('reads the metric before a dotted condition code only', () => {
    expect(metricFor('Rank@1.NM')).toBe('r@1');
    expect(metricFor('Rank@5.ALL')).toBe('r@5');
    expect(metricFor('mAP.CL')).toBe('map');
    expect(metricFor('Rank@1')).toBe('r@1');
    // an abbreviation's own dot, or a dot inside a name, is no condition
    expect(metricFor('Acc.')).toBe('accuracy');
    expect(metricFor('No.Params')).toBeUndefined();
  });
});
