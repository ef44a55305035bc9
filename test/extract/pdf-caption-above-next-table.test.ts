/**
 * A journal article that prints every caption above its table (seen in a clustering article, round 18): Table 3 in two
 * stacked panels under one caption, then "Table 4" and its caption just above Table 4. Before: the second panel, with
 * no caption of its own, took "Table 4" from below it — so Table 4 was drafted as "Table 5 (order)" and Table 3's
 * second panel as Table 4. Now, where captions stand above their tables, a caption below a grid whose paragraph runs
 * into the next table is that table's.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const X = [60, 140, 190, 240];
const row = (y: number, cells: readonly string[]): string => bboxLine(y, cells.map((t, k) => [X[k] as number, t] as const), 8);

describe('captions printed above their tables', () => {
  it('are not taken by a captionless panel printed above the next table', () => {
    const page = bboxPage([
      bboxLine(40, [[60, 'Table 3']], 8),
      bboxLine(50, [[60, 'Clustering accuracy (%) of each method on four datasets.']], 8),
      row(62, ['Methods', 'COIL20', 'MNIST', 'Yale']),
      row(72, ['AMGL', '83.40', '73.91', '61.2']),
      row(82, ['SwMC', '86.39', '68.55', '64.8']),
      row(92, ['Ours', '87.22', '81.01', '70.3']),
      row(110, ['Methods', 'Caltech7', 'BBC', 'ORL']),
      row(120, ['AMGL', '65.81', '52.1', '74.5']),
      row(130, ['SwMC', '64.99', '55.2', '77.0']),
      row(140, ['Ours', '81.68', '60.4', '80.2']),
      bboxLine(156, [[60, 'Table 4']], 8),
      bboxLine(166, [[60, 'Running time (s) on each dataset.']], 8),
      row(178, ['Methods', 'COIL20', 'MNIST', 'Yale']),
      row(188, ['AMGL', '123.16', '3874.35', '7.60']),
      row(198, ['Ours', '5.17', '2618.11', '14.83']),
      bboxLine(230, [[60, 'The proposed method is faster than every baseline on three of the four datasets we consider.']], 8),
    ]);
    const ts = rawTables('paper', readPdf(page));
    const timing = ts.find((t) => t.body.some((r) => r.includes('123.16')));
    expect(timing?.number).toBe(4);
    expect(timing?.caption).toMatch(/Running time/);
    const second = ts.find((t) => t.body.some((r) => r.includes('65.81')));
    expect(second?.caption ?? '').not.toMatch(/Running time/);
  });
});
