/**
 * A summarization README whose cells pack "R1/R2/RL" with no metric named anywhere, the datasets down the rows and
 * pre-training corpora as columns (a form of the thirty-second set's PEGASUS README, round 21): by the field's
 * convention (data/pair-conventions.ts) each column splits into ROUGE-1, ROUGE-2 and ROUGE-L, read from the rows'
 * benchmarks; a footnote mark after a cell is no part of it. Cells breaking the triple's order get no guess.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string }[]; rows: readonly { label?: string; values: readonly unknown[] }[] }[];
}

const doc = (cells: readonly string[]) => [
  '# Summarization checkpoints',
  '',
  'The results of the two pre-training corpora are reported in this table.',
  '',
  '| dataset | Wiki40B | CommonCrawl |',
  '| ---- | ---- | ---- |',
  ...cells,
];

describe('R1/R2/RL cells under summarization datasets', () => {
  it('splits each column into ROUGE-1, ROUGE-2 and ROUGE-L', () => {
    const { draft, yaml } = extractMarkdown<Draft>(doc([
      '| xsum | 44.10/21.30/36.20 | 46.02/23.71/38.50 |',
      '| cnn_dailymail | 43.10/20.40/40.05 | 43.88/21.02/40.87 |',
      '| gigaword | 38.11/19.02/35.40 | 38.90/19.45/36.02 * |',
      '| billsum | 55.30/37.90/44.60 | 56.71/39.02/45.33 |',
    ]));
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['rouge-1', 'rouge-2', 'ROUGE_L', 'rouge-1', 'rouge-2', 'ROUGE_L']);
    expect(t?.rows.map((r) => r.label)).toEqual(['xsum', 'cnn_dailymail', 'gigaword', 'billsum']);
    expect(t?.rows[2]?.values).toEqual([38.11, 19.02, 35.4, 38.9, 19.45, 36.02]);
    expect(yaml).toMatch(/GUESSED from the field's convention/);
  });

  it('guesses nothing where a cell breaks the triple\'s order', () => {
    const { draft } = extractMarkdown<Draft>(doc([
      '| xsum | 21.30/44.10/36.20 | 23.71/46.02/38.50 |',
      '| cnn_dailymail | 20.40/43.10/40.05 | 21.02/43.88/40.87 |',
      '| gigaword | 19.02/38.11/35.40 | 19.45/38.90/36.02 |',
    ]));
    expect(draft.tables.flatMap((x) => x.columns.map((c) => c.metric))).not.toContain('rouge-2');
  });
});
