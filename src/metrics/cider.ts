/**
 * CIDEr-D as coco-caption's cider_scorer computes it ("CIDEr" in its output): tf-idf vectors of
 * 1..4-grams with idf = log(#images) − log(max(1, df)), df = number of images whose references
 * contain the n-gram (over the evaluated set), clipped dot products min(h, r)·r, cosine per
 * order, a Gaussian length penalty (σ = 6) on the difference of *bigram* counts (the toolkit's
 * `n == 1` test counts bigrams), mean over orders and references, ×10.
 */
import { MAX_ORDER } from './encode.js';
import type { EncodedSet, Sentence } from './encode.js';

const SIGMA = 6;

/** Distinct n-grams of each image's references together (the documents CIDEr counts). */
export type RefUnions = readonly (readonly Int32Array[])[];

export function refUnions(set: EncodedSet): RefUnions {
  const stamp = set.gramCount.map((c) => new Int32Array(c).fill(-1));
  return set.refs.map((refs, img) =>
    Array.from({ length: MAX_ORDER }, (_, k) => {
      const st = stamp[k]!;
      const out: number[] = [];
      for (const r of refs)
        for (const g of r.grams[k]!.ids)
          if (st[g] !== img) {
            st[g] = img;
            out.push(g);
          }
      return Int32Array.from(out);
    }),
  );
}

/**
 * log(max(1, df)) per n-gram, df counted over the images listed (each listed copy is one
 * document, so a bootstrap resample that draws an image twice counts its references twice).
 */
export function logDocFreq(set: EncodedSet, unions: RefUnions, images?: ArrayLike<number>): Float64Array[] {
  const df = set.gramCount.map((c) => new Int32Array(c));
  const n = images ? images.length : unions.length;
  for (let i = 0; i < n; i++) {
    const u = unions[images ? images[i]! : i]!;
    for (let k = 0; k < MAX_ORDER; k++) {
      const d = df[k]!;
      for (const g of u[k]!) d[g] = d[g]! + 1;
    }
  }
  return df.map((d) => {
    const out = new Float64Array(d.length);
    for (let g = 0; g < d.length; g++) out[g] = Math.log(Math.max(1, d[g]!));
    return out;
  });
}

/** Scratch reused across images: reference vector values, stamped per reference. */
export class CiderScorer {
  private readonly refVal: Float64Array[];
  private readonly stamp: Int32Array[];
  private serial = 0;
  private readonly hypVals: Float64Array[] = [];
  private readonly refLen: number;

  constructor(
    set: EncodedSet,
    private readonly logDf: readonly Float64Array[],
    numImages: number,
  ) {
    this.refVal = set.gramCount.map((c) => new Float64Array(c));
    this.stamp = set.gramCount.map((c) => new Int32Array(c));
    this.refLen = Math.log(numImages);
  }

  /** Fills vals[k] with the tf-idf values of s's k-gram bag; returns the norms. */
  private vector(s: Sentence, vals: Float64Array[] | null, write: boolean): number[] {
    const norms: number[] = [];
    for (let k = 0; k < MAX_ORDER; k++) {
      const bag = s.grams[k]!;
      const ldf = this.logDf[k]!;
      let norm = 0;
      for (let j = 0; j < bag.ids.length; j++) {
        const g = bag.ids[j]!;
        const v = bag.counts[j]! * (this.refLen - ldf[g]!);
        norm += v ** 2;
        if (vals) vals[k]![j] = v;
        if (write) {
          this.refVal[k]![g] = v;
          this.stamp[k]![g] = this.serial;
        }
      }
      norms.push(Math.sqrt(norm));
    }
    return norms;
  }

  score(hyp: Sentence, refs: readonly Sentence[]): number {
    for (let k = 0; k < MAX_ORDER; k++) {
      const need = hyp.grams[k]!.ids.length;
      if ((this.hypVals[k]?.length ?? -1) < need) this.hypVals[k] = new Float64Array(Math.max(need, 64));
    }
    const normH = this.vector(hyp, this.hypVals, false);
    const lenH = Math.max(0, hyp.tokens.length - 1);
    const acc = [0, 0, 0, 0];
    for (const ref of refs) {
      this.serial++;
      const normR = this.vector(ref, null, true);
      const delta = lenH - Math.max(0, ref.tokens.length - 1);
      const penalty = Math.E ** (-(delta ** 2) / (2 * SIGMA ** 2));
      for (let k = 0; k < MAX_ORDER; k++) {
        const bag = hyp.grams[k]!;
        const hv = this.hypVals[k]!;
        const rv = this.refVal[k]!;
        const st = this.stamp[k]!;
        let val = 0;
        for (let j = 0; j < bag.ids.length; j++) {
          const g = bag.ids[j]!;
          const r = st[g] === this.serial ? rv[g]! : 0;
          val += Math.min(hv[j]!, r) * r;
        }
        if (normH[k] !== 0 && normR[k] !== 0) val /= normH[k]! * normR[k]!;
        val *= penalty;
        acc[k] = acc[k]! + val;
      }
    }
    let mean = 0;
    for (let k = 0; k < MAX_ORDER; k++) mean += acc[k]!;
    mean /= MAX_ORDER;
    mean /= refs.length;
    return mean * 10;
  }
}
