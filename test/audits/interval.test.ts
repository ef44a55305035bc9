import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contains, printed, ratio, relativeChange } from '../../src/audits/interval.js';

const printedNumber = fc.record({ units: fc.integer({ min: 1, max: 200_000 }), decimals: fc.integer({ min: 0, max: 3 }), offset: fc.double({ min: -0.4999, max: 0.4999, noNaN: true }) });

describe('interval arithmetic over printed rounding', () => {
  it('a number printed with d decimals covers ±½·10^-d', () => {
    expect(printed(65.3, 1)[0]).toBeCloseTo(65.25, 10);
    expect(printed(65.3, 1)[1]).toBeCloseTo(65.35, 10);
    expect(printed(28, 0)).toEqual([27.5, 28.5]);
  });

  it('relative change and ratio intervals contain every value the printed numbers can stand for', () => {
    fc.assert(
      fc.property(printedNumber, printedNumber, (b, a) => {
        const unit = (x: { decimals: number }) => 10 ** -x.decimals;
        const pa = a.units * unit(a);
        const pb = b.units * unit(b);
        const trueA = pa + a.offset * unit(a);
        const trueB = pb + b.offset * unit(b);
        const ia = printed(pa, a.decimals);
        const ib = printed(pb, b.decimals);
        expect(contains(relativeChange(ib, ia), (100 * (trueB - trueA)) / trueA)).toBe(true);
        expect(contains(ratio(ib, ia), (100 * trueB) / trueA)).toBe(true);
      }),
    );
  });
});
