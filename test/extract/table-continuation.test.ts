/**
 * A table printed right after another with the same corner cell and nothing between them continues it: it reads
 * the lead-in line of the first (src/extract/table-continuation.ts, used by doc-builder.ts). Before, the second
 * table had no lead-in, so the metric the line names reached only the first, and the second became an attribute
 * table. Checked on a recommendation README written here; a table with a paragraph of its own, or another corner
 * cell, is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { continuedLeadIn } from '../../src/extract/table-continuation.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: ({ metric: string } | { id: string })[] }[] };
const metrics = (yaml: string): string[][] => (parse(yaml) as Draft).tables.map((t) => (t.kind === 'results' ? t.columns.map((c) => ('metric' in c ? c.metric : c.id)) : ['attributes']));

const readme = (corner2: string, between: string[]): string[] => [
  '# GraphRec',
  '',
  '## Results',
  '',
  'Recall@20 of each model:',
  '',
  '| Model | Gowalla | Yelp2018 |',
  '| --- | --- | --- |',
  '| NGCF | 0.1570 | 0.0579 |',
  '| GraphRec | 0.1830 | 0.0649 |',
  '',
  ...between,
  `| ${corner2} | Amazon-Book | Douban |`,
  '| --- | --- | --- |',
  '| NGCF | 0.0344 | 0.1012 |',
  '| GraphRec | 0.0411 | 0.1187 |',
  '',
];

describe('a table printed right after another continues its lead-in', () => {
  it('takes the metric the first table\'s lead-in line names', () => {
    const { yaml } = extractMarkdown(readme('Model', []));
    expect(metrics(yaml)).toEqual([['r@20', 'r@20'], ['r@20', 'r@20']]);
  });

  it('not with another corner cell, nor with a paragraph of its own between them', () => {
    expect(metrics(extractMarkdown(readme('Dataset', [])).yaml)[1]).toEqual(['attributes']);
    expect(metrics(extractMarkdown(readme('Model', ['Training time of each model:', ''])).yaml)[1]).toEqual(['attributes']);
  });

  it('is pure: nothing without a previous table, the corner compared without markup', () => {
    const prev = { line: 0, leadIn: 'On CIFAR-100:', header: [['Teacher <br> Student', 'A']], body: [] };
    expect(continuedLeadIn(undefined, [['Teacher Student']], true)).toEqual({});
    expect(continuedLeadIn(prev, [['**Teacher Student**', 'B']], true)).toEqual({ leadIn: 'On CIFAR-100:' });
    expect(continuedLeadIn(prev, [['Teacher Student', 'B']], false)).toEqual({});
  });
});
