/**
 * LLM-evaluation tables in PDFs (issue 25, held-out Moonlight / Kimi Linear layouts), on word boxes and
 * small inputs (pure):
 * - a footnote mark printed raised ("Activated Params†") is a line of its own in the word boxes; it joins
 *   its word, so it no longer cuts the header from the rows;
 * - a row of text cells among rows of numbers ("Optimizer  AdamW  AdamW  Muon") stays in the table
 *   instead of splitting it in two (the second half, without its caption, used to vanish);
 * - a "Table N" caption with rows of numbers near it that no table was read under is a review line;
 * - benchmarks as rows under a row-group column ("English" / "Code" printed mid-group), methods as
 *   columns: read transposed, each benchmark with its conventional metric (a guess, marked for review);
 * - a quantity in a caption ("at around 1.2T tokens") names no metric; a section number ("B.3") is not BLEU-3;
 * - (coder-pdf layout) a header row whose cells wrap onto two lines with one-line cells centred between
 *   them is one header row; a "Label = 1" line over the label column labels the rows below it; cells
 *   `90% (9/10)` are the percentage, with the count it was computed from.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerConventionOf } from '../../src/extract/benchmark-conventions.js';
import { extractDraft } from '../../src/extract/draft.js';
import { parseCell } from '../../src/extract/cells.js';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { PLine, Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';
import { unreadCaptions } from '../../src/extract/read-pdf.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

/** One printed line: each cell [x0, x1, text] one word box, 8 points high (a raised mark: `dy` < 0). */
const line = (y: number, cells: readonly (readonly [number, number, string])[], dy = 0): Word[] => cells.map(([x0, x1, text]) => ({ x0, x1, y0: y + dy, y1: y + dy + 8, text }));
const row = (y: number, label: string, values: readonly string[]): Word[] => line(y, [[100, 100 + label.length * 4, label], ...values.map((v, i) => [200 + i * 70, 200 + i * 70 + v.length * 4, v] as const)]);

const caption = line(40, [[100, 380, 'Table 4: Comparison of different models at around 1.2T tokens.']]);
const header = line(55, [[100, 170, 'Benchmark (Metric)'], [200, 240, 'Base-A'], [270, 310, 'Base-B'], [340, 380, 'Ours']]);
const body = [
  ...row(70, 'Activated Params', ['2.24B', '2.24B', '2.24B']),
  // the raised "†" after "Activated Params": its box sits above the line's middle
  { x0: 164, x1: 168, y0: 64, y1: 70, text: '†' },
  ...row(82, 'Training Tokens', ['1.33T', '1.2T', '1.2T']),
  ...row(94, 'Optimizer', ['AdamW', 'AdamW', 'Muon']),
  ...row(106, 'MMLU', ['53.3', '60.2', '60.4']),
  ...line(112, [[60, 90, 'English']]),
  ...row(118, 'BBH', ['41.4', '45.3', '43.2']),
  ...row(130, 'HumanEval', ['26.8', '29.3', '37.2']),
  ...line(136, [[64, 82, 'Code']]),
  ...row(142, 'MBPP', ['36.8', '49.2', '52.9']),
];
const page = (words: Word[]) => readingLines([{ width: 600, height: 800, words }]);

