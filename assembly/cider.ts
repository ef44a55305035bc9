/**
 * CIDEr-D and Bleu in the WebAssembly core (assembly/score-core.ts): the references' k-gram unions
 * with document frequencies and Bleu statistics (unions), then per-image CIDEr-D (cider), as cider.ts
 * and bleu.ts.
 */
import { H_GCNT, H_GCOUNT, H_GID, H_GOFF, MAX_ORDER, encodedSet, hp, sentLen } from './encoded';
import { PairMap } from './pair-map';
import { f64s, i32s, ld, ldf, minusOnes, st, stf } from './memory';
import { hostLog, hostPow } from './host';

/**
 * Header (i32 words): 0..3 off[k] (N+1)  4..7 ids[k]  8..11 df[k]  12..15 ids' length[k]  16 bleu:
 * the distinct k-grams of each image's references together and their document frequencies (as
 * cider.ts's refUnions), and, from the same pass over the references, each image's Bleu
 * statistics (i32 × 10: testLen, refLen, guess[4], correct[4], as bleu.ts's bleuStats): a
 * prediction's k-gram count is clipped at the gram's largest count in one reference.
 */
export function unions(h: usize): usize {
  const out = i32s(17);
  const set = encodedSet(h);
  const N = set.N;
  const refs = ld(set.refStart, N);
  const bleu = i32s(N * 10);
  for (let k = 0; k < MAX_ORDER; k++) {
    const count = ld(h, H_GCOUNT + k);
    const gOff = hp(h, H_GOFF + k);
    const gId = hp(h, H_GID + k);
    const gCnt = hp(h, H_GCNT + k);
    const stamp = minusOnes(count);
    const maxRef = i32s(count);
    const df = i32s(count);
    const o = i32s(N + 1);
    let cap = 0;
    for (let s = 0; s < refs; s++) {
      const f = ld(set.form, s);
      cap += ld(gOff, f + 1) - ld(gOff, f);
    }
    const ids = i32s(cap);
    let m = 0;
    for (let img = 0; img < N; img++) {
      const rEnd = ld(set.refStart, img + 1);
      for (let r = ld(set.refStart, img); r < rEnd; r++) {
        const f = ld(set.form, r);
        const jEnd = ld(gOff, f + 1);
        for (let j = ld(gOff, f); j < jEnd; j++) {
          const g = ld(gId, j);
          const c = ld(gCnt, j);
          if (ld(stamp, g) != img) {
            st(stamp, g, img);
            st(maxRef, g, c);
            st(ids, m++, g);
            st(df, g, ld(df, g) + 1);
          } else if (c > ld(maxRef, g)) st(maxRef, g, c);
        }
      }
      st(o, img + 1, m);
      const hyp = ld(set.pred, img);
      const hf = ld(set.form, hyp);
      let corr = 0;
      const hEnd = ld(gOff, hf + 1);
      for (let j = ld(gOff, hf); j < hEnd; j++) {
        const g = ld(gId, j);
        if (ld(stamp, g) == img) corr += min(ld(maxRef, g), ld(gCnt, j));
      }
      const b = img * 10;
      st(bleu, b + 2 + k, max(0, sentLen(h, hyp) - k));
      st(bleu, b + 6 + k, corr);
    }
    st(out, k, <i32>o);
    st(out, 4 + k, <i32>ids);
    st(out, 8 + k, <i32>df);
    st(out, 12 + k, m);
  }
  // lengths: the prediction's, and the closest reference length (ties → the shorter; every image has a reference)
  for (let img = 0; img < N; img++) {
    const testLen = sentLen(h, ld(set.pred, img));
    let best = i32.MAX_VALUE;
    let bestDiff = i32.MAX_VALUE;
    const rEnd = ld(set.refStart, img + 1);
    for (let r = ld(set.refStart, img); r < rEnd; r++) {
      const l = sentLen(h, r);
      const d = abs(l - testLen);
      if (d < bestDiff || (d == bestDiff && l < best)) {
        bestDiff = d;
        best = l;
      }
    }
    st(bleu, img * 10, testLen);
    st(bleu, img * 10 + 1, best);
  }
  st(out, 16, <i32>bleu);
  return out;
}

/**
 * Per-image CIDEr-D over the whole set (f64 × N), as cider.ts's CiderScorer with logDocFreq of
 * the full set: `u` = unions(h).
 */
