/**
 * A PDF header of cut-off columns "Top 1 | Top 2 | Top 3" (seen in a compositional zero-shot learning paper, round 17):
 * pdftotext prints "Top" and "1" as two words a word space apart, and the word reader cut a cell before every number
 * after a word, so the header line read as a row of numbers: the header was lost and the rows shifted. Now a whole
 * number right after a word that counts or cuts off ("Top", "Rank", "Task", "Layer", …) stays in its cell. A column of
 * venues with a dash for the paper's own row is a setting, not a value column.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { segmentsOf } from '../../src/extract/pdf-words.js';
import { extractDraft } from '../../src/extract/draft.js';
import { bboxLine, bboxPage, cellBoxes } from '../helpers/pdf-boxes.js';


const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [60 + (k === 0 ? 0 : 40 + k * 50), t] as const), 8);

describe('PDF header cells that end in a small whole number', () => {
  it('keeps "Top 1" one cell, and still cuts "Method 45.3"', () => {
    expect(segmentsOf(cellBoxes(100, [[60, 'Method'], [110, 'Top 1'], [160, 'Top 2'], [210, 'Seen']]), 8).map((s) => s.text)).toEqual(['Method', 'Top 1', 'Top 2', 'Seen']);
    expect(segmentsOf(cellBoxes(100, [[60, 'GraphNet 45.3'], [160, '50.1']]), 8).map((s) => s.text)).toEqual(['GraphNet', '45.3', '50.1']);
  });

  it('reads the header above the rows and the venue column as words', () => {
    const page = [
      bboxLine(50, [[60, 'Table 2: Comparison with the state of the art on the shoe dataset. Accuracy (%).']], 8),
      row(66, ['Method', 'Venue', 'Top 1', 'Top 2', 'Top 3']),
      row(78, ['RedNet', 'CVPR’17', '30.4', '52.2', '63.5']),
      row(88, ['OpNet', 'ECCV’18', '21.5', '44.2', '61.6']),
      row(98, ['Ours', '–', '39.7', '61.5', '73.6']),
    ];
    const ts = rawTables('paper', readPdf(bboxPage(page)));
    expect(ts[0]?.header.at(-1)).toEqual(['Method', 'Venue', 'Top 1', 'Top 2', 'Top 3']);
    expect(ts[0]?.body.map((r) => r[0])).toEqual(['RedNet', 'OpNet', 'Ours']);
  });

  it('keeps a column of venues with a dash on the own row out of the values, under a group naming a metric', () => {
    const page = [
      bboxLine(50, [[60, 'Table 2: Comparison with the state of the art on the shoe dataset.']], 8),
      bboxLine(66, [[60, 'Protocol →'], [205, 'Val AUC'], [300, 'Test']], 8),
      row(76, ['Method ↓', 'Venue ↓', 'Top 1', 'Top 2', 'Seen']),
      row(88, ['RedNet', 'CVPR’17', '30.4', '52.2', '63.5']),
      row(98, ['OpNet', 'ECCV’18', '21.5', '44.2', '61.6']),
      row(108, ['Ours', '–', '39.7', '61.5', '73.6']),
    ];
    const doc = readPdf(bboxPage(page));
    const ex = extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables: rawTables('paper', doc) }], 'czsl', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables[0] as { rows?: { values: ({ n: string } | null)[] }[] } | undefined;
    expect(t?.rows?.map((r) => r.values.map((v) => (v ? Number(v.n) : v)))).toEqual([[30.4, 52.2, 63.5], [21.5, 44.2, 61.6], [39.7, 61.5, 73.6]]);
  });
});
