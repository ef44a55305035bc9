/**
 * Robot manipulation benchmarks (SimplerEnv, LIBERO and its suites) report success rates: a table
 * introduced only by "LIBERO-Long results" or "SimplerEnv evaluation on …" with bare percent cells takes
 * that convention (a guess the draft marks for review). Words that merely contain the names do not.
 */
import { describe, expect, it } from 'vitest';
import { conventionOf } from '../../src/extract/metric-lookup.js';

describe('benchmark conventions: robot manipulation', () => {
  it('reads success-rate for SimplerEnv and LIBERO suites named in a lead-in or header', () => {
    expect(conventionOf('Results of our grasp planner in SimplerEnv on the drawer tasks.')?.metric).toBe('success-rate');
    expect(conventionOf('LIBERO-Long')?.metric).toBe('success-rate');
    expect(conventionOf('Simpler-Env visual matching')?.metric).toBe('success-rate');
  });
  it('does not read it from other words', () => {
    expect(conventionOf('a simpler environment for liberal arts')).toBeUndefined();
  });
});
