/**
 * An ablation whose check marks are a capital X (a font with no ✓: a music paper's input-feature table, round 17):
 * "Emb | Dur | EH | PH" over rows of X and blanks, then the scores, no row label. Before, the X columns ran together
 * ("Dur EH PH" one column) and each row was named "X"; now an X alone is a check mark where the table prints no ✓, the
 * marks' positions split the columns, and each row is named by the components it checks.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const x = [60, 85, 110, 135, 170, 210, 250];
const row = (y: number, marks: readonly string[], values: readonly string[]): string =>
  bboxLine(y, [...marks.flatMap((m, k) => (m ? [[x[k] as number, m] as const] : [])), ...values.map((v, k) => [x[3 + k + 1] as number, v] as const)], 8);

describe('an ablation checked with X marks (PDF)', () => {
  it('names each row by the components it checks', () => {
    const page = [
      bboxLine(50, [[60, 'Table 3. Effects of input features. Performance is measured in accuracy (%).']], 8),
      row(66, ['Emb', 'Dur', 'EH', 'PH'], ['Bach', 'Pop', 'Game']),
      row(78, ['', '', '', ''], ['92.10', '58.78', '43.89']),
      row(88, ['X', '', '', ''], ['93.02', '74.14', '50.22']),
      row(98, ['X', 'X', '', ''], ['96.17', '78.17', '51.38']),
      row(108, ['X', '', 'X', ''], ['92.70', '74.19', '62.11']),
      row(118, ['X', 'X', 'X', ''], ['95.95', '74.74', '63.35']),
      row(128, ['X', '', '', 'X'], ['92.87', '75.89', '67.45']),
    ];
    const doc = readPdf(bboxPage(page));
    const ex = extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables: rawTables('paper', doc) }], 'ar', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables[0] as { kind: string; rows: { label: string }[] };
    expect(t.kind).toBe('results');
    expect(t.rows.map((r) => r.label)).toEqual(['none', 'Emb', 'Emb + Dur', 'Emb + EH', 'Emb + Dur + EH', 'Emb + PH']);
  });
});
