/**
 * A code-generation table printed as two panels, its metric named nowhere but by the benchmarks in its caption
 * (seen in a code LLM's technical report, round 17): "#TP | #AP | Python | Java …" over "… | Go | HumanEval+",
 * every cell a percentage, the caption "… on HumanEval and MBPP Benchmarks", the "+" of "HumanEval+" printed raised
 * on a line of its own between the panels, a group row under each header. Before: the raised "+" split the panels (the first one stayed text, its
 * rows lost), "#AP" was read as average precision, "C++" as CIDEr, and columns with a coincidental repeated
 * percentage were taken for settings. Now the panels are one table, the caption's benchmarks give their shared
 * conventional metric (pass@1) for review, and count columns ("#TP") are settings.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { captionBenchmarkConvention } from '../../src/extract/section-benchmark.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [60 + (k === 0 ? 0 : 60 + k * 45), t] as const), 8);
/** The raised "+" of the header's last cell, printed just above the header line, touching the word's end. */
const raisedPlus = (y: number, after: string, k: number): string => {
  const x0 = 60 + 60 + k * 45 + after.length * 4;
  return `<word xMin="${x0.toFixed(2)}" yMin="${(y - 2.5).toFixed(2)}" xMax="${(x0 + 3).toFixed(2)}" yMax="${(y + 2).toFixed(2)}">+</word>`;
};

const panelOne = [
  row(70, ['', '#TP', 'Python', 'Java', 'C++']),
  bboxLine(78, [[200, 'Open Models']], 8),
  row(88, ['CoderA-Instruct', '-', '83.5%', '81.0%', '78.3%']),
  row(98, ['CoderB-Instruct', '22B', '78.1%', '71.5%', '71.4%']),
  row(108, ['Ours-Instruct', '16B', '81.1%', '76.6%', '75.8%']),
];
const panelTwo = [
  raisedPlus(124, 'HumanEval', 4),
  row(124, ['', '#TP', 'Go', 'Rust', 'HumanEval']),
  bboxLine(132, [[200, 'Open Models']], 8),
  row(142, ['CoderA-Instruct', '-', '63.9%', '71.2%', '72.0%']),
  row(152, ['CoderB-Instruct', '22B', '63.9%', '67.3%', '68.2%']),
  row(162, ['Ours-Instruct', '16B', '64.6%', '62.2%', '68.8%']),
];
const caption = bboxLine(180, [[60, 'Table 3 | Performance of code models on HumanEval and MBPP Benchmarks']], 8);

describe('a table whose caption names its benchmarks, printed in panels split by a raised "+"', () => {
  it('reads both panels as blocks of one table, "HumanEval+" whole', () => {
    const ts = rawTables('paper', readPdf(bboxPage([...panelOne, ...panelTwo, caption])));
    expect(ts.map((t) => t.number)).toEqual([3, 3]);
    expect(ts[1]?.header.at(-1)).toContain('HumanEval+');
    expect(ts[0]?.body.map((r) => r.find((c) => /Instruct/.test(c)))).toEqual(['CoderA-Instruct', 'CoderB-Instruct', 'Ours-Instruct']);
  });

  it('gives the caption benchmarks\' shared convention only when they agree', () => {
    expect(captionBenchmarkConvention('Performance Metrics for Various Models on HumanEval and MBPP Benchmarks')?.metric).toBe('pass@1');
    expect(captionBenchmarkConvention('Table 2: Zero-shot results on MMLU and GSM8K')?.metric).toBe('accuracy');
    // two benchmarks of different metrics, or none: no guess
    expect(captionBenchmarkConvention('Results on MMLU and TriviaQA')).toBeUndefined();
    expect(captionBenchmarkConvention('Ablation of the decoder depth on our validation split')).toBeUndefined();
  });

  it('reads no score from a count mark or a language name', () => {
    expect(metricFor('#AP')).toBeUndefined();
    expect(metricFor('#Acc')).toBeUndefined();
    expect(metricFor('C++')).toBeUndefined();
    expect(metricFor('C#')).toBeUndefined();
    // counts stay counts
    expect(metricFor('#Params')).toBe('params');
    expect(metricFor('#uniq. words')).toBe('unique-words');
  });

  it('drafts the per-language columns as pass@1 results for review, the count column a setting (CLI, Markdown)', () => {
    const md = ['# A code model', '', 'Table 3: Performance of code models on HumanEval and MBPP Benchmarks', '',
      '| Model | #TP | Python | Java | C++ | Rust |', '| --- | --- | --- | --- | --- | --- |',
      '| CoderA-Instruct | - | 83.5% | 81.0% | 78.3% | 63.9% |', '| CoderB-Instruct | 22B | 78.1% | 71.5% | 71.4% | 61.4% |',
      '| Ours-Instruct | 16B | 81.1% | 76.6% | 75.8% | 63.9% |'];
    const { draft, yaml } = extractMarkdown<{ tables: { kind: string; columns?: { metric: string; label: string }[]; settings?: { label: string }[] }[] }>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns?.map((c) => [c.label, c.metric])).toEqual([['Python', 'pass@1'], ['Java', 'pass@1'], ['C++', 'pass@1'], ['Rust', 'pass@1']]);
    expect(t?.settings?.map((s) => s.label)).toEqual(['#TP']);
    expect(yaml).toMatch(/"Rust": no metric printed; 'pass@1' guessed, what this benchmark reports by convention/);
  });
});
