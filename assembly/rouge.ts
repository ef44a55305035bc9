/**
 * ROUGE_L in the WebAssembly core (assembly/score-core.ts), as rouge.ts: the LCS of each distinct
 * (prediction, reference) pair of forms.
 */
import { encodedSet, longestForm } from './encoded';
import { PairMap } from './pair-map';
import { f64s, i32s, ld, st, stf } from './memory';
import { hostPow } from './host';

export const EMPTY_TOKEN: i32 = -1;

/** LCS of a[0..al) and b[0..bl), one DP row (length ≥ bl + 1). */
export function lcs(a: usize, al: i32, b: usize, bl: i32, row: usize): i32 {
  memory.fill(row, 0, <usize>(bl + 1) << 2);
  for (let i = 0; i < al; i++) {
    let diag = 0;
    const ai = ld(a, i);
    for (let j = 1; j <= bl; j++) {
      const up = ld(row, j);
      const left = ld(row, j - 1);
      st(row, j, ai == ld(b, j - 1) ? diag + 1 : up > left ? up : left);
      diag = up;
    }
  }
  return ld(row, bl);
}

/** ROUGE_L of every image (f64 × N), as rouge.ts. */
export function rouge(h: usize): usize {
  const set = encodedSet(h);
  const N = set.N;
  const row = i32s(longestForm(h) + 2);
  const empty = i32s(1);
  st(empty, 0, EMPTY_TOKEN);
  const beta2 = hostPow(1.2, 2);
  const out = f64s(N);
  // the LCS of each distinct (prediction, reference) pair of forms, computed once
  const lcsOf = new PairMap(1 << 10);
  for (let img = 0; img < N; img++) {
    const hf = ld(set.form, ld(set.pred, img));
    let c = set.tokensOf(hf);
    let cl = set.lengthOf(hf);
    if (cl == 0) {
      c = empty;
      cl = 1;
    }
    let precMax: f64 = 0;
    let recMax: f64 = 0;
    const rEnd = ld(set.refStart, img + 1);
    for (let r = ld(set.refStart, img); r < rEnd; r++) {
      const f = ld(set.form, r);
      let a = set.tokensOf(f);
      let rl = set.lengthOf(f);
      if (rl == 0) {
        a = empty;
        rl = 1;
      }
      let common = lcsOf.getOrAdd(hf, f, -1);
      if (common < 0) {
        common = lcs(a, rl, c, cl, row);
        lcsOf.set(hf, f, common);
      }
      const l = <f64>common;
      precMax = max(precMax, l / <f64>cl);
      recMax = max(recMax, l / <f64>rl);
    }
    if (precMax == 0 || recMax == 0) stf(out, img, 0);
    else stf(out, img, ((1 + beta2) * precMax * recMax) / (recMax + beta2 * precMax));
  }
  return out;
}
