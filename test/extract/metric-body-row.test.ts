/**
 * Tabular-ML and AutoML READMEs print the datasets as columns, then a `metrics | rmse | acc` row, rows describing the
 * datasets (`problem_type`, `#objects`, `#classes`) and only then the methods. Before (round 15, AutoGluon's
 * FT-Transformer README of the fifteenth set, 0/32), the whole grid was an attribute table. Now the metric row is the
 * header's lowest level, the dataset rows are left out with a review line, and the methods' rows are results.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Drafted { kind?: string; columns: { metric: string; label: string; subset?: string }[]; rows: { label: string; values: (number | null)[] }[] }

function draft(name: string, text: string): { tables: Drafted[]; yaml: string } {
  const { draft: d, yaml } = extractMarkdown<{ tables: Drafted[] }>(text, { name });
  return { tables: d.tables, yaml };
}

describe('a body row naming each column\'s metric', () => {
  it('reads a time-series classification README (Markdown)', () => {
    const { tables, yaml } = draft('README.md', [
      '# Benchmarks', '', '## Results', '',
      '| Dataset | ECG200 | Wafer | FordA | Beef |',
      '| --- | --- | --- | --- | --- |',
      '| metric | acc | acc | f1 | acc |',
      '| #train | 100 | 1000 | 3601 | 30 |',
      '| task type | binary | binary | binary | multiclass |',
      '| ROCKET | 0.90 | 0.998 | 0.944 | 0.833 |',
      '| InceptionTime | 0.91 | 0.999 | 0.951 | 0.700 |',
      '',
    ].join('\n'));
    expect(tables[0]?.kind ?? 'results').toBe('results');
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'f1', 'accuracy']);
    expect(tables[0]?.rows.map((r) => r.label)).toEqual(['ROCKET', 'InceptionTime']);
    expect(yaml).toContain('rows describing the datasets, not results: left out: "#train", "task type"');
  });

  it('reads a graph-learning page (HTML, metric row labelled "Metric")', () => {
    const { tables } = draft('index.html', [
      '<html><body><h2>Leaderboard</h2><table>',
      '<tr><th>Dataset</th><th>ogbn-arxiv</th><th>ogbg-molhiv</th><th>ZINC</th></tr>',
      '<tr><td>Metric</td><td>Accuracy</td><td>ROC-AUC</td><td>MAE</td></tr>',
      '<tr><td>#graphs</td><td>1</td><td>41127</td><td>12000</td></tr>',
      '<tr><td>GCN</td><td>71.74</td><td>76.06</td><td>0.367</td></tr>',
      '<tr><td>GIN</td><td>70.90</td><td>75.58</td><td>0.526</td></tr>',
      '</table></body></html>',
    ].join('\n'));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'auc', 'mae']);
    expect(tables[0]?.rows.map((r) => [r.label, r.values[2]])).toEqual([['GCN', 0.367], ['GIN', 0.526]]);
  });
});
