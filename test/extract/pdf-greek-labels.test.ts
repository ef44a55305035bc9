/**
 * Greek letters in row labels (Janus-Pro's Tables 4 and 5): pdftotext splits "PixArt-𝛼" into two
 * words at the change to a math-italic font, their boxes touching; the label is one word again, and
 * its method id spells the letter out, so "PixArt-𝛼" and "PixArt-Σ" are two methods, not one "pixart".
 */
import { describe, expect, it } from 'vitest';
import { slug } from '../../src/extract/names.js';
import { joinWords, segmentsOf } from '../../src/extract/pdf-words.js';
import type { Word } from '../../src/extract/pdf-words.js';

// word boxes as pdftotext -bbox-layout prints Janus-Pro's Table 5 row "PixArt-𝛼 [4]  74.97"
const row: Word[] = [
  { x0: 164.92, y0: 413.52, x1: 186.89, y1: 420.27, text: 'PixArt-' },
  { x0: 186.89, y0: 415.31, x1: 190.76, y1: 418.4, text: '𝛼' },
  { x0: 193.6, y0: 413.52, x1: 203.1, y1: 420.27, text: '[4]' },
  { x0: 260.2, y0: 413.52, x1: 278.4, y1: 420.27, text: '74.97' },
];

describe('pdf reader: a word split at a change of font', () => {
  it('joins words whose boxes touch, and keeps a space between words apart', () => {
    expect(joinWords(row)).toBe('PixArt-𝛼 [4] 74.97');
    expect(segmentsOf(row, 6.75).map((s) => s.text)).toEqual(['PixArt-𝛼 [4]', '74.97']);
  });

  it('spells Greek letters out in ids, math italics included', () => {
    expect(slug('PixArt-𝛼')).toBe('pixart-alpha');
    expect(slug('PixArt-Σ')).toBe('pixart-sigma');
    expect(slug('β-VAE')).toBe('beta-vae');
  });
});
