/**
 * ROUGE_L as coco-caption's rouge.py computes it: longest common subsequence against each
 * reference, the maximum precision and the maximum recall taken separately over references,
 * F-measure with β = 1.2; corpus value = mean over images. Like the toolkit (which splits on
 * " "), an empty caption counts as one empty token.
 */
import type { EncodedSet } from './encode.js';

const BETA = 1.2;
const EMPTY = new Int32Array([-1]);

/** LCS of a[as..as+al) and b[bs..bs+bl), with one DP row (length ≥ bl + 1). */
function lcs(a: Int32Array, as: number, al: number, b: Int32Array, bs: number, bl: number, row: Int32Array): number {
  row.fill(0, 0, bl + 1);
  for (let i = 0; i < al; i++) {
    let diag = 0;
    const ai = a[as + i]!;
    for (let j = 1; j <= bl; j++) {
      const up = row[j]!;
      row[j] = ai === b[bs + j - 1]! ? diag + 1 : up > row[j - 1]! ? up : row[j - 1]!;
      diag = up;
    }
  }
  return row[bl]!;
}

/** A scratch row for rougeL, sized for the longest prediction of the set. */
export function rougeScratch(e: EncodedSet): Int32Array {
  let max = 1;
  for (const s of e.pred) max = Math.max(max, e.tokOff[e.form[s]! + 1]! - e.tokOff[e.form[s]!]!);
  return new Int32Array(max + 2);
}

export function rougeL(e: EncodedSet, img: number, scratch: Int32Array): number {
  const h = e.form[e.pred[img]!]!;
  let cArr = e.tok;
  let cs = e.tokOff[h]!;
  let cl = e.tokOff[h + 1]! - cs;
  if (cl === 0) [cArr, cs, cl] = [EMPTY, 0, 1];
  let precMax = 0;
  let recMax = 0;
  for (let r = e.refStart[img]!; r < e.refStart[img + 1]!; r++) {
    let rArr = e.tok;
    const f = e.form[r]!;
    let rs = e.tokOff[f]!;
    let rl = e.tokOff[f + 1]! - rs;
    if (rl === 0) [rArr, rs, rl] = [EMPTY, 0, 1];
    const l = lcs(rArr, rs, rl, cArr, cs, cl, scratch);
    precMax = Math.max(precMax, l / cl);
    recMax = Math.max(recMax, l / rl);
  }
  if (precMax === 0 || recMax === 0) return 0;
  return ((1 + BETA ** 2) * precMax * recMax) / (recMax + BETA ** 2 * precMax);
}
