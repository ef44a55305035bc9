/**
 * METEOR~ on a second core (opt-in: AUDIT_SCORE_WORKER=on, see scoring/index.ts): a worker thread
 * (meteor-worker-main.ts) started before tokenisation loads WordNet, receives the interned set
 * and computes METEOR~'s statistics while this thread computes Bleu, ROUGE_L and CIDEr. The statistics are integers computed by the same function as
 * the single-threaded path, so the scores are bit-identical (test/metrics/meteor-worker.test.ts).
 * If the worker cannot start or fails, the statistics are computed here instead.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lexicon, meteorEncoded } from '../metrics/index.js';
import type { MeteorInput, MeteorStats } from '../metrics/index.js';
import { loadWordNet } from './wordnet.js';
import { phaseEnd } from '../core/phases.js';
import { builtDir } from '../core/package-root.js';

/** The worker's own file: an entry of the bundles (scripts/build.mjs) beside this module's source layout. */
const workerFile = (): URL | string => (builtDir ? join(builtDir, 'scoring', 'meteor-worker-main.js') : new URL('./meteor-worker-main.js', import.meta.url));

/** Integers per image: testLen refLen testFunc refFunc chunks matches, then 3 × 4 module counts. */
const FIELDS = 18;

export function flattenMeteorStats(stats: readonly MeteorStats[]): Int32Array {
  const out = new Int32Array(stats.length * FIELDS);
  stats.forEach((s, i) => {
    const o = i * FIELDS;
    out.set([s.testLen, s.refLen, s.testFunc, s.refFunc, s.chunks, s.matches], o);
    out.set(s.testContent, o + 6);
    out.set(s.testFunction, o + 9);
    out.set(s.refContent, o + 12);
    out.set(s.refFunction, o + 15);
  });
  return out;
}

export function unflattenMeteorStats(flat: Int32Array): MeteorStats[] {
  const out: MeteorStats[] = [];
  for (let o = 0; o < flat.length; o += FIELDS) {
    const part = (at: number) => [flat[o + at]!, flat[o + at + 1]!, flat[o + at + 2]!];
    out.push({
      testLen: flat[o]!,
      refLen: flat[o + 1]!,
      testFunc: flat[o + 2]!,
      refFunc: flat[o + 3]!,
      chunks: flat[o + 4]!,
      matches: flat[o + 5]!,
      testContent: part(6),
      testFunction: part(9),
      refContent: part(12),
      refFunction: part(15),
    });
  }
  return out;
}

function local(e: MeteorInput): MeteorStats[] {
  const stats = meteorEncoded(e, lexicon(loadWordNet()));
  phaseEnd('meteor (this thread: no worker)');
  return stats;
}

/** A started METEOR~ worker; `stats` may be called once. */
export interface MeteorWorker {
  stats(e: MeteorInput): Promise<readonly MeteorStats[]>;
}

/** Starts the worker (WordNet loads at once); falls back to this thread if it cannot run, telling `onFailure`. */
export function startMeteorWorker(onFailure?: (why: string) => void): MeteorWorker {
  const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));
  let worker: Worker | undefined;
  let failed: unknown;
  try {
    worker = new Worker(workerFile());
    worker.once('error', (e) => (failed = e));
    // it must not keep the process alive if stats() is never called (an error before METEOR~)
    worker.unref();
  } catch (e) {
    failed = e;
  }
  return {
    async stats(e) {
      if (!worker || failed !== undefined) {
        void worker?.terminate();
        onFailure?.(describe(failed));
        return local(e);
      }
      const w = worker;
      w.ref();
      const { ids, tokOff, tok, form, refStart, pred, words } = e;
      try {
        const flat = await new Promise<Int32Array>((resolve, reject) => {
          w.once('message', resolve);
          w.once('error', reject);
          w.once('exit', (code) => reject(new Error(`METEOR~ worker exited with ${code}`)));
          w.postMessage({ ids, tokOff, tok, form, refStart, pred, words });
        });
        return unflattenMeteorStats(flat);
      } catch (err) {
        onFailure?.(describe(err));
        return local(e);
      } finally {
        void w.terminate();
      }
    },
  };
}
