/**
 * A header printing a metric, its unit in brackets, then the condition it was measured at (a trajectory
 * forecasting README: "minADE (m) 1s | minADE (m) 3s | minFDE (m) 3s"). Before, the trailing horizon hid the
 * metric (the bracket was not last), so the whole table became an attribute table; now each column is its
 * metric with the horizon as its subset.
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { metricFor, unitThenCondition } from '../../src/extract/metric-lookup.js';

const names = { methods: [], datasets: [], subsets: [] };
const readme = [
  '## Results on the validation split',
  '',
  '| Method | minADE (m) 1s | minADE (m) 3s | minFDE (m) 3s |',
  '| --- | --- | --- | --- |',
  '| Constant velocity | 0.92 | 2.71 | 41.2 |',
  '| LaneGCN | 0.61 | 1.35 | 16.3 |',
  '| Ours | **0.55** | **1.21** | **13.8** |',
].join('\n');

describe('extract: metric (unit) condition headers', () => {
  it('reads the metric before the unit and the condition after it', () => {
    expect(unitThenCondition('minADE (m) 3s')).toEqual({ metric: 'minADE (m)', condition: '3s' });
    expect(metricFor('minADE (m) 3s')).toBe('min-ade');
    // no digit in the trailing word: not a condition ("Acc (%) Top" stays unread by this rule)
    expect(unitThenCondition('Acc (%) avg')).toBeUndefined();
    // a number in the brackets is a setting, not a unit
    expect(unitThenCondition('Latency (bs 8) 1s')).toBeUndefined();
  });

  it('drafts each column under its metric, the horizon as its subset', () => {
    const doc = { id: 'readme', file: 'README.md', kind: 'readme' as const, text: readme, prose: readme, pdf: false };
    const t = extractDraft([doc], 'traj', names).draft.tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['min-ade/1s', 'min-ade/3s', 'min-fde/3s']);
    expect(t.rows.map((r) => r.values.map((v) => (v && 'n' in v ? v.n : v)))).toEqual([
      ['0.92', '2.71', '41.2'],
      ['0.61', '1.35', '16.3'],
      ['0.55', '1.21', '13.8'],
    ]);
  });
});
