/**
 * BLEU as coco-caption's bleu_scorer computes it: clipped n-gram counts against the maximum count
 * over an image's references, the 'closest' reference length (ties → the shorter), the toolkit's
 * smoothing constants (tiny = 1e-15 added to matches, small = 1e-9 to guesses), corpus BLEU from
 * summed counts and per-image BLEU from that image's counts alone.
 */
import { MAX_ORDER } from './encode.js';
import type { EncodedSet, Sentence } from './encode.js';

const TINY = 1e-15;
const SMALL = 1e-9;

/** The sufficient statistics of one image; corpus BLEU is a function of their sums. */
export interface BleuStats {
  readonly testLen: number;
  readonly refLen: number;
  readonly guess: readonly number[];
  readonly correct: readonly number[];
}

function closestRefLen(refs: readonly Sentence[], testLen: number): number {
  let best = Infinity;
  let bestDiff = Infinity;
  for (const r of refs) {
    const l = r.tokens.length;
    const d = Math.abs(l - testLen);
    if (d < bestDiff || (d === bestDiff && l < best)) {
      bestDiff = d;
      best = l;
    }
  }
  return best;
}

/** Per-image BLEU statistics for every image of the set. */
export function bleuStats(set: EncodedSet): BleuStats[] {
  const maxRef = set.gramCount.map((c) => new Int32Array(c));
  const stamp = set.gramCount.map((c) => new Int32Array(c).fill(-1));
  return set.preds.map((hyp, img) => {
    const refs = set.refs[img]!;
    for (let k = 0; k < MAX_ORDER; k++) {
      const mr = maxRef[k]!;
      const st = stamp[k]!;
      for (const r of refs) {
        const bag = r.grams[k]!;
        for (let j = 0; j < bag.ids.length; j++) {
          const g = bag.ids[j]!;
          const c = bag.counts[j]!;
          if (st[g] !== img) {
            st[g] = img;
            mr[g] = c;
          } else if (c > mr[g]!) mr[g] = c;
        }
      }
    }
    const testLen = hyp.tokens.length;
    const guess: number[] = [];
    const correct: number[] = [];
    for (let k = 0; k < MAX_ORDER; k++) {
      guess.push(Math.max(0, testLen - k));
      const bag = hyp.grams[k]!;
      let corr = 0;
      for (let j = 0; j < bag.ids.length; j++) {
        const g = bag.ids[j]!;
        if (stamp[k]![g] === img) corr += Math.min(maxRef[k]![g]!, bag.counts[j]!);
      }
      correct.push(corr);
    }
    return { testLen, refLen: closestRefLen(refs, testLen), guess, correct };
  });
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
