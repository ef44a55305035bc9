/**
 * PDF tables whose cells pack two or three numbers ("36.19/0.979", "90.1/89.7/89.9") under a lead-in that names them
 * ("Scores are BLEU/chrF"): the PDF reader counts a packed cell as a number cell of its row, so the grid is a table (it
 * used to find no table in such a grid and fall back to the page's line layout, where the cells stayed text), and the
 * cells are unpacked as in Markdown. Found by bench:extract-pdf-perturb (a deraining README's PSNR/SSIM table set as a
 * paper's page lost all 60 cells in every layout). Pages written for this test (a named-entity table, a translation
 * table on a two-column page), printed by scripts/print-pdf-fixture.ts.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNum } from '../../src/extract/pdf-line-kinds.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';

const names = { methods: [], datasets: [], subsets: [] };
const fixture = (name: string): string => join(import.meta.dirname, 'fixtures', 'pdf-layouts', name);

function results(pdf: string): { metrics: string[]; rows: [string, number[]][] } {
  const ex = extractDraft(readInputs([fixture(pdf)]), 'toy', names);
  const t = ex.draft.tables.find((x) => x.kind === 'results');
  if (t?.kind !== 'results') throw new Error(`${pdf}: no results table drafted`);
  return { metrics: t.columns.map((c) => (typeof c === 'string' ? c : c.metric)), rows: t.rows.map((r) => [r.label ?? r.method, r.values.map((v) => (v && 'n' in v ? Number(v.n) : NaN))]) };
}

describe('extract: packed cells in a PDF table', () => {
  it('reads a packed cell as a number cell, a bare fraction not', () => {
    for (const s of ['36.19/0.979', '90.1/89.7/89.9', '27.3 / 56.1', '12/0.5']) expect(isNum(s), s).toBe(true);
    for (const s of ['1/2', '3/4', '2019/10', 'P/R/F1', '1.2/3/4/5']) expect(isNum(s), s).toBe(false);
  });

  it('unpacks Precision/Recall/F1 triples of a named-entity table, one column per metric and dataset', () => {
    const { metrics, rows } = results('packed-ner.pdf');
    expect(metrics).toEqual(['precision', 'recall', 'f1', 'precision', 'recall', 'f1', 'precision', 'recall', 'f1']);
    expect(rows).toEqual([
      ['BiLSTM-CRF', [90.1, 89.7, 89.9, 86.2, 85.4, 85.8, 52.3, 41.0, 46.0]],
      ['SpanTagger', [92.4, 91.8, 92.1, 88.0, 87.6, 87.8, 58.9, 44.2, 50.5]],
      ['Ours', [93.0, 92.6, 92.8, 89.1, 88.3, 88.7, 60.2, 47.5, 53.1]],
    ]);
  });

  it('unpacks BLEU/chrF pairs of a translation table printed in one column of a two-column page', () => {
    const { metrics, rows } = results('packed-mt.pdf');
    expect(metrics).toEqual(['bleu', 'chrf', 'bleu', 'chrf']);
    expect(rows).toEqual([
      ['Transformer', [27.3, 56.1, 38.1, 62.4]],
      ['+ back-translation', [29.0, 57.8, 39.4, 63.5]],
      ['Ours', [30.2, 58.6, 40.0, 64.1]],
    ]);
  });

  it('keeps a full-width table of packed pairs on a two-column page whole, not cut at the gutter', () => {
    const { metrics, rows } = results('packed-wide.pdf');
    expect(metrics).toEqual(Array.from({ length: 5 }, () => ['psnr', 'ssim']).flat());
    expect(rows.map(([label, values]) => [label, values.slice(6)])).toEqual([
      ['EDSR', [26.64, 0.803, 31.02, 0.915]],
      ['RCAN', [26.82, 0.809, 31.22, 0.917]],
      ['Ours', [27.02, 0.813, 31.4, 0.919]],
    ]);
  });
});
