/**
 * A metric named in a paragraph by comparison (issue 25, round 9; seen in an operator-learning paper whose tables
 * print no metric and whose text says "obtains the lowest relative error"; written here for remote sensing). In a
 * paragraph an ordinary word names a metric only in a reporting construction; a comparative or superlative just
 * before it ("the lowest relative error", "higher accuracy") is one.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';

describe('prose: a metric named after a comparative or superlative', () => {
  it('reads "the lowest relative error" and "higher accuracy" as metrics', () => {
    expect(metricsInText('Our change detector obtains the lowest relative error compared to every baseline.', true)).toEqual(['relative-l2-error']);
    expect(metricsInText('The fused model reaches higher accuracy than either sensor alone.', true)).toEqual(['accuracy']);
  });

  it('still reads no metric where the word is not compared or reported', () => {
    expect(metricsInText('We discuss the accuracy trade-off between sensors.', true)).toEqual([]);
    expect(metricsInText('Relative error analysis is left to future work.', true)).toEqual([]);
  });
});
