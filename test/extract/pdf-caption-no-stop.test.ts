/**
 * PDF reader (bbox XHTML, pure): captions printed below their table with no stop after the number
 * ("Table 2 Yields of the three cultivars …", an agronomy report), while a sentence that starts a line
 * with "Table 1 shows" stays prose. Before, such captions went unseen: the tables were left out as
 * grids without a caption, or numbered by order.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const SIZE = 8;
/** One printed line: each cell's words from its x, about half an em per character. */
const line = (y: number, cells: readonly Cell[], size = SIZE): string => bboxLine(y, cells, size);

const table = (top: number, n: number, what: string): string[] => [
  line(top, [[60, 'Cultivar'], [160, 'Yield'], [220, 'Protein']]),
  line(top + 12, [[60, 'Alpha'], [160, '4.21'], [220, '11.3']]),
  line(top + 24, [[60, 'Beta'], [160, '3.87'], [220, '12.1']]),
  line(top + 36, [[60, 'Gamma'], [160, '4.55'], [220, '10.8']]),
  line(top + 56, [[90, `Table ${n} ${what} of the three cultivars in the field trial.`]]),
];
const page = [
  line(30, [[60, 'Table 1 shows the yields of the first season and the protein content of the grain.']], 10),
  ...table(60, 1, 'Yields'),
  line(150, [[60, 'The second season was drier than the first one, as the weather records show.']], 10),
  ...table(180, 2, 'Second-season yields'),
];
const xhtml = bboxPage(page);

describe('pdf reader: captions with no stop after the number', () => {
  it('reads a "Table N Words" line below a grid as its caption, and "Table 1 shows" as prose', () => {
    const tables = rawTables('paper', readPdf(xhtml));
    expect(tables.map((t) => [t.number, t.numberFrom, t.caption])).toEqual([
      [1, 'caption', 'Yields of the three cultivars in the field trial.'],
      [2, 'caption', 'Second-season yields of the three cultivars in the field trial.'],
    ]);
  });
});
