/**
 * PDF reader (word boxes, pure): printed lines are grouped per column on a two-column page. A made-up
 * remote-sensing change-detection page with a table in each column: on the right, each backbone is printed
 * once, centred between its two rows; on the left, beside it (captions on one line), the rows of another table sit a little lower than the
 * right table's rows. Words were grouped into lines across the whole page before the page was cut at its
 * gutter, so a left row stretched a line until the right label, half a row lower, joined the right row
 * above it (`ResNet-18 FC-EF 81.2 77.4`). Each column's words are now grouped into lines on their own.
 */
import { describe, expect, it } from 'vitest';
import { readingLines } from '../../src/extract/pdf-words.js';
import { cellBoxes, sized, wordBoxes } from '../helpers/pdf-boxes.js';
import type { Word } from '../../src/extract/pdf-words.js';

const style = sized(7);
const prose = 'bitemporal images are co registered first';
const words: Word[] = [
  ...Array.from({ length: 8 }, (_, i) => [...wordBoxes(20 + i * 9, 50, prose, style), ...wordBoxes(20 + i * 9, 320, prose, style)]).flat(),
  ...wordBoxes(92, 50, 'Table 2: Ablation on LEVIR-CD.', style),
  ...wordBoxes(92, 320, 'Table 3: F1 and IoU on LEVIR-CD.', style),
  // left column: a table whose rows sit 1.1 points lower than the right table's rows
  ...[0, 1, 2, 3].flatMap((i) => cellBoxes(101.1 + i * 8.4, [[50, `Setting ${i + 1}`], [150, '70.1'], [190, '66.3'], [230, '61.0']], style)),
  // right column: two rows per backbone, the backbone centred between them
  ...[0, 1, 2, 3].flatMap((i) => cellBoxes(100 + i * 8.4, [[380, i % 2 ? 'Ours' : 'FC-EF'], [450, i % 2 ? '85.0' : '81.2'], [490, i % 2 ? '80.1' : '77.4']], style)),
  ...wordBoxes(104.2, 320, 'ResNet-18', style),
  ...wordBoxes(121, 320, 'ResNet-50', style),
  ...Array.from({ length: 8 }, (_, i) => [...wordBoxes(150 + i * 9, 50, prose, style), ...wordBoxes(150 + i * 9, 320, prose, style)]).flat(),
];

describe('pdf reader: lines grouped per column on a two-column page', () => {
  it('keeps a label centred between two rows of the right column a line of its own', () => {
    const texts = readingLines([{ width: 612, height: 792, words }]).map((l) => l.text);
    expect(texts).toContain('ResNet-18');
    expect(texts).toContain('ResNet-50');
    expect(texts.filter((t) => /^FC-EF 81\.2 77\.4$/.test(t))).toHaveLength(2);
  });
});