describe('PDF tables: raised marks and text rows', () => {
  it('joins a raised footnote mark to its word and keeps a text row inside the table', () => {
    const lines = page([...caption, ...header, ...body]);
    expect(lines.some((l) => l.text.trim() === '†')).toBe(false);
    const tables = findTables(lines);
    expect(tables).toHaveLength(1);
    const [t] = tables;
    expect(t?.header[0]?.slice(1)).toEqual(['Benchmark (Metric)', 'Base-A', 'Base-B', 'Ours']);
    expect(t?.body.map((r) => r[1])).toEqual(['Activated Params', 'Training Tokens', 'Optimizer', 'MMLU', 'BBH', 'HumanEval', 'MBPP']);
    expect(t?.body.find((r) => r[1] === 'Optimizer')?.slice(2)).toEqual(['AdamW', 'AdamW', 'Muon']);
  });

  it('does not take a sentence for a text row', () => {
    const sentence = line(94, [[100, 160, 'We then'], [200, 260, 'trained it'], [270, 330, 'on more data.'], [340, 380, 'It works.']]);
    const lines = page([...header, ...row(70, 'MMLU', ['53.3', '60.2', '60.4']), ...row(82, 'BBH', ['41.4', '45.3', '43.2']), ...sentence, ...row(106, 'GSM8K', ['31.4', '43.8', '45.0']), ...row(118, 'MATH', ['10.7', '16.1', '19.8'])]);
    const tables = findTables(lines);
    expect(tables.map((t) => t.body.map((r) => r[0]))).toEqual([['MMLU', 'BBH'], ['GSM8K', 'MATH']]);
  });

  it('says when a "Table N" caption with rows of numbers near it got no table', () => {
    const lines = page([...caption, ...row(60, 'MMLU', ['53.3', '60.2', '60.4']), ...row(72, 'BBH', ['41.4', '45.3', '43.2'])]) as PLine[];
    expect(unreadCaptions(lines, new Set(), new Set())).toEqual([expect.stringMatching(/^Table 4 \(page 1, "Table 4: Comparison.*no table was read there/)]);
    // read under that caption, or a caption with no numbers near it: nothing to say
    expect(unreadCaptions(lines, new Set([0]), new Set())).toEqual([]);
    expect(unreadCaptions(lines, new Set(), new Set([4]))).toEqual([]);
    expect(unreadCaptions(page([...caption]) as PLine[], new Set(), new Set())).toEqual([]);
    // a one-column table (a label and one number per row) is a table too
    const one = page([...caption, ...row(60, 'Fine-tune', ['59.3']), ...row(72, 'RetroMAE + Fine-tune', ['64.8'])]) as PLine[];
    expect(unreadCaptions(one, new Set(), new Set())).toHaveLength(1);
  });
});

describe('benchmark tables: transposed with row groups, conventional metrics', () => {
  const names = { methods: [], datasets: [], subsets: [] };
  const draft = (md: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'bench-tables-')), 'README.md');
    writeFileSync(path, md);
    const ex = extractDraft(readInputs([path]), 'toy', names);
    return { ex, tables: ex.draft.tables.filter((t): t is DraftResultsTable => t.kind === 'results') };
  };
  it('reads benchmarks grouped in rows, models as columns, as models × benchmarks with each benchmark\'s metric', () => {
    const md = [
      'Table 3: Comparison of different models at around 1.2T tokens.',
      '',
      '| Group | Benchmark (Metric) | Base-A | Base-B | Ours |',
      '|---|---|---|---|---|',
      '| English | Training Tokens | 1.33T | 1.2T | 1.2T |',
      '| English | MMLU | 53.3 | 60.2 | 60.4 |',
      '| English | TriviaQA | 50.1 | 57.4 | 58.1 |',
      '| Code | HumanEval | 26.8 | 29.3 | 37.2 |',
      '| Math | GSM8K | 31.4 | 43.8 | 45.0 |',
      '',
    ].join('\n');
    const { ex, tables } = draft(md);
    const [t] = tables;
    expect(t?.rows.map((r) => r.label)).toEqual(['Base-A', 'Base-B', 'Ours']);
    expect(t?.columns.map((c) => [c.label, c.metric])).toEqual([
      ['Training Tokens', 'tokens'],
      ['MMLU', 'accuracy'],
      ['TriviaQA', 'em'],
      ['HumanEval', 'pass@1'],
      ['GSM8K', 'accuracy'],
    ]);
    expect(ex.yaml).toMatch(/"English \/ MMLU": no metric printed; 'accuracy' guessed, what this benchmark reports by convention/);
  });

  it('names a benchmark by its header only: an English word counts in capitals, a suite above it wins', () => {
    expect(headerConventionOf('GSM8K (8-shot)')?.metric).toBe('accuracy');
    expect(headerConventionOf('MATH')?.metric).toBe('accuracy');
    expect(headerConventionOf('Math')).toBeUndefined();
    expect(headerConventionOf('Drop')).toBeUndefined();
    expect(headerConventionOf('HumanEval+')?.metric).toBe('pass@1');
    expect(headerConventionOf('Params')).toBeUndefined();
    const { tables } = draft(['CodeRAG', '', '| Model | HumanEval | MBPP | DS-1000 |', '|---|---|---|---|', '| A | 100.0 | 99.0 | 19.3 |', '| B | 100.0 | 97.7 | 26.2 |', ''].join('\n'));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['ndcg@10', 'ndcg@10', 'ndcg@10']);
  });

  it('takes no metric from a quantity in a caption, nor from a section number', () => {
    expect(metricsInText('Comparison of different models at around 1.2T tokens.')).toEqual([]);
    expect(metricsInText('All models are trained on 1.4T tokens. We report BLEU-4.')).toEqual(['Bleu_4']);
    // a table's number is no quantity
    expect(metricsInText('Table 1: BLEU on WMT14.')).not.toEqual([]);
    const { tables } = draft(['## B.3 Split-batch Method', '', '| Language | #train | #dev |', '|---|---|---|', '| ar | 1,817 | 200 |', '| de | 1,847 | 200 |', ''].join('\n'));
    expect(tables.some((t) => t.columns.some((c) => c.metric === 'Bleu_3'))).toBe(false);
  });
});

