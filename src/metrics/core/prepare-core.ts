/**
 * prepared.ts's preparation of a tokenised set, computed by the WebAssembly core
 * (assembly/score-core.ts): the same Prepared, bit for bit, plus every image's CIDEr over the
 * whole set. Captions become forms and token ids here (string work); n-gram interning, CIDEr's
 * document frequencies, ROUGE_L, Bleu statistics, METEOR~'s alignment and CIDEr run in the core.
 */
import type { BleuStats } from '../bleu.js';
import type { RefUnions } from '../cider.js';
import { MAX_ORDER, internTokens } from '../encode.js';
import type { EncodedSet, InternedTokens, SentenceForms } from '../encode.js';
import { lexicon } from '../meteor.js';
import { functionIds } from '../meteor-encoded.js';
import type { MeteorStats } from '../meteor.js';
import type { Synonyms } from '../wordnet.js';
import type { Prepared } from '../prepared-set.js';
import { phaseEnd } from '../../core/phases.js';
import { BLEU_WORDS, METEOR_WORDS, SET, UNIONS } from './layout.js';
import { coreInstance, coreStemIds, giveWordNet } from './instance.js';
import type { CoreExports, ScoreCore } from './instance.js';

/**
 * The preparation by the core, from each sentence's form (`space`: tokens as ROUGE_L and METEOR~
 * split them, on " "). `pyForms`: the forms as Bleu and CIDEr split the captions (Python's
 * str.split()) when that differs for these words, else undefined. Every image must have a
 * reference (the TypeScript engine's values for an image without one are not integers the core
 * can hold; prepared.ts gives such sets to it).
 */
export function prepareWithCore(
  coreModule: ScoreCore,
  ids: readonly string[],
  space: SentenceForms,
  pyForms: (words: readonly string[]) => SentenceForms | undefined,
  meteor: { readonly synonyms?: Synonyms } | undefined,
): Prepared {
  phaseEnd('encode: forms');
  const spaceTok = internTokens(space.forms);
  const py = pyForms(spaceTok.words);
  phaseEnd('encode: tokens');
  const lex = meteor ? lexicon(meteor.synonyms) : undefined;
  const synonyms = lex?.synonyms;
  const core = coreInstance(coreModule, (v) => synonyms?.synsets(spaceTok.words[v]!) ?? []);
  phaseEnd('encode: instance');
  const spaceSet = encodeIn(core, space, spaceTok, !py);
  let gramSet = spaceSet;
  let grams: { forms: SentenceForms; tokens: InternedTokens } = { forms: space, tokens: spaceTok };
  if (py) {
    const tokens = internTokens(py.forms);
    gramSet = encodeIn(core, py, tokens, true);
    grams = { forms: py, tokens };
  }
  phaseEnd('encode');
  const N = ids.length;
  // METEOR~ first: what it alone uses (WordNet's tables, 11 MB, the stems, the pair records) is
  // released after it, and the metrics after it reuse that memory instead of fresh pages
  let meteorAt = 0;
  if (lex) {
    meteorAt = core.alloc(N * METEOR_WORDS * 4);
    const mark = core.mark();
    if (synonyms?.tables) giveWordNet(core, synonyms.tables, spaceTok.words);
    // the stems by the core (the same ids as stemAndFunctionIds'), the function words here
    const stemAt = coreStemIds(core, spaceTok.words);
    const func = functionIds(spaceTok.words);
    phaseEnd('meteor: stems');
    core.meteor(spaceSet, stemAt, put(core, func), spaceTok.words.length, synonyms ? 1 : 0, meteorAt);
    core.release(mark);
  }
  phaseEnd('meteor');
  const unionsAt = core.unions(gramSet);
  phaseEnd('unions');
  const rougeAt = core.rouge(spaceSet);
  phaseEnd('rouge');
  const ciderAt = core.cider(gramSet, unionsAt);
  phaseEnd('cider');

  const bleuAt = new Int32Array(core.memory.buffer)[(unionsAt >>> 2) + UNIONS.bleu]!;
  const sums = { bleu: bleuSum(core, bleuAt, N), meteor: lex ? meteorSum(core, meteorAt, N) : undefined };
  // every call is done: the memory no longer grows, so one view of it reads all results
  const words = new Int32Array(core.memory.buffer);
  const i32 = (at: number, n: number): Int32Array => words.slice(at >>> 2, (at >>> 2) + n);
  const f64 = (at: number, n: number): Float64Array => new Float64Array(core.memory.buffer, at, n).slice();
  const head = (at: number, field: number): number => words[(at >>> 2) + field]!;
  const S = grams.forms.forms.length;
  const gramCount = orders((k) => head(gramSet, SET.gramCount + k));
  // the n-gram bags and the references' unions are read out only when asked for (resampling)
  let enc: EncodedSet | undefined;
  const encOf = (): EncodedSet =>
    (enc ??= {
      ids,
      refStart: grams.forms.refStart,
      pred: grams.forms.pred,
      form: grams.forms.form,
      tokOff: grams.tokens.tokOff,
      tok: grams.tokens.tok,
      words: grams.tokens.words,
      gramCount,
      gOff: orders((k) => i32(head(gramSet, SET.gOff + k), S + 1)),
      gId: orders((k) => i32(head(gramSet, SET.gId + k), head(gramSet, SET.bagLen + k))),
      gCnt: orders((k) => i32(head(gramSet, SET.gCnt + k), head(gramSet, SET.bagLen + k))),
    });
  let unions: RefUnions | undefined;
  const unionsOf = (): RefUnions =>
    (unions ??= {
      off: orders((k) => i32(head(unionsAt, UNIONS.off + k), N + 1)),
      ids: orders((k) => i32(head(unionsAt, UNIONS.ids + k), head(unionsAt, UNIONS.len + k))),
      df: orders((k) => i32(head(unionsAt, UNIONS.df + k), gramCount[k]!)),
    });
  const bleuAt32 = bleuAt >>> 2;
  const meteorAt32 = meteorAt >>> 2;
  // per-image records are built only when asked for (per-image values, resampling): the corpus
  // values need only their sums
  let bleu: BleuStats[] | undefined;
  let meteorStats: MeteorStats[] | undefined;
  return {
    ids,
    get enc() {
      return encOf();
    },
    get unions() {
      return unionsOf();
    },
    get bleu() {
      return (bleu ??= bleuRecords(words, bleuAt32, N));
    },
    rouge: f64(rougeAt, N),
    get meteor() {
      return lex ? (meteorStats ??= meteorRecords(words, meteorAt32, N)) : undefined;
    },
    cider: f64(ciderAt, N),
    sums,
  };
}

