/**
 * PDF reader (bbox XHTML, pure): a row label with a parenthesised note ("BiLSTM-CRF (char + word, no lexicon)") in a
 * label column right of the first. A made-up clinical named-entity table. Before, a cell after the first of more than
 * four words made the line read as prose, so the row was no table row and a table of such rows was not read at all
 * (its caption listed as unread).
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const row = (y: number, r: readonly string[]): string => line(y, r.map((t, k) => [[60, 110, 300, 350, 400][k] as number, t] as const));

describe('pdf reader: a label cell with a parenthesised note', () => {
  it('reads rows whose second label cell carries a note of several words', () => {
    const page = [
      row(70, ['Run', 'Tagger', 'P', 'R', 'F1']),
      row(80, ['R-1', 'BiLSTM-CRF (char + word, no lexicon)', '84.1', '82.9', '83.5']),
      row(90, ['R-2', 'BiLSTM-CRF (with UMLS lexicon)', '86.0', '84.2', '85.1']),
      row(100, ['R-3', 'ClinicalBERT (fine-tuned, 3 seeds)', '88.3', '87.7', '88.0']),
      line(116, [[60, 'Table 3: Entity-level results on the i2b2 2010 concept extraction test set.']]),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 3);
    expect(t?.header).toEqual([['Run', 'Tagger', 'P', 'R', 'F1']]);
    expect(t?.body.map((r) => r[1])).toEqual(['BiLSTM-CRF (char + word, no lexicon)', 'BiLSTM-CRF (with UMLS lexicon)', 'ClinicalBERT (fine-tuned, 3 seeds)']);
  });
});
