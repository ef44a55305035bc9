/**
 * METEOR~'s Porter stemmer in the core: src/metrics/porter.ts's porterStem, step for step, on the
 * UTF-16 code units of each token (as JavaScript's strings hold them), and the tokens' stem ids
 * numbered by first occurrence (src/metrics/meteor-encoded.ts's stemAndFunctionIds), so that a
 * run does not execute the stemmer as cold JavaScript. test/metrics/porter-core.test.ts compares
 * the two on every WordNet lemma and generated words.
 */

/** The word being stemmed: units w[0, n). */
let w: usize = 0;
let n = 0;

@inline function at(i: i32): u32 {
  return <u32>load<u16>(w + (<usize>i << 1));
}

function isCons(i: i32): bool {
  const c = at(i);
  if (c == 97 || c == 101 || c == 105 || c == 111 || c == 117) return false;
  if (c == 121) return i == 0 || !isCons(i - 1);
  return true;
}

/** m(): the number of VC sequences in w[0, end). */
function measure(end: i32): i32 {
  let m = 0;
  let i = 0;
  while (i < end && isCons(i)) i++;
  while (i < end) {
    while (i < end && !isCons(i)) i++;
    if (i >= end) break;
    m++;
    while (i < end && isCons(i)) i++;
  }
  return m;
}

function hasVowel(end: i32): bool {
  for (let i = 0; i < end; i++) if (!isCons(i)) return true;
  return false;
}

function doubleCons(): bool {
  return n >= 2 && at(n - 1) == at(n - 2) && isCons(n - 1);
}

/** *o for w[0, len): it ends consonant, vowel, consonant, the last not w, x or y. */
function cvc(len: i32): bool {
  if (len < 3 || !isCons(len - 1) || isCons(len - 2) || !isCons(len - 3)) return false;
  const c = at(len - 1);
  return c != 119 && c != 120 && c != 121;
}

/** Whether w[0, n) ends with the ASCII bytes s[0, sl). */
function ends(s: usize, sl: i32): bool {
  if (n < sl) return false;
  for (let i = 0; i < sl; i++) if (at(n - sl + i) != <u32>load<u8>(s + <usize>i)) return false;
  return true;
}

function append(s: usize, sl: i32): void {
  for (let i = 0; i < sl; i++) store<u16>(w + (<usize>(n + i) << 1), load<u8>(s + <usize>i));
  n += sl;
}

/** ASCII literals: each a length byte, then its bytes. */
const SSES = memory.data<u8>([4, 0x73, 0x73, 0x65, 0x73]);
const IES = memory.data<u8>([3, 0x69, 0x65, 0x73]);
const SS = memory.data<u8>([2, 0x73, 0x73]);
const S = memory.data<u8>([1, 0x73]);
const EED = memory.data<u8>([3, 0x65, 0x65, 0x64]);
const ED = memory.data<u8>([2, 0x65, 0x64]);
const ING = memory.data<u8>([3, 0x69, 0x6e, 0x67]);
const AT = memory.data<u8>([2, 0x61, 0x74]);
const BL = memory.data<u8>([2, 0x62, 0x6c]);
const IZ = memory.data<u8>([2, 0x69, 0x7a]);
const E = memory.data<u8>([1, 0x65]);
const Y = memory.data<u8>([1, 0x79]);
const L = memory.data<u8>([1, 0x6c]);

@inline function endsLit(lit: usize): bool {
  return ends(lit + 1, <i32>load<u8>(lit));
}

/**
 * Steps 2 and 3 (suffix → replacement, list order; a 0 suffix length ends the list), then step 4
 * (suffixes only): porter.ts's STEP2, STEP3, STEP4.
 */
