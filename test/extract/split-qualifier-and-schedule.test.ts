/**
 * Three header shapes seen in round 6's README sweep, each checked on a document of another field written here:
 * - a metric qualified by the split it was measured on, in lower case ("train MAE | valid MAE"): before, the
 *   lower-case qualifier hid the metric and the columns became settings;
 * - a training-schedule column ("Lr schd" = "1x") beside a mean-over-classes metric (mAP): before, it was read
 *   as one more class under AP (its "1x" a value), a wrong cell per row;
 * - "OA" (overall accuracy) as a header: before, no metric, and a table with only it became attributes.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { metricFor, partOfMean, qualifiedMetric } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: { metric: string; subset?: string }[]; rows: { label: string; values: (number | null)[] }[] };

describe('extract: split-qualified metrics, schedule columns, OA', () => {
  it('reads the headers', () => {
    expect(qualifiedMetric('train MAE')).toEqual({ metric: 'mae', qualifier: 'train' });
    expect(qualifiedMetric('custom valid MAE')).toEqual({ metric: 'mae', qualifier: 'custom valid' });
    // a lower-case phrase without a split word is still no qualifier
    expect(qualifiedMetric('mean of MAE')).toBeUndefined();
    expect(partOfMean('Lr schd', ['Lr schd', 'mAP'])).toBeUndefined();
    expect(partOfMean('Crop size', ['Crop size', 'mAP'])).toBeUndefined();
    expect(partOfMean('Pedestrian', ['Pedestrian', 'mAP'])).toMatchObject({ metric: 'ap' });
    expect(metricFor('OA')).toBe('accuracy');
  });

  it('drafts a recommendation README with split-qualified columns', () => {
    const { yaml } = extractMarkdown([
      '## Rating prediction',
      '',
      '| Model | parameters | train RMSE | valid RMSE | test RMSE |',
      '| --- | --- | --- | --- | --- |',
      '| MF | 1,204,000 | 0.712 | 0.861 | 0.866 |',
      '| NeuMF | 2,530,112 | 0.698 | 0.852 | 0.858 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['params/', 'rmse/train', 'rmse/valid', 'rmse/test']);
  });

  it('keeps a pedestrian detector zoo\'s schedule column out of the values', () => {
    const { yaml } = extractMarkdown([
      '## CityPersons',
      '',
      '| Method | Backbone | Lr schd | Pedestrian | Rider | mAP |',
      '| --- | --- | --- | --- | --- | --- |',
      '| Faster R-CNN | R-50 | 1x | 61.2 | 48.3 | 54.8 |',
      '| Cascade R-CNN | R-50 | 1x | 64.0 | 50.1 | 57.1 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => c.metric)).toEqual(['ap', 'ap', 'map']);
    expect(t.rows.map((r) => r.values)).toEqual([[61.2, 48.3, 54.8], [64.0, 50.1, 57.1]]);
  });

  it('drafts an acoustic scene table headed OA as accuracy', () => {
    const { yaml } = extractMarkdown([
      '## Acoustic scene classification (TAU Urban 2020)',
      '',
      '| Model | Params | OA |',
      '| --- | --- | --- |',
      '| CP-ResNet | 5.6M | 70.3 |',
      '| PaSST-S | 85M | 76.1 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => c.metric)).toEqual(['params', 'accuracy']);
  });
});
