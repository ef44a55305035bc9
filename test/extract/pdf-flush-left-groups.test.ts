/**
 * A journal's results table (seen in a multi-view clustering article, round 18): two groups of metric columns, each
 * group's name printed flush with the left edge of its first column ("COIL 20" over ACC … ARI, then "HandWritten" over
 * the next ACC … ARI), the label column's head on the same line. Before: "COIL 20" was cut before its number, and the
 * groups were spread as if centred ("COIL 20" over two columns, "HandWritten" over the rest). Now a group name keeps
 * its number when it is the line's only number, and flush-left groups each span to the column before the next.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { joinWords } from '../../src/extract/pdf-words.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const X = [60, 120, 160, 200, 240, 280, 320];
const line = (y: number, cells: readonly string[]): string => bboxLine(y, cells.flatMap((t, k) => (t ? [[X[k] as number, t] as const] : [])), 8);

describe('flush-left group headers in a PDF table', () => {
  it('spans each group from its first column to the next group, its number kept', () => {
    const page = bboxPage([
      bboxLine(50, [[60, 'Table 3: Clustering performance on two datasets (%).']], 8),
      line(66, ['Methods', 'COIL 20', '', '', 'HandWritten']),
      line(76, ['', 'ACC', 'NMI', 'ARI', 'ACC', 'NMI', 'ARI']),
      line(88, ['AMGL', '83.40', '91.25', '76.21', '85.10', '88.79', '82.76']),
      line(98, ['SwMC', '86.39', '94.29', '83.53', '88.60', '90.18', '85.96']),
      line(108, ['Ours', '87.22', '92.17', '79.24', '90.44', '89.65', '85.91']),
    ]);
    const t = rawTables('paper', readPdf(page))[0];
    expect(t?.header[0]?.slice(1)).toEqual(['COIL 20', 'COIL 20', 'COIL 20', 'HandWritten', 'HandWritten', 'HandWritten']);
    expect(t?.header.at(-1)?.slice(1)).toEqual(['ACC', 'NMI', 'ARI', 'ACC', 'NMI', 'ARI']);
    expect(t?.body.map((r) => r[0])).toEqual(['AMGL', 'SwMC', 'Ours']);
  });
});

describe('a small-caps name', () => {
  it('is one word when its smaller capitals overlap the first letter ("P" + "ASTA")', () => {
    const w = (x0: number, x1: number, y0: number, y1: number, text: string) => ({ x0, x1, y0, y1, text });
    expect(joinWords([w(145.5, 154.3, 73.5, 83.3, 'P'), w(153.97, 185.8, 75.5, 83.3, 'ASTA')])).toBe('PASTA');
    // words a space apart stay apart
    expect(joinWords([w(100, 110, 70, 80, 'our'), w(112.5, 130, 70, 80, 'model')])).toBe('our model');
  });
});
