/**
 * A metric the text names for some columns only ("All classification numbers are top-1 accuracy") covers
 * the columns whose headers name that subject; the others, whose metric is printed nowhere, are drafted
 * under the declared unknown metric with a review line instead of taking it. Checked on a remote-sensing
 * README written here, a field no corpus document comes from.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { coversColumn, metricSubject } from '../../src/extract/metric-scope.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

function columns(note: string): string[] {
  const { yaml } = extractMarkdown([
    '# GeoFM',
    '',
    '## Results',
    '',
    '<table>',
    '<tr><th rowspan="2">Model</th><th colspan="2">Scene classification</th><th colspan="2">Change detection</th></tr>',
    '<tr><th>EuroSAT</th><th>RESISC45</th><th>LEVIR</th><th>WHU</th></tr>',
    '<tr><td>SatMAE</td><td>98.1</td><td>94.2</td><td>87.3</td><td>85.0</td></tr>',
    '<tr><td>GeoFM</td><td>98.9</td><td>95.6</td><td>89.1</td><td>86.7</td></tr>',
    '</table>',
    '',
    note,
    '',
  ]);
  const t = (parse(yaml) as { tables: { columns: { metric: string }[] }[] }).tables[0]!;
  return t.columns.map((c) => c.metric);
}

describe('a metric the text names for some columns only', () => {
  it('reads the subject of the sentence that names the metric', () => {
    expect(metricSubject('All contact numbers are the top-L,LR precision metric.', 'precision')).toEqual(['contact']);
    expect(metricSubject('All numbers are top-1 accuracy.', 'top1-acc')).toBeUndefined();
    expect(metricSubject('The reported results are top-1 accuracy.', 'top1-acc')).toBeUndefined();
    expect(coversColumn(['contact'], ['Unsupervised contact prediction', 'CASP14'])).toBe(true);
    expect(coversColumn(['contact'], ['Structure Prediction', 'CASP14'])).toBe(false);
  });

  it('gives the metric to the columns under its subject only', () => {
    expect(columns('All classification numbers are top-1 accuracy.')).toEqual(['top1-acc', 'top1-acc', 'unknown-metric', 'unknown-metric']);
  });

  it('gives it to every column when the sentence names no subject', () => {
    expect(columns('All numbers are top-1 accuracy.')).toEqual(['top1-acc', 'top1-acc', 'top1-acc', 'top1-acc']);
  });
});
