/**
 * A measure the line above a table names before "results" that the registry lacks ("Category coverage results of
 * selected samples on ImageNet:", an active-learning README, round 23): the table's columns report it, declared for the
 * document as `category-coverage`. Before, they took ImageNet's conventional metric, accuracy, from the same line. A
 * line naming a task, not a measure ("Linear classification results on ImageNet:"), still leaves the convention.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  metrics?: { id: string; name: string }[];
  tables: { columns: { metric: string; subset?: string }[]; rows: { label?: string; values: (number | null)[] }[] }[];
}

const table = ['| Method | 0.08% | 0.2% | 0.5% |', '|---|---|---|---|', '| Random | 62.9 | 94.6 | 100 |', '| K-means | 72.2 | 97.8 | 99.9 |'];

describe('a measure named before "results" by the line above a table', () => {
  it('declares it for the columns, not the benchmark convention, and validate accepts the draft (CLI)', () => {
    const r = extractMarkdown<Draft>(['# Low-budget active learning', '', '## Sample selection', '', 'Category coverage results of selected samples on ImageNet:', ...table, '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['category-coverage', 'category-coverage', 'category-coverage']);
    expect(r.draft.metrics?.map((m) => m.id)).toContain('category-coverage');
    expectValidates(r.dir);
  });

  it('reads "Bit agreement results under attacks" the same way, and leaves a task named before "results" alone', () => {
    const a = extractMarkdown<Draft>(['# Watermark robustness', '', 'Bit agreement results under attacks on COCO:', '', '| Method | JPEG | Crop |', '|---|---|---|', '| HiDDeN | 0.12 | 0.30 |', '| Ours | 0.05 | 0.11 |', '']);
    expect(a.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['bit-agreement', 'bit-agreement']);
    const b = extractMarkdown<Draft>(['# Low-budget active learning', '', 'Linear classification results on ImageNet:', '', ...table, '']);
    expect(b.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'accuracy']);
  });
});
