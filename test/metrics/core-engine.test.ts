/**
 * The WebAssembly core (assembly/score-core.ts → dist/score-core.wasm) against the TypeScript
 * engine it replaces in `audit score`: on generated corpora of every caption category and size
 * (1–15 references, empty captions, duplicates, tokens that Python's str.split() splits further),
 * CLEVR-Change-style sets and sentences over a small vocabulary of stems, WordNet synonyms and
 * function words, every prepared statistic must be identical — integers equal, floating-point
 * values bit for bit — and so must corpus values, bootstrap resamples and per-image CIDEr.
 * (The TypeScript engine is itself checked against the COCO caption toolkit in score-diff.test.ts,
 * which runs the CLI, and so the core.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resamples } from '../../src/metrics/bootstrap.js';
import { CORE_FILE, loadScoreCore, resetScoreCore } from '../../src/scoring/score-core.js';
import { ciderScores, corpusValues, hasPyWhitespace, prepare, prepareTokenized, tokenizeAll } from '../../src/metrics/prepared.js';
import { sentenceForms } from '../../src/metrics/encode.js';
import { contextFreeSetForms } from '../../src/metrics/plain-forms.js';
import type { CaptionSet } from '../../src/metrics/types.js';
import type { MeteorPlan, Prepared } from '../../src/metrics/prepared.js';
import type { ScoreCore } from '../../src/metrics/core/instance.js';
import { loadWordNet } from '../../src/scoring/wordnet.js';
import { captionCorpus, rng } from '../helpers/captions.js';
import { clevrStyleSet } from '../helpers/clevr-style.js';
import { tokenized } from '../helpers/token-sets.js';
import type { TokenSet } from '../helpers/token-sets.js';
import { existsSync } from 'node:fs';

/** Sentences over stems, synonyms and function words, many words repeated; some empty. */
function smallVocabulary(seed: number, images: number, withNbsp = false): TokenSet {
  const r = rng(seed);
  const vocab = ('car cars automobile auto machine run running ran runs big large bigger larger great grey gray ' +
    'sphere spheres ball balls globe cube cubes block blocks box moved move moving shifted changed change ' +
    'the a an of is are was to in on and it has been' + (withNbsp ? ' 555\u00a01234 3\u00a01/2 a\u2009b' : '')).split(' ');
  const sentence = (): string[] => Array.from({ length: Math.floor(r() * 16) }, () => vocab[Math.floor(r() * vocab.length)]!);
  const set: TokenSet = { ids: [], refs: [], preds: [] };
  for (let i = 0; i < images; i++) {
    set.ids.push(String(i));
    const rs = Array.from({ length: 1 + Math.floor(r() * 6) }, sentence);
    set.refs.push(rs);
    set.preds.push(r() < 0.3 ? rs[0]! : sentence());
  }
  return set;
}

/**
 * smallVocabulary with more than 4,096 distinct tokens: the core then memoises METEOR~'s synonym
 * matches in a hash map instead of a vocabulary × vocabulary table (assembly/score-core.ts).
 */
function largeVocabulary(seed: number, images: number): TokenSet {
  const set = smallVocabulary(seed, images);
  const fillers = Array.from({ length: 4300 }, (_, i) => `zq${i}`);
  // every filler in some reference, and some in predictions next to synonym-bearing words
  for (let i = 0; i < fillers.length; i++) set.refs[i % images]!.push([fillers[i]!, 'car', 'moved']);
  for (let i = 0; i < images; i += 3) set.preds[i] = [...set.preds[i]!, fillers[(i * 7) % fillers.length]!, 'automobile'];
  return set;
}

/** The core as `audit score` loads it (AUDIT_SCORE_ENGINE=wasm: an error when the build did not make it). */
function wasmCore(): ScoreCore {
  process.env.AUDIT_SCORE_ENGINE = 'wasm';
  resetScoreCore();
  try {
    return loadScoreCore()!;
  } finally {
    delete process.env.AUDIT_SCORE_ENGINE;
    resetScoreCore();
  }
}

