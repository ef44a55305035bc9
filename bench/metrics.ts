/**
 * Caption-metric benchmark: a seeded CLEVR-Change-scale set (7,970 images × 5 references,
 * CLEVR-style captions) and the same at 10×, single-threaded. Prints seconds per stage (median
 * of 3 runs, CPU time): tokenisation (PTB rules + punctuation removal), interning, each metric, total.
 * The coco-caption reference needs ≈ 4.7 s for tokenise + Bleu + ROUGE_L + CIDEr on 1×.
 *
 *   npx tsx bench/metrics.ts            (or: node --import tsx bench/metrics.ts)
 */
import { performance } from 'node:perf_hooks';
import { bleuFromStats, bleuStats, sumBleuStats } from '../src/metrics/bleu.js';
import { CiderScorer, logDocFreq, refUnions } from '../src/metrics/cider.js';
import { encodeSet } from '../src/metrics/encode.js';
import { lexicon, meteorScore, sumMeteorStats } from '../src/metrics/meteor.js';
import { meteorEncoded } from '../src/metrics/meteor-encoded.js';
import { loadWordNet } from '../src/scoring/wordnet.js';
import { npMean } from '../src/metrics/npmath.js';
import { rougeL, rougeScratch } from '../src/metrics/rouge.js';
import { tokenizeAll } from '../src/metrics/prepared.js';
import { rng } from '../src/metrics/bootstrap.js';

const SIZES = ['small', 'large', 'tiny', 'big'];
const COLORS = ['gray', 'red', 'blue', 'green', 'brown', 'purple', 'cyan', 'yellow'];
const MATERIALS = ['rubber', 'metal', 'shiny', 'matte'];
const SHAPES = ['cube', 'sphere', 'cylinder', 'ball', 'block'];
const TEMPLATES = [
  (o: string) => `the ${o} has been moved.`,
  (o: string) => `the ${o} changed its location`,
  (o: string) => `someone moved the ${o}`,
  (o: string) => `The ${o} is in a different location.`,
  (o: string) => `the ${o} has disappeared`,
  (o: string) => `the ${o} is missing`,
  (o: string) => `someone added a ${o}`,
  (o: string) => `a ${o} has been newly placed.`,
  (o: string) => `the ${o} changed to ${COLORS[o.length % COLORS.length]!}`,
  () => 'no change was made',
  () => 'the scene remains the same',
];

function makeSet(images: number, seed: number) {
  const next = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const object = () => [next() < 0.6 ? pick(SIZES) : '', next() < 0.7 ? pick(COLORS) : '', next() < 0.5 ? pick(MATERIALS) : '', pick(SHAPES)].filter(Boolean).join(' ');
  const ids: string[] = [];
  const refs: string[][] = [];
  const preds: string[] = [];
  for (let i = 0; i < images; i++) {
    ids.push(`CLEVR_default_${String(i).padStart(6, '0')}.png`);
    refs.push(Array.from({ length: 5 }, () => pick(TEMPLATES)(object())));
    preds.push(pick(TEMPLATES)(object()));
  }
  return { ids, refs, preds };
}

/**
 * CPU seconds (user + system) of this single-threaded process: on a shared, loaded machine the
 * wall clock also counts time spent waiting for a core; both are printed.
 */
let wallTotal = 0;
function time<T>(f: () => T): [T, number] {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = f();
  wallTotal += (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  return [out, (c.user + c.system) / 1e6];
}

function run(set: ReturnType<typeof makeSet>) {
  const [tok, tTok] = time(() => tokenizeAll(set.refs, set.preds));
  const [enc, tEnc] = time(() => encodeSet(set.ids, tok.refs, tok.preds));
  const [bleu, tBleu] = time(() => {
    const stats = bleuStats(enc);
    return { corpus: bleuFromStats(sumBleuStats(stats)), perImage: stats.map(bleuFromStats) };
  });
  const [rouge, tRouge] = time(() => {
    const scratch = rougeScratch(enc);
    return npMean(Float64Array.from(enc.pred, (_, i) => rougeL(enc, i, scratch)));
  });
  const [cider, tCider] = time(() => {
    const scorer = new CiderScorer(enc, logDocFreq(enc, refUnions(enc)), enc.ids.length);
    return npMean(Float64Array.from(enc.pred, (_, i) => scorer.score(i)));
  });
  const [meteor, tMeteor] = time(() => {
    const lex = lexicon(synonyms);
    return meteorScore(sumMeteorStats(meteorEncoded(enc, lex)));
  });
  return {
    values: { Bleu_4: bleu.corpus[3]!, ROUGE_L: rouge, CIDEr: cider, 'METEOR~': meteor },
    seconds: { tokenise: tTok, intern: tEnc, Bleu: tBleu, ROUGE_L: tRouge, CIDEr: tCider, 'METEOR~': tMeteor },
  };
}

const [synonyms, tWordNet] = time(loadWordNet);
console.log(`WordNet index loaded for METEOR~ synonyms: ${tWordNet.toFixed(3)} CPU s (once per process, not in the totals)`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const scale of [1, 10]) {
  const set = makeSet(7970 * scale, 20241121);
  wallTotal = 0;
  const runs = [run(set), run(set), run(set)];
  const values = runs.map((r) => JSON.stringify(r.values));
  if (new Set(values).size !== 1) throw new Error('runs disagree');
  const stages = Object.keys(runs[0]!.seconds) as (keyof (typeof runs)[0]['seconds'])[];
  const med = Object.fromEntries(stages.map((s) => [s, median(runs.map((r) => r.seconds[s]))])) as Record<(typeof stages)[number], number>;
  const core = med.tokenise + med.intern + med.Bleu + med.ROUGE_L + med.CIDEr;
  console.log(`\n${set.ids.length} images × 5 refs (${scale}×), median of 3, CPU seconds (wall clock of the 3 runs: ${wallTotal.toFixed(2)} s):`);
  for (const s of stages) console.log(`  ${s.padEnd(9)} ${med[s].toFixed(3)}`);
  console.log(`  total     ${(core + med['METEOR~']).toFixed(3)}  (tokenise+intern+Bleu+ROUGE_L+CIDEr: ${core.toFixed(3)}; coco-caption ≈ ${(4.7 * scale).toFixed(1)} → ${((4.7 * scale) / core).toFixed(1)}× faster)`);
  console.log(`  values    ${values[0]}`);
}
