/**
 * A distance metric printed as a bare acronym with a direction arrow (`HD↓`, the Hausdorff distance of
 * segmentation and shape papers) is a metric column of its own, never a setting and never a metric
 * borrowed from the text nearby (docs/extract-corpus.md, "Second held-out set"). Checked on a shape
 * completion README written here, a field no corpus document comes from.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { localMetricOf } from '../../src/extract/local-metric.js';
import { extractMarkdown, extractTables } from '../helpers/extract-markdown.js';

interface Table { columns: { metric: string; label?: string }[]; rows: { method: string; values: (number | null)[] }[] }

const extract = (text: string | readonly string[]): Table[] => extractTables<Table>(text).tables;

describe('Hausdorff distance columns', () => {
  it('drafts an HD↓ column as the hd metric beside the metric the lead-in names', () => {
    const tables = extract([
      '# MeshFill',
      '',
      'Shape completion on ShapeNet-55: we report the volumetric IoU and the Hausdorff distance (HD, lower is better).',
      '',
      '| Method | IoU↑ | HD↓ |',
      '| --- | --- | --- |',
      '| PCN | 61.2 | 3.84 |',
      '| PoinTr | 66.7 | 3.12 |',
      '| MeshFill (ours) | 70.4 | 2.65 |',
      '',
    ].join('\n'));
    expect(tables).toHaveLength(1);
    expect(tables[0]!.columns.map((c) => c.metric)).toEqual(['miou', 'hd']);
    expect(tables[0]!.rows.map((r) => r.values)).toEqual([[61.2, 3.84], [66.7, 3.12], [70.4, 2.65]]);
  });
});

describe('a header printing a metric the registry lacks', () => {
  it('reads a direction mark or a spelled-out name defined by its initials as a metric word', () => {
    const beside = { cells: ['0.94', '0.99'], registryColumns: 1 };
    expect(localMetricOf('SSR↑', beside)?.def).toMatchObject({ id: 'ssr', name: 'SSR', direction: 'higher' });
    expect(localMetricOf('Lead time (lower is better)', beside)?.def).toMatchObject({ id: 'lead-time', direction: 'lower' });
    expect(localMetricOf('Mean Forecast Delay (MFD)', beside)?.def).toMatchObject({ id: 'mfd', name: 'Mean Forecast Delay', aliases: ['MFD', 'Mean Forecast Delay (MFD)'] });
    expect(localMetricOf('Long Range Arena (ERA)', beside)).toBeUndefined();
    expect(localMetricOf('ERA5', beside)).toBeUndefined();
  });

  it('drafts such a column under a metric the draft declares, never under the metric of the lead-in', () => {
    const { yaml } = extractMarkdown([
      '# StormCast',
      '',
      'Medium-range forecasts on ERA5: we report RMSE of 500 hPa geopotential at day 5.',
      '',
      '| Model | RMSE↓ | SSR↑ | ACC↑ |',
      '| --- | --- | --- | --- |',
      '| IFS ENS | 312.4 | 0.94 | 0.91 |',
      '| StormCast | 298.1 | 0.99 | 0.93 |',
      '',
      'Cost of one 10-day forecast; we report RMSE above.',
      '',
      '| Model | Kind | Mean Forecast Delay (MFD) |',
      '| --- | --- | --- |',
      '| IFS ENS | physics | 41 |',
      '| StormCast | learned | 3 |',
      '',
    ]);
    const tables = (parse(yaml) as { tables: (Table & { kind: string })[] }).tables;
    expect(tables[0]!.columns.map((c) => c.metric)).toEqual(['rmse', 'ssr', 'accuracy']);
    expect((parse(yaml) as { metrics: unknown[] }).metrics).toEqual([{ id: 'ssr', name: 'SSR', aliases: ['SSR↑'], direction: 'higher', scale: 'fraction', field: 'other' }]);
    expect(yaml).toContain("declared for this document as 'ssr'");
    // no metric printed anywhere in the second table's header: never a results table under RMSE
    expect(tables.filter((t) => t.kind === 'results')).toHaveLength(1);
  });
});
