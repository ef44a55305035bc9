/**
 * `audit score`'s numeric core, compiled to WebAssembly (AssemblyScript; `npm run build` writes
 * dist/score-core.wasm, src/metrics/core/ loads it). It does, on integer token ids, exactly what
 * the TypeScript reference implementation does (src/metrics/encode.ts, cider.ts, bleu.ts,
 * rouge.ts, meteor-encoded.ts, meteor.ts's meteorScore/tieOrder), in the same order of
 * floating-point operations, so every value is bit-identical; test/metrics/core-engine.test.ts
 * compares the two on generated corpora. Math.log and Math.pow are the host's own (imported from
 * JavaScript), so they round as V8 does; sqrt, min, max and abs are IEEE-exact instructions.
 *
 * Memory: a bump allocator (the `stub` runtime), one instance per scored set; nothing is freed.
 * Arrays are raw i32/f64 blocks; a result is a pointer to a header of i32 words that
 * src/metrics/core/layout.ts names.
 */

import { hasWordNet, synsetsOfWord } from './wordnet';
export { synsetsOfWord, wordnet } from './wordnet';
export { stemIds, stemOfWord } from './porter';

@external('env', 'log') declare function hostLog(x: f64): f64;
@external('env', 'pow') declare function hostPow(x: f64, y: f64): f64;
/** Number of synset ids of token v (the host looks them up and keeps them). */
@external('env', 'synCount') declare function synCount(v: i32): i32;
/** Writes token v's synset ids (sorted) at `at`. */
@external('env', 'synFill') declare function synFill(v: i32, at: usize): void;

const MAX_ORDER: i32 = 4;

// ---------------------------------------------------------------- memory helpers

@inline function ld(p: usize, i: i32): i32 {
  return load<i32>(p + (<usize>i << 2));
}
@inline function st(p: usize, i: i32, v: i32): void {
  store<i32>(p + (<usize>i << 2), v);
}
@inline function ldf(p: usize, i: i32): f64 {
  return load<f64>(p + (<usize>i << 3));
}
@inline function stf(p: usize, i: i32, v: f64): void {
  store<f64>(p + (<usize>i << 3), v);
}

/**
 * A zeroed block of `bytes` bytes, 8-aligned. The stub runtime only ever bumps its offset (nothing
 * here frees), so every block is memory never written before: zero, as WebAssembly gives fresh
 * pages. Not writing it also leaves the pages of a generous upper bound untouched (unmapped by the
 * system until used): the pair tables below are sized for the worst case that way.
 */
export function alloc(bytes: i32): usize {
  const p = heap.alloc(bytes > 0 ? <usize>bytes : 8);
  // memory used before a release is zeroed here, so that every block reads as fresh memory does
  if (p < highWater && bytes > 0) memory.fill(p, 0, min(<usize>bytes, highWater - p));
  return p;
}

/**
 * Releasing blocks: memory the process has written is cheaper to use again than fresh pages,
 * which the system maps on first touch (34 MB of them cost about 24 ms of CPU on the development
 * machine). mark() returns a mark; release(mark) frees every block allocated after it, so that
 * the next blocks reuse that memory (alloc zeroes what it hands out below the high-water mark).
 * The stub runtime frees only its last block: release makes the mark's block reach the end of
 * the heap, then frees it.
 */
let highWater: usize = 0;
export function mark(): usize {
  return heap.alloc(8);
}
export function release(m: usize): void {
  const last = heap.alloc(8);
  // the stub runtime's end of the heap after a block of 8 bytes at `last`: its 4-byte header and
  // payload rounded to 16 bytes
  const end = ((last + 8 + 4 + 15) & ~15) - 4;
  if (end > highWater) highWater = end;
  store<u32>(m - 4, <u32>(end - m));
  heap.free(m);
}
function i32s(n: i32): usize {
  return alloc(n << 2);
}
function f64s(n: i32): usize {
  return alloc(n << 3);
}
/** n i32 words set to -1. */
function minusOnes(n: i32): usize {
  const p = i32s(n);
  memory.fill(p, 0xff, <usize>n << 2);
  return p;
}

// ---------------------------------------------------------------- (int, int) → int hash map

@inline function pairHash(a: i32, b: i32): i32 {
  return <i32>((<u32>a * 0x9e3779b1) ^ (<u32>(b + 0x7f4a7c15) * 0x85ebca6b));
}

