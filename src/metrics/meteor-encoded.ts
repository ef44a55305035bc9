/**
 * METEOR~ over an interned set (src/metrics/encode.ts): the same statistics as meteorImage in
 * meteor.ts, computed on token ids instead of strings. Each token's stem, function-word flag and
 * WordNet synsets are looked up once per distinct token, and the statistics of a (prediction,
 * reference) pair once per distinct pair of caption forms, then shared by every image that has
 * that pair. Checked equal to meteorImage on generated corpora by test/metrics/meteor-encoded.test.ts.
 */
import type { EncodedSet } from './encode.js';
import { IntPairMap } from './intpairmap.js';
import { FUNCTION_WORDS, meteorScore, tieOrder } from './meteor.js';
import type { Lexicon, MeteorStats } from './meteor.js';
import { intersects } from './wordnet.js';

const NO_SYNSETS: readonly number[] = [];

/**
 * Per token id: an id of its stem (equal ids: equal stems, numbered by first occurrence) and 1
 * for a function word, else 0 — what the exact and stem modules compare and what the statistics
 * count (the WebAssembly core computes the same stem ids itself: assembly/porter.ts).
 */
export function stemAndFunctionIds(words: readonly string[], lex: Lexicon): { stem: Int32Array; func: Int32Array } {
  const stems = new Map<string, number>();
  const stem = new Int32Array(words.length);
  words.forEach((w, v) => {
    const s = lex.stem(w);
    let id = stems.get(s);
    if (id === undefined) {
      id = stems.size;
      stems.set(s, id);
    }
    stem[v] = id;
  });
  return { stem, func: functionIds(words) };
}

/** Per token id: 1 for a function word, else 0. */
export function functionIds(words: readonly string[]): Int32Array {
  const func = new Int32Array(words.length);
  for (let v = 0; v < words.length; v++) func[v] = FUNCTION_WORDS.has(words[v]!) ? 1 : 0;
  return func;
}

/** What the three matching modules need to know about each token id. */
class TokenTable {
  readonly stem: Int32Array;
  readonly func: Int32Array;
  private readonly syn: (readonly number[] | undefined)[];

  constructor(
    private readonly words: readonly string[],
    private readonly lex: Lexicon,
  ) {
    ({ stem: this.stem, func: this.func } = stemAndFunctionIds(words, lex));
    this.syn = new Array<readonly number[] | undefined>(words.length);
  }

  get hasSynonyms(): boolean {
    return this.lex.synonyms !== undefined;
  }

  synsets(v: number): readonly number[] {
    let s = this.syn[v];
    if (s === undefined) {
      s = this.lex.synonyms?.synsets(this.words[v]!) ?? NO_SYNSETS;
      this.syn[v] = s;
    }
    return s;
  }
}

/** Scratch of the alignment, sized for the longest sentence. */
interface Scratch {
  hUsed: Uint8Array;
  rUsed: Uint8Array;
  matchR: Int32Array;
  matchModule: Int32Array;
}

