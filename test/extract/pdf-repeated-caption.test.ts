/**
 * PDF reader (bbox XHTML, pure): a long table that runs to the foot of its page and goes on at the top of
 * the next one, its caption printed again there with the same number ("Table 3: …" over both parts, as
 * many journals print it), or marked "(continued)" / "(cont.)", or not printed at all. A made-up
 * network-pruning page: sparsity levels of 31 pruned models. Before, only a "continued" caption or none
 * joined the two parts: a repeated "Table 3: …" made the second part a table of its own, numbered 4.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly (readonly [number, string])[]): string => bboxLine(y, cells, 9);
const prose = 'Every network is pruned once after training and fine-tuned for the same number of epochs.';
const rows = (n: number, from: number, y0: number): string[] => Array.from({ length: n }, (_, i) => line(y0 + i * 12, [[60, `ResNet-${from + i}`], [250, `${(60 + (from + i) / 10).toFixed(1)}`], [320, `${(90 - (from + i) / 10).toFixed(1)}`]]));
const page = (lines: readonly string[]): string => `<page width="612.000000" height="792.000000">\n${lines.join('\n')}\n</page>`;
const header = (y: number): string => line(y, [[60, 'Model'], [250, 'Sparsity (%)'], [320, 'Top-1 (%)']]);

function doc(again: string | undefined): string {
  const first = page([...Array.from({ length: 30 }, (_, i) => line(60 + i * 12, [[60, prose]])), line(430, [[60, 'Table 3: Top-1 accuracy of pruned models on ImageNet.']]), header(446), ...rows(25, 1, 458), line(760, [[300, '7']])]);
  const second = page([...(again ? [line(60, [[60, again]])] : []), header(76), ...rows(6, 26, 88), ...Array.from({ length: 20 }, (_, i) => line(200 + i * 12, [[60, prose]]))]);
  return `<html><body><doc>${first}${second}</doc></body></html>`;
}

describe('pdf reader: a table continued on the next page', () => {
  for (const again of ['Table 3: Top-1 accuracy of pruned models on ImageNet.', 'Table 3: Top-1 accuracy of pruned models on ImageNet (continued).', 'Table 3 (cont.)', undefined])
    it(`joins the part under ${again ? `"${again}"` : 'no caption'} to Table 3`, () => {
      const tables = rawTables('paper', readPdf(doc(again)));
      expect(tables.map((t) => t.number)).toEqual([3]);
      expect(tables[0]?.body).toHaveLength(31);
      expect(tables[0]?.body[30]).toEqual(['ResNet-31', '63.1', '86.9']);
    });
});
