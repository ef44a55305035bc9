/**
 * PDF reader (bbox XHTML, pure): a result table with text columns besides its values, as reports that compare
 * their own runs with published numbers print it: a citation column (`Suzuki et al. [1998]`), composed row labels
 * (`Pd(OAc)2 + SPhos + K3PO4 + THF + H2O`), a value with a second number in brackets (`91.2 (0.4)`, `78.5 (80.2†)`),
 * and a last column of notes filled on some rows only. Made-up pages of two other fields: a chemistry report's
 * one-column page that is mostly the table (its blank strip between the citation and the values is no gutter of a
 * two-column page), and a clinical table whose values are all `mean (SD)`.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly (readonly [number, string])[]): string => bboxLine(y, cells, 9);

describe('pdf reader: a table with a citation column, composed labels and a notes column', () => {
  it('reads a one-column chemistry page that is mostly the table as one table, not as two columns of text', () => {
    const rows = [
      ['Pd(OAc)2 + PPh3 + K2CO3', 'Miyaura et al. [1995]', '88.1', '86.4', 'reflux in toluene'],
      ['Pd(OAc)2 + SPhos + K3PO4 + THF + H2O', 'Suzuki et al. [1998]', '91.2 (0.4)', '90.7', 'aqueous base added'],
      ['Pd(PPh3)4 + Na2CO3', '–', '–', '84.9', ''],
      ['Pd(dppf)Cl2 + Cs2CO3 + dioxane', 'Littke et al. [2000]', '93.5', '92.8', 'under argon only'],
      ['NiCl2 + dppf + K3PO4', '–', '–', '78.5 (80.2†)', ''],
      ['NiCl2(PCy3)2 + K3PO4 + toluene + H2O', 'Quasdorf et al. [2011]', '81.0', '79.4', 'sealed tube overnight'],
      ['CuI + phenanthroline + Cs2CO3', '–', '–', '62.3', ''],
      ['Fe(acac)3 + TMEDA', 'Bedford et al. [2009]', '55.7', '51.2', 'slow addition'],
    ];
    const at = [50, 250, 365, 435, 500];
    const page = bboxPage([
      line(40, [[50, 'We repeat each coupling three times under the conditions of the cited work and report the mean']]),
      line(52, [[50, 'isolated yield; the spread of the three runs is printed in brackets when the source gave it.']]),
      line(72, [[50, 'Catalyst system'], [250, 'Reference'], [365, 'Reported'], [435, 'Our yield'], [500, 'Remarks']]),
      ...rows.map((r, i) => line(86 + i * 12, r.map((c, k) => [at[k] as number, c] as const).filter(([, c]) => c !== ''))),
      line(190, [[50, 'Table 2: Isolated yields (%) of the Suzuki coupling of 4-bromoanisole, reported and reproduced.']]),
    ]);
    const t = rawTables('paper', readPdf(page)).find((x) => x.number === 2);
    expect(t?.header).toEqual([['Catalyst system', 'Reference', 'Reported', 'Our yield', 'Remarks']]);
    expect(t?.body).toEqual(rows);
  });

  it('reads a clinical table whose cells are all mean (SD), with notes on two of its rows, as rows under their own columns', () => {
    const rows = [
      ['Metformin + Sitagliptin', '-0.9 (0.2)', '-1.1 (0.4)', 'open label'],
      ['Metformin + Empagliflozin', '-0.8 (0.3)', '-2.3 (0.5)', ''],
      ['Metformin + Liraglutide', '-1.2 (0.2)', '-2.9 (0.6)', ''],
      ['Metformin + Glimepiride', '-0.7 (0.3)', '1.4 (0.5)', 'dose titrated'],
      ['Metformin alone', '-0.4 (0.2)', '-0.6 (0.3)', ''],
    ];
    const at = [60, 230, 320, 410];
    const page = bboxPage([
      line(50, [[60, 'Table 3: Change from baseline at week 26, mean (SD).']]),
      line(66, [[60, 'Regimen'], [230, 'HbA1c (%)'], [320, 'Weight (kg)'], [410, 'Notes']]),
      ...rows.map((r, i) => line(80 + i * 12, r.map((c, k) => [at[k] as number, c] as const).filter(([, c]) => c !== ''))),
      line(150, [[60, 'All add-on regimens lowered HbA1c more than metformin alone over the twenty-six weeks.']]),
    ]);
    const t = rawTables('paper', readPdf(page)).find((x) => x.number === 3);
    expect(t?.header).toEqual([['Regimen', 'HbA1c (%)', 'Weight (kg)', 'Notes']]);
    expect(t?.body).toEqual(rows);
  });

  it('keeps a numbered heading with numbers in its title out of the table below it, and reads a value with two marks', () => {
    // an astronomy report: the heading "3.1.2 Kepler 25 (Q1 2017)" is cut before its numbers like a row of cells
    const rows = [
      ['Box least squares', 'Kovacs et al. [2002]', '0.912†‡', '0.897'],
      ['Transit least squares', 'Hippke et al. [2019]', '–', '0.921'],
      ['Gaussian process + BLS', '–', '–', '0.934'],
      ['Wavelet + matched filter', 'Jenkins et al. [2010]', '0.905†‡', ''],
    ];
    const at = [60, 230, 360, 440];
    const page = bboxPage([
      line(50, [[60, '3.1.2'], [95, 'Kepler'], [124.25, '25 (Q1'], [153.5, '2017)']]),
      line(72, [[60, 'Detector'], [230, 'Paper'], [360, 'Reported AUC'], [440, 'Our AUC']]),
      ...rows.map((r, i) => line(86 + i * 12, r.map((c, k) => [at[k] as number, c] as const).filter(([, c]) => c !== ''))),
      line(140, [[60, 'Table 5: Transit detection on Kepler DR25. † injected signals only; ‡ with the pipeline\'s vetting.']]),
    ]);
    const t = rawTables('paper', readPdf(page)).find((x) => x.number === 5);
    expect(t?.header).toEqual([['Detector', 'Paper', 'Reported AUC', 'Our AUC']]);
    expect(t?.body.map((r) => r[0])).toEqual(rows.map((r) => r[0]));
    expect(t?.body[0]?.[2]).toBe('0.912†‡');
  });
});
