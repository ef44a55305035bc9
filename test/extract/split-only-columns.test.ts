/**
 * A table whose value columns are only evaluation splits ("Dev | Test", "Eval | Test-Net") and print no metric
 * anywhere (x2-cap, the sweep's mostly-numeric attribute tables: a speech toolkit's README drafted six such tables as
 * attributes). The values are scores on each split, so the table is results, each column under the declared
 * `unknown-metric` with a review line: the metric is never invented. Data statistics (`Train | Dev | Test` counts)
 * and a row that prints its metric (`| WER | 10.47 | 10.58 |`) stay attribute tables. Written for four fields:
 * speech recognition, dependency parsing, machine translation, corpus statistics.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isSplitPartHeader, splitOnlyColumns } from '../../src/extract/split-only-columns.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: { metric?: string; id?: string; label: string; subset?: string }[]; rows: { label: string; values: (number | string | null)[] }[] };
const draft = (lines: string[]): { tables: Table[]; yaml: string } => {
  const out = extractMarkdown(lines);
  return { tables: (parse(out.yaml) as { tables: Table[] }).tables, yaml: out.yaml };
};

describe('extract: split-only columns with no metric printed', () => {
  it('tells a split header from a count of the split', () => {
    expect(['Dev', 'Test', 'Test-Net', 'Test Meeting', 'dev_zh', 'Eval', 'Valid', 'held-out'].every(isSplitPartHeader)).toBe(true);
    expect(['Train', 'Test size', '# Test', 'Dev (h)', 'Test hours', 'Method', 'Testbed 12'].some(isSplitPartHeader)).toBe(false);
    const isMetric = (l: string): boolean => /^(?:WER|CER)$/.test(l);
    expect(splitOnlyColumns(['Dev', 'Test'], [['greedy', '10.51', '10.73']], isMetric)).toBe(true);
    expect(splitOnlyColumns(['Dev', 'Test'], [['WER', '10.47', '10.58']], isMetric)).toBe(false);
    expect(splitOnlyColumns(['Dev', 'Test'], [['Sentences', '1700', '2500']], isMetric)).toBe(false);
  });

  it('drafts a speech toolkit README table of decoding methods on Dev and Test as results under unknown-metric', () => {
    const { tables, yaml } = draft([
      '# toolkit',
      '',
      '### Recipe A',
      '',
      '#### Transducer (stateless predictor)',
      '',
      '|                      |  Dev  | Test-Net | Test-Meeting |',
      '|----------------------|-------|----------|--------------|',
      '|    greedy_search     | 10.51 | 10.73 | 12.10 |',
      '|   fast_beam_search   | 10.50 | 10.69 | 11.92 |',
      '| modified_beam_search | 10.40 | 10.51 | 11.80 |',
      '',
    ]);
    const [t] = tables;
    expect(t?.kind).toBe('results');
    expect(t!.columns.map((c) => c.metric)).toEqual(['unknown-metric', 'unknown-metric', 'unknown-metric']);
    expect(t!.columns[0]!.subset).toBe('dev');
    expect(t!.rows.map((r) => r.label)).toEqual(['greedy_search', 'fast_beam_search', 'modified_beam_search']);
    expect(t!.rows[0]!.values).toEqual([10.51, 10.73, 12.1]);
    expect(yaml).toContain('every value column is an evaluation split ("Dev", "Test-Net", "Test-Meeting")');
  });

  it('drafts a parser README table of models on Valid and Test the same way', () => {
    const { tables } = draft([
      '# parser',
      '',
      '## Pretrained models',
      '',
      '| Model | Valid | Test |',
      '| --- | --- | --- |',
      '| biaffine-base | 95.81 | 95.62 |',
      '| biaffine-large | 96.24 | 96.03 |',
      '',
    ]);
    expect(tables[0]?.kind).toBe('results');
    expect(tables[0]!.columns.map((c) => `${c.metric}:${c.label}`)).toEqual(['unknown-metric:Valid', 'unknown-metric:Test']);
  });

  it('keeps a table whose row prints the metric, and a corpus statistics table, as attributes', () => {
    const { tables } = draft([
      '# corpus',
      '',
      '## Statistics',
      '',
      '| Split | Train | Dev | Test |',
      '| --- | --- | --- | --- |',
      '| Sentences | 39832 | 1700 | 2416 |',
      '| Tokens | 950028 | 40117 | 56684 |',
      '',
      '## Translation',
      '',
      '| Corpus | Dev | Test |',
      '| --- | --- | --- |',
      '| Sentences | 1700 | 2416 |',
      '| Documents | 80 | 112 |',
      '',
    ]);
    expect(tables.map((t) => t.kind)).toEqual(['attributes', 'attributes']);
  });
});
