/**
 * PDF word boxes (pure): a table with one value column (BGE-M3's Table 7: "Fine-tune 59.3") is read
 * when a "Table N" caption sits just below or above its rows; the same lines without a caption stay
 * text, as a label and one number is also what a line of prose can look like.
 */
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';
import { wordBoxes } from '../helpers/pdf-boxes.js';

const words = (y: number, x0: number, text: string): Word[] => wordBoxes(y, x0, text);
const rows = (caption: boolean): Word[] => [
  ...words(216, 336, 'Model (Dense)'),
  ...words(216, 460, 'MIRACL'),
  ...[['Fine-tune', '59.3'], ['RetroMAE + Fine-tune', '64.8'], ['RetroMAE + Unsup + Fine-tune', '67.8']].flatMap(([label, v], i) => [...words(227 + i * 11, 336, label as string), ...words(227 + i * 11, 469, v as string)]),
  ...(caption ? words(270, 306, 'Table 7: Ablation study of multi-stage training with MIRACL (nDCG@10).') : []),
];

describe('PDF tables: one value column', () => {
  it('reads label-and-number lines under a header as a table when a caption is next to them', () => {
    const [t] = findTables(readingLines([{ width: 595, height: 842, words: rows(true) }]));
    expect(t?.header).toEqual([['Model (Dense)', 'MIRACL']]);
    expect(t?.body).toEqual([
      ['Fine-tune', '59.3'],
      ['RetroMAE + Fine-tune', '64.8'],
      ['RetroMAE + Unsup + Fine-tune', '67.8'],
    ]);
  });

  it('leaves the same lines as text without a caption', () => {
    expect(findTables(readingLines([{ width: 595, height: 842, words: rows(false) }]))).toEqual([]);
  });
});
