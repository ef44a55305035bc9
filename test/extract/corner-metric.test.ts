/**
 * The label column's header (the corner cell) names the metric of every value column when none of them
 * names one: "Success rate (%) | Kitchen | Office", "Time (h) | Small | Large". A time printed in minutes,
 * hours or days is the wall-clock of a run (train-time), not a per-item latency. Checked on a household
 * robotics README written here, a field no corpus document comes from.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cornerMetric } from '../../src/extract/corner-metric.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('a metric printed in the corner cell', () => {
  it('is the metric of every value column, their headers the subsets', () => {
    const { yaml } = extractMarkdown([
      '# HomeBot',
      '',
      '## Household tasks',
      '',
      '| Success rate (%) | Kitchen | Office | Warehouse |',
      '| --- | --- | --- | --- |',
      '| RT-1 | 41.0 | 37.5 | 22.0 |',
      '| HomeBot | 58.5 | 49.0 | 35.5 |',
      '',
      '## Cost',
      '',
      '| Time (h) | Small | Large |',
      '| --- | --- | --- |',
      '| HomeBot | 3.5 | 11.0 |',
      '',
    ]);
    const tables = (parse(yaml) as { tables: { kind: string; columns: { metric: string; subset?: string }[] }[] }).tables;
    expect(tables[0]!.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['success-rate/kitchen', 'success-rate/office', 'success-rate/warehouse']);
    expect(tables[1]!.columns.map((c) => c.metric)).toEqual(['train-time', 'train-time']);
    expect(yaml).toContain('metric success-rate of every column read from the corner cell "Success rate (%)"');
  });

  it('gives nothing for a corner naming the rows, or beside columns that name their metrics', () => {
    expect(cornerMetric('Model', ['Kitchen', 'Office'])).toBeUndefined();
    expect(cornerMetric('Success rate', ['Kitchen', 'Time (s)'])).toBeUndefined();
    expect(cornerMetric('Success rate', ['Kitchen', 'Office'])).toBe('success-rate');
  });

  it('reads a time in minutes, hours or days as a run\'s wall-clock, in ms or s as latency', () => {
    expect(metricFor('Time (mins)')).toBe('train-time');
    expect(metricFor('Runtime (h)')).toBe('train-time');
    expect(metricFor('Time (ms)')).toBe('latency');
    expect(metricFor('Time')).toBe('latency');
  });
});
