/**
 * numpy's float64 summation (pairwise, 8-way unrolled blocks of up to 128) and np.mean, so the
 * toolkit's `np.mean` over per-image scores is reproduced to the last bit.
 */
function pairwise(a: ArrayLike<number>, start: number, n: number): number {
  if (n < 8) {
    let res = 0;
    for (let i = 0; i < n; i++) res += a[start + i]!;
    return res;
  }
  if (n <= 128) {
    const r = new Float64Array(8);
    for (let j = 0; j < 8; j++) r[j] = a[start + j]!;
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let j = 0; j < 8; j++) r[j] = r[j]! + a[start + i + j]!;
    let res = r[0]! + r[1]! + (r[2]! + r[3]!) + (r[4]! + r[5]! + (r[6]! + r[7]!));
    for (; i < n; i++) res += a[start + i]!;
    return res;
  }
  let n2 = Math.floor(n / 2);
  n2 -= n2 % 8;
  return pairwise(a, start, n2) + pairwise(a, start + n2, n - n2);
}

export function npSum(a: ArrayLike<number>): number {
  return pairwise(a, 0, a.length);
}

export function npMean(a: ArrayLike<number>): number {
  return npSum(a) / a.length;
}
