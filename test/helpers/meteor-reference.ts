/**
 * The string implementation of METEOR~'s greedy alignment and best-reference statistics, as
 * src/metrics/meteor.ts had it before `audit score` moved to token ids (src/metrics/meteor-encoded.ts).
 * Kept here as the independent reference that test/metrics/meteor-encoded.test.ts compares the
 * production code with, image by image.
 */
import { porterStem } from '../../src/metrics/porter.js';
import { FUNCTION_WORDS, meteorScore, tieOrder } from '../../src/metrics/meteor.js';
import type { Lexicon, MeteorStats } from '../../src/metrics/meteor.js';
import { intersects } from '../../src/metrics/wordnet.js';

interface Match {
  readonly h: number;
  readonly r: number;
  readonly module: number;
}

const PLAIN: Lexicon = { stem: porterStem };

/** Per module, whether hyp[h] and ref[r] match. */
function matchers(hyp: readonly string[], ref: readonly string[], lex: Lexicon): ((h: number, r: number) => boolean)[] {
  const hs = hyp.map((w) => lex.stem(w));
  const rs = ref.map((w) => lex.stem(w));
  const out = [(h: number, r: number) => hyp[h] === ref[r], (h: number, r: number) => hs[h] === rs[r]];
  const syn = lex.synonyms;
  if (syn) {
    const hy = hyp.map((w) => syn.synsets(w));
    const ry = ref.map((w) => syn.synsets(w));
    out.push((h, r) => intersects(hy[h]!, ry[r]!));
  }
  return out;
}

function align(hyp: readonly string[], ref: readonly string[], lex: Lexicon): Match[] {
  const matches: Match[] = [];
  const hUsed = new Uint8Array(hyp.length);
  const rUsed = new Uint8Array(ref.length);
  matchers(hyp, ref, lex).forEach((same, module) => {
    let prevR = -2;
    for (let h = 0; h < hyp.length; h++) {
      if (hUsed[h]) continue;
      let best = -1;
      let bestCost = Infinity;
      for (let r = 0; r < ref.length; r++) {
        if (rUsed[r] || !same(h, r)) continue;
        const expected = hyp.length > 1 ? (h * (ref.length - 1)) / (hyp.length - 1) : 0;
        const cost = r === prevR + 1 ? -1 : Math.abs(r - expected);
        if (cost < bestCost) {
          bestCost = cost;
          best = r;
        }
      }
      if (best >= 0) {
        hUsed[h] = 1;
        rUsed[best] = 1;
        matches.push({ h, r: best, module });
        prevR = best;
      }
    }
  });
  return matches.sort((a, b) => a.h - b.h);
}

export function meteorStats(hyp: readonly string[], ref: readonly string[], lex: Lexicon = PLAIN): MeteorStats {
  const matches = align(hyp, ref, lex);
  const tc = [0, 0, 0];
  const tf = [0, 0, 0];
  const rc = [0, 0, 0];
  const rf = [0, 0, 0];
  let chunks = 0;
  let prev: Match | undefined;
  for (const m of matches) {
    if (FUNCTION_WORDS.has(hyp[m.h]!)) tf[m.module]!++;
    else tc[m.module]!++;
    if (FUNCTION_WORDS.has(ref[m.r]!)) rf[m.module]!++;
    else rc[m.module]!++;
    if (!prev || m.h !== prev.h + 1 || m.r !== prev.r + 1) chunks++;
    prev = m;
  }
  return {
    testLen: hyp.length,
    refLen: ref.length,
    testFunc: hyp.filter((w) => FUNCTION_WORDS.has(w)).length,
    refFunc: ref.filter((w) => FUNCTION_WORDS.has(w)).length,
    testContent: tc,
    testFunction: tf,
    refContent: rc,
    refFunction: rf,
    chunks,
    matches: matches.length,
  };
}

/**
 * Best-reference statistics of one image (METEOR keeps the statistics of its best reference).
 * Ties in score are broken on the statistics themselves, so the result never depends on the
 * order of the references.
 */
export function meteorImage(
  hyp: readonly string[],
  refs: readonly (readonly string[])[],
  lex: Lexicon = PLAIN,
): MeteorStats {
  let best: MeteorStats | undefined;
  let bestScore = -1;
  for (const ref of refs) {
    const st = meteorStats(hyp, ref, lex);
    const sc = meteorScore(st);
    if (sc > bestScore || (sc === bestScore && best !== undefined && tieOrder(st, best) < 0)) {
      bestScore = sc;
      best = st;
    }
  }
  return best!;
}

