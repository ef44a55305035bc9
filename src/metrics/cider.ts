/**
 * CIDEr-D as coco-caption's cider_scorer computes it ("CIDEr" in its output): tf-idf vectors of
 * 1..4-grams with idf = log(#images) − log(max(1, df)), df = number of images whose references
 * contain the n-gram (over the evaluated set), clipped dot products min(h, r)·r, cosine per
 * order, a Gaussian length penalty (σ = 6) on the difference of *bigram* counts (the toolkit's
 * `n == 1` test counts bigrams), mean over orders and references, ×10.
 */
import { MAX_ORDER, sentenceLength } from './encode.js';
import type { EncodedSet } from './encode.js';
import { IntPairMap } from './intpairmap.js';

const SIGMA = 6;

/** Distinct n-grams of each image's references together (the documents CIDEr counts), per order. */
export interface RefUnions {
  /** Image i's k-grams: ids[k][off[k][i] .. off[k][i+1]). */
  readonly off: readonly Int32Array[];
  readonly ids: readonly Int32Array[];
  /** Document frequency of each k-gram over the whole set (every image once), counted on the way. */
  readonly df: readonly Int32Array[];
}

export function refUnions(e: EncodedSet): RefUnions {
  const n = e.ids.length;
  const form = e.form;
  const refStart = e.refStart;
  const off: Int32Array[] = [];
  const ids: Int32Array[] = [];
  const dfs: Int32Array[] = [];
  for (let k = 0; k < MAX_ORDER; k++) {
    const st = new Int32Array(e.gramCount[k]!).fill(-1);
    const df = new Int32Array(e.gramCount[k]!);
    const gOff = e.gOff[k]!;
    const gId = e.gId[k]!;
    const o = new Int32Array(n + 1);
    let cap = 0;
    const refs = refStart[n]!;
    for (let s = 0; s < refs; s++) {
      const f = form[s]!;
      cap += gOff[f + 1]! - gOff[f]!;
    }
    const out = new Int32Array(cap);
    let m = 0;
    for (let img = 0; img < n; img++) {
      const rEnd = refStart[img + 1]!;
      for (let r = refStart[img]!; r < rEnd; r++) {
        const f = form[r]!;
        const jEnd = gOff[f + 1]!;
        for (let j = gOff[f]!; j < jEnd; j++) {
          const g = gId[j]!;
          if (st[g] !== img) {
            st[g] = img;
            out[m++] = g;
            df[g]!++;
          }
        }
      }
      o[img + 1] = m;
    }
    off.push(o);
    ids.push(out.slice(0, m));
    dfs.push(df);
  }
  return { off, ids, df: dfs };
}

/**
 * log(max(1, df)) per n-gram, df counted over the images listed (each listed copy is one
 * document, so a bootstrap resample that draws an image twice counts its references twice).
 */
export function logDocFreq(e: EncodedSet, unions: RefUnions, images?: ArrayLike<number>): Float64Array[] {
  const n = images ? images.length : e.ids.length;
  return e.gramCount.map((c, k) => {
    let df = unions.df[k]!;
    if (images) {
      df = new Int32Array(c);
      const off = unions.off[k]!;
      const ids = unions.ids[k]!;
      for (let i = 0; i < n; i++) {
        const img = images[i]!;
        for (let j = off[img]!; j < off[img + 1]!; j++) df[ids[j]!]!++;
      }
    }
    const out = new Float64Array(c);
    for (let g = 0; g < c; g++) out[g] = df[g]! > 1 ? Math.log(df[g]!) : 0;
    return out;
  });
}

/** Scratch reused across images: reference vector values, stamped per reference. */
export class CiderScorer {
  private readonly refVal: Float64Array[];
  private readonly stamp: Int32Array[];
  private serial = 0;
  private readonly hypVal: Float64Array[];
  private readonly refLen: number;

  constructor(
    private readonly e: EncodedSet,
    private readonly logDf: readonly Float64Array[],
    numImages: number,
  ) {
    this.refVal = e.gramCount.map((c) => new Float64Array(c));
    this.stamp = e.gramCount.map((c) => new Int32Array(c));
    this.hypVal = e.gramCount.map(() => new Float64Array(64));
    this.refLen = Math.log(numImages);
  }