describe('PDF tables: wrapped header cells, label lines, percentages with their count', () => {
  it('merges a header printed over interleaved lines and reads "90% (9/10)" as 90', () => {
    const cell = (x: number, t: string) => [x, x + t.length * 4, t] as const;
    const words = [
      ...line(40, [[100, 380, 'Table 6: Annotation accuracy of two annotators.']]),
      ...line(52, [cell(200, 'Web Query to'), cell(270, 'Code Trans-')]),
      ...line(56, [cell(140, 'Task (→)'), cell(340, 'Avg')]),
      ...line(60, [cell(200, 'Code Retrieval'), cell(270, 'lation Retrieval')]),
      ...line(72, [cell(110, 'Annotated Label ='), cell(182, '1')]),
      ...line(84, [cell(110, 'Annotator A'), cell(200, '90% (9/10)'), cell(270, '70% (7/10)'), cell(340, '80% (16/20)')]),
      ...line(96, [cell(110, 'Annotator B'), cell(200, '100% (10/10)'), cell(270, '80% (8/10)'), cell(340, '90% (18/20)')]),
      ...line(108, [cell(110, 'Annotated Label ='), cell(182, '0')]),
      ...line(120, [cell(110, 'Annotator A'), cell(200, '40% (4/10)'), cell(270, '60% (6/10)'), cell(340, '50% (10/20)')]),
      ...line(132, [cell(110, 'Annotator B'), cell(200, '70% (7/10)'), cell(270, '33% (2/6)'), cell(340, '56% (9/16)')]),
    ];
    const [t] = findTables(page(words));
    expect(t?.header).toEqual([['Group', 'Task (→)', 'Web Query to Code Retrieval', 'Code Translation Retrieval', 'Avg']]);
    expect(t?.body.map((r) => [r[0], r[1]])).toEqual([
      ['Annotated Label = 1', 'Annotator A'],
      ['Annotated Label = 1', 'Annotator B'],
      ['Annotated Label = 0', 'Annotator A'],
      ['Annotated Label = 0', 'Annotator B'],
    ]);
    expect(parseCell('90% (9/10)').value).toBe(90);
    expect(parseCell('12 (3/4)').value).toBeNull();
  });

  const cell = (x: number, t: string) => [x, x + t.length * 4, t] as const;
  const data = (y: number, label: string, vals: readonly number[]) => line(y, [cell(100, label), ...vals.map((v, i) => cell(200 + i * 50, (50 + i + y / 100).toFixed(1)))]);
  it('keeps a group over hyphenated sub-columns as a group, and names the sub-columns after it', () => {
    const words = [
      ...line(50, [cell(320, 'CodeTrans')]),
      ...line(54, [cell(100, 'Model'), cell(200, 'Apps'), cell(250, 'CosQA'), cell(400, 'Avg')]),
      ...line(58, [cell(300, '-Contest'), cell(350, '-DL')]),
      ...data(72, 'Ours', [0, 1, 2, 3, 4]),
      ...data(84, 'Base', [0, 1, 2, 3, 4]),
    ];
    const [t] = findTables(page(words));
    expect(t?.header).toHaveLength(2);
    expect(t?.header[1]).toEqual(['Model', 'Apps', 'CosQA', 'CodeTrans-Contest', 'CodeTrans-DL', 'Avg']);
    expect(t?.header[0]?.slice(3, 5)).toEqual(['CodeTrans', 'CodeTrans']);
  });

  it('splits wrapped cells printed too close to cut by their words, and leaves two header levels that stack nothing', () => {
    const close = [
      ...line(50, [[200, 224, 'Hidden'], [246, 250, '#'], [252, 268, 'Attn'], [296, 300, '#'], [302, 326, 'Shared']]),
      ...line(54, [cell(100, 'Model')]),
      ...line(58, [cell(200, 'Size'), cell(250, 'Heads'), cell(300, 'Experts')]),
      ...data(72, 'Small', [0, 1, 2]),
      ...data(84, 'Large', [0, 1, 2]),
    ];
    expect(findTables(page(close))[0]?.header).toEqual([['Model', 'Hidden Size', '# Attn Heads', '# Shared Experts']]);
    const levels = [...line(50, [cell(220, 'Max Length')]), ...line(54, [cell(100, 'Split')]), ...data(72, 'yes', [0, 1, 2]), ...data(84, 'no', [0, 1, 2])];
    const cells = findTables(page(levels))[0]?.header.flat() ?? [];
    expect(cells).toContain('Max Length');
    expect(cells.some((c) => c.includes('Split') && c.includes('Max'))).toBe(false);
  });
});

