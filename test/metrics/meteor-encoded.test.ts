/**
 * METEOR~ over interned token ids (meteor-encoded.ts, what `audit score` runs) must give exactly
 * the statistics of the string implementation (meteorImage in meteor.ts) for every image: on
 * generated corpora of every caption category, on CLEVR-Change-style sets (many repeated
 * captions, so the per-pair memo is hit), and on sentences drawn from a small vocabulary of
 * stems, WordNet synonyms and function words with many repeated words (ties in the greedy
 * alignment), with and without WordNet.
 */
import { describe, expect, it } from 'vitest';
import { encodeSet } from '../../src/metrics/encode.js';
import { lexicon } from '../../src/metrics/meteor.js';
import type { Lexicon } from '../../src/metrics/meteor.js';
import { meteorEncoded } from '../../src/metrics/meteor-encoded.js';
import { loadWordNet } from '../../src/scoring/wordnet.js';
import { captionCorpus, rng } from '../helpers/captions.js';
import { clevrStyleSet } from '../helpers/clevr-style.js';
import { tokenized } from '../helpers/token-sets.js';
import type { TokenSet } from '../helpers/token-sets.js';
import { meteorImage } from '../helpers/meteor-reference.js';

/** Sentences over a vocabulary rich in stems, synonyms and function words; fresh arrays, some equal. */
function smallVocabulary(seed: number, images: number): TokenSet {
  const r = rng(seed);
  const vocab = ('car cars automobile auto machine run running ran runs big large bigger larger great grey gray ' +
    'sphere spheres ball balls globe cube cubes block blocks box moved move moving shifted changed change ' +
    'the a an of is are was to in on and it has been').split(' ');
  const sentence = (): string[] => Array.from({ length: Math.floor(r() * 16) }, () => vocab[Math.floor(r() * vocab.length)]!);
  const ids: string[] = [];
  const refs: string[][][] = [];
  const preds: string[][] = [];
  for (let i = 0; i < images; i++) {
    ids.push(String(i));
    const rs = Array.from({ length: 1 + Math.floor(r() * 6) }, sentence);
    refs.push(rs);
    preds.push(r() < 0.3 ? [...rs[0]!] : sentence());
  }
  return { ids, refs, preds };
}

function expectSame(set: TokenSet, lex: Lexicon): void {
  const fast = meteorEncoded(encodeSet(set.ids, set.refs, set.preds), lex);
  const slow = set.preds.map((p, i) => meteorImage(p, set.refs[i]!, lex));
  expect(fast.length).toBe(slow.length);
  const bad = slow.flatMap((s, i) => (JSON.stringify(s) === JSON.stringify(fast[i]) ? [] : [{ image: i, want: s, got: fast[i] }]));
  expect(bad.slice(0, 3)).toEqual([]);
}

describe('METEOR~ on token ids equals METEOR~ on strings', () => {
  const wordnet = lexicon(loadWordNet());
  const plain = lexicon();
  const corpora: [string, () => TokenSet][] = [
    ['caption corpus, seed 31 (every category)', () => { const c = captionCorpus(31, 400); return tokenized(c.refs, c.preds); }],
    ['CLEVR-Change-style set (repeated captions)', () => { const c = clevrStyleSet(3000, 5, { refsPerPair: 5 }); return tokenized(c.refs, c.preds); }],
    ['stems, synonyms and repeated words', () => smallVocabulary(7, 4000)],
  ];
  it.each(corpora)('%s, with WordNet synonyms', (_, make) => expectSame(make(), wordnet));
  it.each(corpora)('%s, exact and stem only', (_, make) => expectSame(make(), plain));
});
