/**
 * PDF word boxes (pure): a group column printed between the row labels and the values, once per block of rows and
 * vertically centred on it (MonoDETR's `Extra data`: `Depth` on the middle row of its three, `Lidar` on a line of its
 * own between two rows). The columns are read off the commonest rows, which leave that column empty, so before, the
 * group label on a row was glued to the first value ("Depth 16.65": the value lost) and a label on its own line was
 * read as a group of the rows below it. Now both label the rows around them, in a group column headed by what is
 * printed over the gap.
 */
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';

/** One printed line: each cell [x0, x1, text] one word box, 8 points high. */
const line = (y: number, cells: readonly (readonly [number, number, string])[]): Word[] => cells.map(([x0, x1, text]) => ({ x0, x1, y0: y, y1: y + 8, text }));

// a speech-recognition table (another field): the language model used in decoding, printed once per block of rows
const valueX = [200, 240, 280, 320];
const row = (y: number, label: string, values: readonly string[], lm?: string) =>
  line(y, [[60, 110, label], ...(lm ? [[140, 185, lm] as const] : []), ...values.map((v, i) => [valueX[i] as number, (valueX[i] as number) + 18, v] as const)]);

describe('PDF tables: a group column printed once per block between the labels and the values', () => {
  it('keeps every value in its column and labels the rows around each group label', () => {
    const words = [
      ...line(71, [[212, 248, 'dev-set'], [292, 328, 'test-set']]),
      ...line(82, [[60, 90, 'Model'], [140, 160, 'LM'], [200, 218, 'clean'], [240, 258, 'other'], [280, 298, 'clean'], [320, 338, 'other']]),
      ...row(93, 'Conformer-S', ['2.1', '5.0', '2.3', '5.2']),
      ...row(104, 'Conformer-M', ['1.9', '4.4', '2.0', '4.6'], '4-gram'),
      ...row(115, 'Conformer-L', ['1.8', '4.1', '1.9', '4.3']),
      ...row(126, 'Squeezeformer', ['2.0', '4.9', '2.2', '5.0']),
      ...line(131.5, [[140, 170, 'None']]),
      ...row(137, 'Zipformer', ['2.2', '5.1', '2.4', '5.3']),
      ...row(148, 'E-Branchformer', ['1.7', '3.9', '1.8', '4.0'], 'Transformer'),
      ...line(170, [[60, 400, 'Table 2: Word error rate on LibriSpeech.']]),
    ];
    const [t] = findTables(readingLines([{ width: 595, height: 842, words }]));
    // the group column first, headed by the cell printed over the gap ("LM"), the labels next
    expect(t?.header).toEqual([
      ['', '', 'dev-set', 'dev-set', 'test-set', 'test-set'],
      ['LM', 'Model', 'clean', 'other', 'clean', 'other'],
    ]);
    expect(t?.body).toEqual([
      ['4-gram', 'Conformer-S', '2.1', '5.0', '2.3', '5.2'],
      ['4-gram', 'Conformer-M', '1.9', '4.4', '2.0', '4.6'],
      ['4-gram', 'Conformer-L', '1.8', '4.1', '1.9', '4.3'],
      ['None', 'Squeezeformer', '2.0', '4.9', '2.2', '5.0'],
      ['None', 'Zipformer', '2.2', '5.1', '2.4', '5.3'],
      ['Transformer', 'E-Branchformer', '1.7', '3.9', '1.8', '4.0'],
    ]);
  });
});
