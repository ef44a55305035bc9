/**
 * METEOR~ in the WebAssembly core (assembly/score-core.ts), as meteor-encoded.ts: the matching modules
 * (exact, stem, synonym; synsets from wordnet.ts or the host) per (prediction, reference) pair, and
 * the best reference per image.
 */
import { encodedSet, longestForm } from './encoded';
import { MS, M_CHUNKS, M_MATCHES, M_RC, M_REFFUNC, M_REFLEN, M_RF, M_TC, M_TESTFUNC, M_TESTLEN, M_TF, meteorScoreAt, tieOrder } from './meteor-score';
import { PairMap } from './pair-map';
import { alloc, f64s, i32s, ld, ldf, minusOnes, st, stf } from './memory';
import { hasWordNet, synsetsOfWord } from './wordnet';
import { synCount, synFill } from './host';

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
export function fillSynonymTable(vocab: i32): void {
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

export function synsetsOf(v: i32): usize {
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
export function shareSynset(hv: i32, hy: usize, hyLen: i32, rv: i32): bool {
  const ry = synsetsOf(rv);
  const ryLen = ld(synLen, rv);
  if (ryLen == 0 || (load<u64>(synSig + (<usize>hv << 3)) & load<u64>(synSig + (<usize>rv << 3))) == 0) return false;
  return intersects(hy, hyLen, ry, ryLen);
}

/** Whether tokens hv (whose synsets hy, hyLen are known) and rv share a synset (a vocabulary too large for the table: memoised in synMemo). */
export function synonymous(hv: i32, hy: usize, hyLen: i32, rv: i32): bool {
  const memo = synMemo!;
  const known = memo.getOrAdd(hv, rv, 0);
  if (known != 0) return known == 2;
  const yes = shareSynset(hv, hy, hyLen, rv);
  memo.set(hv, rv, yes ? 2 : 1);
  return yes;
}

export function intersects(a: usize, al: i32, b: usize, bl: i32): bool {
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
export function pairStats(tok: usize, h0: i32, H: i32, r0: i32, R: i32, s: usize, hUsed: usize, rUsed: usize, matchR: usize, matchModule: usize, rKey: usize): void {
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
  const set = encodedSet(h);
  const N = set.N;
  const longest = longestForm(h);
  const hUsed = i32s(longest);
  const rUsed = i32s(longest);
  const matchR = i32s(longest);
  const matchModule = i32s(longest);
  const rKey = i32s(longest);
  const memo = new PairMap(1 << 10);
  // at most one distinct (prediction, reference) pair per reference sentence
  const refSentences = ld(set.refStart, N);
  const pairs = i32s(refSentences * MS);
  const scores = f64s(refSentences);
  let count = 0;
  for (let img = 0; img < N; img++) {
    const hf = ld(set.form, ld(set.pred, img));
    let best: usize = 0;
    let bestScore: f64 = -1;
    const rEnd = ld(set.refStart, img + 1);
    for (let r = ld(set.refStart, img); r < rEnd; r++) {
      const rf = ld(set.form, r);
      const k = memo.getOrAdd(hf, rf, count);
      if (k == count) {
        const rec = pairs + (<usize>(count * MS) << 2);
        pairStats(set.tok, ld(set.tokOff, hf), set.lengthOf(hf), ld(set.tokOff, rf), set.lengthOf(rf), rec, hUsed, rUsed, matchR, matchModule, rKey);
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
