/**
 * A model zoo README (set 45, round 26, after its blind measurement) prints each size twice, once per value of a
 * setting: "Size | Reset | Dev Accuracy | Link", LARGE noreset / LARGE reset / BASE noreset … Before, the last text
 * column ("Reset") was taken for the method and every row was labelled "reset" or "noreset". A first "Size" column of
 * words (tiny, base, large) names the rows as a "Model" column would; the column beside it is a setting of each row.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { columns: { metric: string }[]; settings?: { id: string }[]; rows: { label?: string; values: (number | null)[]; settings?: Record<string, string> }[] }[] }

describe('a Size column of words beside a setting column', () => {
  it('names the rows; the other column is each row\'s setting', () => {
    const r = extractMarkdown<Draft>(['# Speech recognition checkpoints', '', '## LibriSpeech', '', 'Size | Decoding | WER | Link', '---- | ---- | ---- | ----',
      'large | greedy | 2.7 | [ckpt](https://example.org/large.pt)', 'large | beam | 2.9 | [ckpt](https://example.org/large-q.pt)',
      'base | greedy | 4.1 | [ckpt](https://example.org/base.pt)', 'base | beam | 4.6 | [ckpt](https://example.org/base-q.pt)',
      'small | greedy | 5.6 | [ckpt](https://example.org/small.pt)', 'small | beam | 6.0 | [ckpt](https://example.org/small-q.pt)',
      'tiny | greedy | 7.9 | [ckpt](https://example.org/tiny.pt)', 'tiny | beam | 8.8 | [ckpt](https://example.org/tiny-q.pt)', '']);
    const t = r.draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['wer']);
    expect(t?.rows.map((x) => x.label)).toEqual(['large', 'large', 'base', 'base', 'small', 'small', 'tiny', 'tiny']);
    expect(t?.rows.map((x) => x.settings?.decoding)).toEqual(['greedy', 'beam', 'greedy', 'beam', 'greedy', 'beam', 'greedy', 'beam']);
    expectValidates(r.dir);
  });
});
