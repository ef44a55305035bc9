/**
 * ROUGE_L as coco-caption's rouge.py computes it: longest common subsequence against each
 * reference, the maximum precision and the maximum recall taken separately over references,
 * F-measure with β = 1.2; corpus value = mean over images. Like the toolkit (which splits on
 * " "), an empty caption counts as one empty token.
 */
import type { Sentence } from './encode.js';

const BETA = 1.2;
const EMPTY = new Int32Array([-1]);

function lcs(a: Int32Array, b: Int32Array, row: Int32Array): number {
  // row[j] = LCS of a[0..i) and b[0..j); one row, updated in place.
  row.fill(0, 0, b.length + 1);
  for (let i = 0; i < a.length; i++) {
    let diag = 0;
    const ai = a[i]!;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = ai === b[j - 1]! ? diag + 1 : Math.max(up, row[j - 1]!);
      diag = up;
    }
  }
  return row[b.length]!;
}

export function rougeL(hyp: Sentence, refs: readonly Sentence[], scratch: Int32Array): number {
  const c = hyp.tokens.length > 0 ? hyp.tokens : EMPTY;
  let precMax = 0;
  let recMax = 0;
  for (const ref of refs) {
    const r = ref.tokens.length > 0 ? ref.tokens : EMPTY;
    const l = lcs(r, c, scratch);
    precMax = Math.max(precMax, l / c.length);
    recMax = Math.max(recMax, l / r.length);
  }
  if (precMax === 0 || recMax === 0) return 0;
  return ((1 + BETA ** 2) * precMax * recMax) / (recMax + BETA ** 2 * precMax);
}

export function rougeScratch(maxLen: number): Int32Array {
  return new Int32Array(maxLen + 2);
}