  /** tf-idf values of form f's k-grams into `into` (by bag position) or refVal (by gram); returns the norm. */
  private norm(f: number, k: number, into: Float64Array | null): number {
    const off = this.e.gOff[k]!;
    const ids = this.e.gId[k]!;
    const cnt = this.e.gCnt[k]!;
    const ldf = this.logDf[k]!;
    const rv = this.refVal[k]!;
    const st = this.stamp[k]!;
    let norm = 0;
    const start = off[f]!;
    for (let j = start; j < off[f + 1]!; j++) {
      const g = ids[j]!;
      const v = cnt[j]! * (this.refLen - ldf[g]!);
      norm += v * v;
      if (into) into[j - start] = v;
      else {
        rv[g] = v;
        st[g] = this.serial;
      }
    }
    return Math.sqrt(norm);
  }

  /**
   * Per-order contributions (cosine × length penalty) of each distinct (hypothesis form,
   * reference form) pair, computed once: equal captions give equal vectors under the same
   * document frequencies, so a repeated pair adds exactly the same four numbers again.
   */
  private readonly pairOf = new IntPairMap(1 << 10);
  private pairVal = new Float64Array(4 << 10);
  private pairs = 0;

  score(img: number): number {
    const e = this.e;
    const hyp = e.form[e.pred[img]!]!;
    const lenH = Math.max(0, sentenceLength(e, e.pred[img]!) - 1);
    let hypReady = false;
    const normH = this.normH;
    const acc = this.acc;
    acc.fill(0);
    const r0 = e.refStart[img]!;
    const r1 = e.refStart[img + 1]!;
    for (let r = r0; r < r1; r++) {
      const rf = e.form[r]!;
      const at = this.pairOf.getOrAdd(hyp, rf, this.pairs);
      if (at === this.pairs) {
        if (!hypReady) {
          for (let k = 0; k < MAX_ORDER; k++) {
            const need = e.gOff[k]![hyp + 1]! - e.gOff[k]![hyp]!;
            if (this.hypVal[k]!.length < need) this.hypVal[k] = new Float64Array(need * 2);
            normH[k] = this.norm(hyp, k, this.hypVal[k]!);
          }
          hypReady = true;
        }
        if ((this.pairs + 1) * MAX_ORDER > this.pairVal.length) {
          const grown = new Float64Array(this.pairVal.length * 2);
          grown.set(this.pairVal);
          this.pairVal = grown;
        }
        this.pairWork(hyp, rf, lenH - Math.max(0, sentenceLength(e, r) - 1), this.pairs * MAX_ORDER);
        this.pairs++;
      }
      for (let k = 0; k < MAX_ORDER; k++) acc[k] = acc[k]! + this.pairVal[at * MAX_ORDER + k]!;
    }
    let mean = 0;
    for (let k = 0; k < MAX_ORDER; k++) mean += acc[k]!;
    mean /= MAX_ORDER;
    mean /= r1 - r0;
    return mean * 10;
  }

  private readonly normH = new Float64Array(MAX_ORDER);
  private readonly acc = new Float64Array(MAX_ORDER);

  /** The four per-order values of hypothesis form `hyp` (its vector in hypVal) against reference form `rf`, into pairVal[at ..]. */
  private pairWork(hyp: number, rf: number, delta: number, at: number): void {
    const e = this.e;
    this.serial++;
    const penalty = Math.E ** (-(delta ** 2) / (2 * SIGMA ** 2));
    for (let k = 0; k < MAX_ORDER; k++) {
      const normR = this.norm(rf, k, null);
      const off = e.gOff[k]!;
      const ids = e.gId[k]!;
      const hv = this.hypVal[k]!;
      const rv = this.refVal[k]!;
      const st = this.stamp[k]!;
      const start = off[hyp]!;
      let val = 0;
      for (let j = start; j < off[hyp + 1]!; j++) {
        const g = ids[j]!;
        if (st[g] !== this.serial) continue; // min(h, 0) · 0 adds +0, as in the toolkit
        const rg = rv[g]!;
        val += Math.min(hv[j - start]!, rg) * rg;
      }
      if (this.normH[k] !== 0 && normR !== 0) val /= this.normH[k]! * normR;
      val *= penalty;
      this.pairVal[at + k] = val;
    }
  }
}
