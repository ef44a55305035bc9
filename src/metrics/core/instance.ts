/**
 * An instance of `audit score`'s WebAssembly core (assembly/score-core.ts, compiled by
 * `npm run build` to dist/score-core.wasm; src/scoring/score-core.ts reads and compiles it). The
 * core gives bit-identical values to the TypeScript engine (test/metrics/core-engine.test.ts);
 * a caller without it (ScoreOptions.core undefined) gets the TypeScript engine. Each scored set
 * gets its own instance: its memory is a bump allocator, dropped with the instance.
 */

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
  meteor(set: number, stems: number, funcs: number, vocab: number, synonyms: number): number;
  cider(set: number, unions: number): number;
  sums(at: number, n: number, width: number): number;
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