/** Open addressing, as src/metrics/intpairmap.ts (ids are handed out by the caller: first come). */
class PairMap {
  keys: usize;
  vals: usize;
  cap: i32;
  size: i32 = 0;

  constructor(capacity: i32) {
    this.cap = capacity;
    this.keys = minusOnes(capacity * 2);
    this.vals = i32s(capacity);
  }

  getOrAdd(a: i32, b: i32, fresh: i32): i32 {
    if ((this.size + 1) * 2 > this.cap) this.grow();
    const mask = this.cap - 1;
    let i = pairHash(a, b) & mask;
    while (true) {
      const ka = ld(this.keys, 2 * i);
      if (ka == -1) {
        st(this.keys, 2 * i, a);
        st(this.keys, 2 * i + 1, b);
        st(this.vals, i, fresh);
        this.size++;
        return fresh;
      }
      if (ka == a && ld(this.keys, 2 * i + 1) == b) return ld(this.vals, i);
      i = (i + 1) & mask;
    }
    return -1; // unreachable: the table always has a free slot
  }

  /** Replaces the value of an existing key (a, b). */
  set(a: i32, b: i32, v: i32): void {
    const mask = this.cap - 1;
    let i = pairHash(a, b) & mask;
    while (ld(this.keys, 2 * i) != a || ld(this.keys, 2 * i + 1) != b) i = (i + 1) & mask;
    st(this.vals, i, v);
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    const oldCap = this.cap;
    this.cap = oldCap * 2;
    this.keys = minusOnes(this.cap * 2);
    this.vals = i32s(this.cap);
    this.size = 0;
    for (let i = 0; i < oldCap; i++) {
      const a = ld(oldKeys, 2 * i);
      if (a != -1) this.getOrAdd(a, ld(oldKeys, 2 * i + 1), ld(oldVals, i));
    }
  }
}

// ---------------------------------------------------------------- the encoded set

/**
 * Header of an encoded set (i32 words; src/metrics/core/layout.ts):
 *  0 S (forms)  1 N (images)  2 tokOff  3 tok  4 refStart  5 pred  6 form
 *  7..10 gOff[k]  11..14 gId[k]  15..18 gCnt[k]  19..22 gramCount[k]  23..26 bag sizes[k]
 * gOff/gId/gCnt are 0 when the set was encoded without n-grams.
 */
const H_S = 0;
const H_N = 1;
const H_TOKOFF = 2;
const H_TOK = 3;
const H_REFSTART = 4;
const H_PRED = 5;
const H_FORM = 6;
const H_GOFF = 7;
const H_GID = 11;
const H_GCNT = 15;
const H_GCOUNT = 19;
const H_GLEN = 23;
const H_WORDS = 27;

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

@inline function hp(h: usize, field: i32): usize {
  return <usize>ld(h, field);
}
/** The most tokens of one form (at least 1): the size of per-sentence scratch. */
function longestForm(h: usize): i32 {
  const S = ld(h, H_S);
  const tokOff = hp(h, H_TOKOFF);
  let longest = 1;
  for (let f = 0; f < S; f++) longest = max(longest, ld(tokOff, f + 1) - ld(tokOff, f));
  return longest;
}

/** Number of tokens of sentence s. */
@inline function sentLen(h: usize, s: i32): i32 {
  const f = ld(hp(h, H_FORM), s);
  const tokOff = hp(h, H_TOKOFF);
  return ld(tokOff, f + 1) - ld(tokOff, f);
}

// ---------------------------------------------------------------- CIDEr's documents and Bleu

/**
 * Header (i32 words): 0..3 off[k] (N+1)  4..7 ids[k]  8..11 df[k]  12..15 ids' length[k]  16 bleu:
 * the distinct k-grams of each image's references together and their document frequencies (as
 * cider.ts's refUnions), and, from the same pass over the references, each image's Bleu
 * statistics (i32 × 10: testLen, refLen, guess[4], correct[4], as bleu.ts's bleuStats): a
 * prediction's k-gram count is clipped at the gram's largest count in one reference.
 */
