/**
 * "Top-L/2" (contact precision over the top L/2 predicted contacts) is a fraction of the sequence length L: the slash
 * before its digit is part of the name. Before, the registry's loose key dropped it, so a README's row "Top L2" (the L2
 * error on a domain's top boundary, round 25, a PINN README of set 39) read as that contact precision.
 */
import { describe, expect, it } from 'vitest';
import { findMetric } from '../../src/core/metric-registry.js';
import { metricFor } from '../../src/extract/metric-lookup.js';

describe('a slash before a digit in a metric name', () => {
  it('is kept: Top-L/2 is contact precision, Top L2 is not', () => {
    expect(findMetric('Top-L/2')?.id).toBe('top-l2-acc');
    expect(findMetric('P@L/5')?.id).toBe('top-l5-acc');
    expect(findMetric('Top L2')?.id).toBeUndefined();
  });

  it('lets a region\'s error read as its metric', () => {
    expect(metricFor('Domain L2 Error', true)).toBe('l2-error');
    expect(metricFor('Domain MSE Error', true)).toBe('mse');
    expect(metricFor('Test Cal. Error', true)).toBe('ece');
  });
});
