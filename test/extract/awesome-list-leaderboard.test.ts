/**
 * An "awesome list" leaderboard README (seen for depth completion, round 18): caption-less pipe tables under headings
 * "Unsupervised VOID Depth Completion Benchmark", rows named by whole paper titles, then `Publication` and `Code`
 * link columns (`[ECCV 2024](…)`, `[PyTorch](…)`, `N/A`) before the metrics. Before: the `Code` column — the last
 * text column — named the rows ("PyTorch", "TensorFlow/PyTorch") and the dataset was left unknown. Now a column
 * headed `Code` points at an implementation and names no row, and a heading naming a benchmark by one capital name
 * among its task's words gives the dataset.
 */
import { describe, expect, it } from 'vitest';
import { isIdentifierColumn } from '../../src/extract/identifier-column.js';
import { datasetNamed } from '../../src/extract/table-context.js';
import type { RawTable } from '../../src/extract/types.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; dataset?: string; rows: readonly { label: string; settings?: Record<string, string> }[] }[];
}

describe('an awesome-list leaderboard of papers', () => {
  it('names its rows by the paper column, the code links a setting, the dataset from the heading', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Awesome crowd counting',
      '',
      '### Supervised SHHA Crowd Counting Benchmark',
      '| Paper | Publication | Code | MAE | MSE |',
      '| :---- | :---------: | :--: | :-: | --: |',
      '| Point-Query Quadtree for Crowd Counting | [CVPR 2023](https://arxiv.org/abs/1) | [PyTorch](https://github.com/a/b) | **52.7** | **88.2** |',
      '| Distribution Matching for Crowd Counting | [NeurIPS 2020](https://arxiv.org/abs/2) | [PyTorch](https://github.com/c/d) | 59.7 | 95.7 |',
      '| Bayesian Loss for Crowd Count Estimation | [ICCV 2019](https://arxiv.org/abs/3) | N/A | 62.8 | 101.8 |',
      '| Scale Aggregation Network for Crowd Counting | [ECCV 2018](https://arxiv.org/abs/4) | [TensorFlow/PyTorch](https://github.com/e/f) | 67.0 | 104.5 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.rows.map((r) => r.label)).toEqual(['Point-Query Quadtree for Crowd Counting', 'Distribution Matching for Crowd Counting', 'Bayesian Loss for Crowd Count Estimation', 'Scale Aggregation Network for Crowd Counting']);
    expect(t?.rows[0]?.settings?.code).toBe('PyTorch');
    expect(t?.dataset).toBe('shha');
  });

  it('reads a Code column as pointing at an implementation', () => {
    expect(isIdentifierColumn(['Code'], ['PyTorch', 'N/A', 'TensorFlow/PyTorch'])).toBe(true);
    expect(isIdentifierColumn(['Official code'], ['PyTorch', 'JAX'])).toBe(true);
    expect(isIdentifierColumn(['Method'], ['PyTorch', 'JAX'])).toBe(false);
  });

  it('takes one capital name in a benchmark heading as the dataset, never a task, a field or a metric', () => {
    const of = (section: string) => datasetNamed({ section } as RawTable)?.id;
    expect(of('Unsupervised VOID Depth Completion Benchmark')).toBe('void');
    expect(of('COCO Detection Results')).toBe('coco');
    for (const s of ['SOTA Results', 'LLM Evaluation', 'BLEU Results', 'Zero-shot TTS Evaluation', 'KITTI and COCO Results', 'Main Results']) expect(of(s)).toBeUndefined();
  });
});
