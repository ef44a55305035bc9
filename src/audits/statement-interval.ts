/** The values a stated figure stands for (pure). */
import type { Interval } from './interval.js';
import { printed } from './interval.js';

/** A round figure ("a 10% increase") admits ±10% of itself, and at least its printed rounding. */
export function statedInterval(stated: number, decimals: number, approximate: boolean): Interval {
  const p = printed(stated, decimals);
  if (!approximate) return p;
  const w = Math.abs(stated) * 0.1;
  return [Math.min(p[0], stated - w), Math.max(p[1], stated + w)];
}