export function cider(h: usize, u: usize): usize {
  const set = encodedSet(h);
  const N = set.N;
  const refLen = hostLog(<f64>N);
  const logDf = new StaticArray<usize>(MAX_ORDER);
  const refVal = new StaticArray<usize>(MAX_ORDER);
  const stamp = new StaticArray<usize>(MAX_ORDER);
  const hypVal = new StaticArray<usize>(MAX_ORDER);
  let longestBag = 1;
  for (let k = 0; k < MAX_ORDER; k++) {
    const c = ld(h, H_GCOUNT + k);
    const df = <usize>ld(u, 8 + k);
    const l = f64s(c);
    for (let g = 0; g < c; g++) {
      const d = ld(df, g);
      stf(l, g, d > 1 ? hostLog(<f64>d) : 0);
    }
    unchecked((logDf[k] = l));
    unchecked((refVal[k] = f64s(c)));
    unchecked((stamp[k] = i32s(c)));
    const off = hp(h, H_GOFF + k);
    const S = set.S;
    for (let f = 0; f < S; f++) longestBag = max(longestBag, ld(off, f + 1) - ld(off, f));
  }
  for (let k = 0; k < MAX_ORDER; k++) unchecked((hypVal[k] = f64s(longestBag)));
  const normH = new StaticArray<f64>(MAX_ORDER);
  const acc = new StaticArray<f64>(MAX_ORDER);
  const pairOf = new PairMap(1 << 10);
  // at most one distinct (prediction, reference) pair per reference sentence
  const pairVal = f64s(ld(set.refStart, N) * MAX_ORDER);
  let pairs = 0;
  let serial = 0;
  const sigma2x2: f64 = 2 * hostPow(6, 2);
  const out = f64s(N);

  for (let img = 0; img < N; img++) {
    const hypSent = ld(set.pred, img);
    const hyp = ld(set.form, hypSent);
    const lenH = max(0, sentLen(h, hypSent) - 1);
    let hypReady = false;
    for (let k = 0; k < MAX_ORDER; k++) unchecked((acc[k] = 0));
    const r0 = ld(set.refStart, img);
    const r1 = ld(set.refStart, img + 1);
    for (let r = r0; r < r1; r++) {
      const rf = ld(set.form, r);
      const at = pairOf.getOrAdd(hyp, rf, pairs);
      if (at == pairs) {
        if (!hypReady) {
          for (let k = 0; k < MAX_ORDER; k++) unchecked((normH[k] = norm(h, hyp, k, unchecked(logDf[k]), refLen, unchecked(hypVal[k]), 0, 0, 0)));
          hypReady = true;
        }
        // pairWork
        serial++;
        const delta = <f64>(lenH - max(0, sentLen(h, r) - 1));
        const penalty = hostPow(Math.E, -hostPow(delta, 2) / sigma2x2);
        for (let k = 0; k < MAX_ORDER; k++) {
          const rv = unchecked(refVal[k]);
          const sp = unchecked(stamp[k]);
          const normR = norm(h, rf, k, unchecked(logDf[k]), refLen, 0, rv, sp, serial);
          const off = hp(h, H_GOFF + k);
          const ids = hp(h, H_GID + k);
          const hv = unchecked(hypVal[k]);
          const start = ld(off, hyp);
          const end = ld(off, hyp + 1);
          let val: f64 = 0;
          for (let j = start; j < end; j++) {
            const g = ld(ids, j);
            if (ld(sp, g) != serial) continue;
            const rg = ldf(rv, g);
            val += min(ldf(hv, j - start), rg) * rg;
          }
          const nh = unchecked(normH[k]);
          if (nh != 0 && normR != 0) val /= nh * normR;
          val *= penalty;
          stf(pairVal, pairs * MAX_ORDER + k, val);
        }
        pairs++;
      }
      for (let k = 0; k < MAX_ORDER; k++) unchecked((acc[k] = acc[k] + ldf(pairVal, at * MAX_ORDER + k)));
    }
    let mean: f64 = 0;
    for (let k = 0; k < MAX_ORDER; k++) mean += unchecked(acc[k]);
    mean /= <f64>MAX_ORDER;
    mean /= <f64>(r1 - r0);
    stf(out, img, mean * 10);
  }
  return out;
}

/** tf-idf values of form f's k-grams into `into` (by bag position) or, when into = 0, into rv (by gram, stamped); returns the norm. */
export function norm(h: usize, f: i32, k: i32, ldfK: usize, refLen: f64, into: usize, rv: usize, sp: usize, serial: i32): f64 {
  const off = hp(h, H_GOFF + k);
  const ids = hp(h, H_GID + k);
  const cnt = hp(h, H_GCNT + k);
  let n: f64 = 0;
  const start = ld(off, f);
  const end = ld(off, f + 1);
  for (let j = start; j < end; j++) {
    const g = ld(ids, j);
    const v = <f64>ld(cnt, j) * (refLen - ldf(ldfK, g));
    n += v * v;
    if (into != 0) stf(into, j - start, v);
    else {
      stf(rv, g, v);
      st(sp, g, serial);
    }
  }
  return Math.sqrt(n);
}
