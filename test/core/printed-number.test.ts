/** Zero padding is removed from plain numerals only, the sign kept; the same rule for validate and extract. */
import { describe, expect, it } from 'vitest';
import { unpadNumber } from '../../src/core/printed-number.js';

describe('unpadNumber', () => {
  it.each([
    ['08.77', '8.77'],
    ['-05.0', '-5.0'],
    ['+03', '+3'],
    ['−07.5', '−7.5'],
    ['00', '0'],
    ['00.00', '0.00'],
    ['007', '7'],
    ['-00.5', '-0.5'],
    ['0.5', '0.5'],
    ['0', '0'],
    ['-0', '-0'],
    ['12', '12'],
    ['100', '100'],
    ['1e-05', '1e-05'],
    ['0x1F', '0x1F'],
    ['v01.2', 'v01.2'],
    ['01.2.3', '01.2.3'],
    ['', ''],
  ])('%s → %s', (printed, plain) => {
    expect(unpadNumber(printed)).toBe(plain);
  });
});
