/**
 * A pipe-table cell holding two links split by an escaped pipe (`[ckpt](…) \| [log](…)`) is one cell of
 * link texts ("ckpt | log"); the transcription check finds it on its line with the URLs reduced to their
 * text, so the row is kept, not left out (docs/extract-readers.md, "Link cells and escaped pipes";
 * ViTPose's `[log](…) \| [Onedrive](…)` left 28 rows out). Checked on a speech README written here.
 */
import { describe, expect, it } from 'vitest';
import { checkTranscription } from '../../src/claims/transcription.js';
import { parseClaimText } from '../../src/claims/parse.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

const README = [
  '# TinyConformer',
  '',
  '## LibriSpeech',
  '',
  '| Model | Params | WER (test-clean) | WER (test-other) | Download |',
  '| --- | --- | --- | --- | --- |',
  '| small | 12M | 3.9 | 9.1 | [ckpt](https://example.org/s.pt) \\| [log](https://example.org/s.log) |',
  '| base | 31M | 3.1 | 7.4 | [ckpt](https://example.org/b.pt) \\| [log](https://example.org/b.log) |',
  '| large | 118M | 2.4 | 5.6 | [ckpt](https://example.org/l.pt) \\| [log](https://example.org/l.log) |',
];

describe('a cell of links split by an escaped pipe', () => {
  it('keeps every row of the table (no row left out)', () => {
    const { stdout, draft } = extractMarkdown<{ tables: { rows: { method: string; values: unknown[] }[] }[] }>(README);
    expect(stdout).not.toMatch(/rows left out/);
    const rows = draft.tables.flatMap((t) => t.rows.map((r) => r.method));
    expect(rows).toEqual(expect.arrayContaining(['small', 'base', 'large']));
  });

  it('validate finds a setting of link texts on its line, and still refuses one the line does not print', () => {
    const claim = (download: string) => `schemaVersion: 1
paper: { id: p, title: P, docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: small, name: small }]
tables:
  - id: t
    source: { doc: readme, table: 1 }
    settings: [{ id: download, label: Download }]
    columns: [wer, wer]
    rows:
      - { method: small, values: [3.9, 9.1], settings: { download: "${download}" } }
`;
    const docs = new Map([['readme', README.join('\n')]]);
    const check = (download: string) => {
      const parsed = parseClaimText(claim(download), 'p.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((x) => x.problem).join('; '));
      return checkTranscription(parsed.file, docs).unfound.map((u) => u.row);
    };
    expect(check('ckpt | log')).toEqual([]);
    expect(check('ckpt | weights')).toEqual(['small']);
  });
});
