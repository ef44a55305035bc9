/**
 * A scene-text recognition table (a CRNN-style paper, round 24): "Recognition accuracies (%) on four datasets" over the
 * benchmarks IIIT5k, SVT, IC03 with their lexicon sizes under them. Plain accuracy named by the caption over benchmarks
 * whose convention is a kind of it is that kind (word accuracy); and "(*[22] is not lexicon-free …)" in the caption names
 * no Inception Score: a short lower-case word after a citation is no metric.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric: string; subset?: string }[]; rows: { label?: string }[] }[];
}

describe('word accuracy of scene-text benchmarks', () => {
  it('reads the caption\'s accuracy as word accuracy under IIIT5k / SVT / IC03 (HTML table, two header rows)', () => {
    const r = extractMarkdown<Draft>(['# Text recognition', '', '<table>',
      '<caption>Table 2: Recognition accuracies (%) on three datasets. "50" and "None" denote the lexicon used (*[7] is not lexicon-free).</caption>',
      '<tr><th rowspan="2">Method</th><th colspan="2">IIIT5k</th><th colspan="2">SVT</th><th>IC03</th></tr>',
      '<tr><th>50</th><th>None</th><th>50</th><th>None</th><th>None</th></tr>',
      '<tr><td>ASTER [3]</td><td>99.6</td><td>93.4</td><td>99.2</td><td>89.5</td><td>91.8</td></tr>',
      '<tr><td>MORAN [4]</td><td>97.9</td><td>91.2</td><td>98.4</td><td>88.3</td><td>92.4</td></tr>',
      '<tr><td>Ours</td><td>99.8</td><td>94.9</td><td>99.4</td><td>91.0</td><td>93.7</td></tr>', '</table>', '']);
    const t = r.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['word-acc', 'word-acc', 'word-acc', 'word-acc', 'word-acc']);
    expectValidates(r.dir);
  });

  it('finds no metric in "[22] is not", and still finds IS where it is printed as a name', () => {
    expect(metricsInText('(*[22] is not lexicon-free in the strict sense')).toEqual([]);
    expect(metricsInText('We report FID and IS on ImageNet.')).toContain('is');
  });
});
