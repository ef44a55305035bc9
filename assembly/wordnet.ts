/**
 * METEOR~'s WordNet look-up in the core: src/metrics/wordnet.ts's parseWordNet(...).synsets on
 * the prebuilt lemma tables (dist/wordnet-lines.bin), for the tokens of the set being scored, so
 * that a run does not execute the look-up as cold JavaScript (≈ 2,000 words, ≈ 20,000 lemma
 * probes per run on realistic captions). Same rules, same hash, same probing, same ids and order:
 * a word's base forms by WordNet's detachment rules per part of speech (the word itself first),
 * each looked up by FNV-1a of its UTF-8 bytes in that file's lemma table (linear probing, the
 * line's lemma compared byte by byte), the prebuilt ids of each line found taken as
 * p × 10^8 + id (p: noun 0, verb 1, adj 2, adv 3), sorted numerically, repeats dropped, written
 * as i32 (as Int32Array.prototype.set writes the host's numbers). A line found whose ids were not
 * prebuilt makes the look-up answer -1: the host then looks the word up itself.
 * test/metrics/wordnet-core.test.ts compares the two on every lemma and generated inflections.
 */

@inline function ldu(p: usize, i: i32): u32 {
  return load<u32>(p + (<usize>i << 2));
}

/** Per part of speech, 5 words: the index file's bytes, their length, the lemma table, its size (a power of two), the ids' `at`; then the ids' `words`. */
const D_WORDS = 6;
let desc: usize = 0;
/** The vocabulary's UTF-8 bytes: word v is bytes[off[v], off[v + 1]). */
let wordOff: usize = 0;
let wordBytes: usize = 0;
/** Scratch: the key looked up, the ids found (f64, as the host's Float64Array), the answer (i32). */
let key: usize = 0;
let keyCap = 0;
let found: usize = 0;
let foundCap = 0;
let count = 0;

/**
 * Detachment rules, per part of speech (noun, verb, adj, adv) in src/metrics/wordnet.ts's order:
 * per rule its suffix's length and bytes, then its replacement's length and bytes; a part of
 * speech's rules end with a 0 suffix length.
 */
const RULES = memory.data<u8>([
  // noun: s→'', ses→s, xes→x, zes→z, ches→ch, shes→sh, men→man, ies→y
  1, 0x73, 0,
  3, 0x73, 0x65, 0x73, 1, 0x73,
  3, 0x78, 0x65, 0x73, 1, 0x78,
  3, 0x7a, 0x65, 0x73, 1, 0x7a,
  4, 0x63, 0x68, 0x65, 0x73, 2, 0x63, 0x68,
  4, 0x73, 0x68, 0x65, 0x73, 2, 0x73, 0x68,
  3, 0x6d, 0x65, 0x6e, 3, 0x6d, 0x61, 0x6e,
  3, 0x69, 0x65, 0x73, 1, 0x79,
  0,
  // verb: s→'', ies→y, es→e, es→'', ed→e, ed→'', ing→e, ing→''
  1, 0x73, 0,
  3, 0x69, 0x65, 0x73, 1, 0x79,
  2, 0x65, 0x73, 1, 0x65,
  2, 0x65, 0x73, 0,
  2, 0x65, 0x64, 1, 0x65,
  2, 0x65, 0x64, 0,
  3, 0x69, 0x6e, 0x67, 1, 0x65,
  3, 0x69, 0x6e, 0x67, 0,
  0,
  // adj: er→'', est→'', er→e, est→e
  2, 0x65, 0x72, 0,
  3, 0x65, 0x73, 0x74, 0,
  2, 0x65, 0x72, 1, 0x65,
  3, 0x65, 0x73, 0x74, 1, 0x65,
  0,
  // adv: none
  0,
]);

/**
 * Sets the tables (`d`: 4 × D_WORDS i32 words, see D_WORDS) and the vocabulary's bytes (`off`:
 * vocab + 1 i32 offsets into `bytes`) for synsetsOfWord.
 */
export function wordnet(d: usize, off: usize, bytes: usize, vocab: i32): void {
  desc = d;
  wordOff = off;
  wordBytes = bytes;
  let longest = 0;
  for (let v = 0; v < vocab; v++) longest = max(longest, <i32>(ldu(off, v + 1) - ldu(off, v)));
  keyCap = longest + 8;
  key = heap.alloc(<usize>keyCap);
  foundCap = 256;
  found = heap.alloc(<usize>foundCap << 3);
}

/** Whether the tables are set. */
export function hasWordNet(): bool {
  return desc != 0;
}