const STEP2 = memory.data<u8>([
  7, 0x61, 0x74, 0x69, 0x6f, 0x6e, 0x61, 0x6c, 3, 0x61, 0x74, 0x65, // ational → ate
  6, 0x74, 0x69, 0x6f, 0x6e, 0x61, 0x6c, 4, 0x74, 0x69, 0x6f, 0x6e, // tional → tion
  4, 0x65, 0x6e, 0x63, 0x69, 4, 0x65, 0x6e, 0x63, 0x65, // enci → ence
  4, 0x61, 0x6e, 0x63, 0x69, 4, 0x61, 0x6e, 0x63, 0x65, // anci → ance
  4, 0x69, 0x7a, 0x65, 0x72, 3, 0x69, 0x7a, 0x65, // izer → ize
  3, 0x62, 0x6c, 0x69, 3, 0x62, 0x6c, 0x65, // bli → ble
  4, 0x61, 0x6c, 0x6c, 0x69, 2, 0x61, 0x6c, // alli → al
  5, 0x65, 0x6e, 0x74, 0x6c, 0x69, 3, 0x65, 0x6e, 0x74, // entli → ent
  3, 0x65, 0x6c, 0x69, 1, 0x65, // eli → e
  5, 0x6f, 0x75, 0x73, 0x6c, 0x69, 3, 0x6f, 0x75, 0x73, // ousli → ous
  7, 0x69, 0x7a, 0x61, 0x74, 0x69, 0x6f, 0x6e, 3, 0x69, 0x7a, 0x65, // ization → ize
  5, 0x61, 0x74, 0x69, 0x6f, 0x6e, 3, 0x61, 0x74, 0x65, // ation → ate
  4, 0x61, 0x74, 0x6f, 0x72, 3, 0x61, 0x74, 0x65, // ator → ate
  5, 0x61, 0x6c, 0x69, 0x73, 0x6d, 2, 0x61, 0x6c, // alism → al
  7, 0x69, 0x76, 0x65, 0x6e, 0x65, 0x73, 0x73, 3, 0x69, 0x76, 0x65, // iveness → ive
  7, 0x66, 0x75, 0x6c, 0x6e, 0x65, 0x73, 0x73, 3, 0x66, 0x75, 0x6c, // fulness → ful
  7, 0x6f, 0x75, 0x73, 0x6e, 0x65, 0x73, 0x73, 3, 0x6f, 0x75, 0x73, // ousness → ous
  5, 0x61, 0x6c, 0x69, 0x74, 0x69, 2, 0x61, 0x6c, // aliti → al
  5, 0x69, 0x76, 0x69, 0x74, 0x69, 3, 0x69, 0x76, 0x65, // iviti → ive
  6, 0x62, 0x69, 0x6c, 0x69, 0x74, 0x69, 3, 0x62, 0x6c, 0x65, // biliti → ble
  4, 0x6c, 0x6f, 0x67, 0x69, 3, 0x6c, 0x6f, 0x67, // logi → log
  0,
]);
const STEP3 = memory.data<u8>([
  5, 0x69, 0x63, 0x61, 0x74, 0x65, 2, 0x69, 0x63, // icate → ic
  5, 0x61, 0x74, 0x69, 0x76, 0x65, 0, // ative → ''
  5, 0x61, 0x6c, 0x69, 0x7a, 0x65, 2, 0x61, 0x6c, // alize → al
  5, 0x69, 0x63, 0x69, 0x74, 0x69, 2, 0x69, 0x63, // iciti → ic
  4, 0x69, 0x63, 0x61, 0x6c, 2, 0x69, 0x63, // ical → ic
  3, 0x66, 0x75, 0x6c, 0, // ful → ''
  4, 0x6e, 0x65, 0x73, 0x73, 0, // ness → ''
  0,
]);
const STEP4 = memory.data<u8>([
  2, 0x61, 0x6c, // al
  4, 0x61, 0x6e, 0x63, 0x65, // ance
  4, 0x65, 0x6e, 0x63, 0x65, // ence
  2, 0x65, 0x72, // er
  2, 0x69, 0x63, // ic
  4, 0x61, 0x62, 0x6c, 0x65, // able
  4, 0x69, 0x62, 0x6c, 0x65, // ible
  3, 0x61, 0x6e, 0x74, // ant
  5, 0x65, 0x6d, 0x65, 0x6e, 0x74, // ement
  4, 0x6d, 0x65, 0x6e, 0x74, // ment
  3, 0x65, 0x6e, 0x74, // ent
  3, 0x69, 0x6f, 0x6e, // ion
  2, 0x6f, 0x75, // ou
  3, 0x69, 0x73, 0x6d, // ism
  3, 0x61, 0x74, 0x65, // ate
  3, 0x69, 0x74, 0x69, // iti
  3, 0x6f, 0x75, 0x73, // ous
  3, 0x69, 0x76, 0x65, // ive
  3, 0x69, 0x7a, 0x65, // ize
  0,
]);

/** porter.ts's firstRule: the first rule whose suffix ends the word decides (its stem's measure > 0: replaced). */
function firstRule(rules: usize): void {
  let r = rules;
  for (let sl = <i32>load<u8>(r); sl != 0; sl = <i32>load<u8>(r)) {
    const rl = <i32>load<u8>(r + 1 + <usize>sl);
    if (ends(r + 1, sl)) {
      const stem = n - sl;
      if (measure(stem) > 0) {
        n = stem;
        append(r + 2 + <usize>sl, rl);
      }
      return;
    }
    r += <usize>(2 + sl + rl);
  }
}

