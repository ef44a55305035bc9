/**
 * Scoring a predictions file off the main thread. In the built CLI the work runs in a worker
 * thread that an abort terminates at once (Ctrl-C during a long bootstrap); where the worker's
 * compiled file is absent (tests run from the TypeScript sources) it runs inline and the abort is
 * honoured before and after.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { builtDir } from '../../core/package-root.js';
import { scoreFiles } from '../../scoring/index.js';
import type { FileScore, ScoreFilesOptions } from '../../scoring/index.js';

export interface ScoreJob {
  readonly references: string;
  readonly predictions: string;
  readonly options: ScoreFilesOptions;
}

/** The bundled worker (scripts/build.mjs makes it an entry of its own); absent when running from src/. */
const workerFile = builtDir ? join(builtDir, 'runners', 'predictions', 'score-worker.js') : undefined;

function aborted(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

export async function scoreJob(job: ScoreJob, signal: AbortSignal): Promise<FileScore> {
  signal.throwIfAborted();
  if (workerFile === undefined || !existsSync(workerFile)) {
    await new Promise((r) => setImmediate(r));
    signal.throwIfAborted();
    const result = await scoreFiles(job.references, job.predictions, job.options);
    signal.throwIfAborted();
    return result;
  }
  return new Promise<FileScore>((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: job });
    const onAbort = () => {
      void worker.terminate();
      reject(aborted(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (r: FileScore) => resolve(r));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (code !== 0 && !signal.aborted) reject(new Error(`scoring worker exited with code ${code}`));
    });
  });
}
