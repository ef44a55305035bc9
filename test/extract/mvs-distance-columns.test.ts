/**
 * "Acc. | Comp. | Overall" on DTU (multi-view stereo, round 23): the accuracy and completeness distances in mm, lower
 * is better, read beside the overall distance or under text about MVS. Before, "Acc." was classification accuracy
 * (higher is better, a fraction) and "Comp." a metric declared for the document, so every best claim on the table
 * ran the wrong way. Elsewhere "Acc." stays accuracy, without a review line about other readings.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { columns: { metric: string }[] }[] }

describe('multi-view stereo distance columns', () => {
  it('reads Acc. and Comp. beside the overall distance as MVS distances (CLI)', () => {
    const r = extractMarkdown<Draft>(['# Depth fusion', '', 'Ablation with different components.', '', '| Method | Acc. | Comp. | O.A. (mm) | Mem. (GB) |', '|---|---|---|---|---|',
      '| Baseline | 0.408 | 0.374 | 0.391 | 2.41 |', '| Full | 0.376 | 0.339 | 0.357 | 4.25 |', '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['mvs-accuracy-mm', 'mvs-completeness-mm', 'mvs-overall-mm', 'memory']);
  });

  it('keeps Acc. as accuracy in a classification table, with no word about other readings (CLI)', () => {
    const r = extractMarkdown<Draft>(['# Sentence classification', '', '| Model | Acc. | F1 |', '|---|---|---|', '| BERT | 91.2 | 88.0 |', '| RoBERTa | 92.5 | 89.9 |', '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'f1']);
    expect(r.yaml).not.toMatch(/alias of several fields/);
  });
});
