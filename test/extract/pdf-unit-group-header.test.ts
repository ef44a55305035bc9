/**
 * PDF word boxes (pure): a spanning header whose words happen to stand one over each narrow sub-column
 * (issue 25, fifth held-out set: a learned video codec's `BD-rate (%) PSNR` over `Y U V`, with the corner
 * cell centred between the two header lines). Read as three wrapped column names it gave `BD-rate Y`,
 * `(%) U`, `PSNR V`. A piece that is only a unit in brackets ends a name and starts none, so the top line is
 * one group over the sub-columns. Here on a point-cloud codec table.
 */
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';

/** One printed line: each cell [x0, x1, text] one word box, 8 points high. */
const line = (y: number, cells: readonly (readonly [number, number, string])[]): Word[] => cells.map(([x0, x1, text]) => ({ x0, x1, y0: y, y1: y + 8, text }));

describe('PDF tables: a group header with a unit over narrow sub-columns', () => {
  it('spans "BD-rate (%) D1-PSNR" over L / M / H instead of cutting it into three names', () => {
    const data = (y: number, label: string, a: string, b: string, c: string) => line(y, [[83, 110, label], [152, 165, a], [184, 197, b], [214, 227, c]]);
    const words = [
      ...line(73, [[150, 180, 'BD-rate'], [183, 196, '(%)'], [199, 232, 'D1-PSNR']]),
      ...line(78, [[83, 105, 'Codec']]),
      ...line(84, [[155, 160, 'L'], [187, 192, 'M'], [218, 223, 'H']]),
      ...data(95, 'G-PCC', '0.0', '0.0', '0.0'),
      ...data(106, 'PCGCv2', '-41.2', '-35.7', '-30.3'),
      ...data(117, 'SparsePCGC', '-52.8', '-47.1', '-44.6'),
      ...line(140, [[83, 300, 'Table 2: BD-rate of the point cloud codecs against G-PCC.']]),
    ];
    const [t] = findTables(readingLines([{ width: 595, height: 842, words }]));
    expect(t?.header).toEqual([
      ['', 'BD-rate (%) D1-PSNR', 'BD-rate (%) D1-PSNR', 'BD-rate (%) D1-PSNR'],
      ['Codec', 'L', 'M', 'H'],
    ]);
    expect(t?.body.map((r) => r[0])).toEqual(['G-PCC', 'PCGCv2', 'SparsePCGC']);
  });
});