/** The line at `at` of b[0, len) starts with the lemma key[0, n) followed by a space or its end. */
function sameLemma(b: usize, len: i32, at: i32, n: i32): bool {
  for (let i = 0; ; i++) {
    const x: u32 = at + i < len ? <u32>load<u8>(b + <usize>(at + i)) : 10;
    const lemmaEnd = x == 32 || x == 10;
    if (i == n) return lemmaEnd;
    if (lemmaEnd || x != <u32>load<u8>(key + <usize>i)) return false;
  }
  return false;
}

/** Adds the ids of key[0, n) in part of speech p to `found`; false when its line's ids are not prebuilt. */
function add(p: i32, n: i32): bool {
  if (n == 0) return true;
  const d = desc + (<usize>(p * D_WORDS) << 2);
  const b = <usize>ldu(d, 0);
  const len = <i32>ldu(d, 1);
  const table = <usize>ldu(d, 2);
  const mask = <i32>ldu(d, 3) - 1;
  const at = <usize>ldu(d, 4);
  const words = <usize>ldu(d, 5);
  let h: u32 = 0x811c9dc5;
  for (let i = 0; i < n; i++) h = (h ^ <u32>load<u8>(key + <usize>i)) * 0x01000193;
  let s = <i32>h & mask;
  for (let slot = ldu(table, s); slot != 0; slot = ldu(table, s)) {
    if (sameLemma(b, len, <i32>slot - 1, n)) {
      const r = <i32>ldu(at, s);
      if (r == 0) return false;
      const m = <i32>ldu(words, r - 1);
      if (count + m > foundCap) {
        const more = heap.alloc(<usize>(2 * (count + m)) << 3);
        memory.copy(more, found, <usize>count << 3);
        found = more;
        foundCap = 2 * (count + m);
      }
      for (let i = 0; i < m; i++) {
        store<f64>(found + (<usize>count << 3), <f64>p * 1e8 + <f64>ldu(words, r + i));
        count++;
      }
      return true;
    }
    s = (s + 1) & mask;
  }
  return true;
}

/**
 * Word v's synset ids into a fresh block of i32 (its address in *outAt): their number, or -1 when
 * a line found has no prebuilt ids or no tables were given (the host looks the word up then).
 */
export function synsetsOfWord(v: i32, outAt: usize): i32 {
  if (desc == 0) return -1;
  const w = wordBytes + <usize>ldu(wordOff, v);
  const n = <i32>(ldu(wordOff, v + 1) - ldu(wordOff, v));
  count = 0;
  let rule = RULES;
  for (let p = 0; p < 4; p++) {
    memory.copy(key, w, <usize>n);
    if (!add(p, n)) return -1;
    for (let sl = <i32>load<u8>(rule); sl != 0; sl = <i32>load<u8>(rule)) {
      const rl = <i32>load<u8>(rule + 1 + <usize>sl);
      if (n > sl && endsWith(w, n, rule + 1, sl)) {
        const stem = n - sl;
        memory.copy(key, w, <usize>stem);
        memory.copy(key + <usize>stem, rule + 2 + <usize>sl, <usize>rl);
        if (!add(p, stem + rl)) return -1;
      }
      rule += <usize>(2 + sl + rl);
    }
    rule++;
  }
  // sorted numerically (insertion sort: a word has tens of ids), repeats dropped
  for (let i = 1; i < count; i++) {
    const x = load<f64>(found + (<usize>i << 3));
    let j = i - 1;
    while (j >= 0 && load<f64>(found + (<usize>j << 3)) > x) {
      store<f64>(found + (<usize>(j + 1) << 3), load<f64>(found + (<usize>j << 3)));
      j--;
    }
    store<f64>(found + (<usize>(j + 1) << 3), x);
  }
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const x = load<f64>(found + (<usize>i << 3));
    if (kept == 0 || x != load<f64>(found + (<usize>(kept - 1) << 3))) {
      store<f64>(found + (<usize>kept << 3), x);
      kept++;
    }
  }
  const out = heap.alloc(<usize>(kept > 0 ? kept : 2) << 2);
  for (let i = 0; i < kept; i++) store<i32>(out + (<usize>i << 2), <i32>(<i64>load<f64>(found + (<usize>i << 3))));
  store<usize>(outAt, out);
  return kept;
}

function endsWith(w: usize, n: i32, suffix: usize, sl: i32): bool {
  for (let i = 0; i < sl; i++) if (load<u8>(w + <usize>(n - sl + i)) != load<u8>(suffix + <usize>i)) return false;
  return true;
}