/** meteor.ts's greedy alignment and statistics for hyp = tok[h0, h0+H), ref = tok[r0, r0+R). */
function pairStats(tok: Int32Array, h0: number, H: number, r0: number, R: number, t: TokenTable, x: Scratch): MeteorStats {
  const { hUsed, rUsed, matchR, matchModule } = x;
  hUsed.fill(0, 0, H);
  rUsed.fill(0, 0, R);
  matchR.fill(-1, 0, H);
  const modules = t.hasSynonyms ? 3 : 2;
  let matches = 0;
  // once every word of one side is matched, no module can match more
  for (let module = 0; module < modules && matches < H && matches < R; module++) {
    let prevR = -2;
    for (let h = 0; h < H; h++) {
      if (hUsed[h]) continue;
      const hv = tok[h0 + h]!;
      const hs = t.stem[hv]!;
      const hy = module === 2 ? t.synsets(hv) : NO_SYNSETS;
      if (module === 2 && hy.length === 0) continue; // shares a synset with nothing
      const expected = H > 1 ? (h * (R - 1)) / (H - 1) : 0;
      let best = -1;
      let bestCost = Infinity;
      for (let r = 0; r < R; r++) {
        if (rUsed[r]) continue;
        const rv = tok[r0 + r]!;
        const same = module === 0 ? hv === rv : module === 1 ? hs === t.stem[rv] : intersects(hy, t.synsets(rv));
        if (!same) continue;
        const cost = r === prevR + 1 ? -1 : Math.abs(r - expected);
        if (cost < bestCost) {
          bestCost = cost;
          best = r;
        }
      }
      if (best >= 0) {
        hUsed[h] = 1;
        rUsed[best] = 1;
        matchR[h] = best;
        matchModule[h] = module;
        matches++;
        prevR = best;
      }
    }
  }
  const tc = [0, 0, 0];
  const tf = [0, 0, 0];
  const rc = [0, 0, 0];
  const rf = [0, 0, 0];
  let chunks = 0;
  let prevH = -2;
  let prevMatchR = -2;
  for (let h = 0; h < H; h++) {
    const r = matchR[h]!;
    if (r < 0) continue;
    const m = matchModule[h]!;
    if (t.func[tok[h0 + h]!]) tf[m]!++;
    else tc[m]!++;
    if (t.func[tok[r0 + r]!]) rf[m]!++;
    else rc[m]!++;
    if (h !== prevH + 1 || r !== prevMatchR + 1) chunks++;
    prevH = h;
    prevMatchR = r;
  }
  let testFunc = 0;
  for (let h = 0; h < H; h++) testFunc += t.func[tok[h0 + h]!]!;
  let refFunc = 0;
  for (let r = 0; r < R; r++) refFunc += t.func[tok[r0 + r]!]!;
  return { testLen: H, refLen: R, testFunc, refFunc, testContent: tc, testFunction: tf, refContent: rc, refFunction: rf, chunks, matches };
}

/** The parts of an encoded set METEOR~ reads (what a worker thread is sent). */
export type MeteorInput = Pick<EncodedSet, 'ids' | 'tokOff' | 'tok' | 'form' | 'refStart' | 'pred' | 'words'>;

/** Best-reference METEOR~ statistics of every image of `e` (meteorImage of each image's tokens). */
export function meteorEncoded(e: MeteorInput, lex: Lexicon): MeteorStats[] {
  const table = new TokenTable(e.words, lex);
  let longest = 1;
  for (let f = 0; f + 1 < e.tokOff.length; f++) longest = Math.max(longest, e.tokOff[f + 1]! - e.tokOff[f]!);
  const scratch: Scratch = {
    hUsed: new Uint8Array(longest),
    rUsed: new Uint8Array(longest),
    matchR: new Int32Array(longest),
    matchModule: new Int32Array(longest),
  };
  const memo = new IntPairMap(1 << 10);
  const pairs: MeteorStats[] = [];
  const scores: number[] = [];
  const out: MeteorStats[] = new Array<MeteorStats>(e.ids.length);
  for (let img = 0; img < e.ids.length; img++) {
    const hf = e.form[e.pred[img]!]!;
    let best: MeteorStats | undefined;
    let bestScore = -1;
    for (let r = e.refStart[img]!; r < e.refStart[img + 1]!; r++) {
      const rf = e.form[r]!;
      const k = memo.getOrAdd(hf, rf, pairs.length);
      if (k === pairs.length) {
        const h0 = e.tokOff[hf]!;
        const r0 = e.tokOff[rf]!;
        const st = pairStats(e.tok, h0, e.tokOff[hf + 1]! - h0, r0, e.tokOff[rf + 1]! - r0, table, scratch);
        pairs.push(st);
        scores.push(meteorScore(st));
      }
      const st = pairs[k]!;
      const sc = scores[k]!;
      if (sc > bestScore || (sc === bestScore && best !== undefined && tieOrder(st, best) < 0)) {
        bestScore = sc;
        best = st;
      }
    }
    out[img] = best!;
  }
  return out;
}
