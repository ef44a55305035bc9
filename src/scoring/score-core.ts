/**
 * Reads and compiles `audit score`'s WebAssembly core (dist/score-core.wasm, built by
 * `npm run build` from assembly/score-core.ts; src/metrics/core/ runs it). AUDIT_SCORE_ENGINE
 * chooses the engine: `wasm` (the core; an error when it is missing), `js` (the TypeScript
 * engine, which gives the same values bit for bit), or unset (the core when the build made it).
 * The module is compiled once per process.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { packageRoot } from '../core/package-root.js';
import type { ScoreCore } from '../metrics/core/instance.js';

export const CORE_FILE = join(packageRoot, 'dist', 'score-core.wasm');

const WasmModule = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => object } }).WebAssembly.Module;

let loaded: ScoreCore | null | undefined;

/** The compiled core, or undefined when the TypeScript engine is to be used. */
export function loadScoreCore(): ScoreCore | undefined {
  if (loaded !== undefined) return loaded ?? undefined;
  const want = process.env.AUDIT_SCORE_ENGINE ?? '';
  if (!['', 'wasm', 'js'].includes(want)) throw new Error(`AUDIT_SCORE_ENGINE=${want}: expected wasm, js, or unset`);
  if (want === 'js' || (want === '' && !existsSync(CORE_FILE))) {
    loaded = null;
    return undefined;
  }
  if (!existsSync(CORE_FILE)) throw new Error(`AUDIT_SCORE_ENGINE=wasm, but ${CORE_FILE} is missing: run \`npm run build\``);
  const bytes = readFileSync(CORE_FILE);
  // V8 first compiles WebAssembly with its baseline compiler (Liftoff) and re-compiles hot
  // functions with TurboFan on background threads later; this module is small (≈ 8 KB, ≈ 2 ms to
  // compile) and all of it is hot at once, so it is compiled optimised from the start. The flag
  // selects the compiler of this module only (it is set back at once); WebAssembly's arithmetic
  // gives the same results under either compiler. `--no-liftoff` also turns
  // `--wasm-dynamic-tiering` off (a V8 flag implication), so both are set back: V8's flags are then
  // as they were, and so is their hash, which a V8 code cache must match (bin/code-cache.js: a
  // cache written after this, as the build's is, would otherwise be rejected by every fresh run).
  setFlagsFromString('--no-liftoff');
  try {
    loaded = { module: new WasmModule(bytes) };
  } finally {
    setFlagsFromString('--liftoff');
    setFlagsFromString('--wasm-dynamic-tiering');
  }
  return loaded;
}

/** Forget the compiled core and read AUDIT_SCORE_ENGINE again (for tests). */
export function resetScoreCore(): void {
  loaded = undefined;
}
