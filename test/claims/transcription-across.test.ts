/**
 * A row drafted from a table printed with its methods as column groups: its values are k per line of a
 * PDF's layout text, at one place on consecutive lines, with at most a shorter tail (a value spanning its
 * group) on the next line. A mistyped value, or values at different places, still fail (issue 25, round 8).
 */
import { describe, expect, it } from 'vitest';
import { acrossTextLines } from '../../src/claims/transcription-across.js';
import { lineTokens } from '../../src/claims/transcription.js';

// a speech-enhancement table: noise types as rows, three systems × (PESQ, STOI) as columns, a real-time factor row
const text = [
  'Noise      2.41 0.87  2.63 0.89  2.95 0.91',
  'Babble     2.10 0.81  2.22 0.84  2.51 0.88',
  '',
  'Street     2.33 0.85  2.40 0.86  2.77 0.90',
  'RTF            0.12        0.31        0.08',
].join('\n');
const numbered = text.split('\n').map((l, i) => ({ t: lineTokens(l), i })).filter((x) => x.t.length > 0);

describe('transcription: values k per line down a column group', () => {
  it('finds the second system\'s cells, two per line, and its spanning value on the next line', () => {
    expect(acrossTextLines(['2.63', '0.89', '2.22', '0.84', '2.40', '0.86'], numbered)).toBe(true);
    expect(acrossTextLines(['2.63', '0.89', '2.22', '0.84', '2.40', '0.86', '0.31'], numbered)).toBe(true);
  });

  it('fails on a mistyped value, on values taken from different places, and on a wrong tail', () => {
    expect(acrossTextLines(['2.63', '0.89', '2.22', '0.85', '2.40', '0.86'], numbered)).toBe(false);
    expect(acrossTextLines(['2.63', '0.89', '2.10', '0.81', '2.40', '0.86'], numbered)).toBe(false);
    expect(acrossTextLines(['2.63', '0.89', '2.22', '0.84', '2.40', '0.86', '0.32'], numbered)).toBe(false);
  });
});
