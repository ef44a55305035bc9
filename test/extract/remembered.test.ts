/** remembered (src/extract/remembered.ts): a pure text function's answers kept by their arguments, in a bounded cache. */
import { describe, expect, it } from 'vitest';
import { remembered } from '../../src/extract/remembered.js';
import { metricFor, metricsInText } from '../../src/extract/metric-lookup.js';

describe('remembered', () => {
  it('asks the function once per distinct argument list, and empties a full cache before adding to it', () => {
    const calls: string[] = [];
    const f = remembered((a: string, b?: boolean) => (calls.push(`${a}|${String(b)}`), `${a}${b ? '!' : ''}`), 3);
    expect([f('x'), f('x'), f('x', true), f('x', true), f('y')]).toEqual(['x', 'x', 'x!', 'x!', 'y']);
    expect(calls).toEqual(['x|undefined', 'x|true', 'y|undefined']);
    f('z'); // a fourth argument list: the cache of three is emptied, then holds z alone
    f('z');
    f('x');
    expect(calls).toEqual(['x|undefined', 'x|true', 'y|undefined', 'z|undefined', 'x|undefined']);
  });

  it('gives metricsInText\'s callers a list of their own: changing one answer leaves the next the same', () => {
    const first = metricsInText('We report the top-1 accuracy and the mAP.');
    first.push('changed');
    expect(metricsInText('We report the top-1 accuracy and the mAP.')).toEqual(first.slice(0, -1));
    expect(metricFor('Top-1', true)).toBe(metricFor('Top-1', true));
  });
});
