/**
 * PDF reader (bbox XHTML, pure): a numbered section heading printed just above a table's header, with the caption
 * below the table (an LLM report's "3.1. … Evaluation" over its benchmark table). A made-up sign-language translation
 * table. Before, the heading was close enough to the header to be read as its top row: "4.2." and the heading's words
 * became a group over every column, and the heading was lost from the section outline.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const row = (y: number, r: readonly string[]): string => line(y, r.map((t, k) => [[110, 220, 270, 320, 370][k] as number, t] as const));

describe('pdf reader: a numbered heading right above a table', () => {
  it('keeps the heading out of the header and files the table under it', () => {
    const page = [
      line(60, [[60, '4.2. Sign2Text Evaluation']], 10),
      row(78, ['Model', 'BLEU-4', 'ROUGE', 'BLEU-4', 'ROUGE']),
      row(90, ['SLT-Transformer', '21.3', '45.9', '20.2', '44.1']),
      row(100, ['GFSLT-VLP', '24.9', '51.6', '23.9', '50.2']),
      row(110, ['Ours', '26.1', '53.0', '25.4', '52.1']),
      line(126, [[110, 'Table 6 | Gloss-free translation on the PHOENIX-2014T dev and test sets.']]),
    ];
    const doc = readPdf(bboxPage(page));
    const t = rawTables('paper', doc).find((x) => x.number === 6);
    expect(t?.header).toEqual([['Model', 'BLEU-4', 'ROUGE', 'BLEU-4', 'ROUGE']]);
    expect(t?.section).toMatch(/Sign2Text Evaluation/);
  });
});
