/**
 * Numbers printed in scientific notation written as the decimals they denote (round 25, found on a PINN README of
 * set 39 that prints `9.03×10<sup>−1</sup>` and `$1.73\times10^{-4} \pm 7.57\times10^{-5}$`): by moving the mantissa's
 * point, never through floating point, so "9.03" × 10⁻¹ is "0.903" and not 0.9029999999999999.
 */
import { describe, expect, it } from 'vitest';
import { expandScientific, shiftDecimal } from '../../src/core/scientific-number.js';
import { lineTokens } from '../../src/claims/transcription.js';

describe('scientific notation', () => {
  it('moves the point of the mantissa', () => {
    expect(shiftDecimal('9.03', -1)).toBe('0.903');
    expect(shiftDecimal('1.056', -6)).toBe('0.000001056');
    expect(shiftDecimal('0.5', -3)).toBe('0.0005');
    expect(shiftDecimal('1.5', 4)).toBe('15000');
    expect(shiftDecimal('4.47', 0)).toBe('4.47');
    expect(shiftDecimal('-2.5', 2)).toBe('-250');
    expect(shiftDecimal('1', 40)).toBeUndefined();
  });

  it('reads every way papers and READMEs print it', () => {
    const cases: [string, string][] = [
      ['1.73e-4', '0.000173'],
      ['3.5E+02', '350'],
      ['9.03×10<sup>−1</sup>', '0.903'],
      ['$1.73\\times10^{-4}$', '$0.000173$'],
      ['2.1 · 10⁻³', '0.0021'],
      ['1.056 × 10−6', '0.000001056'],
      ['4.47×10 −1', '0.447'],
      ['10^{-5}', '0.00001'],
      ['1.5 x 10^4', '15000'],
    ];
    for (const [printed, decimal] of cases) expect(expandScientific(printed), printed).toBe(decimal);
  });

  it('leaves names, products and plain numbers alone', () => {
    for (const text of ['GPT2e5', 'ResNet-50', '3 × 10 20', '12.3', 'Table 10', 'x10 faster']) expect(expandScientific(text), text).toBe(text);
  });

  it('gives validate the same tokens extract wrote', () => {
    expect(lineTokens('| AC-PINN | 6.83×10<sup>−4</sup> | 1.32e-2 |')).toEqual(['0.000683', '0.0132']);
  });
});