/** porterStem of the units w[0, n) (room for one more unit after them), in place: n is the stem's length. */
function stem(): void {
  if (n <= 2) return;
  // 1a
  if (endsLit(SSES)) n -= 2;
  else if (endsLit(IES)) n -= 2;
  else if (!endsLit(SS) && endsLit(S)) n -= 1;
  // 1b
  if (endsLit(EED)) {
    if (measure(n - 3) > 0) n -= 1;
  } else {
    const suf = endsLit(ED) ? 2 : endsLit(ING) ? 3 : 0;
    if (suf > 0 && hasVowel(n - suf)) {
      n -= suf;
      if (endsLit(AT) || endsLit(BL) || endsLit(IZ)) append(E + 1, 1);
      else if (doubleCons() && at(n - 1) != 108 && at(n - 1) != 115 && at(n - 1) != 122) n -= 1;
      else if (measure(n) == 1 && cvc(n)) append(E + 1, 1);
    }
  }
  // 1c
  if (endsLit(Y) && hasVowel(n - 1)) store<u16>(w + (<usize>(n - 1) << 1), 105);
  firstRule(STEP2);
  firstRule(STEP3);
  // 4
  let r = STEP4;
  for (let sl = <i32>load<u8>(r); sl != 0; sl = <i32>load<u8>(r)) {
    if (ends(r + 1, sl)) {
      const st = n - sl;
      // 'ion' only after s or t
      if (measure(st) > 1 && (sl != 3 || load<u8>(r + 1) != 0x69 || load<u8>(r + 2) != 0x6f || (st > 0 && (at(st - 1) == 115 || at(st - 1) == 116)))) n = st;
      break;
    }
    r += <usize>(1 + sl);
  }
  // 5a
  if (endsLit(E)) {
    const st = n - 1;
    const m = measure(st);
    if (m > 1 || (m == 1 && !cvc(st))) n = st;
  }
  // 5b
  if (measure(n) > 1 && doubleCons() && endsLit(L)) n -= 1;
}

/** The stem of every word (UTF-16 units: word v is units[off[v], off[v + 1])), as an offset table and units, for stemIds and the tests. */
let stemOff: usize = 0;
let stemUnits: usize = 0;

/**
 * Each word's stem id (i32 × vocab; ids numbered by first occurrence, as stemAndFunctionIds
 * numbers them): the words are UTF-16 units, word v = units[off[v], off[v + 1]).
 */
export function stemIds(off: usize, units: usize, vocab: i32): usize {
  const total = load<i32>(off + (<usize>vocab << 2));
  stemOff = heap.alloc(<usize>(vocab + 1) << 2);
  stemUnits = heap.alloc(<usize>(total + vocab) << 1);
  const ids = heap.alloc(<usize>(vocab > 0 ? vocab : 1) << 2);
  let size = 16;
  while (size < 2 * vocab) size <<= 1;
  // slot: 0 empty, else 1 + the word whose stem holds the id there; an id per distinct stem
  const slots = heap.alloc(<usize>size << 2);
  memory.fill(slots, 0, <usize>size << 2);
  const slotId = heap.alloc(<usize>size << 2);
  let next = 0;
  let o = 0;
  for (let v = 0; v < vocab; v++) {
    const a = load<i32>(off + (<usize>v << 2));
    const len = load<i32>(off + (<usize>(v + 1) << 2)) - a;
    w = stemUnits + (<usize>o << 1);
    memory.copy(w, units + (<usize>a << 1), <usize>len << 1);
    n = len;
    stem();
    store<i32>(stemOff + (<usize>v << 2), o);
    let h: u32 = 0x811c9dc5;
    for (let i = 0; i < n; i++) h = (h ^ at(i)) * 0x01000193;
    let s = <i32>h & (size - 1);
    let id = -1;
    for (let slot = load<i32>(slots + (<usize>s << 2)); slot != 0; slot = load<i32>(slots + (<usize>s << 2))) {
      const u = slot - 1;
      const uo = load<i32>(stemOff + (<usize>u << 2));
      const ul = load<i32>(stemOff + (<usize>(u + 1) << 2)) - uo;
      if (ul == n && memory.compare(stemUnits + (<usize>uo << 1), w, <usize>n << 1) == 0) {
        id = load<i32>(slotId + (<usize>s << 2));
        break;
      }
      s = (s + 1) & (size - 1);
    }
    o += n;
    store<i32>(stemOff + (<usize>(v + 1) << 2), o);
    if (id < 0) {
      id = next++;
      store<i32>(slots + (<usize>s << 2), v + 1);
      store<i32>(slotId + (<usize>s << 2), id);
    }
    store<i32>(ids + (<usize>v << 2), id);
  }
  return ids;
}

/** Word v's stem after stemIds: its length, its units' address in *outAt. */
export function stemOfWord(v: i32, outAt: usize): i32 {
  const o = load<i32>(stemOff + (<usize>v << 2));
  store<usize>(outAt, stemUnits + (<usize>o << 1));
  return load<i32>(stemOff + (<usize>(v + 1) << 2)) - o;
}
