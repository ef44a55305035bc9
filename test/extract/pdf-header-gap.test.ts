/**
 * PDF reader (bbox XHTML, pure): a booktabs table whose header sits farther above its first row than a
 * line's height (a rule and space between them). A made-up point-cloud classification table. Before,
 * the gap cut the header off: the grid had no column names and its `92.1 ± 0.3` cells stayed text.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const row = (y: number, r: readonly string[]): string => line(y, r.map((t, k) => [80 + k * 80, t] as const));

describe('pdf reader: a header set apart from its rows by a rule', () => {
  it('keeps the header that is printed cell for cell over the columns, 30 points above the first row', () => {
    const page = [
      row(70, ['Method', 'ModelNet40 OA', 'ModelNet40 mAcc', 'ScanObjectNN OA']),
      row(100, ['PointNet', '89.2 ± 0.2', '86.0 ± 0.3', '68.2 ± 0.4']),
      row(110, ['PointNet++', '90.7 ± 0.1', '88.4 ± 0.2', '77.9 ± 0.3']),
      row(120, ['DGCNN', '92.9 ± 0.2', '90.2 ± 0.2', '78.1 ± 0.2']),
      line(140, [[60, 'Table 2. Classification on ModelNet40 and ScanObjectNN (mean ± std over five runs).']]),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 2);
    expect(t?.header).toEqual([['Method', 'ModelNet40 OA', 'ModelNet40 mAcc', 'ScanObjectNN OA']]);
    expect(t?.body.map((r) => r[0])).toEqual(['PointNet', 'PointNet++', 'DGCNN']);
  });
  it('does not take a line of other cells above the gap for the header', () => {
    const page = [
      line(60, [[60, 'The three methods below were trained with the same schedule.']]),
      row(70, ['Setting', 'Points']),
      row(100, ['PointNet', '89.2', '86.0', '68.2']),
      row(110, ['PointNet++', '90.7', '88.4', '77.9']),
      row(120, ['DGCNN', '92.9', '90.2', '78.1']),
      line(140, [[60, 'Table 3. Classification accuracy on three benchmarks.']]),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 3);
    expect(t?.header.flat()).not.toContain('Setting');
  });
});
