/**
 * A setting printed once over the rows of one method that share it (seen in a detection table of a medical page,
 * round 18): a rowspan model cell, its "Size" printed on the first row of each pair only, the pair told apart by the
 * last column ("Full" / "Half" training data). Before: the second row of each pair drafted with an empty size, as
 * the method "<model>-half" of no size — four rows the same id but for a counter. Now the blank size takes the one
 * above it, with a review line; a blank under another method stays blank. (Since round 20 a "Size" column of size words
 * joins the model's name instead, test/extract/variant-rows.test.ts; the CLI case here prints a tokenizer column.)
 */
import { describe, expect, it } from 'vitest';
import { fillDownSettings } from '../../src/extract/setting-fill-down.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { rows?: readonly { method: string; settings?: Record<string, string> }[] }[];
}

const pair = (size: string, wer: [string, string]): string[] => [
  `<tr><td>${size}</td><td>4.1</td><td>${wer[0]}</td><td>960 h</td></tr>`,
  `<tr><td></td><td></td><td>${wer[1]}</td><td>100 h</td></tr>`,
];

describe('a setting printed once over the rows of one method', () => {
  // (round 20: a "Size" column of size words after the model is part of its name, variant-rows.test.ts; a tokenizer is a setting)
  it('is taken by the blank cells below it, under the same rowspan label', () => {
    const html = [
      '<html><body><h2>Speech recognition results</h2>',
      '<p>Word error rate (WER, %) on LibriSpeech test-clean.</p>',
      '<table><thead><tr><th>Model</th><th>Tokenizer</th><th>Params (M)</th><th>WER</th><th>Training data</th></tr></thead><tbody>',
      '<tr><td rowspan="4">Conformer-CTC</td>' + (pair('BPE', ['3.9', '6.2']).join('').replace(/^<tr>/, '')),
      ...pair('Char', ['2.4', '4.0']),
      '</tbody></table></body></html>',
    ];
    const { draft, yaml } = extractMarkdown<Draft>(html, { name: 'index.html' });
    const rows = draft.tables.flatMap((t) => t.rows ?? []);
    expect(rows.map((r) => r.settings?.tokenizer)).toEqual(['BPE', 'BPE', 'Char', 'Char']);
    expect(new Set(rows.map((r) => r.method)).size).toBe(4);
    expect(yaml).toContain('leave a setting blank under the same method: each takes the value above it');
  });

  it('leaves a blank under another method, or with nothing else apart, as it is', () => {
    const settings = [{ size: 'S', data: 'Full' }, { size: '', data: 'Half' }, { size: '', data: 'Full' }, { size: '', data: 'Full' }];
    const { rowSettings, filled } = fillDownSettings(['A', 'A', 'B', 'B'], settings);
    expect(rowSettings.map((r) => r.size)).toEqual(['S', 'S', '', '']);
    expect(filled).toEqual([2]);
    // same method, but nothing else tells the rows apart: no fill
    expect(fillDownSettings(['A', 'A'], [{ size: 'S', data: 'Full' }, { size: '', data: 'Full' }]).filled).toEqual([]);
  });
});
