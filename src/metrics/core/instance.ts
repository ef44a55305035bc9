/**
 * An instance of `audit score`'s WebAssembly core (assembly/score-core.ts, compiled by
 * `npm run build` to dist/score-core.wasm; src/scoring/score-core.ts reads and compiles it). The
 * core gives bit-identical values to the TypeScript engine (test/metrics/core-engine.test.ts);
 * a caller without it (ScoreOptions.core undefined) gets the TypeScript engine. Each scored set
 * gets its own instance: its memory is a bump allocator, dropped with the instance.
 */

import { PARTS_OF_SPEECH, parseLineIndex } from '../wordnet.js';
import type { WordNetTables } from '../wordnet.js';

/** The compiled core (a WebAssembly.Module): what ScoreOptions.core carries. */
export interface ScoreCore {
  readonly module: object;
}

export interface CoreExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  alloc(bytes: number): number;
  encode(S: number, tokOff: number, tok: number, N: number, refStart: number, pred: number, form: number, vocab: number, grams: number): number;
  unions(set: number): number;
  rouge(set: number): number;
  meteor(set: number, stems: number, funcs: number, vocab: number, synonyms: number, out: number): number;
  /** A mark of the core's allocator: release(mark) frees every block allocated after it. */
  mark(): number;
  release(mark: number): void;
  cider(set: number, unions: number): number;
  sums(at: number, n: number, width: number): number;
  wordnet(desc: number, wordOff: number, wordBytes: number, vocab: number): void;
  synsetsOfWord(v: number, outAt: number): number;
  stemIds(off: number, units: number, vocab: number): number;
  stemOfWord(v: number, outAt: number): number;
}

/** Token v's synset ids, sorted (METEOR~'s synonym module asks for them on first use). */
export type SynsetsOf = (v: number) => readonly number[];

/** The WebAssembly API's Instance (Node's global; @types/node does not declare it). */
const WasmInstance = (globalThis as unknown as { WebAssembly: { Instance: new (module: object, imports: object) => { readonly exports: unknown } } })
  .WebAssembly.Instance;

/** A fresh instance; Math.log and Math.pow are this engine's own, so they round as the TypeScript engine's. */
export function coreInstance(core: ScoreCore, synsetsOf: SynsetsOf): CoreExports {
  let exports: CoreExports | undefined = undefined;
  const pending = new Map<number, readonly number[]>();
  const memory = (): ArrayBuffer => exports!.memory.buffer;
  const instance = new WasmInstance(core.module, {
    env: {
      log: Math.log,
      pow: Math.pow,
      synCount(v: number): number {
        const ids = synsetsOf(v);
        pending.set(v, ids);
        return ids.length;
      },
      synFill(v: number, at: number): void {
        const ids = pending.get(v)!;
        pending.delete(v);
        new Int32Array(memory(), at, ids.length).set(ids);
      },
    },
  });
  exports = instance.exports as CoreExports;
  return exports;
}

/** Per part of speech, the words of the core's table description (assembly/wordnet.ts's D_WORDS). */
const D_WORDS = 6;

/**
 * Gives the core WordNet's tables (`tables`: Synonyms.tables, read straight into its memory) and
 * the vocabulary `words` (token id v = words[v]), so that METEOR~'s look-ups run in the core
 * instead of asking synsetsOf. False (nothing given: the look-ups ask synsetsOf) when the line
 * index does not describe the index files read.
 */
export function giveWordNet(core: CoreExports, tables: WordNetTables, words: readonly string[]): boolean {
  const { sizes } = tables;
  const blocks = sizes.map((n) => core.alloc(n));
  const desc = core.alloc(4 * D_WORDS * 4);
  let room = 0;
  for (const w of words) room += 3 * w.length;
  const off = core.alloc(4 * (words.length + 1));
  const bytes = core.alloc(room);
  // every block allocated: the memory no longer grows, so these views stay valid
  const buf = core.memory.buffer;
  tables.read(blocks.map((at, i) => new Uint8Array(buf, at, sizes[i])));
  const index = parseLineIndex(new Uint32Array(buf, blocks[4]!, sizes[4]! >>> 2), sizes.slice(0, 4));
  if (!index) return false;
  const d = PARTS_OF_SPEECH.flatMap((pos, p) => {
    const { table, ids } = index[pos];
    return [blocks[p]!, sizes[p]!, table.byteOffset, table.length, ids.at.byteOffset, ids.words.byteOffset];
  });
  new Uint32Array(buf, desc, d.length).set(d);
  // UTF-8 as TextEncoder gives it (lone surrogates as U+FFFD), as src/metrics/wordnet.ts's look-up keys
  const offs = new Uint32Array(words.length + 1);
  const view = new Uint8Array(buf, bytes, room);
  const utf8 = new TextEncoder();
  let at = 0;
  for (let v = 0; v < words.length; v++) {
    const w = words[v]!;
    offs[v] = at;
    let ascii = true;
    for (let i = 0; i < w.length; i++) {
      const c = w.charCodeAt(i);
      if (c >= 0x80) {
        ascii = false;
        break;
      }
      view[at + i] = c;
    }
    at += ascii ? w.length : utf8.encodeInto(w, view.subarray(at)).written;
  }
  offs[words.length] = at;
  new Uint32Array(buf, off, offs.length).set(offs);
  core.wordnet(desc, off, bytes, words.length);
  return true;
}

/**
 * The words' Porter stem ids, computed by the core (assembly/porter.ts: porterStem on each word's
 * UTF-16 code units, ids numbered by first occurrence as stemAndFunctionIds numbers them): the
 * address of vocab i32 in its memory.
 */
export function coreStemIds(core: CoreExports, words: readonly string[]): number {
  let total = 0;
  for (const w of words) total += w.length;
  const off = core.alloc(4 * (words.length + 1));
  const units = core.alloc(2 * total);
  const offs = new Int32Array(core.memory.buffer, off, words.length + 1);
  const view = new Uint16Array(core.memory.buffer, units, total);
  let at = 0;
  for (let v = 0; v < words.length; v++) {
    const w = words[v]!;
    offs[v] = at;
    for (let i = 0; i < w.length; i++) view[at + i] = w.charCodeAt(i);
    at += w.length;
  }
  offs[words.length] = at;
  return core.stemIds(off, units, words.length);
}
