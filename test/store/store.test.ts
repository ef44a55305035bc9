import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../src/core/errors.js';
import type { Finding } from '../../src/core/findings.js';
import { openStore, ResultsStore, SCHEMA_VERSION } from '../../src/store/index.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'audit-store-'));
const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

function session(store: ResultsStore, pid = process.pid, host = 'host-a') {
  return store.startSession({ paper: 'ssgpa', claimFile: { path: 'claims/ssgpa.yaml', sha256: 'ab'.repeat(32) }, command: 'audit run ssgpa', pid, host, environment: { node: 'v20' } });
}

function newRun(store: ResultsStore, sessionId: number, pid = process.pid, host = 'host-a') {
  return { sessionId, paper: 'ssgpa', configId: 'spot-vit-val', runner: 'predictions', pid, host, seed: 0, smoke: false, config: { id: 'spot-vit-val' }, environment: { node: 'v20' } };
}

describe('results store', () => {
  it('creates the schema in WAL mode with the current user_version', () => {
    const db = join(tmp(), 'results.db');
    ResultsStore.open(db).close();
    const raw = new Database(db, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = (raw.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
    expect(tables).toEqual(['artifacts', 'claim_files', 'findings', 'gpu_samples', 'metrics', 'runs', 'sessions']);
    raw.close();
  });

  it('stores a run with metrics, artifacts, GPU samples and findings and maps them back', () => {
    const db = join(tmp(), 'results.db');
    const store = ResultsStore.open(db);
    const s = session(store);
    const id = store.startRun(newRun(store, s), 1000);
    expect(store.listRuns()[0]).toMatchObject({ id, status: 'running', startedAt: 1000 });
    store.addMeasurements(id, [
      { dataset: 'spot-the-diff', split: 'val', subset: 'total', metric: 'CIDEr', value: 0.295, ciLow: 0.27, ciHigh: 0.32, n: 1489 },
      { dataset: 'spot-the-diff', split: 'val', subset: 'total', metric: 'METEOR~', value: 0.109 },
    ]);
    store.addArtifacts(id, [{ kind: 'predictions', path: '/x/pred.json', sha256: 'cd'.repeat(32), bytes: 10 }]);
    const samples = Array.from({ length: 1000 }, (_, i) => ({ t: i / 10, gpu: '0', usedMiB: i, totalMiB: 81920, ...(i % 2 ? { utilization: 50 } : {}) }));
    store.addGpuSamples(id, samples);
    store.finishRun(id, { status: 'succeeded' }, { tfjsBackend: 'wasm' }, 4000);
    const finding: Finding = { id: 'ssgpa/claim-vs-measurement/x', paper: 'ssgpa', check: 'claim-vs-measurement', severity: 'error', message: 'm', sources: [] };
    store.addFindings(s, [{ finding, runId: id }]);

    const [rw] = store.runsWithMetrics({ paper: 'ssgpa' });
    expect(rw?.run).toMatchObject({ id, status: 'succeeded', endedAt: 4000, environment: { node: 'v20', tfjsBackend: 'wasm' }, config: { id: 'spot-vit-val' } });
    expect(rw?.measurements).toHaveLength(2);
    expect(rw?.measurements.find((m) => m.metric === 'CIDEr')).toEqual({ dataset: 'spot-the-diff', split: 'val', subset: 'total', metric: 'CIDEr', value: 0.295, ciLow: 0.27, ciHigh: 0.32, n: 1489 });
    expect(rw?.measurements.find((m) => m.metric === 'METEOR~')).toEqual({ dataset: 'spot-the-diff', split: 'val', subset: 'total', metric: 'METEOR~', value: 0.109 });
    expect(store.artifactsOf(id)).toEqual([{ kind: 'predictions', path: '/x/pred.json', sha256: 'cd'.repeat(32), bytes: 10 }]);
    expect(store.gpuSampleCount(id)).toBe(1000);
    expect(store.gpuSamplesOf(id)).toEqual(samples);
    expect(store.sessionClaimFile(s)).toEqual({ path: 'claims/ssgpa.yaml', sha256: 'ab'.repeat(32) });
    expect(store.findingsOf(s)).toEqual([finding]);
    store.close();
  });

  it('records a skipped run with its reason and what to provide', () => {
    const store = ResultsStore.open(join(tmp(), 'r.db'));
    const id = store.startRun(newRun(store, session(store)), 5, { status: 'skipped', reason: 'references not published', provide: 'gt.json from X' });
    expect(store.listRuns()[0]).toMatchObject({ id, status: 'skipped', reason: 'references not published', provide: 'gt.json from X', endedAt: 5 });
    store.close();
  });

  it('marks runs of dead processes on this host interrupted, and only those', () => {
    const db = join(tmp(), 'r.db');
    const store = ResultsStore.open(db);
    const s = session(store);
    const dead = store.startRun(newRun(store, s, 999_999, 'host-a'));
    const alive = store.startRun(newRun(store, s, 1234, 'host-a'));
    const otherHost = store.startRun(newRun(store, s, 999_999, 'host-b'));
    const marked = store.recoverDeadRuns('host-a', (pid) => pid === 1234, 50);
    expect(marked.map((r) => r.id)).toEqual([dead]);
    const byId = new Map(store.listRuns().map((r) => [r.id, r]));
    expect(byId.get(dead)).toMatchObject({ status: 'interrupted', endedAt: 50 });
    const d = byId.get(dead);
    expect(d?.status === 'interrupted' ? d.reason : '').toContain('pid 999999');
    expect(byId.get(alive)?.status).toBe('running');
    expect(byId.get(otherHost)?.status).toBe('running');
    store.close();
  });

  it('openStore recovers runs left by a process that no longer exists', () => {
    const db = join(tmp(), 'r.db');
    const store = ResultsStore.open(db);
    const id = store.startRun(newRun(store, session(store), 2 ** 22 + 17, hostname()));
    store.close();
    const { store: again, recovered } = openStore(db);
    expect(recovered.map((r) => r.id)).toEqual([id]);
    expect(again.listRuns()[0]?.status).toBe('interrupted');
    again.close();
  });

  it('refuses a database written by a newer schema, writing nothing', () => {
    const dir = tmp();
    const db = join(dir, 'newer.db');
    const raw = new Database(db);
    raw.exec('CREATE TABLE future (x)');
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    const before = sha(db);
    expect(() => ResultsStore.open(db)).toThrow(StoreError);
    try {
      ResultsStore.open(db);
    } catch (e) {
      expect((e as StoreError).code).toBe('store-newer-schema');
      expect((e as StoreError).message).toMatch(new RegExp(`newer version of audit \\(schema ${SCHEMA_VERSION + 1}; this program knows up to ${SCHEMA_VERSION}\\)`));
    }
    expect(sha(db)).toBe(before);
    expect(existsSync(`${db}-wal`)).toBe(false);
  });

  it.each([
    ['a text file', Buffer.from('paper,metric,value\nssgpa,CIDEr,29.7\n'.repeat(200))],
    ['a garbled SQLite header', Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(8192, 0xa5)])],
  ])('refuses %s at --db with a clear error, writing nothing', (_what, bytes) => {
    const db = join(tmp(), 'results.db');
    writeFileSync(db, bytes);
    const before = sha(db);
    let err: unknown;
    try {
      ResultsStore.open(db);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StoreError);
    expect((err as StoreError).code).toBe('store-not-sqlite');
    expect((err as StoreError).message).toContain('not a usable SQLite results database');
    expect((err as StoreError).exitCode).toBe(2);
    expect(sha(db)).toBe(before);
    expect(existsSync(`${db}-wal`)).toBe(false);
  });

  it('refuses a --db in a folder that does not exist', () => {
    expect(() => ResultsStore.open(join(tmp(), 'no', 'such', 'r.db'))).toThrow(/does not exist/);
  });
});