/** The first place where two structures of arrays, typed arrays, objects and numbers differ (numbers by Object.is), or undefined. */
function firstDiff(a: unknown, b: unknown, path = ''): string | undefined {
  if (ArrayBuffer.isView(a) && ArrayBuffer.isView(b)) {
    const x = Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    const y = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    if (a.constructor === b.constructor && x.equals(y)) return undefined;
    return `${path}: ${a.constructor.name}(${x.length} bytes) ≠ ${b.constructor.name}(${y.length} bytes)`;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: length ${a.length} ≠ ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const x: unknown = a[i];
      const y: unknown = b[i];
      if (typeof x === 'number' && typeof y === 'number' ? Object.is(x, y) : false) continue;
      const d = firstDiff(x, y, `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (a && typeof a === 'object' && b && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
    return undefined;
  }
  return Object.is(a, b) ? undefined : `${path}: ${String(a)} ≠ ${String(b)}`;
}
const same = (got: unknown, want: unknown): void => expect(firstDiff(got, want)).toBeUndefined();

function expectSame(set: TokenSet, plan: MeteorPlan): void {
  expectSamePrepared(prepareTokenized(set.ids, set.refs, set.preds, plan), prepareTokenized(set.ids, set.refs, set.preds, plan, wasmCore()), set.ids.length);
}

function expectSamePrepared(js: Prepared, core: Prepared, images: number): void {
  expect(js.cider).toBeUndefined(); // the TypeScript engine ran
  expect(core.cider).toBeInstanceOf(Float64Array); // the core ran
  same(core.cider, ciderScores(js));
  same(core.rouge, js.rouge);
  same(core.bleu, js.bleu);
  same(core.meteor, js.meteor);
  same(core.enc, js.enc);
  same(core.unions, js.unions);
  same(corpusValues(core), corpusValues(js));
  for (const idx of resamples(images, 3, 5)) {
    same(ciderScores(core, idx), ciderScores(js, idx));
    same(corpusValues(core, idx), corpusValues(js, idx));
  }
}

describe('the WebAssembly core gives the values of the TypeScript engine, bit for bit', () => {
  afterEach(() => resetScoreCore());
  it('is built (npm run build makes dist/score-core.wasm; without it `audit score` runs the TypeScript engine)', () => {
    expect(existsSync(CORE_FILE)).toBe(true);
  });

  const wordnet = { synonyms: loadWordNet() };
  const corpora: [string, () => TokenSet][] = [
    ['caption corpus, seed 21, 40 images', () => { const c = captionCorpus(21, 40); return tokenized(c.refs, c.preds); }],
    ['caption corpus, seed 22, 700 images', () => { const c = captionCorpus(22, 700); return tokenized(c.refs, c.preds); }],
    ['caption corpus, seed 23, 1200 images', () => { const c = captionCorpus(23, 1200); return tokenized(c.refs, c.preds); }],
    ['CLEVR-Change-style set, 4000 pairs', () => { const c = clevrStyleSet(4000, 3, { refsPerPair: 5 }); return tokenized(c.refs, c.preds); }],
    ['stems, synonyms and repeated words, 3000 images', () => smallVocabulary(7, 3000)],
    ['tokens that str.split() splits further (no-break and thin spaces)', () => smallVocabulary(8, 800, true)],
    ['a vocabulary of more than 4,096 tokens', () => largeVocabulary(11, 1500)],
  ];
  it.each(corpora)('%s, METEOR~ with WordNet', (_, make) => expectSame(make(), wordnet));
  it.each(corpora)('%s, METEOR~ exact and stem only', (_, make) => expectSame(make(), {}));
  it('without METEOR~', () => expectSame(smallVocabulary(9, 500), undefined));

  it('a corpus has more distinct tokens than the synonym table takes (4,096)', () => {
    expect(new Set([...largeVocabulary(11, 1500).refs.flat(2)]).size).toBeGreaterThan(4096);
  });

  it('the corpora reach both splits of a caption (the core then encodes the set twice)', () => {
    const words = (s: TokenSet): string[] => [...s.refs.flat(2), ...s.preds.flat()];
    expect(hasPyWhitespace(words(smallVocabulary(8, 800, true)))).toBe(true);
    expect(hasPyWhitespace(words(smallVocabulary(7, 300)))).toBe(false);
  });

  it('an image without references leaves the set to the TypeScript engine (same values)', () => {
    const set = smallVocabulary(10, 50);
    set.refs[3] = [];
    const js = prepareTokenized(set.ids, set.refs, set.preds, wordnet);
    const core = prepareTokenized(set.ids, set.refs, set.preds, wordnet, wasmCore());
    expect(core.cider).toBeUndefined();
    same(core.bleu, js.bleu);
    same(core.rouge, js.rouge);
  });

  it('AUDIT_SCORE_ENGINE chooses the engine: js gives none, unset gives the core, anything else is refused', () => {
    const load = (v: string | undefined): ScoreCore | undefined => {
      if (v === undefined) delete process.env.AUDIT_SCORE_ENGINE;
      else process.env.AUDIT_SCORE_ENGINE = v;
      resetScoreCore();
      try {
        return loadScoreCore();
      } finally {
        delete process.env.AUDIT_SCORE_ENGINE;
      }
    };
    expect(load('js')).toBeUndefined();
    expect(load(undefined)).toBeDefined();
    expect(() => load('fast')).toThrow('AUDIT_SCORE_ENGINE=fast: expected wasm, js, or unset');
  });

  describe('from the caption strings (prepare: all-plain sets skip the token rows)', () => {
    /** A CLEVR-style set as the files give it, predictions in another order and one missing. */
    const captionSet = (pairs: number, seed: number): CaptionSet => {
      const c = clevrStyleSet(pairs, seed, { refsPerPair: 5 });
      const preds = [...c.preds].reverse().slice(1);
      return { refs: new Map(Object.entries(c.refs)), preds: new Map(preds.map((p) => [p.image_id, p.caption])) };
    };
    /** CLEVR-style captions with PTB tokens that are not plain but whose lines stand alone: the last caption of each batch among them. */
    const contextFree = (): CaptionSet => {
      const s = captionSet(900, 7);
      const extra = ["it's", '"quoted"', '(left)', '3 cubes', 'a & b', "don't", 'the U.S', 'at 3 p.m', '10%', 'cannot', 'café', 'red!', 'why?'];
      const r = rng(3);
      const edit = (c: string): string => (r() < 0.3 ? `${c} ${extra[Math.floor(r() * extra.length)]!}` : c);
      const refs = new Map([...s.refs].map(([id, rs]) => [id, rs.map(edit)]));
      const preds = new Map([...s.preds].map(([id, p]) => [id, edit(p)]));
      const lastId = [...refs.keys()].at(-1)!;
      refs.set(lastId, [...refs.get(lastId)!, "it's the U.S"]);
      preds.set(lastId, 'a "cube" (red) moved!');
      return { refs, preds };
    };
    const mixed = (): CaptionSet => {
      const c = captionCorpus(24, 300);
      return { refs: new Map(Object.entries(c.refs)), preds: new Map(c.preds.map((p) => [p.image_id, p.caption])) };
    };
    it.each([
      ['CLEVR-style, every caption plain', () => captionSet(3000, 4)],
      ['CLEVR-style with Capitals, commas and periods (still plain)', () => {
        const s = captionSet(800, 5);
        const refs = s.refs as Map<string, readonly string[]>;
        let i = 0;
        for (const [id, rs] of refs) refs.set(id, rs.map((r) => (i++ % 3 === 0 ? `${r[0]!.toUpperCase()}${r.slice(1).replace(' ', ', ')}.` : r)));
        return s;
      }],
      ['apostrophes, quotes, brackets, digits, "&", "!" (not plain, each line independent of its neighbours)', contextFree],
      ['every caption category (lines that depend on their neighbours: the token rows)', mixed],
    ])('%s: same values as the TypeScript engine', (name, make) => {
      const set = make();
      const ids = [...set.refs.keys()];
      const forms = contextFreeSetForms([...set.refs.values()], ids.map((id) => set.preds.get(id) ?? ''));
      expect(forms !== undefined).toBe(!name.includes('the token rows'));
      expectSamePrepared(prepare(set, wordnet), prepare(set, wordnet, wasmCore()), set.refs.size);
    });

    it('contextFreeSetForms gives sentenceForms of the tokenised set in any order, or declines a set it cannot take', () => {
      for (const set of [captionSet(2000, 6), contextFree()]) {
        const ids = [...set.refs.keys()];
        const refs = [...set.refs.values()];
        const preds = ids.map((id) => set.preds.get(id) ?? '');
        const t = tokenizeAll(refs, preds);
        same(contextFreeSetForms(refs, preds), sentenceForms(t.refs, t.preds));
        // another batch order: other captions are the batches' last
        const order = ids.map((_, i) => i).reverse();
        const u = tokenizeAll(refs, preds, order);
        same(contextFreeSetForms(refs, preds, order), sentenceForms(u.refs, u.preds));
      }
      const set = captionSet(20, 6);
      const refs = [...set.refs.values()];
      const preds = [...set.refs.keys()].map((id) => set.preds.get(id) ?? '');
      expect(contextFreeSetForms(refs, preds)).toBeDefined();
      // not the batches' last: a caption ending in '.' that is not plain, an SGML tag, another line
      // break, a token with a no-break space; an image without references
      const refs6 = refs.slice(0, 6);
      const preds6 = preds.slice(0, 6);
      for (const c of ["it's red.", 'a <b> c', 'a\rb', 'call 555 555-5555']) {
        expect(contextFreeSetForms([[c], ...refs6.slice(1)], preds6), c).toBeUndefined();
        expect(contextFreeSetForms(refs6, [c, ...preds6.slice(1)]), c).toBeUndefined();
      }
      expect(contextFreeSetForms([...refs6.slice(0, 5), []], preds6)).toBeUndefined();
      // as the batches' last, a caption ending in '.' has its line (nothing follows it)
      const tail: (readonly string[])[] = [...refs6.slice(0, 5), ["it's red."]];
      const u = tokenizeAll(tail, [...preds6.slice(0, 5), "it's gone."]);
      same(contextFreeSetForms(tail, [...preds6.slice(0, 5), "it's gone."]), sentenceForms(u.refs, u.preds));
    });
  });
});
