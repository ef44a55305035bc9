/**
 * A model zoo (depth, width, parameter count, download link per checkpoint) reports no performance: when no
 * column names a performance metric (only costs such as #params, and columns whose metric is printed
 * nowhere), the grid is an attribute table, never results under unknown-metric (docs/extract-corpus.md,
 * "Second held-out set"). Checked on a speech model README written here.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('model zoo tables', () => {
  it('drafts sizes and download links as attributes, the results table beside them as results', () => {
    const { yaml } = extractMarkdown([
      '# TinyASR',
      '',
      '## Checkpoints',
      '',
      '| Name | #layers | #params | Width | Download |',
      '| --- | --- | --- | --- | --- |',
      '| tiny | 4 | 39M | 384 | https://example.org/tiny.pt |',
      '| base | 6 | 74M | 512 | https://example.org/base.pt |',
      '| small | 12 | 244M | 768 | https://example.org/small.pt |',
      '',
      '## Results',
      '',
      '| Name | WER (test-clean) | WER (test-other) |',
      '| --- | --- | --- |',
      '| tiny | 7.6 | 17.1 |',
      '| base | 5.0 | 12.4 |',
      '| small | 3.4 | 7.6 |',
      '',
    ]);
    const tables = (parse(yaml) as { tables: { kind: string; columns: { metric?: string }[] }[] }).tables;
    expect(tables.map((t) => t.kind)).toEqual(['attributes', 'results']);
    expect(tables[1]!.columns.map((c) => c.metric)).toEqual(['wer', 'wer']);
  });
});
