/**
 * A table whose metric is named only in a sentence above it ("The metric is PCKh.", "The metric is AbsRel.")
 * and whose last columns are links (`config | weight`): the numeric column takes the sentence's metric, and the
 * link columns are settings of each row, not more values of that metric (docs/extract-readers.md, "Fourth
 * held-out set: README and HTML layouts"; ViTPose's MPII table). A depth-estimation README written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string }[]; settings?: { id: string }[]; rows: { label?: string; values: unknown[] }[] }[];
}

describe('the metric in a sentence above a table with link columns', () => {
  it('reads the values under the sentence\'s metric and keeps the links as settings', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# TinyDepth',
      '',
      '> Results on the KITTI Eigen split',
      '',
      'Evaluated with the official crop. The metric is AbsRel.',
      '',
      '| Model | Resolution | Eigen | config | weight |',
      '| --- | --- | --- | --- | --- |',
      '| TinyDepth-S | 640x192 | 0.102 | [config](configs/s.py) | [weights](https://example.org/s.pth) |',
      '| TinyDepth-B | 640x192 | 0.094 | [config](configs/b.py) | [weights](https://example.org/b.pth) |',
      '| TinyDepth-L | 1024x320 | 0.088 | | |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['abs-rel']);
    expect(t?.settings?.map((s) => s.id)).toEqual(expect.arrayContaining(['config', 'weight']));
    expect(t?.rows.map((r) => r.values)).toEqual([[0.102], [0.094], [0.088]]);
    expect(yaml).not.toMatch(/left out/);
  });
});
