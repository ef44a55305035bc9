/**
 * PDF reader (bbox XHTML, pure): a header line of settings printed `name = value` (`H = 96`, `H = 192` …). pdftotext
 * gives `H`, `=`, `96` as words and a plain number after a word started a new cell, so the header line read as a
 * label followed by numbers: a data row, its header lost and the table drafted as attributes. A made-up
 * forecasting page (horizons as columns, MSE named in the caption).
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { bindsSetting } from '../../src/extract/pdf-setting-cells.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly (readonly [number, string])[]): string => bboxLine(y, cells, 9);
const rows = [
  ['Informer', '0.865', '1.008', '1.107'],
  ['Autoformer', '0.449', '0.500', '0.521'],
  ['PatchTST', '0.370', '0.413', '0.422'],
];
const page = bboxPage([
  line(60, [[60, 'Table 4: MSE on ETTh1 by prediction horizon.']]),
  line(80, [[60, 'Model'], [150, 'H = 96'], [240, 'H = 192'], [330, 'H ≤ 336']]),
  ...rows.map((r, i) => line(92 + i * 12, [[60, r[0] as string], [150, r[1] as string], [240, r[2] as string], [330, r[3] as string]])),
  line(150, [[60, 'PatchTST keeps the lowest error at every horizon we tried on this data set.']]),
]);

describe('pdf reader: settings printed `name = value` in a header line', () => {
  it('reads `H = 96` as one header cell, so the line is the header, not a row', () => {
    const t = rawTables('paper', readPdf(page)).find((x) => x.number === 4);
    expect(t?.header).toEqual([['Model', 'H = 96', 'H = 192', 'H ≤ 336']]);
    expect(t?.body).toEqual(rows);
  });

  it('joins words across a relation sign, never a value to a sign printed after it', () => {
    expect(bindsSetting('H', '=')).toBe(true);
    expect(bindsSetting('=', '96')).toBe(true);
    expect(bindsSetting('k≤', '5')).toBe(true);
    // a value followed by a sign is no setting's name; words without a sign stay apart
    expect(bindsSetting('0.5', '<')).toBe(false);
    expect(bindsSetting('Model', '96')).toBe(false);
  });
});
