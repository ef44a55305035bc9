/**
 * Measures printed at a cut-off that the metric registry lacks ("Lift @ 10", "Succ@5", "Novelty@10"; seen in a
 * label-quality paper PDF, round 23): each column is its own metric, declared for the document as `lift@10`, not the
 * caption's metric ("Evaluating the precision of …") with the header as a subset. In a PDF, pdftotext prints "Lift @"
 * and "10" a word space apart: the word reader cut a cell before the number, so the header line read as a row of
 * numbers and the whole table became an attribute table. And a table of two method columns, "Model" ResNet-18 ×3 |
 * "Method" A, B, C then the same methods under "Swin", is a grid: the methods name the rows, the model is a setting.
 */
import { describe, expect, it } from 'vitest';
import { segmentsOf } from '../../src/extract/pdf-words.js';
import { bboxLine, cellBoxes } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  metrics?: { id: string; direction: string }[];
  tables: { kind: string; columns: { metric: string; subset?: string }[]; rows: { method: string; label?: string; values: (number | null)[]; settings?: Record<string, string> }[] }[];
}

const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [60 + (k === 0 ? 0 : 40 + k * 60), t] as const), 8);

describe('measures at a cut-off the registry lacks', () => {
  it('keeps "Lift @ 10" one PDF cell', () => {
    expect(segmentsOf(cellBoxes(100, [[60, 'Method'], [130, 'Lift @ 10'], [200, 'Lift @ 50']]), 8).map((s) => s.text)).toEqual(['Method', 'Lift @ 10', 'Lift @ 50']);
  });

  it('drafts a PDF table of "Model | Method | Lift @ k" as results, one declared metric per cut-off, the methods as rows', () => {
    const page = [
      row(66, ['Model', 'Method', 'Lift @ 10', 'Lift @ 50', 'Lift @ 100']),
      row(78, ['ResNet-18', 'Agreement', '4.87', '5.84', '6.33']),
      row(88, ['ResNet-18', 'Dawid-Skene', '12.89', '11.79', '13.26']),
      row(98, ['ResNet-18', 'CROWDLAB', '24.33', '22.38', '17.76']),
      row(108, ['Swin', 'Agreement', '2.51', '6.03', '6.28']),
      row(118, ['Swin', 'Dawid-Skene', '12.89', '14.36', '14.55']),
      row(128, ['Swin', 'CROWDLAB', '25.13', '24.62', '20.85']),
      bboxLine(144, [[60, 'Table 1: Evaluating the precision of consensus quality scoring methods on the Hardest dataset.']], 8),
    ];
    const t = pdfPageDraft(page).draft.tables[0] as unknown as Draft['tables'][number];
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => [c.metric, c.subset])).toEqual([['lift@10', undefined], ['lift@50', undefined], ['lift@100', undefined]]);
    expect(t.rows.map((r) => r.label)).toEqual(['Agreement', 'Dawid-Skene', 'CROWDLAB', 'Agreement', 'Dawid-Skene', 'CROWDLAB']);
    expect(t.rows.map((r) => r.settings?.model)).toEqual(['ResNet-18', 'ResNet-18', 'ResNet-18', 'Swin', 'Swin', 'Swin']);
  });

  it('declares "Succ@5 ↑" under a caption naming another metric in a README, and validate accepts the draft (CLI)', () => {
    const doc = ['# Dialogue retrieval', '', 'Table 2: Recall of the retrievers on the support-chat test set.', '',
      '| Encoder | Retrieval Method | Succ@1 ↑ | Succ@5 ↑ |', '|---|---|---|---|',
      '| BERT | BM25 | 31.2 | 55.0 |', '| BERT | Dense | 40.5 | 66.1 |', '| T5 | BM25 | 30.9 | 54.2 |', '| T5 | Dense | 44.7 | 70.3 |', ''];
    const r = extractMarkdown<Draft>(doc);
    const t = r.draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['succ@1', 'succ@5']);
    expect(r.draft.metrics?.find((m) => m.id === 'succ@5')?.direction).toBe('higher');
    expect(t?.rows.map((r) => r.label)).toEqual(['BM25', 'Dense', 'BM25', 'Dense']);
    expect(t?.rows.map((r) => r.settings?.encoder)).toEqual(['BERT', 'BERT', 'T5', 'T5']);
    expectValidates(r.dir);
  });

  it('keeps the first method column when the other is no grid under it, or prints one name on every row', () => {
    // "method" Zhang et al. ×2 | "model" AlexNet, VGGNet: the blocks list different models, the methods name the rows
    const a = extractMarkdown<Draft>(['# Fine-grained birds', '', 'Recognition accuracy (%) on CUB-200-2011.', '', '| method | model | top-1 |', '|---|---|---|',
      '| Zhang et al. | AlexNet | 76.7 |', '| Zhang et al. | VGGNet | 81.6 |', '| Basel. | ResNet-50 | 82.6 |', '| Basel.+LSRO | ResNet-50 | 83.2 |', '| Basel.+LSRO | 2×ResNet-50 | 84.4 |', '']);
    expect(a.draft.tables[0]?.rows.map((r) => r.label)).toEqual(['Zhang et al.', 'Zhang et al.', 'Basel.', 'Basel.+LSRO', 'Basel.+LSRO']);
    // "Method" ArcFace on every row beside "Backbone" R100, MFN: the backbones name the rows
    const b = extractMarkdown<Draft>(['# Face models', '', '| Backbone | Dataset | Method | LFW | CFP-FP |', '|---|---|---|---|---|',
      '| R100 | MS1MV2 | ArcFace | 99.77 | 98.27 |', '| MFN | MS1MV1 | ArcFace | 99.50 | 88.94 |', '| R50 | MS1MV2 | ArcFace | 99.73 | 97.43 |', '']);
    expect(b.draft.tables[0]?.rows.map((r) => r.label)).toEqual(['R100', 'MFN', 'R50']);
  });
});