const orders = <T>(f: (k: number) => T): T[] => Array.from({ length: MAX_ORDER }, (_, k) => f(k));

/** Copies an Int32Array into a fresh block of the core's memory; returns its address. */
function put(core: CoreExports, a: Int32Array): number {
  const at = core.alloc(a.length * 4);
  new Int32Array(core.memory.buffer, at, a.length).set(a);
  return at;
}

function encodeIn(core: CoreExports, forms: SentenceForms, tokens: InternedTokens, grams: boolean): number {
  return core.encode(
    forms.forms.length,
    put(core, tokens.tokOff),
    put(core, tokens.tok),
    forms.pred.length,
    put(core, forms.refStart),
    put(core, forms.pred),
    put(core, forms.form),
    tokens.words.length,
    grams ? 1 : 0,
  );
}

function bleuRecords(w: ArrayLike<number>, at: number, n: number): BleuStats[] {
  const out: BleuStats[] = new Array<BleuStats>(n);
  for (let i = 0, o = at; i < n; i++, o += BLEU_WORDS)
    out[i] = { testLen: w[o]!, refLen: w[o + 1]!, guess: [w[o + 2]!, w[o + 3]!, w[o + 4]!, w[o + 5]!], correct: [w[o + 6]!, w[o + 7]!, w[o + 8]!, w[o + 9]!] };
  return out;
}

function meteorRecords(w: ArrayLike<number>, at: number, n: number): MeteorStats[] {
  const out: MeteorStats[] = new Array<MeteorStats>(n);
  for (let i = 0, o = at; i < n; i++, o += METEOR_WORDS)
    out[i] = {
      testLen: w[o]!,
      refLen: w[o + 1]!,
      testFunc: w[o + 2]!,
      refFunc: w[o + 3]!,
      testContent: [w[o + 4]!, w[o + 5]!, w[o + 6]!],
      testFunction: [w[o + 7]!, w[o + 8]!, w[o + 9]!],
      refContent: [w[o + 10]!, w[o + 11]!, w[o + 12]!],
      refFunction: [w[o + 13]!, w[o + 14]!, w[o + 15]!],
      chunks: w[o + 16]!,
      matches: w[o + 17]!,
    };
  return out;
}

/** The column sums (the core's f64: exact, as the TypeScript engine's sums of numbers) of n records of `width` words at `at`. */
const columnSums = (core: CoreExports, at: number, n: number, width: number): Float64Array => new Float64Array(core.memory.buffer, core.sums(at, n, width), width);

function bleuSum(core: CoreExports, at: number, n: number): BleuStats {
  return bleuRecords(columnSums(core, at, n, BLEU_WORDS), 0, 1)[0]!;
}

function meteorSum(core: CoreExports, at: number, n: number): MeteorStats {
  return meteorRecords(columnSums(core, at, n, METEOR_WORDS), 0, 1)[0]!;
}
