/**
 * Leaderboards whose first column is a rank (issue 25, ninth held-out set, in-sample: an OOD-detection leaderboard
 * "Rank | Training | Postprocessor | … AUROC", and an MVS table whose "Rank" is an average rank under a caption naming
 * F-score). Made-up documents in other fields: an ASR leaderboard and a code-generation leaderboard (pure draft).
 * Before: the rank column was taken for numbered runs (rows `table-1-run-1` …, the name columns kept as settings),
 * and a fractional "Rank" column was drafted under the caption's metric.
 */
import { describe, expect, it } from 'vitest';
import { rankOrdersRows } from '../../src/extract/rank-column.js';
import { jointNameColumns } from '../../src/extract/joint-name.js';
import { resultTablesOf } from '../helpers/extract-readme.js';

const label = (c: unknown) => (typeof c === 'string' ? c : (c as { label?: string; metric: string }).label ?? (c as { metric: string }).metric);

describe('extract: a leaderboard ranked in its first column', () => {
  it('names each row by its name columns, joined when only together they name the row, never by the rank (ASR)', () => {
    const t = resultTablesOf([
      '## LibriSpeech leaderboard',
      '',
      '| Rank | Acoustic model | Language model | test-clean WER | test-other WER |',
      '|---|---|---|---|---|',
      '| 1 | Conformer-L | Transformer LM | 1.9 | 3.9 |',
      '| 2 | Conformer-L | 4-gram | 2.1 | 4.3 |',
      '| 3 | ContextNet | Transformer LM | 2.0 | 4.1 |',
      '| 4 | ContextNet | 4-gram | 2.3 | 4.6 |',
      '| 5 | QuartzNet | 4-gram | 2.7 | 7.3 |',
      '',
    ].join('\n'))[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['Conformer-L', 'Conformer-L', 'ContextNet', 'ContextNet', 'QuartzNet']);
    expect(t?.rows.map((r) => r.method)).toEqual(['conformer-l-transformer-lm', 'conformer-l-4-gram', 'contextnet-transformer-lm', 'contextnet-4-gram', 'quartznet-4-gram']);
    expect(t?.rows.map((r) => r.settings?.['language-model'])).toEqual(['Transformer LM', '4-gram', 'Transformer LM', '4-gram', '4-gram']);
    expect(t?.rows.every((r) => !r.method.includes('run'))).toBe(true);
    expect(t?.rows.map((r) => r.settings?.rank)).toEqual(['1', '2', '3', '4', '5']);
    expect(t?.columns.map((c) => (typeof c === 'string' ? c : c.metric))).toEqual(['wer', 'wer']);
  });

  it('reads places with ties under "#" as ranks, not runs, and joins the two name columns (code generation)', () => {
    const t = resultTablesOf([
      '## HumanEval leaderboard',
      '',
      '| # | Base model | Prompting | pass@1 |',
      '|---|---|---|---|',
      '| 1 | CodeLlama-34B | Reflexion | 71.3 |',
      '| 2 | StarCoder-15B | Reflexion | 60.4 |',
      '| 2 | CodeLlama-34B | CoT | 60.4 |',
      '| 4 | StarCoder-15B | CoT | 41.2 |',
      '',
    ].join('\n'))[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['CodeLlama-34B', 'StarCoder-15B', 'CodeLlama-34B', 'StarCoder-15B']);
    expect(new Set(t?.rows.map((r) => r.method)).size).toBe(4);
    expect(t?.rows.map((r) => r.settings?.prompting)).toEqual(['Reflexion', 'Reflexion', 'CoT', 'CoT']);
    expect(t?.rows.every((r) => !r.method.includes('run'))).toBe(true);
    expect(t?.columns.map(label)).toEqual(['pass@1']);
  });

  it('reads a fractional "Rank" as an average rank, not the caption\'s metric (tabular classification)', () => {
    const t = resultTablesOf([
      'Table 1: Accuracy on six tabular benchmarks. Rank is the average rank over the six benchmarks (lower is better).',
      '',
      '| Method | Rank | Adult | Higgs | Covertype |',
      '|---|---|---|---|---|',
      '| XGBoost | 1.67 | 87.1 | 76.9 | 96.9 |',
      '| FT-Transformer | 2.00 | 86.0 | 72.9 | 97.0 |',
      '| MLP | 2.33 | 85.4 | 72.3 | 96.2 |',
      '',
    ].join('\n'))[0];
    expect(t?.columns.map((c) => (typeof c === 'string' ? c : c.metric))).toEqual(['average-rank', 'accuracy', 'accuracy', 'accuracy']);
  });

  it('tells a leaderboard\'s rank from an ablation\'s run numbers', () => {
    expect(rankOrdersRows(['Rank'], ['1', '2', '3', '4'])).toBe(true);
    expect(rankOrdersRows(['#'], ['1', '2', '2', '4'])).toBe(true);
    // numbered runs: no ties, no rank word in the header
    expect(rankOrdersRows(['#'], ['1', '2', '3', '4'])).toBe(false);
    expect(rankOrdersRows(['No.'], ['1', '2', '3'])).toBe(false);
    expect(rankOrdersRows(['Rank'], ['1', '2', '7'])).toBe(false);
  });

  it('joins two name columns only when neither alone names each row once', () => {
    const col = (j: number, cells: string[]) => ({ j, cells });
    expect(jointNameColumns([col(1, ['A', 'A', 'B']), col(2, ['x', 'y', 'x'])], 2)).toEqual([1]);
    expect(jointNameColumns([col(1, ['A', 'B', 'C']), col(2, ['x', 'x', 'y'])], 2)).toEqual([]);
    expect(jointNameColumns([col(1, ['A', 'A', 'B']), col(2, ['x', 'x', 'y'])], 2)).toEqual([]);
  });
});
