/**
 * PDF reader (bbox XHTML, pure): row-group labels printed left of the label column, each centred over its
 * two rows, the first one's box reaching into the first row's printed line (a taller font, or a row of
 * the other column printed a little lower, stretches that line). A made-up Cityscapes segmentation page:
 * backbones over an FCN and an UPerNet row. Before, a label on the first row was read as a rowspan aligned
 * top, so each label covered the rows below it down to the next one: the third row (ResNet-101's FCN)
 * took ResNet-50, and every row after it the backbone above its own.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const rows = [
  ['FCN', '72.1', '65.3'],
  ['UPerNet', '76.4', '69.8'],
  ['FCN', '75.0', '68.2'],
  ['UPerNet', '78.9', '71.5'],
  ['FCN', '77.3', '70.0'],
  ['UPerNet', '80.2', '73.6'],
];
const y = (i: number): number => 100 + i * 10;
const page = bboxPage([
  bboxLine(60, [[60, 'Table 4: mIoU (%) on Cityscapes val and test, single scale.']], 8),
  bboxLine(84, [[60, 'Backbone'], [130, 'Decoder'], [220, 'val'], [270, 'test']], 8),
  ...rows.map((r, i) => bboxLine(y(i), [[130, r[0] as string], [220, r[1] as string], [270, r[2] as string]], 8)),
  // centred between rows 0 and 1 in a taller font: its middle (107.5) still falls inside row 0's line (100–108)
  bboxLine(102.5, [[60, 'ResNet-50']], 10),
  bboxLine(y(2) + 5, [[60, 'ResNet-101']], 8),
  bboxLine(y(4) + 5, [[60, 'Swin-T']], 8),
  bboxLine(180, [[60, 'UPerNet gains over FCN with every backbone, on both splits of the benchmark.']], 8),
]);

describe('pdf reader: row-group labels centred over their rows, the first one sharing the first row', () => {
  it('gives each row the label printed nearest to it', () => {
    const t = rawTables('paper', readPdf(page)).find((x) => x.number === 4);
    expect(t?.body.map((r) => r.slice(0, 2).join(' / '))).toEqual(['ResNet-50 / FCN', 'ResNet-50 / UPerNet', 'ResNet-101 / FCN', 'ResNet-101 / UPerNet', 'Swin-T / FCN', 'Swin-T / UPerNet']);
  });
});
