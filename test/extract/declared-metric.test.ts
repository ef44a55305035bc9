/**
 * A paper whose tables print no metric at all names it once, in a sentence about its evaluation ("Metrics. Mean Per
 * Joint Position Error (MPJPE) in millimeter is the most widely used evaluation metric.", a motion-prediction paper,
 * round 24). A table that no caption, lead-in, section or header gives a metric is drafted under that metric, as a
 * last resort and only when its values are mostly decimals; "we use X as the metric" (said of one benchmark as often
 * as of the paper) declares nothing. And a header line "Horizon (s) | 1 2 3 4 | 1 2 3 4" under column groups is the
 * header's last line, not a row of numbers.
 */
import { describe, expect, it } from 'vitest';
import { declaredEvaluationMetric } from '../../src/extract/declared-metric.js';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

interface Table {
  kind: string;
  columns?: { metric: string; subset?: string; condition?: string }[];
  rows: { label?: string; method?: string; values?: unknown[] }[];
}

describe('the metric a document declares as its evaluation metric', () => {
  it('reads a run-in "Metrics." paragraph and "X is the standard evaluation metric", the acronym over the words of its name', () => {
    expect(declaredEvaluationMetric('4.2 Setup\nMetrics. Mean Per Joint Position Error (MPJPE) in millimeter is the most widely used evaluation metric. Supposing the predicted pose …')).toBe('mpjpe');
    expect(declaredEvaluationMetric('Following prior work, the Average Displacement Error (ADE) is the standard evaluation metric for this task.')).toBe('ade');
    expect(declaredEvaluationMetric('Evaluation metric: word error rate (WER).\nWe train for 10 epochs.')).toBe('wer');
  });

  it('declares nothing for "we use X as the metric" of one benchmark, nor when two metrics are declared', () => {
    expect(declaredEvaluationMetric('For FLORES, we use SentencePiece BLEU (spBLEU) as the metric.')).toBeUndefined();
    expect(declaredEvaluationMetric('Metrics. We report BLEU and METEOR.')).toBeUndefined();
  });
});

describe('a PDF table of horizons under column groups, its metric named only in the evaluation paragraph', () => {
  const v = (y: number, label: string, vals: readonly string[]): string => bboxLine(y, [[60, label], ...vals.map((x, k) => [150 + k * 36, x] as const)], 8);
  const page = (metricSentence: string, rows: readonly (readonly [string, readonly string[]])[]): string[] => [
    bboxLine(20, [[60, metricSentence]], 8),
    // (the paragraph right above the table names no metric: the declared one is the only source)
    bboxLine(44, [[60, 'We compare with two recurrent baselines on both scenes.']], 8),
    bboxLine(70, [[60, 'Table 2. Comparisons on two pedestrian datasets. The best results are in bold.']], 8),
    bboxLine(84, [[60, 'scenes'], [200, 'ETH'], [344, 'HOTEL']], 8),
    v(94, 'Horizon (s)', ['1', '2', '3', '4', '1', '2', '3', '4']),
    ...rows.map(([label, vals], i) => v(106 + i * 10, label, vals)),
  ];
  const rows = [
    ['Social-LSTM [4]', ['0.45', '0.71', '0.98', '1.09', '0.32', '0.49', '0.66', '0.79']],
    ['Trajectron [9]', ['0.39', '0.63', '0.85', '0.97', '0.21', '0.35', '0.49', '0.58']],
    ['Ours', ['0.31', '0.52', '0.74', '0.86', '0.18', '0.29', '0.41', '0.50']],
  ] as const;

  it('reads the horizons as the header, the groups over them, and drafts the declared metric', () => {
    const t = pdfPageDraft(page('Metrics. The Average Displacement Error (ADE) in meters is the standard evaluation metric.', rows)).draft.tables[0] as unknown as Table;
    expect(t.kind).toBe('results');
    expect(t.rows.map((r) => r.label)).toEqual(['Social-LSTM', 'Trajectron', 'Ours']);
    expect(new Set(t.columns?.map((c) => c.metric))).toEqual(new Set(['ade']));
    expect(t.columns?.length).toBe(8);
    expect(t.columns?.map((c) => `${c.subset ?? ''} ${c.condition ?? ''}`).join(' ')).toMatch(/eth.*hotel/);
  });

  it('does not draft a table of whole counts under it', () => {
    const counts = [['Train', ['120', '240', '360', '480', '100', '200', '300', '400']], ['Test', ['30', '60', '90', '120', '25', '50', '75', '100']]] as const;
    const t = pdfPageDraft(page('Metrics. The Average Displacement Error (ADE) in meters is the standard evaluation metric.', counts)).draft.tables[0] as unknown as Table;
    expect(t.kind).toBe('attributes');
  });
});
