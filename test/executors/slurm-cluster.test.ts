/**
 * `audit run --executor slurm` on a real Slurm cluster (../shared/tools/slurm-local, started once
 * for this file): no stand-in for sbatch/squeue/scancel. End to end on ssgpa, 20 jobs at once
 * with no lost row, a job cancelled from outside, a job whose process is killed, Ctrl-C of the
 * submitter, the submitter dying while its job runs on, and a job past its time limit.
 */
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINAL_STATES } from '../../src/executors/slurm/states.js';
import { repoRoot, runCli, startCli, tempWorkDir } from '../helpers/cli.js';
import { waitForCurve } from '../helpers/fake-smi.js';
import type { Cluster } from '../helpers/slurm.js';
import { jobState, scancel, startCluster } from '../helpers/slurm.js';

interface Row {
  id: number;
  config_id: string;
  status: string;
  reason: string | null;
  pid: number;
  job_id: string | null;
  job_node: string | null;
  job_state: string | null;
}

function read(db: string): { runs: Row[]; metrics: number; integrity: string } {
  const raw = new Database(db, { readonly: true, timeout: 15_000 });
  try {
    return {
      runs: raw.prepare('SELECT id, config_id, status, reason, pid, job_id, job_node, job_state FROM runs ORDER BY id').all() as Row[],
      metrics: (raw.prepare('SELECT count(*) AS n FROM metrics').get() as { n: number }).n,
      integrity: raw.pragma('integrity_check', { simple: true }) as string,
    };
  } finally {
    raw.close();
  }
}