export function unions(h: usize): usize {
  const out = i32s(17);
  const N = ld(h, H_N);
  const form = hp(h, H_FORM);
  const refStart = hp(h, H_REFSTART);
  const pred = hp(h, H_PRED);
  const refs = ld(refStart, N);
  const bleu = i32s(N * 10);
  for (let k = 0; k < MAX_ORDER; k++) {
    const count = ld(h, H_GCOUNT + k);
    const gOff = hp(h, H_GOFF + k);
    const gId = hp(h, H_GID + k);
    const gCnt = hp(h, H_GCNT + k);
    const stamp = minusOnes(count);
    const maxRef = i32s(count);
    const df = i32s(count);
    const o = i32s(N + 1);
    let cap = 0;
    for (let s = 0; s < refs; s++) {
      const f = ld(form, s);
      cap += ld(gOff, f + 1) - ld(gOff, f);
    }
    const ids = i32s(cap);
    let m = 0;
    for (let img = 0; img < N; img++) {
      const rEnd = ld(refStart, img + 1);
      for (let r = ld(refStart, img); r < rEnd; r++) {
        const f = ld(form, r);
        const jEnd = ld(gOff, f + 1);
        for (let j = ld(gOff, f); j < jEnd; j++) {
          const g = ld(gId, j);
          const c = ld(gCnt, j);
          if (ld(stamp, g) != img) {
            st(stamp, g, img);
            st(maxRef, g, c);
            st(ids, m++, g);
            st(df, g, ld(df, g) + 1);
          } else if (c > ld(maxRef, g)) st(maxRef, g, c);
        }
      }
      st(o, img + 1, m);
      const hyp = ld(pred, img);
      const hf = ld(form, hyp);
      let corr = 0;
      const hEnd = ld(gOff, hf + 1);
      for (let j = ld(gOff, hf); j < hEnd; j++) {
        const g = ld(gId, j);
        if (ld(stamp, g) == img) corr += min(ld(maxRef, g), ld(gCnt, j));
      }
      const b = img * 10;
      st(bleu, b + 2 + k, max(0, sentLen(h, hyp) - k));
      st(bleu, b + 6 + k, corr);
    }
    st(out, k, <i32>o);
    st(out, 4 + k, <i32>ids);
    st(out, 8 + k, <i32>df);
    st(out, 12 + k, m);
  }
  // lengths: the prediction's, and the closest reference length (ties → the shorter; every image has a reference)
  for (let img = 0; img < N; img++) {
    const testLen = sentLen(h, ld(pred, img));
    let best = i32.MAX_VALUE;
    let bestDiff = i32.MAX_VALUE;
    const rEnd = ld(refStart, img + 1);
    for (let r = ld(refStart, img); r < rEnd; r++) {
      const l = sentLen(h, r);
      const d = abs(l - testLen);
      if (d < bestDiff || (d == bestDiff && l < best)) {
        bestDiff = d;
        best = l;
      }
    }
    st(bleu, img * 10, testLen);
    st(bleu, img * 10 + 1, best);
  }
  st(out, 16, <i32>bleu);
  return out;
}

// ---------------------------------------------------------------- ROUGE_L

const EMPTY_TOKEN: i32 = -1;

