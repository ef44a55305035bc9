/**
 * PDF reader (bbox XHTML, pure): a row-group label printed centred over the table, in one phrase, between the header
 * and the first row ("Long-to-Short Methods (7B)" in an instruction-tuning paper). A made-up recommendation table.
 * Before, the phrase spanned several column centres right above the first row, so it was taken for header cells
 * run together: its words were dealt to three columns as their names ("Graph-based", "collaborative", "methods (GNN)") and the
 * group was lost.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const X = [60, 150, 200, 250, 300, 350, 400];
const row = (y: number, r: readonly string[]): string => line(y, r.map((t, k) => [X[k] as number, t] as const));

describe('pdf reader: a centred row-group label under the header', () => {
  it('keeps the header and reads the phrase as the group of the rows under it', () => {
    const page = [
      line(50, [[60, 'Table 5: Top-20 recommendation on three datasets.']]),
      line(66, [[165, 'Gowalla'], [260, 'Yelp2018'], [350, 'Amazon-Book']]),
      row(76, ['Method', 'Recall', 'NDCG', 'Recall', 'NDCG', 'Recall', 'NDCG']),
      line(86, [[190, 'Graph-based collaborative methods (GNN)']]),
      row(96, ['NGCF', '0.1570', '0.1327', '0.0579', '0.0477', '0.0344', '0.0263']),
      row(106, ['LightGCN', '0.1830', '0.1554', '0.0649', '0.0530', '0.0411', '0.0315']),
      line(116, [[190, 'Contrastive self-supervised methods (SSL)']]),
      row(126, ['SGL', '0.1840', '0.1560', '0.0675', '0.0555', '0.0478', '0.0379']),
      row(136, ['SimGCL', '0.1862', '0.1570', '0.0721', '0.0601', '0.0515', '0.0414']),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 5);
    const leaf = t?.header[t.header.length - 1] ?? [];
    expect(leaf.slice(-6)).toEqual(['Recall', 'NDCG', 'Recall', 'NDCG', 'Recall', 'NDCG']);
    expect(t?.header.flat()).not.toContain('Graph-based');
    expect(t?.body.map((r) => r.join(' '))).toEqual([
      expect.stringMatching(/^Graph-based collaborative methods \(GNN\) NGCF 0\.1570/),
      expect.stringMatching(/^Graph-based collaborative methods \(GNN\) LightGCN/),
      expect.stringMatching(/^Contrastive self-supervised methods \(SSL\) SGL/),
      expect.stringMatching(/^Contrastive self-supervised methods \(SSL\) SimGCL/),
    ]);
  });
});
