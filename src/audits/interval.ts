/**
 * Interval arithmetic over printed rounding (pure). A number printed with d decimals stands for
 * any value in [v − ½·10^-d, v + ½·10^-d]; a check on printed numbers flags only what no value of
 * those intervals explains.
 */
export type Interval = readonly [lo: number, hi: number];

/** Absolute tolerance for floating-point noise when comparing interval ends. */
const EPS = 1e-9;

/** Half the last printed unit: 65.3 (1 decimal) → 0.05; 28 → 0.5. */
export function halfUnit(decimals: number): number {
  return 0.5 * 10 ** -decimals;
}

/** The values a number printed with `decimals` decimals can stand for. */
export function printed(value: number, decimals: number): Interval {
  const h = halfUnit(decimals);
  return [value - h, value + h];
}

export function exact(value: number): Interval {
  return [value, value];
}

export function intersects(a: Interval, b: Interval): boolean {
  return a[0] <= b[1] + EPS && b[0] <= a[1] + EPS;
}

export function contains(a: Interval, x: number): boolean {
  return a[0] - EPS <= x && x <= a[1] + EPS;
}

/**
 * Whether a relative change over `a` is undefined for some value `a` stands for: its interval holds
 * zero (a base printed as 0, 0.0, …). Checks on such a change must say so, never pass.
 */
export function zeroBase(a: Interval): boolean {
  return a[0] <= 0 && a[1] >= 0;
}

/**
 * Relative change of `b` against `a` in %: 100·(b − a)/a = 100·(b/a − 1). For a base interval
 * without zero, b/a is monotone in each argument, so the extremes are at the corners (a negative
 * base included); over a base that holds zero it is unbounded (see zeroBase).
 */
export function relativeChange(b: Interval, a: Interval): Interval {
  if (zeroBase(a)) return [-Infinity, Infinity];
  const corners = [b[0] / a[0], b[0] / a[1], b[1] / a[0], b[1] / a[1]].map((x) => 100 * (x - 1));
  return [Math.min(...corners), Math.max(...corners)];
}

/** Ratio 100·b/a in %, for a > 0 and b ≥ 0. */
export function ratio(b: Interval, a: Interval): Interval {
  if (a[0] <= 0) return [-Infinity, Infinity];
  return [(100 * b[0]) / a[1], (100 * b[1]) / a[0]];
}

export function difference(b: Interval, a: Interval): Interval {
  return [b[0] - a[1], b[1] - a[0]];
}

export function negate(a: Interval): Interval {
  return [-a[1], -a[0]];
}

export function sum(xs: readonly Interval[]): Interval {
  return xs.reduce<Interval>((acc, x) => [acc[0] + x[0], acc[1] + x[1]], [0, 0]);
}

/** Product of intervals of non-negative numbers (counts, sizes). */
export function product(xs: readonly Interval[]): Interval {
  return xs.reduce<Interval>((acc, x) => [acc[0] * Math.max(0, x[0]), acc[1] * x[1]], [1, 1]);
}

/** Rounds for output, so JSON shows 58.9566 rather than 58.95663104965431. */
export function round(x: number, decimals = 4): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

export function roundInterval(a: Interval, decimals = 4): Interval {
  return [round(a[0], decimals), round(a[1], decimals)];
}

export function formatInterval(a: Interval, decimals = 2): string {
  return `[${a[0].toFixed(decimals)}, ${a[1].toFixed(decimals)}]`;
}
