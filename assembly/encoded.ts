/**
 * The encoded set of the WebAssembly core (assembly/score-core.ts): its header of i32 words
 * (src/metrics/core/layout.ts), every k-gram interned and each form's bag of k-grams, as encode.ts's
 * encodeForms.
 */
import { PairMap } from './pair-map';
import { i32s, ld, minusOnes, st } from './memory';

/** The most n-gram order (Bleu-4, CIDEr over 1..4-grams). */
export const MAX_ORDER: i32 = 4;

/**
 * Header of an encoded set (i32 words; src/metrics/core/layout.ts):
 *  0 S (forms)  1 N (images)  2 tokOff  3 tok  4 refStart  5 pred  6 form
 *  7..10 gOff[k]  11..14 gId[k]  15..18 gCnt[k]  19..22 gramCount[k]  23..26 bag sizes[k]
 * gOff/gId/gCnt are 0 when the set was encoded without n-grams.
 */
export const H_S = 0;
export const H_N = 1;
export const H_TOKOFF = 2;
export const H_TOK = 3;
export const H_REFSTART = 4;
export const H_PRED = 5;
export const H_FORM = 6;
export const H_GOFF = 7;
export const H_GID = 11;
export const H_GCNT = 15;
export const H_GCOUNT = 19;
export const H_GLEN = 23;
export const H_WORDS = 27;

/**
 * Takes the inputs (already written into blocks from `alloc`) and, with `grams`, interns every
 * k-gram (k = 1..4) and builds each form's bag of distinct k-grams with counts, in first-occurrence
 * order, as encode.ts's encodeForms. `vocab` = number of distinct tokens.
 */
export function encode(S: i32, tokOff: usize, tok: usize, N: i32, refStart: usize, pred: usize, form: usize, vocab: i32, grams: bool): usize {
  const h = i32s(H_WORDS);
  st(h, H_S, S);
  st(h, H_N, N);
  st(h, H_TOKOFF, <i32>tokOff);
  st(h, H_TOK, <i32>tok);
  st(h, H_REFSTART, <i32>refStart);
  st(h, H_PRED, <i32>pred);
  st(h, H_FORM, <i32>form);
  if (!grams) return h;
  const total = ld(tokOff, S);
  let prevAt = tok;
  for (let k = 0; k < MAX_ORDER; k++) {
    let at: usize;
    let count = vocab;
    if (k == 0) at = tok;
    else {
      at = minusOnes(total);
      const map = new PairMap(1 << 12);
      count = 0;
      for (let s = 0; s < S; s++) {
        const end = ld(tokOff, s + 1);
        for (let i = ld(tokOff, s); i + k < end; i++) {
          const key = map.getOrAdd(ld(prevAt, i), ld(tok, i + k), count);
          if (key == count) count++;
          st(at, i, key);
        }
      }
    }
    const off = i32s(S + 1);
    const idsOut = i32s(total);
    const cntOut = i32s(total);
    const stamp = minusOnes(count);
    const slot = i32s(count);
    let n = 0;
    for (let s = 0; s < S; s++) {
      const end = ld(tokOff, s + 1);
      for (let i = ld(tokOff, s); i + k < end; i++) {
        const g = ld(at, i);
        if (ld(stamp, g) == s) {
          const q = ld(slot, g);
          st(cntOut, q, ld(cntOut, q) + 1);
        } else {
          st(stamp, g, s);
          st(slot, g, n);
          st(idsOut, n, g);
          st(cntOut, n, 1);
          n++;
        }
      }
      st(off, s + 1, n);
    }
    st(h, H_GOFF + k, <i32>off);
    st(h, H_GID + k, <i32>idsOut);
    st(h, H_GCNT + k, <i32>cntOut);
    st(h, H_GCOUNT + k, count);
    st(h, H_GLEN + k, n);
    prevAt = at;
  }
  return h;
}

/**
 * The header's first words (H_S … H_FORM) read in place, as fields: `const set = encodedSet(h)`, then `set.N`,
 * `set.tokOff` … The one reading of those words for cider.ts, rouge.ts and meteor.ts. The fields are i32 words in
 * the order of the H_ constants (an unmanaged class lays its fields out in order, 4 bytes each here).
 */
@unmanaged export class EncodedSet {
  S: i32;
  N: i32;
  tokOff: usize;
  tok: usize;
  refStart: usize;
  pred: usize;
  form: usize;
  /** Where form f's tokens start (a pointer to i32 token ids). */
  @inline tokensOf(f: i32): usize {
    return this.tok + (<usize>ld(this.tokOff, f) << 2);
  }
  /** How many tokens form f has. */
  @inline lengthOf(f: i32): i32 {
    return ld(this.tokOff, f + 1) - ld(this.tokOff, f);
  }
}
@inline export function encodedSet(h: usize): EncodedSet {
  return changetype<EncodedSet>(h);
}

@inline export function hp(h: usize, field: i32): usize {
  return <usize>ld(h, field);
}
/** The most tokens of one form (at least 1): the size of per-sentence scratch. */
export function longestForm(h: usize): i32 {
  const set = encodedSet(h);
  let longest = 1;
  for (let f = 0; f < set.S; f++) longest = max(longest, set.lengthOf(f));
  return longest;
}

/** Number of tokens of sentence s. */
@inline export function sentLen(h: usize, s: i32): i32 {
  const set = encodedSet(h);
  return set.lengthOf(ld(set.form, s));
}
