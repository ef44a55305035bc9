/**
 * A model zoo's download columns beside its results (round 20; a visual-grounding README printed `url | size` after the
 * values: `[model](….pth) | 3GB`). Before, the size column was read as a result under the lead-in's metric (3 from
 * "3GB"), so every row failed the transcription check and the whole table was left out of the draft; the link column
 * became a result column of nulls. A column of storage sizes and a column of download links are settings of each row.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { printsStorageSizes } from '../../src/extract/setting-unit.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; label?: string }[]; settings?: readonly { label: string }[]; rows: readonly { values: readonly unknown[]; settings?: Record<string, unknown> }[] }[];
}

describe('download columns after the results', () => {
  it('tells storage sizes from values', () => {
    expect(printsStorageSizes(['3GB', '2.4GB', '350 MB', '-'])).toBe(true);
    expect(printsStorageSizes(['1.2 GiB', '800KB'])).toBe(true);
    expect(printsStorageSizes(['3GB', '41.2'])).toBe(false);
    expect(printsStorageSizes(['7B', '13B'])).toBe(false);
  });

  it('keeps a size and a link column as settings, and the table in the draft', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Semantic segmentation model zoo',
      '',
      'We report the mIoU on the validation set of each benchmark.',
      '',
      '| Backbone | ADE20K | Cityscapes | url | size |',
      '| --- | --- | --- | --- | --- |',
      '| ResNet-50 | 44.1 | 79.9 | [model](https://example.org/r50.pth) | 180MB |',
      '| Swin-B | 51.6 | 82.5 | [model](https://example.org/swinb.pth) | 1.2GB |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.label)).toEqual(['ADE20K', 'Cityscapes']);
    expect(t?.rows.map((r) => r.values)).toEqual([[44.1, 79.9], [51.6, 82.5]]);
    expect(t?.settings?.map((s) => s.label)).toEqual(['url', 'size']);
    expect(yaml).not.toMatch(/left out: none of its rows/);
  });

  it('still reads a header naming a cost in gigabytes as that cost', () => {
    const { draft } = extractMarkdown<Draft>([
      '# LLM inference',
      '',
      '| Model | Accuracy | Memory (GB) |',
      '| --- | --- | --- |',
      '| Base | 71.2 | 14.1 |',
      '| Quantized | 70.4 | 4.2 |',
    ]);
    expect(draft.tables.find((x) => x.kind === 'results')?.columns.map((c) => c.label)).toContain('Memory (GB)');
  });
});
