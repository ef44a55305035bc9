/**
 * Sub- and superscripts in a PDF (round 23). pdftotext prints a raised "10" of F^10_a as a word of its own, higher than
 * its letter: it made a line of its own above the header ("10 | 10" over "Sampling | Fa | Fc"), and the header's metric
 * names lost their cut-off. Now a line of short tokens in smaller print, each glued to the end of a larger word, joins
 * that word's line, the raised one before the lowered one ("F10 a"). And on a two-column page, the subscripts of the
 * other column's formula ("f 1 2 3" printed small beside a table's row) no longer make that row a full-width line:
 * the row stays in its column with the table, which was cut in two and not read (a crowd-counting paper's Table 5).
 */
import { describe, expect, it } from 'vitest';
import { readingLines } from '../../src/extract/pdf-words.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { cellBoxes, sized, wordBoxes } from '../helpers/pdf-boxes.js';

const w = (text: string, x0: number, y0: number, x1: number, y1: number): Word => ({ text, x0, y0, x1, y1 });
const page = (words: Word[]) => [{ width: 612, height: 792, words }];

describe('sub- and superscripts in PDF lines', () => {
  it('keeps a raised cut-off with its metric name in a header: "F10 a", not a line "10 10"', () => {
    const header = [w('Sampling', 83.1, 76.4, 119.5, 84.5), w('F', 132.9, 76.4, 139.6, 84.3), w('10', 139.6, 74.6, 147.9, 79.9), w('a', 139.6, 80.0, 143.6, 85.3),
      w('F', 163.4, 76.4, 170.0, 84.3), w('10', 170.0, 74.6, 178.3, 79.9), w('c', 170.0, 80.0, 173.7, 85.3), w('P@1', 192.4, 76.4, 210.7, 84.5)];
    const rows = [...cellBoxes(92, [[83, 'TopSub'], [133, '20.9'], [163, '39.9'], [192, '69.4']], sized(8)), ...cellBoxes(102, [[83, 'FreqSub'], [133, '22.0'], [163, '42.3'], [192, '71.0']], sized(8))];
    const lines = readingLines(page([...header, ...rows]));
    expect(lines[0]?.segs.map((s) => s.text)).toEqual(['Sampling', 'F10 a', 'F10 c', 'P@1']);
    expect(lines.map((l) => l.segs[0]?.text)).toEqual(['Sampling', 'TopSub', 'FreqSub']);
  });

  it('keeps a table row in its column when only the other column\'s subscripts print beside it', () => {
    const words: Word[] = [];
    // prose down both columns (a two-column page), the left column's table in the middle
    for (let k = 0; k < 24; k++) {
      const y = 80 + k * 12;
      if (k < 8 || k > 15) words.push(...wordBoxes(y, 57, 'the crowd counts are estimated from the maps', sized(8.9)));
      words.push(...wordBoxes(y, 310, 'this model feeds the pyramid into subnetworks', sized(8.9)));
    }
    const rows = [['Zhang et al', '9.8', '14.1', '14.3', '22.2', '12.9'], ['MCNN', '3.4', '20.6', '12.9', '13.0', '11.6'], ['SwitchCNN', '4.4', '15.7', '10.0', '11.0', '9.4'], ['DNCL', '1.9', '12.1', '20.7', '8.3', '9.1'], ['Ours', '1.57', '9.51', '9.46', '10.35', '6.67']];
    words.push(...cellBoxes(177, [[60, 'Method'], [130, 'S1'], [155, 'S2'], [182, 'S3'], [210, 'S4'], [266, 'Ave']], sized(7.8)));
    rows.forEach((r, k) => words.push(...cellBoxes(188 + k * 10.8, r.map((t, j) => [j === 0 ? 57 : 104 + j * 26, t] as const), sized(7.8))));
    // "from f 1 , f 2 and f 3": the subscripts a little above the next prose line, level with the SwitchCNN row
    words.push(w('1', 434.1, 209.9, 438.1, 216.1), w('2', 454.8, 209.9, 458.8, 216.1), w('3', 489.8, 209.9, 493.8, 216.1));
    const lines = readingLines(page(words));
    const tableLines = lines.filter((l) => l.x1 < 300 && /^(?:Method|Zhang|MCNN|SwitchCNN|DNCL|Ours)/.test(l.text));
    expect(tableLines.map((l) => l.segs[0]?.text)).toEqual(['Method', 'Zhang et al', 'MCNN', 'SwitchCNN', 'DNCL', 'Ours']);
    // one run: no right-column line between the table's lines
    const at = lines.findIndex((l) => l.text.startsWith('Method'));
    expect(lines.slice(at, at + 6).map((l) => l.segs[0]?.text)).toEqual(['Method', 'Zhang et al', 'MCNN', 'SwitchCNN', 'DNCL', 'Ours']);
  });
});
