/**
 * `audit score`'s numeric core, compiled to WebAssembly (AssemblyScript; `npm run build` writes
 * dist/score-core.wasm, src/metrics/core/ loads it). It does, on integer token ids, exactly what
 * the TypeScript reference implementation does (src/metrics/encode.ts, cider.ts, bleu.ts,
 * rouge.ts, meteor-encoded.ts, meteor.ts's meteorScore/tieOrder), in the same order of
 * floating-point operations, so every value is bit-identical; test/metrics/core-engine.test.ts
 * compares the two on generated corpora. Math.log and Math.pow are the host's own (imported from
 * JavaScript), so they round as V8 does; sqrt, min, max and abs are IEEE-exact instructions.
 *
 * Memory: a bump allocator (the `stub` runtime), one instance per scored set; nothing is freed.
 * Arrays are raw i32/f64 blocks; a result is a pointer to a header of i32 words that
 * src/metrics/core/layout.ts names.
 *
 * This file is the entry: what the module exports. The jobs are in memory.ts (blocks, loads and
 * stores), pair-map.ts, encoded.ts (the encoded set), cider.ts (unions, Bleu statistics, CIDEr-D),
 * rouge.ts, meteor-score.ts and meteor.ts (METEOR~), host.ts (what JavaScript provides), wordnet.ts
 * and porter.ts.
 */

import { f64s, ld, ldf, stf } from './memory';

export { synsetsOfWord, wordnet } from './wordnet';
export { stemIds, stemOfWord } from './porter';
export { alloc, mark, release } from './memory';
export { encode } from './encoded';
export { cider, unions } from './cider';
export { rouge } from './rouge';
export { meteorScoreAt } from './meteor-score';
export { meteor } from './meteor';

/** Column sums (f64 × width, exact: integers below 2^53) of n records of `width` i32 words at `at`. */
export function sums(at: usize, n: i32, width: i32): usize {
  const out = f64s(width);
  for (let i = 0; i < n; i++) {
    const rec = at + (<usize>(i * width) << 2);
    for (let j = 0; j < width; j++) stf(out, j, ldf(out, j) + <f64>ld(rec, j));
  }
  return out;
}
