/**
 * A review copy numbers its lines in the margin (a genomics preprint of set 42, round 25; NeurIPS / ICLR / CVPR
 * submissions do the same). Before, each number was read as the first word of its line: "6 Mitochondrial DNA …" gave a
 * quantity 6, a heading "5 Abstract" named every section after it. Now a margin's numbering (eight or more digit words
 * beyond the text's edge, aligned, counting up down the page) is dropped; a table's column of ranks, inside the text's
 * edges, is kept.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withoutLineNumbers } from '../../src/extract/pdf-line-numbers.js';
import { bboxLine, wordBoxes } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

const prose = [
  'We present a model for mitochondrial genomes trained on public sequences.',
  'Its encoder has six layers and a positional encoding that wraps around.',
  'Haplogroup classification is the first task of the evaluation suite.',
  'Variant pathogenicity prediction is the second task of the evaluation.',
  'Both tasks compare the model with two baselines trained on the same data.',
  'The baselines are a k-mer classifier and a nuclear DNA foundation model.',
  'Results are reported as macro F1 over five seeds for every task below.',
  'The code and the weights are released with the paper for reproduction.',
  'Every number in the tables is the mean over the five seeds we ran.',
];

describe('margin line numbers', () => {
  it('are dropped from the page, a column of ranks inside a table kept', () => {
    const words = [
      ...prose.flatMap((t, k) => [...wordBoxes(100 + k * 12, 55, String(41 + k), { size: 4.4, charWidth: 2.6, gap: 2 }), ...wordBoxes(100 + k * 12, 71, t, { size: 8.8, charWidth: 4.2, gap: 2 })]),
      ...Array.from({ length: 10 }, (_, k) => [...wordBoxes(250 + k * 12, 71, String(k + 1)), ...wordBoxes(250 + k * 12, 120, `Model-${k}`), ...wordBoxes(250 + k * 12, 300, `${80 - k}.1`)]).flat(),
    ];
    const kept = withoutLineNumbers(words).map((w) => w.text);
    expect(kept).not.toContain('41');
    expect(kept).not.toContain('49');
    expect(kept.filter((t) => /^(?:[1-9]|10)$/.test(t))).toHaveLength(10);
  });

  it('leave the headings and sentences of the text', () => {
    const line = (y: number, n: number, text: string, size = 9): string => `${bboxLine(y, [[55, String(n)]], 4.4)}\n${bboxLine(y, [[71, text]], size)}`;
    const page = [
      line(80, 1, 'Abstract', 11),
      ...prose.map((t, k) => line(96 + k * 12, k + 2, t)),
      line(220, 11, '1 Introduction', 11),
      line(236, 12, 'Our model improves the accuracy by 5.2% over the best baseline, reaching 91.2%.'),
    ];
    const d = parse(pdfPageDraft(page).yaml) as { statements?: { source: { section?: string; quote: string } }[] };
    const statements = d.statements ?? [];
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((s) => /^\d+ /.test(s.source.quote))).toEqual([]);
    expect(statements.map((s) => s.source.section)).toContain('1 Introduction');
  });
});
