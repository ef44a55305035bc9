/**
 * PDF reader (bbox XHTML, pure): a row label printed on two lines whose second line starts with a capital (no
 * hyphen, no lower-case start to join on). A made-up audio-tagging table (mAP on AudioSet). Before, the
 * label-only line was read as a row-group label: "AudioSet pretraining" labelled every row below it, the row
 * itself kept half its name, and a row whose values sit between the two lines lost its name altogether.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly (readonly [number, string])[]): string => bboxLine(y, cells, 8);
const rest = [line(120, [[60, 'AST'], [200, '45.9'], [250, '0.973']]), line(130, [[60, 'Ours'], [200, '47.1'], [250, '0.975']])];
const table = (rows: readonly string[]) => {
  const page = bboxPage([line(60, [[60, 'Table 2: Tagging results on the AudioSet evaluation set.']]), line(80, [[60, 'Model'], [200, 'mAP'], [250, 'AUC']]), ...rows, ...rest, line(170, [[60, 'Every model is trained on the full training set and evaluated on the same clips.']])]);
  return rawTables('paper', readPdf(page)).find((t) => t.number === 2);
};
const expected = (label: string) => [[label, '43.1', '0.970'], ['AST', '45.9', '0.973'], ['Ours', '47.1', '0.975']];

describe('pdf reader: a row label wrapped onto two lines', () => {
  it('joins a second line under a first one that ends open ("with"), values on the first line', () => {
    const t = table([line(100, [[60, 'CNN14 with'], [200, '43.1'], [250, '0.970']]), line(110, [[60, 'AudioSet pretraining']])]);
    expect(t?.header).toEqual([['Model', 'mAP', 'AUC']]);
    expect(t?.body).toEqual(expected('CNN14 with AudioSet pretraining'));
  });

  it('joins a first line that ends open to the row under it, values on the second line', () => {
    const t = table([line(100, [[60, 'CNN14 with']]), line(110, [[60, 'AudioSet pretraining'], [200, '43.1'], [250, '0.970']])]);
    expect(t?.body).toEqual(expected('CNN14 with AudioSet pretraining'));
  });

  it('gives a row whose values sit between two label lines both lines as its label', () => {
    const t = table([line(98, [[60, 'PANNs CNN14']]), line(103, [[200, '43.1'], [250, '0.970']]), line(108, [[60, 'Wavegram-Logmel']])]);
    expect(t?.body).toEqual(expected('PANNs CNN14 Wavegram-Logmel'));
  });

  it('keeps label lines that close a name as row groups', () => {
    const t = table([line(96, [[60, 'Supervised']]), line(106, [[60, 'CNN14'], [200, '43.1'], [250, '0.970']])]);
    expect(t?.header).toEqual([['Group', 'Model', 'mAP', 'AUC']]);
    expect(t?.body[0]).toEqual(['Supervised', 'CNN14', '43.1', '0.970']);
  });
});
