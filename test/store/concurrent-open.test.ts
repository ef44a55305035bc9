/**
 * Several processes opening one results.db that does not exist yet (two `audit run`s started
 * together, a Slurm array's jobs): every opening succeeds, none calls the store being created
 * "a database of another program", and none removes another's live -wal/-shm. Threads stand in
 * for processes (each has its own SQLite connection); a barrier starts each round's openings at
 * once, on a fresh file per round. Without the fix (version and tables read as two statements,
 * companions removed after any failure) this failed about 1 opening in 70 on an idle 2-core machine.
 */
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../src/store/migrations.js';

const THREADS = 6;
const ROUNDS = 150;

/** src/store/open.ts as one ES module a worker thread can import (better-sqlite3 by absolute path). */
async function bundleOpen(dir: string): Promise<string> {
  const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  const out = join(dir, 'open.mjs');
  await build({
    entryPoints: [resolve('src/store/open.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    logLevel: 'error',
    plugins: [{ name: 'sqlite-path', setup: (b) => b.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: sqlite, external: true })) }],
  });
  return out;
}

// flag[0]: the round that may start; flag[1]: openings finished so far
const WORKER = `
import { workerData, parentPort } from 'node:worker_threads';
const { openDatabase } = await import(workerData.mod);
const flag = new Int32Array(workerData.sab);
const errors = [];
for (let i = 1; i <= workerData.rounds; i++) {
  while (Atomics.load(flag, 0) < i) Atomics.wait(flag, 0, Atomics.load(flag, 0), 5);
  try { openDatabase(workerData.dir + '/r' + i + '.db').close(); } catch (e) { errors.push(String(e && e.message)); }
  Atomics.add(flag, 1, 1);
}
parentPort.postMessage(errors);
`;

describe('results store opened by several processes at once', () => {
  it('every opening of a store being created succeeds, and each store ends complete', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-store-race-'));
    const mod = pathToFileURL(await bundleOpen(dir)).href;
    const script = join(dir, 'worker.mjs');
    writeFileSync(script, WORKER);
    const sab = new SharedArrayBuffer(8);
    const flag = new Int32Array(sab);
    const workers = Array.from({ length: THREADS }, () => new Worker(script, { workerData: { sab, dir, rounds: ROUNDS, mod } }));
    const results = workers.map((w) => new Promise<string[]>((ok, fail) => (w.once('message', ok), w.once('error', fail))));
    for (let i = 1; i <= ROUNDS; i++) {
      while (Atomics.load(flag, 1) < THREADS * (i - 1)) await new Promise((r) => setTimeout(r, 1));
      Atomics.store(flag, 0, i);
      Atomics.notify(flag, 0);
    }
    const errors = (await Promise.all(results)).flat();
    expect(errors).toEqual([]);
    const dbs = readdirSync(dir).filter((f) => f.endsWith('.db'));
    expect(dbs).toHaveLength(ROUNDS);
    for (const f of dbs) {
      const raw = new Database(join(dir, f), { readonly: true });
      expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
      raw.close();
    }
  }, 120_000);
});