/** LCS of a[0..al) and b[0..bl), one DP row (length ≥ bl + 1). */
function lcs(a: usize, al: i32, b: usize, bl: i32, row: usize): i32 {
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
  const N = ld(h, H_N);
  const tokOff = hp(h, H_TOKOFF);
  const tok = hp(h, H_TOK);
  const form = hp(h, H_FORM);
  const refStart = hp(h, H_REFSTART);
  const pred = hp(h, H_PRED);
  const row = i32s(longestForm(h) + 2);
  const empty = i32s(1);
  st(empty, 0, EMPTY_TOKEN);
  const beta2 = hostPow(1.2, 2);
  const out = f64s(N);
  // the LCS of each distinct (prediction, reference) pair of forms, computed once
  const lcsOf = new PairMap(1 << 10);
  for (let img = 0; img < N; img++) {
    const hf = ld(form, ld(pred, img));
    let c = tok + (<usize>ld(tokOff, hf) << 2);
    let cl = ld(tokOff, hf + 1) - ld(tokOff, hf);
    if (cl == 0) {
      c = empty;
      cl = 1;
    }
    let precMax: f64 = 0;
    let recMax: f64 = 0;
    const rEnd = ld(refStart, img + 1);
    for (let r = ld(refStart, img); r < rEnd; r++) {
      const f = ld(form, r);
      let a = tok + (<usize>ld(tokOff, f) << 2);
      let rl = ld(tokOff, f + 1) - ld(tokOff, f);
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

// ---------------------------------------------------------------- METEOR~

const ALPHA: f64 = 0.85;
const BETA: f64 = 0.2;
const GAMMA: f64 = 0.6;
const DELTA: f64 = 0.75;
const W0: f64 = 1.0;
const W1: f64 = 0.6;
const W2: f64 = 0.8;
/** Words of one statistics record (meteor.ts's MeteorStats, flattened). */
const MS = 18;
const M_TESTLEN = 0;
const M_REFLEN = 1;
const M_TESTFUNC = 2;
const M_REFFUNC = 3;
const M_TC = 4;
const M_TF = 7;
const M_RC = 10;
const M_RF = 13;
const M_CHUNKS = 16;
const M_MATCHES = 17;

function weighted(s: usize, content: i32, fn: i32): f64 {
  let w: f64 = 0;
  w += W0 * (DELTA * <f64>ld(s, content) + (1 - DELTA) * <f64>ld(s, fn));
  w += W1 * (DELTA * <f64>ld(s, content + 1) + (1 - DELTA) * <f64>ld(s, fn + 1));
  w += W2 * (DELTA * <f64>ld(s, content + 2) + (1 - DELTA) * <f64>ld(s, fn + 2));
  return w;
}

/** meteor.ts's meteorScore of one record. */
export function meteorScoreAt(s: usize): f64 {
  const testLen = ld(s, M_TESTLEN);
  const refLen = ld(s, M_REFLEN);
  const testFunc = ld(s, M_TESTFUNC);
  const refFunc = ld(s, M_REFFUNC);
  const matches = ld(s, M_MATCHES);
  const chunks = ld(s, M_CHUNKS);
  const pDen = DELTA * <f64>(testLen - testFunc) + (1 - DELTA) * <f64>testFunc;
  const rDen = DELTA * <f64>(refLen - refFunc) + (1 - DELTA) * <f64>refFunc;
  if (pDen == 0 || rDen == 0 || matches == 0) return 0;
  const p = weighted(s, M_TC, M_TF) / pDen;
  const r = weighted(s, M_RC, M_RF) / rDen;
  if (p == 0 || r == 0) return 0;
  const fmean = (p * r) / (ALPHA * p + (1 - ALPHA) * r);
  const exact = matches == testLen && matches == refLen && chunks == 1;
  const frag: f64 = exact ? 0 : <f64>chunks / <f64>matches;
  return fmean * (1 - GAMMA * hostPow(frag, BETA));
}

/** meteor.ts's tieOrder (negative: a is kept). */
function tieOrder(a: usize, b: usize): i32 {
  let d = ld(b, M_MATCHES) - ld(a, M_MATCHES);
  if (d != 0) return d;
  d = ld(a, M_REFLEN) - ld(b, M_REFLEN);
  if (d != 0) return d;
  d = ld(a, M_REFFUNC) - ld(b, M_REFFUNC);
  if (d != 0) return d;
  d = ld(a, M_CHUNKS) - ld(b, M_CHUNKS);
  if (d != 0) return d;
  d = ld(b, M_RC) - ld(a, M_RC);
  if (d != 0) return d;
  d = ld(b, M_RC + 1) - ld(a, M_RC + 1);
  if (d != 0) return d;
  return ld(b, M_RC + 2) - ld(a, M_RC + 2);
}

/** Token tables of the matching modules: stem id, function-word flag, synsets (looked up on first use). */
let stemOf: usize = 0;
let funcOf: usize = 0;
let synAt: usize = 0; // per token: pointer to its ids, 0 = not looked up yet
let synLen: usize = 0;
/** Per token: a 64-bit signature of its synset ids (bit id % 64 set for each): two tokens with disjoint signatures share no synset. */
let synSig: usize = 0;
/** Where synsetsOfWord writes the address of a word's ids. */
let synScratch: usize = 0;
let withSynonyms = false;
/** Whether two tokens share a synset: a V × V table of bytes filled at once (fillSynonymTable; 2 yes, anything else no) or, for large vocabularies, a hash map memo (0 not known yet, 1 no, 2 yes). */
const SYN_TABLE_MAX_VOCAB = 4096;
let synTable: usize = 0;
let synVocab = 0;
let synMemo: PairMap | null = null;

/**
 * Fills the synonym table for the whole vocabulary at once (2: the two tokens share a synset; any
 * other entry: they do not): every token's synset ids (asked of the host, as synsetsOf does on
 * first use), grouped by id, and each group's tokens marked pairwise. This is the relation
 * shareSynset computes pair by pair, found in time proportional to the groups' sizes squared
 * instead of one comparison per pair of tokens met in the synonym module (on realistic captions
 * about 180,000 pairs for a few hundred synonyms), and it looks up the synsets of tokens the
 * module might never meet (on realistic captions it meets nearly all of them).
 */
function fillSynonymTable(vocab: i32): void {
  let entries = 0;
  for (let v = 0; v < vocab; v++) {
    synsetsOf(v);
    entries += ld(synLen, v);
  }
  // synset id → group; each group a list of its tokens (head: the latest entry, next: the one before)
  const groupOf = new PairMap(1 << 12);
  const head = minusOnes(entries);
  const next = i32s(entries);
  const tokenOf = i32s(entries);
  let groups = 0;
  let e = 0;
  for (let v = 0; v < vocab; v++) {
    const p = <usize>ld(synAt, v);
    const n = ld(synLen, v);
    for (let i = 0; i < n; i++) {
      const g = groupOf.getOrAdd(ld(p, i), 0, groups);
      if (g == groups) groups++;
      st(tokenOf, e, v);
      st(next, e, ld(head, g));
      st(head, g, e);
      e++;
    }
  }
  for (let g = 0; g < groups; g++)
    for (let a = ld(head, g); a >= 0; a = ld(next, a)) {
      const row = synTable + <usize>ld(tokenOf, a) * <usize>vocab;
      for (let b = ld(head, g); b >= 0; b = ld(next, b)) store<u8>(row + <usize>ld(tokenOf, b), 2);
    }
}

function synsetsOf(v: i32): usize {
  let p = <usize>ld(synAt, v);
  if (p == 0) {
    // looked up here when the host gave the tables (wordnet.ts), else (or for a line without
    // prebuilt ids) asked of the host
    let n = hasWordNet() ? synsetsOfWord(v, synScratch) : -1;
    if (n >= 0) p = load<usize>(synScratch);
    else {
      n = synCount(v);
      p = i32s(n);
      if (n > 0) synFill(v, p);
    }
    st(synAt, v, <i32>p);
    st(synLen, v, n);
    let sig: u64 = 0;
    for (let i = 0; i < n; i++) sig |= (<u64>1) << <u64>(<u32>ld(p, i) & 63);
    store<u64>(synSig + (<usize>v << 3), sig);
  }
  return p;
}

/** Whether tokens hv (whose synsets hy, hyLen are known) and rv share a synset, not memoised: their signatures first, then their ids. */
function shareSynset(hv: i32, hy: usize, hyLen: i32, rv: i32): bool {
  const ry = synsetsOf(rv);
  const ryLen = ld(synLen, rv);
  if (ryLen == 0 || (load<u64>(synSig + (<usize>hv << 3)) & load<u64>(synSig + (<usize>rv << 3))) == 0) return false;
  return intersects(hy, hyLen, ry, ryLen);
}

/** Whether tokens hv (whose synsets hy, hyLen are known) and rv share a synset (a vocabulary too large for the table: memoised in synMemo). */
function synonymous(hv: i32, hy: usize, hyLen: i32, rv: i32): bool {
  const memo = synMemo!;
  const known = memo.getOrAdd(hv, rv, 0);
  if (known != 0) return known == 2;
  const yes = shareSynset(hv, hy, hyLen, rv);
  memo.set(hv, rv, yes ? 2 : 1);
  return yes;
}

function intersects(a: usize, al: i32, b: usize, bl: i32): bool {
  let i = 0;
  let j = 0;
  while (i < al && j < bl) {
    const x = ld(a, i);
    const y = ld(b, j);
    if (x == y) return true;
    if (x < y) i++;
    else j++;
  }
  return false;
}

/** meteor-encoded.ts's pairStats for hyp = tok[h0, h0+H), ref = tok[r0, r0+R), into record `s`. */
function pairStats(tok: usize, h0: i32, H: i32, r0: i32, R: i32, s: usize, hUsed: usize, rUsed: usize, matchR: usize, matchModule: usize, rKey: usize): void {
  // (loops, not memory.fill: these are a few words, and memory.fill is a call into the engine)
  for (let h = 0; h < H; h++) {
    st(hUsed, h, 0);
    st(matchR, h, -1);
  }
  for (let r = 0; r < R; r++) st(rUsed, r, 0);
  const modules = withSynonyms ? 3 : 2;
  let matches = 0;
  for (let module = 0; module < modules && matches < H && matches < R; module++) {
    // what the exact and stem modules compare: token ids, or stem ids
    if (module < 2) for (let r = 0; r < R; r++) st(rKey, r, module == 0 ? ld(tok, r0 + r) : ld(stemOf, ld(tok, r0 + r)));
    let prevR = -2;
    for (let h = 0; h < H; h++) {
      if (ld(hUsed, h)) continue;
      const hv = ld(tok, h0 + h);
      const hk = module == 1 ? ld(stemOf, hv) : hv;
      let hy: usize = 0;
      let hyLen = 0;
      if (module == 2) {
        hy = synsetsOf(hv);
        hyLen = ld(synLen, hv);
        if (hyLen == 0) continue;
      }
      const expected: f64 = H > 1 ? (<f64>h * <f64>(R - 1)) / <f64>(H - 1) : 0;
      let best = -1;
      let bestCost = Infinity;
      // the synonym table's row of hv (0: a hash map instead, or not the synonym module)
      const row: usize = module == 2 && synTable != 0 ? synTable + <usize>hv * <usize>synVocab : 0;
      for (let r = 0; r < R; r++) {
        if (ld(rUsed, r)) continue;
        if (module < 2) {
          if (ld(rKey, r) != hk) continue;
        } else if (row != 0) {
          // the table is filled (fillSynonymTable): 2 = synonyms
          if (load<u8>(row + <usize>ld(tok, r0 + r)) != 2) continue;
        } else if (!synonymous(hv, hy, hyLen, ld(tok, r0 + r))) continue;
        const cost: f64 = r == prevR + 1 ? -1 : abs(<f64>r - expected);
        if (cost < bestCost) {
          bestCost = cost;
          best = r;
        }
      }
      if (best >= 0) {
        st(hUsed, h, 1);
        st(rUsed, best, 1);
        st(matchR, h, best);
        st(matchModule, h, module);
        matches++;
        prevR = best;
      }
    }
  }
  for (let i = 0; i < MS; i++) st(s, i, 0);
  let chunks = 0;
  let prevH = -2;
  let prevMatchR = -2;
  for (let h = 0; h < H; h++) {
    const r = ld(matchR, h);
    if (r < 0) continue;
    const m = ld(matchModule, h);
    const tSlot = ld(funcOf, ld(tok, h0 + h)) ? M_TF : M_TC;
    st(s, tSlot + m, ld(s, tSlot + m) + 1);
    const rSlot = ld(funcOf, ld(tok, r0 + r)) ? M_RF : M_RC;
    st(s, rSlot + m, ld(s, rSlot + m) + 1);
    if (h != prevH + 1 || r != prevMatchR + 1) chunks++;
    prevH = h;
    prevMatchR = r;
  }
  let testFunc = 0;
  for (let h = 0; h < H; h++) testFunc += ld(funcOf, ld(tok, h0 + h));
  let refFunc = 0;
  for (let r = 0; r < R; r++) refFunc += ld(funcOf, ld(tok, r0 + r));
  st(s, M_TESTLEN, H);
  st(s, M_REFLEN, R);
  st(s, M_TESTFUNC, testFunc);
  st(s, M_REFFUNC, refFunc);
  st(s, M_CHUNKS, chunks);
  st(s, M_MATCHES, matches);
}

/**
 * Best-reference METEOR~ statistics of every image (i32 × 18 each, meteor.ts's MeteorStats
 * flattened), as meteor-encoded.ts's meteorEncoded: `stems` and `funcs` (i32 per token id) from
 * the host's lexicon; synsets asked of the host (synCount/synFill) when `synonyms`. `out`: a
 * block of N × 18 zeroed i32 for the records (allocated by the caller, so that it may release
 * what this allocates).
 */
export function meteor(h: usize, stems: usize, funcs: usize, vocab: i32, synonyms: bool, out: usize): usize {
  stemOf = stems;
  funcOf = funcs;
  synAt = i32s(vocab);
  synLen = i32s(vocab);
  synSig = alloc(vocab << 3);
  synScratch = alloc(8);
  withSynonyms = synonyms;
  synVocab = vocab;
  synTable = synonyms && vocab <= SYN_TABLE_MAX_VOCAB ? alloc(vocab * vocab) : 0;
  synMemo = synonyms && synTable == 0 ? new PairMap(1 << 12) : null;
  if (synTable != 0) fillSynonymTable(vocab);
  const N = ld(h, H_N);
  const tokOff = hp(h, H_TOKOFF);
  const tok = hp(h, H_TOK);
  const form = hp(h, H_FORM);
  const refStart = hp(h, H_REFSTART);
  const pred = hp(h, H_PRED);
  const longest = longestForm(h);
  const hUsed = i32s(longest);
  const rUsed = i32s(longest);
  const matchR = i32s(longest);
  const matchModule = i32s(longest);
  const rKey = i32s(longest);
  const memo = new PairMap(1 << 10);
  // at most one distinct (prediction, reference) pair per reference sentence
  const refSentences = ld(refStart, N);
  const pairs = i32s(refSentences * MS);
  const scores = f64s(refSentences);
  let count = 0;
  for (let img = 0; img < N; img++) {
    const hf = ld(form, ld(pred, img));
    let best: usize = 0;
    let bestScore: f64 = -1;
    const rEnd = ld(refStart, img + 1);
    for (let r = ld(refStart, img); r < rEnd; r++) {
      const rf = ld(form, r);
      const k = memo.getOrAdd(hf, rf, count);
      if (k == count) {
        const h0 = ld(tokOff, hf);
        const r0 = ld(tokOff, rf);
        const rec = pairs + (<usize>(count * MS) << 2);
        pairStats(tok, h0, ld(tokOff, hf + 1) - h0, r0, ld(tokOff, rf + 1) - r0, rec, hUsed, rUsed, matchR, matchModule, rKey);
        stf(scores, count, meteorScoreAt(rec));
        count++;
      }
      const rec = pairs + (<usize>(k * MS) << 2);
      const sc = ldf(scores, k);
      if (sc > bestScore || (sc == bestScore && best != 0 && tieOrder(rec, best) < 0)) {
        bestScore = sc;
        best = rec;
      }
    }
    if (best != 0) memory.copy(out + (<usize>(img * MS) << 2), best, MS << 2);
  }
  return out;
}

// ---------------------------------------------------------------- CIDEr-D

/**
 * Per-image CIDEr-D over the whole set (f64 × N), as cider.ts's CiderScorer with logDocFreq of
 * the full set: `u` = unions(h).
 */
export function cider(h: usize, u: usize): usize {
  const N = ld(h, H_N);
  const form = hp(h, H_FORM);
  const refStart = hp(h, H_REFSTART);
  const pred = hp(h, H_PRED);
  const refLen = hostLog(<f64>N);
  const logDf = new StaticArray<usize>(MAX_ORDER);
  const refVal = new StaticArray<usize>(MAX_ORDER);
  const stamp = new StaticArray<usize>(MAX_ORDER);
  const hypVal = new StaticArray<usize>(MAX_ORDER);
  let longestBag = 1;
  for (let k = 0; k < MAX_ORDER; k++) {
    const c = ld(h, H_GCOUNT + k);
    const df = <usize>ld(u, 8 + k);
    const l = f64s(c);
    for (let g = 0; g < c; g++) {
      const d = ld(df, g);
      stf(l, g, d > 1 ? hostLog(<f64>d) : 0);
    }
    unchecked((logDf[k] = l));
    unchecked((refVal[k] = f64s(c)));
    unchecked((stamp[k] = i32s(c)));
    const off = hp(h, H_GOFF + k);
    const S = ld(h, H_S);
    for (let f = 0; f < S; f++) longestBag = max(longestBag, ld(off, f + 1) - ld(off, f));
  }
  for (let k = 0; k < MAX_ORDER; k++) unchecked((hypVal[k] = f64s(longestBag)));
  const normH = new StaticArray<f64>(MAX_ORDER);
  const acc = new StaticArray<f64>(MAX_ORDER);
  const pairOf = new PairMap(1 << 10);
  // at most one distinct (prediction, reference) pair per reference sentence
  const pairVal = f64s(ld(refStart, N) * MAX_ORDER);
  let pairs = 0;
  let serial = 0;
  const sigma2x2: f64 = 2 * hostPow(6, 2);
  const out = f64s(N);

  for (let img = 0; img < N; img++) {
    const hypSent = ld(pred, img);
    const hyp = ld(form, hypSent);
    const lenH = max(0, sentLen(h, hypSent) - 1);
    let hypReady = false;
    for (let k = 0; k < MAX_ORDER; k++) unchecked((acc[k] = 0));
    const r0 = ld(refStart, img);
    const r1 = ld(refStart, img + 1);
    for (let r = r0; r < r1; r++) {
      const rf = ld(form, r);
      const at = pairOf.getOrAdd(hyp, rf, pairs);
      if (at == pairs) {
        if (!hypReady) {
          for (let k = 0; k < MAX_ORDER; k++) unchecked((normH[k] = norm(h, hyp, k, unchecked(logDf[k]), refLen, unchecked(hypVal[k]), 0, 0, 0)));
          hypReady = true;
        }
        // pairWork
        serial++;
        const delta = <f64>(lenH - max(0, sentLen(h, r) - 1));
        const penalty = hostPow(Math.E, -hostPow(delta, 2) / sigma2x2);
        for (let k = 0; k < MAX_ORDER; k++) {
          const rv = unchecked(refVal[k]);
          const sp = unchecked(stamp[k]);
          const normR = norm(h, rf, k, unchecked(logDf[k]), refLen, 0, rv, sp, serial);
          const off = hp(h, H_GOFF + k);
          const ids = hp(h, H_GID + k);
          const hv = unchecked(hypVal[k]);
          const start = ld(off, hyp);
          const end = ld(off, hyp + 1);
          let val: f64 = 0;
          for (let j = start; j < end; j++) {
            const g = ld(ids, j);
            if (ld(sp, g) != serial) continue;
            const rg = ldf(rv, g);
            val += min(ldf(hv, j - start), rg) * rg;
          }
          const nh = unchecked(normH[k]);
          if (nh != 0 && normR != 0) val /= nh * normR;
          val *= penalty;
          stf(pairVal, pairs * MAX_ORDER + k, val);
        }
        pairs++;
      }
      for (let k = 0; k < MAX_ORDER; k++) unchecked((acc[k] = acc[k] + ldf(pairVal, at * MAX_ORDER + k)));
    }
    let mean: f64 = 0;
    for (let k = 0; k < MAX_ORDER; k++) mean += unchecked(acc[k]);
    mean /= <f64>MAX_ORDER;
    mean /= <f64>(r1 - r0);
    stf(out, img, mean * 10);
  }
  return out;
}

/** tf-idf values of form f's k-grams into `into` (by bag position) or, when into = 0, into rv (by gram, stamped); returns the norm. */
function norm(h: usize, f: i32, k: i32, ldfK: usize, refLen: f64, into: usize, rv: usize, sp: usize, serial: i32): f64 {
  const off = hp(h, H_GOFF + k);
  const ids = hp(h, H_GID + k);
  const cnt = hp(h, H_GCNT + k);
  let n: f64 = 0;
  const start = ld(off, f);
  const end = ld(off, f + 1);
  for (let j = start; j < end; j++) {
    const g = ld(ids, j);
    const v = <f64>ld(cnt, j) * (refLen - ldf(ldfK, g));
    n += v * v;
    if (into != 0) stf(into, j - start, v);
    else {
      stf(rv, g, v);
      st(sp, g, serial);
    }
  }
  return Math.sqrt(n);
}

// ---------------------------------------------------------------- sums of records

/** Column sums (f64 × width, exact: integers below 2^53) of n records of `width` i32 words at `at`. */
export function sums(at: usize, n: i32, width: i32): usize {
  const out = f64s(width);
  for (let i = 0; i < n; i++) {
    const rec = at + (<usize>(i * width) << 2);
    for (let j = 0; j < width; j++) stf(out, j, ldf(out, j) + <f64>ld(rec, j));
  }
  return out;
}
