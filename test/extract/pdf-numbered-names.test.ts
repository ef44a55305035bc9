/**
 * PDF reader (bbox XHTML, pure): lines of a table that hold numbers and are still header or label lines
 * (src/extract/pdf-numbered-names.ts). Made-up crop-yield and hydrology tables. Before, each such line was a data row:
 * a header of levels ("% of training seasons | 10% | 25% | 50% | 100%") was the table's first row and the table had no
 * header; a group label with a number in its name ("Region 1") was a row of one value; a header of names with a year
 * in one ("Rhine 2019 | Danube | Elbe") was a row labelled "Rhine" with values 2019, "Danube", "Elbe".
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const X = [80, 150, 190, 230, 270];
const row = (y: number, r: readonly string[], x0 = 80): string => bboxLine(y, r.map((t, k) => [k === 0 ? x0 : (X[k] as number), t] as const), 8);

describe('pdf reader: numbers in header and group-label lines', () => {
  it('reads a header of levels and group labels with a number in their name', () => {
    const page = [
      row(60, ['% of training seasons', '10%', '25%', '50%', '100%'], 62),
      bboxLine(72, [[60, 'Region 1']], 8),
      row(82, ['LSTM', '1.42', '1.18', '0.97', '0.88'], 88),
      row(92, ['Gradient boosting', '1.35', '1.21', '1.02', '0.93']),
      bboxLine(104, [[60, 'Region 2']], 8),
      row(114, ['LSTM', '1.77', '1.51', '1.30', '1.19'], 88),
      row(124, ['Gradient boosting', '1.69', '1.49', '1.33', '1.25']),
      bboxLine(140, [[60, 'Table 2: RMSE (t/ha) of yield forecasts as the share of training seasons grows.']], 8),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 2);
    expect(t?.header[t.header.length - 1]?.slice(-4)).toEqual(['10%', '25%', '50%', '100%']);
    expect(t?.body.map((r) => r.filter(Boolean).join(' | '))).toEqual([
      'Region 1 | LSTM | 1.42 | 1.18 | 0.97 | 0.88',
      'Region 1 | Gradient boosting | 1.35 | 1.21 | 1.02 | 0.93',
      'Region 2 | LSTM | 1.77 | 1.51 | 1.30 | 1.19',
      'Region 2 | Gradient boosting | 1.69 | 1.49 | 1.33 | 1.25',
    ]);
  });

  it('reads a header of names with a year in one as the header', () => {
    const page = [
      bboxLine(60, [[140, 'Rhine 2019'], [190, 'Danube'], [230, 'Elbe']], 8),
      row(70, ['Persistence', '0.61', '0.55', '0.48']),
      row(80, ['LSTM', '0.82', '0.79', '0.74']),
      row(90, ['Transformer', '0.84', '0.77', '0.76']),
      bboxLine(106, [[60, 'Table 3: Nash-Sutcliffe efficiency of runoff forecasts on three catchments.']], 8),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 3);
    expect(t?.header[t.header.length - 1]?.slice(-3)).toEqual(['Rhine 2019', 'Danube', 'Elbe']);
    expect(t?.body.map((r) => r[0])).toEqual(['Persistence', 'LSTM', 'Transformer']);
  });

  it('keeps a row of percentages that are values (not in order) as a row', () => {
    const page = [
      row(60, ['Method', 'Spring', 'Summer', 'Autumn', 'Winter']),
      row(70, ['Coverage', '40%', '85%', '62%', '12%']),
      row(80, ['LSTM', '1.42', '1.18', '0.97', '0.88']),
      row(90, ['Gradient boosting', '1.35', '1.21', '1.02', '0.93']),
      bboxLine(106, [[60, 'Table 4: RMSE (t/ha) by season.']], 8),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 4);
    expect(t?.body.map((r) => r[0])).toEqual(['Coverage', 'LSTM', 'Gradient boosting']);
  });
});
