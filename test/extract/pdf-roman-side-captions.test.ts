/**
 * PDF reader (bbox XHTML, pure): two tables side by side on a two-column IEEE-style page, their captions
 * on one printed line and numbered in Roman numerals ("TABLE II: …" | "TABLE III: …"). A made-up
 * aerial object-detection page: mAP on DOTA on the left, on DIOR on the right. Before, only Arabic
 * caption numbers told side-by-side tables apart, so the rows (numbers on both sides of the gutter) were
 * read as one wide table: the right table's rows became extra columns of the left one's, and Table III
 * was not drafted.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { startsCaption } from '../../src/extract/pdf-gutter.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage, wordBoxes } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const prose = 'rotated boxes come from the feature pyramid and';

const left = [['Faster R-CNN', '69.1', '61.3'], ['RoI Trans.', '74.6', '65.9'], ['Ours', '76.2', '68.4']];
const right = [['YOLOv5', '70.2', '55.1'], ['FCOS', '67.8', '52.4'], ['Ours', '72.9', '57.0']];

const page = bboxPage([
  ...Array.from({ length: 5 }, (_, i) => line(40 + i * 11, [[50, prose], [310, prose]], 8.9)),
  line(110, [[50, 'TABLE II: Detection mAP on DOTA-v1.0.'], [310, 'TABLE III: Detection mAP on DIOR.']]),
  line(126, [[50, 'Method'], [170, 'mAP50'], [220, 'mAP75'], [310, 'Method'], [410, 'mAP50'], [460, 'mAP75']]),
  ...left.map((r, i) => line(138 + i * 11, [[50, r[0] as string], [170, r[1] as string], [220, r[2] as string], [310, (right[i] as string[])[0] as string], [410, (right[i] as string[])[1] as string], [460, (right[i] as string[])[2] as string]])),
  ...Array.from({ length: 6 }, (_, i) => line(190 + i * 11, [[50, prose], [310, prose]], 8.9)),
]);

describe('pdf reader: side-by-side tables with Roman-numbered captions on one line', () => {
  it('reads two tables, each with its own rows and caption', () => {
    const tables = rawTables('paper', readPdf(page));
    const two = tables.find((t) => t.number === 2);
    const three = tables.find((t) => t.number === 3);
    expect(two?.caption).toMatch(/^Detection mAP on DOTA/);
    expect(two?.body).toEqual([['Faster R-CNN', '69.1', '61.3'], ['RoI Trans.', '74.6', '65.9'], ['Ours', '76.2', '68.4']]);
    expect(three?.caption).toMatch(/^Detection mAP on DIOR/);
    expect(three?.body).toEqual([['YOLOv5', '70.2', '55.1'], ['FCOS', '67.8', '52.4'], ['Ours', '72.9', '57.0']]);
  });

  it('reads a Roman caption number only with its stop, or after TABLE in capitals', () => {
    const ws = (t: string) => wordBoxes(0, 0, t);
    expect(startsCaption(ws('TABLE IV: Results'))).toBe(true);
    expect(startsCaption(ws('TABLE IV Results on'))).toBe(true);
    expect(startsCaption(ws('Table II. Results'))).toBe(true);
    expect(startsCaption(ws('Table I shows the results'))).toBe(false);
  });
});
