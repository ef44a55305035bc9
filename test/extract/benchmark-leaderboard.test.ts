/**
 * A leaderboard of benchmarks whose metric is fixed by convention, with one benchmark the conventions do not
 * know (src/extract/benchmark-leaderboard.ts `benchmarkLeaderboard`, used by tables.ts and label-columns.ts): before, the one unknown
 * column ("CMExam") made the whole table an attribute table, so none of its cells was a result. Checked on a
 * medical-QA model card written here; a table of benchmarks the conventions mostly do not know stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { headerConventionOf } from '../../src/extract/benchmark-conventions.js';
import { benchmarkHeaded, benchmarkLeaderboard } from '../../src/extract/benchmark-leaderboard.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: ({ metric: string; label?: string } | { id: string })[]; rows: { values: unknown[] }[] };

const card = (headers: string[]): string[] => [
  '# MedChat-7B',
  '',
  '## Evaluation',
  '',
  `| Model | ${headers.join(' | ')} |`,
  `| --- | ${headers.map(() => '---').join(' | ')} |`,
  '| Llama-2-7B | 36.2 | 41.5 | 58.1 | 30.4 |',
  '| MedChat-7B | 48.9 | 50.3 | 71.6 | 45.2 |',
  '',
];

describe('a leaderboard of conventional benchmarks with one unknown column', () => {
  it('knows the medical exam and commonsense suites', () => {
    for (const h of ['MedQA', 'MedQA-USMLE', 'MedMCQA', 'PubMedQA', 'JEC-QA', 'CommonsenseQA', 'LAMBADA']) expect(headerConventionOf(h)?.metric, h).toBe('accuracy');
    expect(headerConventionOf('MedQA speed')).toBeUndefined();
  });

  it('drafts the known columns under their convention and the unknown one under unknown-metric, with review lines', () => {
    const { yaml } = extractMarkdown(card(['MedQA', 'MedMCQA', 'PubMedQA', 'CMExam']));
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['accuracy', 'accuracy', 'accuracy', 'unknown-metric']);
    expect(t.rows[1]?.values).toEqual([48.9, 50.3, 71.6, 45.2]);
    expect(yaml).toContain('"CMExam": no metric named in its header');
    expect(yaml).toContain('"MedQA": no metric printed; \'accuracy\' guessed, what this benchmark reports by convention');
  });

  it('needs two such columns and at least half of them: otherwise the other columns stay settings, as before', () => {
    const { yaml } = extractMarkdown(card(['MedQA', 'CMExam', 'CMB', 'Huatuo-26M']));
    const one = (parse(yaml) as { tables: (Table & { settings?: { label: string }[] })[] }).tables[0]!;
    expect(one.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['accuracy']);
    expect(one.settings?.map((s) => s.label)).toEqual(['CMExam', 'CMB', 'Huatuo-26M']);
    const t = { caption: undefined, leadIn: undefined, section: undefined };
    const heads = (...h: string[]) => h.map((x) => [x]);
    expect(benchmarkLeaderboard(heads('MedQA', 'MedMCQA', 'CMExam', 'CMB'), t)).toBe(true);
    expect(benchmarkLeaderboard(heads('MedQA', 'CMExam', 'CMB'), t)).toBe(false);
    expect(benchmarkLeaderboard(heads('MedQA', 'MedMCQA', 'CMExam', 'CMB', 'Huatuo'), t)).toBe(false);
  });

  it('is one rule for the column reading and the label columns: any header cell, under the suite above it, unless the text says another measure', () => {
    const t = { caption: undefined, leadIn: undefined, section: undefined };
    // a benchmark over its sub-columns ("MATH500" over "Accuracy | # Tokens") heads both
    expect(benchmarkHeaded(['MATH500', '# Tokens'], t)).toBe(true);
    expect(benchmarkHeaded(['Tokens'], t)).toBe(false);
    // a suite with a convention of its own above it ("CodeRAG" over "MBPP"): the suite's metric, not MBPP's
    expect(benchmarkHeaded(['CodeRAG', 'MBPP'], t)).toBe(false);
    expect(benchmarkHeaded(['MBPP'], t)).toBe(true);
    // a caption saying the table reports another measure of the benchmarks ("Regrets" of D4RL tasks)
    expect(benchmarkHeaded(['hopper-medium-v2'], { ...t, caption: 'Normalized returns.' })).toBe(false);
    expect(benchmarkLeaderboard([['MBPP'], ['HumanEval'], ['Size']], { ...t, caption: 'Pass rates.' })).toBe(true);
    expect(benchmarkLeaderboard([['CodeRAG', 'MBPP'], ['CodeRAG', 'HumanEval'], ['Size']], t)).toBe(false);
  });

  it('keeps a number column under a benchmark group header as a result, not a setting of each row', () => {
    const { draft } = extractMarkdown<{ tables: (Table & { settings?: { label: string }[] })[] }>([
      '# TinyMath-1.5B',
      '',
      '## Evaluation',
      '',
      '<table>',
      '<tr><th rowspan="2">Model</th><th rowspan="2">Group</th><th colspan="2">GSM8K</th><th colspan="2">MATH500</th></tr>',
      '<tr><th>Accuracy</th><th>Reasoning Budget</th><th>Accuracy</th><th>Reasoning Budget</th></tr>',
      '<tr><td>Qwen-1.5B</td><td>open</td><td>28.1</td><td>7210</td><td>70.2</td><td>3210</td></tr>',
      '<tr><td>TinyMath-1.5B</td><td>ours</td><td>30.4</td><td>6011</td><td>74.9</td><td>2011</td></tr>',
      '</table>',
    ]);
    const t = draft.tables[0]!;
    // (its header, beside headers naming registry metrics, is a metric the registry lacks, declared: sibling-unknown-columns.ts)
    expect(t.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['accuracy', 'reasoning-budget', 'accuracy', 'reasoning-budget']);
    expect(t.settings?.map((s) => s.label)).toEqual(['Group']);
    expect(t.rows[1]?.values).toEqual([30.4, 6011, 74.9, 2011]);
  });

  it('is no leaderboard when a column prints a metric of its own: a number column after it stays a setting', () => {
    const t = { caption: undefined, leadIn: undefined, section: undefined };
    expect(benchmarkLeaderboard([['MMLU'], ['GSM8K'], ['Accuracy'], ['Temperature']], t)).toBe(false);
    // a cost metric ("Params") is no metric of the results: the benchmarks still make the leaderboard
    expect(benchmarkLeaderboard([['MMLU'], ['GSM8K'], ['Params'], ['Gaokao']], t)).toBe(true);
    const { draft } = extractMarkdown<{ tables: (Table & { settings?: { label: string }[] })[] }>([
      '# TinyChat-7B',
      '',
      '## Evaluation',
      '',
      '| Model | MMLU | GSM8K | Accuracy | Temperature |',
      '| --- | --- | --- | --- | --- |',
      '| Llama-7B | 45.3 | 14.6 | 50.1 | 0.7 |',
      '| TinyChat-7B | 48.1 | 20.2 | 55.3 | 0.2 |',
    ]);
    const table = draft.tables[0]!;
    expect(table.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['accuracy', 'accuracy', 'accuracy']);
    expect(table.settings?.map((s) => s.label)).toEqual(['Temperature']);
  });
});
