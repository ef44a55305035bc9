/**
 * Interning of tokenised captions into flat typed arrays: tokens become integers, every n-gram
 * (n = 1..4) an integer id per order, and each sentence's distinct n-grams a slice of one pooled
 * array per order, in first-occurrence order (the iteration order of the toolkit's Python dicts,
 * so sums are accumulated in the same order and give the same floating-point results).
 * Sentences given as one shared token array (equal captions, see tokenizeAll) are one *form*,
 * stored once. Sentence s has form f = form[s]: tokens tok[tokOff[f] .. tokOff[f+1]); k-gram bag
 * gId[k]/gCnt[k][gOff[k][f] .. gOff[k][f+1]).
 */
import { IntPairMap } from './intpairmap.js';

export const MAX_ORDER = 4;

export interface EncodedSet {
  readonly ids: readonly string[];
  /** Per form (index with form[s]). */
  readonly tokOff: Int32Array;
  readonly tok: Int32Array;
  readonly gOff: readonly Int32Array[];
  readonly gId: readonly Int32Array[];
  readonly gCnt: readonly Int32Array[];
  /** The references of image i are sentences refStart[i] .. refStart[i+1]. */
  readonly refStart: Int32Array;
  /** Sentence index of image i's prediction. */
  readonly pred: Int32Array;
  /** Number of distinct n-gram ids per order (size for per-gram arrays). */
  readonly gramCount: readonly number[];
  /**
   * Sentence s's form: sentences given as one shared token array have the same form (their
   * tokens and bags are stored once), so work that depends only on a sentence's tokens can be
   * done once per form.
   */
  readonly form: Int32Array;
  /** Token id → the token. */
  readonly words: readonly string[];
}

/** Number of tokens of sentence s. */
export const sentenceLength = (e: EncodedSet, s: number): number => e.tokOff[e.form[s]! + 1]! - e.tokOff[e.form[s]!]!;

/**
 * Encodes tokenised captions: `refs[i]` and `preds[i]` belong to image `ids[i]`; each caption is
 * its list of tokens (after the toolkit's punctuation removal). Captions given as the same array
 * (tokenizeAll shares one array between equal captions) are encoded once and copied.
 */
export function encodeSet(
  ids: readonly string[],
  refs: readonly (readonly (readonly string[])[])[],
  preds: readonly (readonly string[])[],
): EncodedSet {
  const { forms, ...sentences } = sentenceForms(refs, preds);
  return { ids, ...sentences, ...encodeForms(forms) };
}

/** Which sentence is which image's, and each sentence's form (captions given as one array share one). */
export interface SentenceForms {
  readonly refStart: Int32Array;
  readonly pred: Int32Array;
  readonly form: Int32Array;
  /** The distinct token arrays, by form id (first occurrence: every reference, then every prediction). */
  readonly forms: readonly (readonly string[])[];
}

export function sentenceForms(
  refs: readonly (readonly (readonly string[])[])[],
  preds: readonly (readonly string[])[],
): SentenceForms {
  let sentences = preds.length;
  for (const rs of refs) sentences += rs.length;
  const form = new Int32Array(sentences);
  const formOf = new Map<readonly string[], number>();
  const forms: (readonly string[])[] = [];
  let s = 0;
  const add = (sent: readonly string[]): void => {
    let f = formOf.get(sent);
    if (f === undefined) {
      f = forms.length;
      formOf.set(sent, f);
      forms.push(sent);
    }
    form[s++] = f;
  };
  const refStart = new Int32Array(refs.length + 1);
  for (let i = 0; i < refs.length; i++) {
    const rs = refs[i]!;
    for (let r = 0; r < rs.length; r++) add(rs[r]!);
    refStart[i + 1] = s;
  }
  const pred = new Int32Array(preds.length);
  for (let i = 0; i < preds.length; i++) {
    pred[i] = s;
    add(preds[i]!);
  }
  return { refStart, pred, form, forms };
}

/** Token ids of distinct sentences (ids by first occurrence): tok[tokOff[f] .. tokOff[f+1]) is form f. */
export interface InternedTokens {
  readonly tokOff: Int32Array;
  readonly tok: Int32Array;
  readonly words: readonly string[];
}

export function internTokens(sentences: readonly (readonly string[])[]): InternedTokens {
  const S = sentences.length;
  const tokOff = new Int32Array(S + 1);
  for (let s = 0; s < S; s++) tokOff[s + 1] = tokOff[s]! + sentences[s]!.length;
  const tok = new Int32Array(tokOff[S]!);
  const vocab = new Map<string, number>();
  const words: string[] = [];
  let t = 0;
  for (const sent of sentences)
    for (const w of sent) {
      let id = vocab.get(w);
      if (id === undefined) {
        id = words.length;
        vocab.set(w, id);
        words.push(w);
      }
      tok[t++] = id;
    }
  return { tokOff, tok, words };
}

/** The tokens and n-gram bags of distinct sentences (ids by first occurrence, as for the whole list). */
function encodeForms(sentences: readonly (readonly string[])[]) {
  const S = sentences.length;
  const { tokOff, tok, words } = internTokens(sentences);
  const total = tokOff[S]!;

  const gOff: Int32Array[] = [];
  const gId: Int32Array[] = [];
  const gCnt: Int32Array[] = [];
  const gramCount: number[] = [];
  // gram ids of order k at each token position (position = start of the gram)
  let prevAt = tok;
  for (let k = 0; k < MAX_ORDER; k++) {
    const at = new Int32Array(total).fill(-1);
    let count = words.length;
    if (k === 0) at.set(tok);
    else {
      const map = new IntPairMap(1 << 12);
      count = 0;
      for (let s = 0; s < S; s++)
        for (let i = tokOff[s]!; i + k < tokOff[s + 1]!; i++) {
          const key = map.getOrAdd(prevAt[i]!, tok[i + k]!, count);
          if (key === count) count++;
          at[i] = key;
        }
    }
    const off = new Int32Array(S + 1);
    const idsOut = new Int32Array(total);
    const cntOut = new Int32Array(total);
    const stamp = new Int32Array(count).fill(-1);
    const slot = new Int32Array(count);
    let n = 0;
    for (let s = 0; s < S; s++) {
      for (let i = tokOff[s]!; i + k < tokOff[s + 1]!; i++) {
        const g = at[i]!;
        if (stamp[g] === s) cntOut[slot[g]!] = cntOut[slot[g]!]! + 1;
        else {
          stamp[g] = s;
          slot[g] = n;
          idsOut[n] = g;
          cntOut[n++] = 1;
        }
      }
      off[s + 1] = n;
    }
    gOff.push(off);
    gId.push(idsOut.slice(0, n));
    gCnt.push(cntOut.slice(0, n));
    gramCount.push(count);
    prevAt = at;
  }
  return { tokOff, tok, gOff, gId, gCnt, gramCount, words };
}
