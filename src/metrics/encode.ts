/**
 * Interning of tokenised captions: tokens become integers and every n-gram (n = 1..4) an integer
 * id per order, so the scorers count with typed arrays instead of string-keyed maps. Bags keep
 * n-grams in first-occurrence order, the iteration order of the toolkit's Python dicts, so sums
 * are accumulated in the same order as the reference and give the same floating-point results.
 */
export const MAX_ORDER = 4;

/** The distinct n-grams of one order in one sentence, first-occurrence order, with counts. */
export interface GramBag {
  readonly ids: Int32Array;
  readonly counts: Int32Array;
}

export interface Sentence {
  readonly tokens: Int32Array;
  /** grams[k] holds the (k+1)-grams. */
  readonly grams: readonly GramBag[];
}

export interface EncodedSet {
  readonly ids: readonly string[];
  readonly refs: readonly (readonly Sentence[])[];
  readonly preds: readonly Sentence[];
  /** Number of distinct n-gram ids per order (size for per-gram arrays). */
  readonly gramCount: readonly number[];
}

class Interner {
  private readonly maps: Map<number, number>[] = [];
  readonly counts: number[] = [];
  constructor(private readonly vocab: number) {
    for (let k = 0; k < MAX_ORDER; k++) {
      this.maps.push(new Map());
      this.counts.push(k === 0 ? vocab : 0);
    }
  }
  /** Id of the (k+1)-gram extending gram `prev` of order k-1 by token `tok`. */
  extend(k: number, prev: number, tok: number): number {
    const key = prev * this.vocab + tok;
    const map = this.maps[k]!;
    let id = map.get(key);
    if (id === undefined) {
      id = this.counts[k]!;
      this.counts[k] = id + 1;
      map.set(key, id);
    }
    return id;
  }
}

/** Reusable scratch for counting within one sentence (stamped, so never cleared). */
class BagBuilder {
  private stamp = new Int32Array(1024);
  private slot = new Int32Array(1024);
  private serial = 0;
  build(ids: Int32Array): GramBag {
    this.serial++;
    const outIds: number[] = [];
    const outCounts: number[] = [];
    for (const g of ids) {
      if (g >= this.stamp.length) this.grow(g);
      if (this.stamp[g] === this.serial) outCounts[this.slot[g]!]!++;
      else {
        this.stamp[g] = this.serial;
        this.slot[g] = outIds.length;
        outIds.push(g);
        outCounts.push(1);
      }
    }
    return { ids: Int32Array.from(outIds), counts: Int32Array.from(outCounts) };
  }
  private grow(g: number): void {
    const size = Math.max(g + 1, this.stamp.length * 2);
    const s = new Int32Array(size);
    s.set(this.stamp);
    const t = new Int32Array(size);
    t.set(this.slot);
    this.stamp = s;
    this.slot = t;
  }
}

/**
 * Encodes tokenised captions. `refs[i]` and `preds[i]` belong to image `ids[i]`; each caption is
 * its list of tokens (after the toolkit's punctuation removal).
 */
export function encodeSet(
  ids: readonly string[],
  refs: readonly (readonly (readonly string[])[])[],
  preds: readonly (readonly string[])[],
): EncodedSet {
  const vocab = new Map<string, number>();
  const toIds = (toks: readonly string[]): Int32Array => {
    const out = new Int32Array(toks.length);
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      let id = vocab.get(t);
      if (id === undefined) {
        id = vocab.size;
        vocab.set(t, id);
      }
      out[i] = id;
    }
    return out;
  };
  const refTok = refs.map((rs) => rs.map(toIds));
  const predTok = preds.map(toIds);
  const interner = new Interner(Math.max(1, vocab.size));
  const builders = Array.from({ length: MAX_ORDER }, () => new BagBuilder());
  const sentence = (tokens: Int32Array): Sentence => {
    const grams: GramBag[] = [];
    let prev = tokens;
    for (let k = 0; k < MAX_ORDER; k++) {
      const len = Math.max(0, tokens.length - k);
      const cur = new Int32Array(len);
      for (let i = 0; i < len; i++) cur[i] = k === 0 ? tokens[i]! : interner.extend(k, prev[i]!, tokens[i + k]!);
      grams.push(builders[k]!.build(cur));
      prev = cur;
    }
    return { tokens, grams };
  };
  return {
    ids,
    refs: refTok.map((rs) => rs.map(sentence)),
    preds: predTok.map(sentence),
    gramCount: interner.counts,
  };
}
