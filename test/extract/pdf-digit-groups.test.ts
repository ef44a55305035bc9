/**
 * PDF reader (bbox XHTML, pure): a number printed as several words. A made-up recommendation page:
 * parameter counts grouped with a comma and a space (`4, 534, 016`), user counts with a thin space
 * (`29 858`) and a hit rate with a space after its point (`63. 2`). Before, a number after a word
 * started a new cell, so each group became a cell of its own, the rows had more cells than the header
 * and the values shifted into the wrong columns.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { joinDigitGroup } from '../../src/extract/pdf-digit-groups.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly (readonly [number, string])[]): string => bboxLine(y, cells, 9);
const rows = [
  ['BPR-MF', '4, 534, 016', '29 858', '58. 7', '0.3412'],
  ['NGCF', '4, 611, 200', '29 858', '61. 3', '0.3590'],
  ['LightGCN', '4, 534, 016', '29 858', '63. 2', '0.3764'],
];
const page = bboxPage([
  line(60, [[60, 'Table 2: Top-10 recommendation on Gowalla (HR@10 in %).']]),
  line(80, [[60, 'Model'], [150, 'Params'], [240, 'Users'], [320, 'HR@10'], [400, 'NDCG@10']]),
  ...rows.map((r, i) => line(92 + i * 12, [[60, r[0] as string], [150, r[1] as string], [240, r[2] as string], [320, r[3] as string], [400, r[4] as string]])),
  line(150, [[60, 'LightGCN drops the feature transformation of NGCF and keeps the same number of parameters.']]),
]);

describe('pdf reader: a number printed as several words', () => {
  it('reads `4, 534, 016`, `29 858` and `63. 2` as one cell each', () => {
    const t = rawTables('paper', readPdf(page)).find((x) => x.number === 2);
    expect(t?.header).toEqual([['Model', 'Params', 'Users', 'HR@10', 'NDCG@10']]);
    expect(t?.body).toEqual([
      ['BPR-MF', '4,534,016', '29,858', '58.7', '0.3412'],
      ['NGCF', '4,611,200', '29,858', '61.3', '0.3590'],
      ['LightGCN', '4,534,016', '29,858', '63.2', '0.3764'],
    ]);
  });

  it('keeps two cells apart when the gap is a table column gap, or when the second is no digit group', () => {
    const w = (x0: number, x1: number, text: string) => ({ x0, x1, y0: 0, y1: 9, text });
    // 6 points apart at 9 points: a column gap, not a thousands space
    expect(joinDigitGroup(w(0, 10, '12'), w(16, 29, '345'), 9)).toBeUndefined();
    // a space after the comma, as printed in a list of counts
    expect(joinDigitGroup(w(0, 6, '6,'), w(8, 21, '558,'), 9)).toBe('6,558,');
    // four digits are no thousands group, a decimal after a point needs digits only
    expect(joinDigitGroup(w(0, 10, '12'), w(12, 30, '3456'), 9)).toBeUndefined();
    expect(joinDigitGroup(w(0, 10, '3.'), w(12, 30, 'Results'), 9)).toBeUndefined();
    expect(joinDigitGroup(w(0, 10, '63.'), w(12, 16, '2'), 9)).toBe('63.2');
  });
});
