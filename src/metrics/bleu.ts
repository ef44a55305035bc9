/**
 * BLEU as coco-caption's bleu_scorer computes it: clipped n-gram counts against the maximum count
 * over an image's references, the 'closest' reference length (ties → the shorter), the toolkit's
 * smoothing constants (tiny = 1e-15 added to matches, small = 1e-9 to guesses), corpus BLEU from
 * summed counts and per-image BLEU from that image's counts alone.
 */
import { MAX_ORDER, sentenceLength } from './encode.js';
import type { EncodedSet } from './encode.js';

const TINY = 1e-15;
const SMALL = 1e-9;

/** The sufficient statistics of one image; corpus BLEU is a function of their sums. */
export interface BleuStats {
  readonly testLen: number;
  readonly refLen: number;
  readonly guess: readonly number[];
  readonly correct: readonly number[];
}

function closestRefLen(e: EncodedSet, img: number, testLen: number): number {
  let best = Infinity;
  let bestDiff = Infinity;
  for (let r = e.refStart[img]!; r < e.refStart[img + 1]!; r++) {
    const l = sentenceLength(e, r);
    const d = Math.abs(l - testLen);
    if (d < bestDiff || (d === bestDiff && l < best)) {
      bestDiff = d;
      best = l;
    }
  }
  return best;
}

/** Per-image BLEU statistics for every image of the set. */
export function bleuStats(e: EncodedSet): BleuStats[] {
  const maxRef = e.gramCount.map((c) => new Int32Array(c));
  const stamp = e.gramCount.map((c) => new Int32Array(c).fill(-1));
  const out: BleuStats[] = [];
  const form = e.form;
  const refStart = e.refStart;
  for (let img = 0; img < e.ids.length; img++) {
    const hyp = e.pred[img]!;
    const hf = form[hyp]!;
    const r0 = refStart[img]!;
    const r1 = refStart[img + 1]!;
    const testLen = sentenceLength(e, hyp);
    const guess: number[] = [];
    const correct: number[] = [];
    for (let k = 0; k < MAX_ORDER; k++) {
      const mr = maxRef[k]!;
      const st = stamp[k]!;
      const off = e.gOff[k]!;
      const ids = e.gId[k]!;
      const cnt = e.gCnt[k]!;
      for (let r = r0; r < r1; r++) {
        const f = form[r]!;
        const jEnd = off[f + 1]!;
        for (let j = off[f]!; j < jEnd; j++) {
          const g = ids[j]!;
          const c = cnt[j]!;
          if (st[g] !== img) {
            st[g] = img;
            mr[g] = c;
          } else if (c > mr[g]!) mr[g] = c;
        }
      }
      let corr = 0;
      const hEnd = off[hf + 1]!;
      for (let j = off[hf]!; j < hEnd; j++) {
        const g = ids[j]!;
        if (st[g] === img) corr += Math.min(mr[g]!, cnt[j]!);
      }
      guess.push(Math.max(0, testLen - k));
      correct.push(corr);
    }
    out.push({ testLen, refLen: closestRefLen(e, img, testLen), guess, correct });
  }
  return out;
}

/** Bleu_1..4 from (summed) statistics, with the toolkit's smoothing and brevity penalty. */
export function bleuFromStats(s: BleuStats): number[] {
  const out: number[] = [];
  let bleu = 1;
  for (let k = 0; k < MAX_ORDER; k++) {
    bleu *= (s.correct[k]! + TINY) / (s.guess[k]! + SMALL);
    out.push(bleu ** (1 / (k + 1)));
  }
  const ratio = (s.testLen + TINY) / (s.refLen + SMALL);
  if (ratio < 1) {
    const bp = Math.exp(1 - 1 / ratio);
    for (let k = 0; k < MAX_ORDER; k++) out[k] = out[k]! * bp;
  }
  return out;
}

/** Sum of the statistics of the images listed (with repetition, for resampling). */
export function sumBleuStats(stats: readonly BleuStats[], indices?: ArrayLike<number>): BleuStats {
  const guess = [0, 0, 0, 0];
  const correct = [0, 0, 0, 0];
  let testLen = 0;
  let refLen = 0;
  const n = indices ? indices.length : stats.length;
  for (let i = 0; i < n; i++) {
    const s = stats[indices ? indices[i]! : i]!;
    testLen += s.testLen;
    refLen += s.refLen;
    for (let k = 0; k < MAX_ORDER; k++) {
      guess[k] = guess[k]! + s.guess[k]!;
      correct[k] = correct[k]! + s.correct[k]!;
    }
  }
  return { testLen, refLen, guess, correct };
}
