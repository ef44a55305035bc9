/**
 * Units glued to an exact number ("4.52GFlops", "850.20k", src/extract/cells.ts; the transcription check's line
 * tokens, src/claims/transcription.ts) are read as the printed number, while an approximate count ("~10k" training
 * images) stays a setting's text. Seen in a deraining toolbox's complexity table (holdout9
 * `derain-toolbox-prenet-readme`, in-sample: `37.52GFlops`, `95.11k`); an earlier version read `~22.5k` too and let a
 * PDF's setting column through as numbers (holdout6). Checked here on a semantic-segmentation README written for it.
 */
import { describe, expect, it } from 'vitest';
import { lineTokens } from '../../src/claims/transcription.js';
import { parseValue } from '../../src/extract/cells.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { columns: { metric: string }[]; settings?: { id: string }[]; rows: { values: unknown[]; settings?: Record<string, string> }[] }[] };

describe('units glued to a value', () => {
  it('reads an exact number with a glued unit, not an approximate count', () => {
    expect(parseValue('4.52GFlops')).toMatchObject({ text: '4.52', unit: 'GFlops' });
    expect(parseValue('850.20k')).toMatchObject({ text: '850.20', unit: 'k' });
    expect(parseValue('3.1GMACs')).toMatchObject({ text: '3.1', unit: 'GMACs' });
    expect(parseValue('~10k')).toBeUndefined();
    expect(parseValue('24~126')).toBeUndefined();
    expect(lineTokens('| SegLite-S | ~10k | 71.2 | 4.52GFlops | 850.20k |')).toEqual(['71.2', '4.52', '850.20']);
  });

  it('drafts the cost columns as metrics and keeps the approximate counts as a setting', () => {
    const { yaml, draft, dir } = extractMarkdown<Draft>([
      '# SegLite: light-weight semantic segmentation',
      '',
      '## Model complexity',
      '',
      'Measured on one 512 x 512 image.',
      '',
      '| Model | Train images | mIoU | Flops | Params |',
      '| :---: | :---: | :---: | :---: | :---: |',
      '| SegLite-S | ~10k | 71.2 | 4.52GFlops | 850.20k |',
      '| SegLite-M | ~10k | 74.8 | 12.7GFlops | 2310.5k |',
      '| SegLite-L | ~20.5k | 77.1 | 31.06GFlops | 6120.8k |',
      '',
    ]);
    const t = draft.tables[0]!;
    expect(t.columns.map((c) => c.metric)).toEqual(['miou', 'flops', 'params']);
    expect(t.rows.map((r) => r.values)).toEqual([[71.2, 4.52, 850.2], [74.8, 12.7, 2310.5], [77.1, 31.06, 6120.8]]);
    expect(t.rows[2]?.settings).toEqual({ 'train-images': '~20.5k' });
    expect(yaml).toContain('values printed with units (GFlops, k): written as the printed numbers');
    expectValidates(dir);
  });
});
