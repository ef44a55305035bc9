/**
 * Layouts of the held-out READMEs and docs pages (issue 25), each checked on a small document of
 * another field written here: a two-level header whose metric row is the first `<tbody>` row; a
 * header cell spanning two columns that names both ("Recall | Precision"); a setting in a header's
 * brackets ("s/it (B: 8)") that is not a metric; a cell printing a second number in brackets.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../src/extract/cells.js';
import { extractDraft } from '../../src/extract/draft.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };

/** `audit extract` (the library) on one file written to a temp folder. */
export function draftOf(name: string, text: string): { yaml: string; tables: DraftResultsTable[] } {
  const dir = mkdtempSync(join(tmpdir(), 'extract-held-out-'));
  writeFileSync(join(dir, name), text);
  const ex = extractDraft(readInputs([join(dir, name)]), 'toy', names);
  return { yaml: ex.yaml, tables: ex.draft.tables.filter((t): t is DraftResultsTable => t.kind === 'results') };
}

/** A row's printed numbers (null where nothing or words are printed). */
export const nums = (values: readonly ({ n: string } | { s: string } | null)[]): (number | null)[] => values.map((v) => (v && 'n' in v ? Number(v.n) : null));

const page = (body: string): string => `<!doctype html><html><head><title>Toy</title></head><body>${body}</body></html>`;

describe('extract: HTML header rows that continue into the body', () => {
  it('reads a bold first <tbody> row under a <thead> of dataset spans as the metric row (reading comprehension)', () => {
    const html = page(`<h2>Reading comprehension</h2><table>
<thead><tr><th colspan="2"></th><th colspan="2">SQuAD</th><th colspan="2">TriviaQA</th></tr></thead>
<tbody>
<tr><td><strong>Model</strong></td><td><strong>Context length</strong></td><td><strong>EM</strong></td><td><strong>F1</strong></td><td><strong>EM</strong></td><td><strong>F1</strong></td></tr>
<tr><td>reader_small</td><td>(512, 64)</td><td>78.1</td><td>85.6</td><td>61.0</td><td>66.2</td></tr>
<tr><td>reader_large</td><td>(512, 64)</td><td>84.3</td><td>90.9</td><td>68.7</td><td>73.1</td></tr>
</tbody></table>`);
    const [t] = draftOf('page.html', html).tables;
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['em', 'squad'], ['f1', 'squad'], ['em', 'triviaqa'], ['f1', 'triviaqa']]);
    expect(t?.rows.map((r) => [r.method, nums(r.values)])).toEqual([['reader_small', [78.1, 85.6, 61.0, 66.2]], ['reader_large', [84.3, 90.9, 68.7, 73.1]]]);
  });

  it('keeps a first body row that prints numbers as data', () => {
    const html = page(`<table><thead><tr><th>Model</th><th>EM</th></tr></thead>
<tbody><tr><td><b>reader_large</b></td><td><b>84.3</b></td></tr><tr><td>reader_small</td><td>78.1</td></tr></tbody></table>`);
    const [t] = draftOf('page.html', html).tables;
    expect(t?.rows.map((r) => r.method)).toEqual(['reader_large', 'reader_small']);
  });
});

describe('extract: a header cell spanning columns that names each of them', () => {
  it('splits "R@1 | R@10" over its two columns (audio retrieval)', () => {
    const html = page(`<table><thead>
<tr><th rowspan="2">Model</th><th colspan="2">Clotho</th><th colspan="2">AudioCaps</th></tr>
<tr><th colspan="2">R@1 | R@10</th><th>R@1</th><th>R@10</th></tr></thead>
<tbody><tr><td>audio-enc-a</td><td>16.2</td><td>52.3</td><td>39.8</td><td>86.1</td></tr>
<tr><td>audio-enc-b</td><td>18.0</td><td>55.9</td><td>42.5</td><td>88.4</td></tr></tbody></table>`);
    const [t] = draftOf('page.html', html).tables;
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['r@1', 'clotho'], ['r@10', 'clotho'], ['r@1', 'audiocaps'], ['r@10', 'audiocaps']]);
  });
});

describe('extract: brackets in headers and cells', () => {
  it('reads a setting in a header\'s brackets as no metric ("(B: 1)" is a batch size, not BLEU-1)', () => {
    expect(metricFor('sec/it (B: 1)')).toBe('latency');
    expect(metricFor('Score (B: 1)')).toBeUndefined();
    expect(metricFor('Results (B-1)')).toBe('Bleu_1');
  });

  it('keeps the first of two numbers printed as "value (second)" and names the bracket for review', () => {
    expect(parseValue('13.5 M (8.5M)')).toMatchObject({ text: '13.5', unit: 'M', second: '8.5M' });
    expect(parseValue('0.7 (0.4)')).toMatchObject({ text: '0.7', second: '0.4' });
    expect(parseValue('52.1 (+1.2)')).toMatchObject({ text: '52.1', delta: '1.2', deltaKind: 'absolute' });
    expect(parseValue('(0.4)')).toBeUndefined();
    const md = ['## Keyword spotting', '', '| Model | Params | Accuracy |', '|---|---|---|', '| kws-tiny | 0.9 M (0.6M) | 95.1 |', '| kws-base | 2.4 M | 97.0 (96.2) |', ''].join('\n');
    const x = draftOf('README.md', md);
    expect(x.tables[0]?.rows.map((r) => nums(r.values))).toEqual([[0.9, 95.1], [2.4, 97.0]]);
    expect(x.yaml).toContain('cells with a second number in brackets, not said what it is: the first written, the bracket left out: "0.9 M (0.6M)" (Params)');
  });
});
