/**
 * A model zoo page of the thirty-first set's form (round 21), tried on an audio-classification zoo: the page's first
 * paragraph says "The evaluation metrics are top-1 and top-5 clip-level accuracy …" under the title, each model's table
 * under its own heading prints "Clip@1 | Clip@5" (no metric in the header, only the cut-off) and a "Pre-trained model"
 * column of download links. Each cut-off column takes the metric named at its cut-off (top1-acc, top5-acc; before: the
 * table went out as attributes), and a column of links never names the rows.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; label?: string }[]; rows: readonly { label?: string; values: readonly unknown[] }[] }[];
}

describe('cut-off columns under a page-wide metric line', () => {
  it('reads each column at its cut-off, and never names a row by a link', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Model Zoo',
      '',
      'The evaluation metrics are top-1 and top-5 clip-level accuracy on the ESC-50 test folds.',
      '',
      '### PANNs-CNN14',
      '',
      '| Sample rate | Pre-training data | Pre-trained model | Clip@1 | Clip@5 | params(M) |',
      '| --- | --- | --- | --- | --- | --- |',
      '| 16k | None | None | 90.2 | 98.1 | 80.8 |',
      '| 32k | AudioSet | [link](https://example.org/cnn14_32k.pth) | 94.7 | 99.3 | 80.8 |',
      '',
      '### AST',
      '',
      '| Sample rate | Pre-training data | Pre-trained model | Clip@1 | Clip@5 | params(M) |',
      '| --- | --- | --- | --- | --- | --- |',
      '| 16k | ImageNet | [link](https://example.org/ast_in.pth) | 88.7 | 97.9 | 87.0 |',
      '| 16k | AudioSet | [link](https://example.org/ast_as.pth) | 95.6 | 99.5 | 87.0 |',
    ]);
    const t = draft.tables.filter((x) => x.kind === 'results');
    expect(t).toHaveLength(2);
    for (const x of t) expect(x.columns.map((c) => c.metric)).toEqual(['top1-acc', 'top5-acc', 'params']);
    expect(t.flatMap((x) => x.rows.map((r) => r.label))).not.toContain('link');
  });
});
