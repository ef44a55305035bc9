import { describe, expect, it } from 'vitest';
import { formatDeltaPercent, formatWithDelta } from '../../src/core/measurements.js';

describe('relative deltas as the reproduction README prints them', () => {
  it('prints (reproduced − claimed) / claimed with an arrow', () => {
    expect(formatWithDelta(33.5, 60.9)).toBe('33.5 (↓44.99%)');
    expect(formatWithDelta(9.57, 9.0, 2)).toBe('9.57 (↑6.33%)');
  });

  it('chooses the arrow from the printed figure: a delta that prints as 0.00% has none', () => {
    expect(formatDeltaPercent(-0.001).text).toBe('=0.00%');
    expect(formatDeltaPercent(0.004).text).toBe('=0.00%');
    expect(formatDeltaPercent(-0.005).text).toBe('↓0.01%');
  });
});
