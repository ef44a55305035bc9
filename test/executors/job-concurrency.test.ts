/**
 * The job side under load, without a scheduler in the way: 20 `audit slurm-job` processes (what
 * 20 Slurm jobs run) started at the same moment on one results.db, each storing its run's
 * metrics, artifacts and outcome. Every row arrives and the database stays intact (WAL, busy
 * timeout, one transaction per step). The real-cluster version is test/executors/slurm-cluster.test.ts.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandConfig } from '../../src/claims/configs/command.js';
import { ResultsStore } from '../../src/store/index.js';
import { auditBin } from '../helpers/cli.js';

const METRICS = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR', 'ROUGE_L', 'CIDEr'];
const N = 20;

describe('20 jobs finishing at once on one results.db', () => {
  it('stores every run, metric and artifact row, and the database passes integrity_check', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-load-'));
    const db = join(dir, 'results.db');
    const store = ResultsStore.open(db);
    const session = store.startSession({ paper: 'load', claimFile: { path: 'claims/load.yaml', sha256: 'ab'.repeat(32) }, command: 'test', pid: process.pid, host: 'test', environment: {} });
    const ids = Array.from({ length: N }, (_, i) => {
      const values = Object.fromEntries(METRICS.map((m, k) => [m, (i + k) / 100]));
      const config = commandConfig.parse({
        id: `c${i}`,
        runner: 'command',
        description: 'load',
        method: 'demo',
        dataset: 'clevr-change',
        split: 'test',
        argv: ['sh', '-c', `echo '${JSON.stringify(values)}'`],
        cwd: dir,
        metrics: [{ from: 'json', file: '{stdout}' }],
        profileGpu: false,
      });
      const id = store.startRun({ sessionId: session, paper: 'load', configId: config.id, runner: 'command', pid: process.pid, host: 'test', seed: 0, smoke: false, config, environment: {}, executor: 'slurm' });
      store.updateJob(id, { id: String(1000 + i), state: 'PENDING' });
      return id;
    });
    store.close();
    const codes = await Promise.all(
      ids.map(
        (id) =>
          new Promise<number | null>((resolve) => {
            const c = spawn(process.execPath, [auditBin, 'slurm-job', '--db', db, '--run', String(id), '--runs-dir', join(dir, '.runs')], { stdio: 'ignore', env: { ...process.env, SLURM_JOB_ID: String(1000 + id) } });
            c.once('exit', resolve);
          }),
      ),
    );
    expect(codes.every((c) => c === 0)).toBe(true);
    const raw = new Database(db, { readonly: true });
    try {
      expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
      const runs = raw.prepare('SELECT status, job_state, environment_json FROM runs').all() as { status: string; job_state: string; environment_json: string }[];
      expect(runs.map((r) => r.status)).toEqual(Array(N).fill('succeeded'));
      expect(runs.every((r) => r.job_state === 'RUNNING')).toBe(true); // Slurm's final word comes from the submitter or --refresh
      expect(JSON.parse(runs[0]?.environment_json ?? '{}')).toMatchObject({ slurm: { SLURM_JOB_ID: expect.any(String) } });
      expect((raw.prepare('SELECT count(*) AS n FROM metrics').get() as { n: number }).n).toBe(N * METRICS.length);
      expect((raw.prepare('SELECT count(*) AS n FROM artifacts').get() as { n: number }).n).toBe(N * 2);
    } finally {
      raw.close();
    }
  }, 120_000);
});
