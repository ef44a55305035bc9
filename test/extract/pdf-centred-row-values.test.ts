/**
 * PDF reader (bbox XHTML, pure): a row label wrapped onto two lines with the row's values vertically centred beside
 * it, the two label lines set tighter than the words' boxes are tall (pdftotext's box holds the ascent and the
 * descent, so most single-spaced lines overlap). The values' middle then falls inside the upper label line's box:
 * before, they joined that line, the lower piece was read as a row-group label or glued to the next row, and a
 * second such row in a row took the first one's lower piece. Two made-up tables of other fields: formation-energy
 * errors of crystal-graph models (materials science) and grasp success rates (robot manipulation).
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { readingLines } from '../../src/extract/pdf-words.js';
import { bboxLine, bboxPage, cellBoxes } from '../helpers/pdf-boxes.js';

// 8-point words; the two lines of one label 7.5 points apart (their boxes overlap), rows 16 points apart
const line = (y: number, cells: readonly (readonly [number, string])[]): string => bboxLine(y, cells, 8);
/** A row whose label prints on two lines and whose values sit half way between them. */
const centred = (y: number, top: string, bottom: string, values: readonly string[]): string[] => [
  line(y, [[60, top]]),
  line(y + 3.75, values.map((v, i) => [200 + i * 50, v] as const)),
  line(y + 7.5, [[60, bottom]]),
];
const table = (caption: string, head: readonly string[], rows: readonly string[]) => {
  const page = bboxPage([line(60, [[60, caption]]), line(80, head.map((h, i) => [i === 0 ? 60 : 150 + i * 50, h] as const)), ...rows, line(200, [[60, 'All models are trained with the same budget and evaluated on the same held-out split.']])]);
  return rawTables('paper', readPdf(page)).find((t) => t.number === 3);
};

describe('pdf reader: values centred beside a row label printed on two tight lines', () => {
  it('gives each row both pieces of its label (materials science: formation energy MAE)', () => {
    const t = table('Table 3: Formation energy MAE (eV/atom) on Materials Project.', ['Model', 'MAE', 'RMSE'], [
      line(96, [[60, 'CGCNN'], [200, '0.039'], [250, '0.071']]),
      ...centred(112, 'MEGNet', 'Crystal Graph', ['0.032', '0.063']),
      ...centred(132, 'SchNet', 'with Edges', ['0.035', '0.066']),
      line(152, [[60, 'ALIGNN'], [200, '0.022'], [250, '0.049']]),
    ]);
    expect(t?.header).toEqual([['Model', 'MAE', 'RMSE']]);
    expect(t?.body).toEqual([
      ['CGCNN', '0.039', '0.071'],
      ['MEGNet Crystal Graph', '0.032', '0.063'],
      ['SchNet with Edges', '0.035', '0.066'],
      ['ALIGNN', '0.022', '0.049'],
    ]);
  });

  it('reads such rows one after another, the last one too, without gluing a lower piece to the next row (robot grasping)', () => {
    const t = table('Table 3: Grasp success rate (%) on seen and unseen objects.', ['Policy', 'Seen', 'Unseen', 'Mean'], [
      line(96, [[60, 'Random'], [200, '12.0'], [250, '9.5'], [300, '10.8']]),
      ...centred(112, 'Dex-Net', 'GQ-CNN', ['87.5', '71.2', '79.4']),
      ...centred(132, 'Contact', 'GraspNet', ['90.1', '80.6', '85.4']),
      ...centred(152, 'Ours', 'RGB-D', ['93.8', '88.0', '90.9']),
    ]);
    expect(t?.body).toEqual([
      ['Random', '12.0', '9.5', '10.8'],
      ['Dex-Net GQ-CNN', '87.5', '71.2', '79.4'],
      ['Contact GraspNet', '90.1', '80.6', '85.4'],
      ['Ours RGB-D', '93.8', '88.0', '90.9'],
    ]);
  });
});

describe('pdf reader: grouping words into lines', () => {
  const texts = (words: ReturnType<typeof cellBoxes>) => readingLines([{ width: 600, height: 800, words }]).map((l) => l.text);

  it('makes a line of its own of words printed half a line below another line\'s words', () => {
    expect(texts([...cellBoxes(100, [[60, 'Dex-Net']]), ...cellBoxes(103.75, [[200, '87.5'], [250, '71.2']]), ...cellBoxes(107.5, [[60, 'GQ-CNN']])])).toEqual(['Dex-Net', '87.5 71.2', 'GQ-CNN']);
  });

  it('still joins words a little off the line, and a smaller raised mark, to it', () => {
    const words = [...cellBoxes(100, [[60, 'Accuracy'], [200, '87.5']]), ...cellBoxes(101.5, [[250, '71.2']]), { x0: 97, x1: 100, y0: 100, y1: 105, text: 'a' }];
    expect(texts(words)).toEqual(['Accuracy a 87.5 71.2']);
  });

  it('keeps a row-group label centred between two full rows on one of them (not a line of its own)', () => {
    const words = [...cellBoxes(100, [[80, 'GIN'], [200, '71.2'], [250, '64.0']]), ...cellBoxes(103.75, [[40, 'MUTAG']]), ...cellBoxes(107.5, [[80, 'GAT'], [200, '73.9'], [250, '66.1']])];
    expect(texts(words)).toEqual(['MUTAG GIN 71.2 64.0', 'GAT 73.9 66.1']);
  });

  it('keeps a row\'s values on its line when a group label half a line above joined that line first', () => {
    const words = [...cellBoxes(96.5, [[6, 'Code Gen']]), ...cellBoxes(100, [[60, 'HumanEval+'], [200, '70.9'], [250, '46.3']])];
    expect(texts(words)).toEqual(['Code Gen HumanEval+ 70.9 46.3']);
  });

  it('keeps a raised digit that sorts before its word ("D²HC") on that word\'s line', () => {
    const words = [{ x0: 60, x1: 65, y0: 100, y1: 107, text: 'D' }, { x0: 65.05, x1: 68.4, y0: 98.8, y1: 103.8, text: '2' }, { x0: 68.45, x1: 110, y0: 100, y1: 107, text: 'HC-Net' }, ...cellBoxes(100, [[200, '0.395']], { size: 7, charWidth: 4, gap: 3 })];
    expect(texts(words)).toEqual(['D2HC-Net 0.395']);
  });
});