async function until<T>(what: string, f: () => T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    let v: T | undefined;
    try {
      v = f();
    } catch {
      v = undefined; // the database may not exist yet
    }
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function exited(c: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  c.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  c.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => c.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const json = (metric: string, v: number) => `echo '{"${metric}": ${v}}'`;

function commandConfig(id: string, script: string, slurm: Record<string, unknown>) {
  return { id, runner: 'command', description: `slurm test ${id}`, method: 'demo', dataset: 'clevr-change', split: 'test', argv: ['sh', '-c', script], cwd: '.', metrics: [{ from: 'json', file: '{stdout}' }], slurm };
}

function claimFile(id: string, configs: unknown[]): string {
  return JSON.stringify(
    {
      schemaVersion: 1,
      paper: { id, title: `Slurm executor test ${id}`, docs: [{ id: 'notes', file: 'notes.txt', kind: 'readme' }] },
      methods: [{ id: 'demo', name: 'Demo', own: true }],
      datasets: [{ id: 'clevr-change', name: 'CLEVR-Change' }],
      configs,
    },
    null,
    1,
  );
}

const mem = { mem: '200M' };

let cluster: Cluster;
let claims: string;
let cwd: string;
let timeoutDb: string;
let env: NodeJS.ProcessEnv;
/** One folder per database: runs of different databases must not share `.runs/<run id>/`. */
const dbIn = (name: string) => {
  mkdirSync(join(cwd, name), { recursive: true });
  return join(cwd, name, 'results.db');
};
// the configs' cwd '.' is the temporary folder, given as the first data root
const slurmArgs = ['--executor', 'slurm', '--slurm-poll', '0.3', '--allow-commands', '--data-root', tmpdir()];

beforeAll(() => {
  cluster = startCluster();
  env = cluster.env;
  cwd = tempWorkDir();
  claims = join(cwd, 'test-claims');
  mkdirSync(claims);
  const many = Array.from({ length: 20 }, (_, i) => commandConfig(`c${String(i + 1).padStart(2, '0')}`, json('Bleu_4', (i + 1) / 100), mem));
  writeFileSync(join(claims, 'many.yaml'), claimFile('many', many));
  writeFileSync(
    join(claims, 'limits.yaml'),
    claimFile('limits', [
      commandConfig('sleeper', 'sleep 300', { ...mem, time: '0:00:05' }),
      commandConfig('long', 'sleep 30', mem),
      commandConfig('short', `sleep 4; ${json('CIDEr', 1.1)}`, mem),
    ]),
  );
  // The time-limit job goes first: Slurm counts whole minutes, so it ends a minute or so later.
  timeoutDb = dbIn('timeout');
  const r = runCli(['run', 'limits', '--only', 'sleeper', '--claims', claims, '--db', timeoutDb, ...slurmArgs, '--no-wait'], { cwd, env });
  if (r.code !== 0) throw new Error(`submitting the time-limit job failed: ${r.stderr}`);
}, 300_000);

afterAll(() => cluster?.release());

describe('audit run --executor slurm on a real cluster', () => {
  it('runs ssgpa end to end: one job per runnable config, results in the same results.db, progress shown, report written', () => {
    const db = dbIn('ssgpa');
    const r = runCli(['run', 'ssgpa', '--smoke', '--db', db, '--slurm-mem', '500M', '--json', ...slurmArgs], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { runs: { config: string; status: string; measurements: unknown[] }[]; report: string; pending: number };
    expect(out.pending).toBe(0);
    expect(out.runs.filter((x) => x.status === 'succeeded').map((x) => x.config)).toEqual(['spot-vit-val', 'spot-resnet-vit-val', 'ssgpa-vit-memory']);
    const { runs, metrics, integrity } = read(db);
    expect(integrity).toBe('ok');
    const ran = runs.filter((x) => x.status === 'succeeded');
    expect(ran).toHaveLength(3);
    for (const x of ran) expect(x).toMatchObject({ job_id: expect.stringMatching(/^\d+$/), job_state: 'COMPLETED', job_node: expect.any(String) });
    // skipped configs are recorded, never submitted
    expect(runs.filter((x) => x.status === 'skipped').every((x) => x.job_id === null)).toBe(true);
    expect(metrics).toBe(14);
    expect(r.stderr).toMatch(/spot-vit-val: submitted as Slurm job \d+/);
    // progress between submission and the end: with 3 jobs on the node's 2 CPUs one waits, but a poll
    // may miss any single job's short queued/running time, so the line is required of some job
    expect(r.stderr).toMatch(/: job \d+ (queued|running)/);
    expect(r.stderr).toMatch(/spot-vit-val: job \d+ done \(COMPLETED\): succeeded/);
    const listed = runCli(['runs', '--db', db], { cwd, env });
    expect(listed.stdout).toMatch(/spot-vit-val\s+predictions\s+succeeded \(job \d+ COMPLETED on \S+\)/);
  }, 180_000);

  it('runs 20 configs as 20 concurrent jobs writing to one database: every run and every metric row arrives', () => {
    const db = dbIn('many');
    const r = runCli(['run', 'many', '--claims', claims, '--db', db, '--no-report', ...slurmArgs], { cwd, env, timeoutMs: 240_000 });
    expect(r.code, r.stderr).toBe(0);
    const { runs, metrics, integrity } = read(db);
    expect(integrity).toBe('ok');
    expect(runs).toHaveLength(20);
    expect(runs.every((x) => x.status === 'succeeded' && x.job_state === 'COMPLETED')).toBe(true);
    expect(new Set(runs.map((x) => x.job_id)).size).toBe(20);
    expect(metrics).toBe(20);
  }, 240_000);

  async function startLong(config: string, db: string) {
    const child = startCli(['run', 'limits', '--only', config, '--claims', claims, '--db', db, '--no-report', ...slurmArgs], { cwd, env });
    const done = exited(child);
    const row = await until('the job to run', () => {
      const x = read(db).runs[0];
      return x?.job_state === 'RUNNING' && x.pid !== child.pid ? x : undefined;
    });
    return { child, done, row };
  }

  it('a job cancelled from outside (scancel) is recorded interrupted with Slurm\'s state', async () => {
    const db = dbIn('scancel');
    const { done, row } = await startLong('long', db);
    scancel(row.job_id ?? '');
    const r = await done;
    expect(r.code, r.stderr).toBe(3);
    const after = read(db).runs[0];
    expect(after).toMatchObject({ status: 'interrupted', job_state: 'CANCELLED' });
    expect(after?.reason).toMatch(new RegExp(`^Slurm job ${row.job_id} CANCELLED`));
  }, 120_000);

  it('a job whose process is killed is recorded failed with Slurm\'s state and exit code', async () => {
    const db = dbIn('killed');
    const { done, row } = await startLong('long', db);
    process.kill(row.pid, 'SIGKILL'); // the audit slurm-job process inside the job
    const r = await done;
    expect(r.code, r.stderr).toBe(3);
    const after = read(db).runs[0];
    expect(after).toMatchObject({ status: 'failed', job_state: 'FAILED' });
    expect(after?.reason).toMatch(new RegExp(`^Slurm job ${row.job_id} FAILED \\(exit code 0:9`));
  }, 120_000);

  it('Ctrl-C of audit run cancels the jobs it submitted (scancel) and records them interrupted', async () => {
    const db = dbIn('sigint');
    const { child, done, row } = await startLong('long', db);
    child.kill('SIGINT');
    const r = await done;
    expect(r.code, r.stderr).toBe(130);
    expect(r.stderr).toContain(`scancel ${row.job_id}`);
    expect(jobState(row.job_id ?? '')).toBe('CANCELLED');
    const after = read(db).runs[0];
    expect(after).toMatchObject({ status: 'interrupted', job_state: 'CANCELLED' });
    expect(after?.reason).toMatch(/CANCELLED: audit run was interrupted/);
  }, 120_000);

  it('the submitter dying loses nothing: the job finishes, and audit runs --refresh records Slurm\'s final state', async () => {
    const db = dbIn('orphan');
    const { child, done, row } = await startLong('short', db);
    child.kill('SIGKILL');
    await done;
    // a later invocation must not mistake the job's run for a dead local run
    const early = runCli(['runs', '--db', db], { cwd, env });
    expect(early.stderr).not.toMatch(/marked interrupted/);
    await until('the job to end', () => (jobState(row.job_id ?? '') === 'COMPLETED' ? true : undefined));
    const r = runCli(['runs', '--refresh', '--db', db], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/refresh: 1 Slurm job\(s\) checked, 0 still queued or running/);
    expect(r.stdout).toMatch(new RegExp(`short\\s+command\\s+succeeded \\(job ${row.job_id} COMPLETED on \\S+\\)`));
    expect(read(db).metrics).toBe(1);
  }, 120_000);

  it('a job past its time limit is recorded failed with Slurm\'s TIMEOUT (collected by audit runs --refresh)', async () => {
    const row = await until(
      'the time-limit job to end',
      () => {
        runCli(['runs', '--refresh', '--db', timeoutDb], { cwd, env });
        const x = read(timeoutDb).runs[0];
        // settled on Slurm's final state: while Slurm shows COMPLETING, the job's own SIGTERM handler
        // has already recorded the run interrupted; the refresh after the end makes it Slurm's TIMEOUT
        return x && (FINAL_STATES as readonly string[]).includes(x.job_state ?? '') ? x : undefined;
      },
      180_000,
    );
    expect(row).toMatchObject({ status: 'failed', job_state: 'TIMEOUT' });
    expect(row.reason).toMatch(/TIMEOUT: it reached its time limit of 00:01:00/);
  }, 200_000);

  it('a GPU peak measured inside a job is compared with the paper\'s GPU claim (a stored hardware-measured finding)', () => {
    // the job runs under the stand-in nvidia-smi (test/fixtures/nvidia-smi), which Slurm's --export=ALL passes on
    const db = dbIn('gpu');
    const pidFile = join(cwd, 'gpu', 'pid');
    const file = JSON.parse(claimFile('gpuclaim', [commandConfig('probe', `echo $$ > ${pidFile}; ${waitForCurve(pidFile)}; ${json('Bleu_4', 0.5)}`, mem)])) as Record<string, unknown>;
    file.hardware = [{ id: 'gpu-3090', kind: 'gpu', gpu: 'RTX 3090', count: 1, memoryGB: 24, source: { doc: 'notes', section: 'Setup', quote: 'one RTX 3090 (24 GB)' } }];
    writeFileSync(join(claims, 'gpuclaim.yaml'), JSON.stringify(file, null, 1));
    const gpuEnv = {
      ...env,
      PATH: `${join(repoRoot, 'test', 'fixtures', 'nvidia-smi', 'bin')}:${env.PATH ?? process.env.PATH ?? ''}`,
      FAKE_SMI_CURVE: [...Array(5).fill(900), 30_000, ...Array(10).fill(2_000)].join(','),
      FAKE_SMI_PID_FILE: pidFile,
      FAKE_SMI_DONE_FILE: pidFile,
    };
    const r = runCli(['run', 'gpuclaim', '--claims', claims, '--db', db, '--no-report', ...slurmArgs], { cwd, env: gpuEnv });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/probe: hardware 'gpu-3090' discrepancy — probe peaked at 29\.30 GiB in nvidia-smi/);
    const raw = new Database(db, { readonly: true });
    const findings = raw.prepare('SELECT finding_id, check_kind FROM findings').all() as { finding_id: string; check_kind: string }[];
    raw.close();
    expect(findings).toContainEqual({ finding_id: 'gpuclaim/hardware-measured/gpu-3090/probe', check_kind: 'hardware-measured' });
  }, 120_000);
});
