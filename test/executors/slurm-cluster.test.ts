/**
 * `audit run --executor slurm` on a real Slurm cluster (../shared/tools/slurm-local): no stand-in
 * for sbatch/squeue/scancel. The file starts a cluster of its own (fresh state folder, free ports)
 * while a second cluster holds Slurm's default ports, as another Slurm on the machine would.
 * End to end on ssgpa, 10 jobs at once with no lost row, a job cancelled from outside, a job whose
 * process is killed, Ctrl-C of the submitter, the submitter dying while its job runs on or while
 * sbatch runs, a requeue request, the controller going down, and a job past its time limit.
 */
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINAL_STATES } from '../../src/executors/slurm/states.js';
import { auditBin, repoRoot, runCli, startCli, tempWorkDir } from '../helpers/cli.js';
import { waitForCurve } from '../helpers/fake-smi.js';
import type { Cluster } from '../helpers/slurm.js';
import { answers, startCluster } from '../helpers/slurm.js';

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

const jobState = (id: string | null) => cluster.jobState(id ?? '');

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
/** Another Slurm on the machine: a second cluster on Slurm's default ports when they are free. */
let bystander: Cluster | undefined;
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

/** Whether a TCP port can be listened on now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

beforeAll(async () => {
  // Slurm's default ports held by another cluster (unless something already holds them, which is
  // the same situation): this file's own cluster must neither collide with it nor use it
  if ((await portFree(6817)) && (await portFree(6818))) bystander = startCluster({ ports: { ctld: 6817, slurmd: 6818 }, name: 'audit-slurm-bystander' });
  cluster = startCluster();
  env = cluster.env;
  cwd = tempWorkDir();
  claims = join(cwd, 'test-claims');
  mkdirSync(claims);
  const many = Array.from({ length: 10 }, (_, i) => commandConfig(`c${String(i + 1).padStart(2, '0')}`, json('Bleu_4', (i + 1) / 100), mem));
  writeFileSync(join(claims, 'many.yaml'), claimFile('many', many));
  writeFileSync(
    join(claims, 'limits.yaml'),
    claimFile('limits', [
      commandConfig('sleeper', 'sleep 300', { ...mem, time: '0:00:05' }),
      commandConfig('long', 'sleep 30', mem),
      commandConfig('short', `sleep 4; ${json('CIDEr', 1.1)}`, mem),
      commandConfig('medium', `sleep 12; ${json('CIDEr', 1.2)}`, mem),
    ]),
  );
  // The time-limit job goes first: Slurm counts whole minutes, so it ends a minute or so later.
  timeoutDb = dbIn('timeout');
  const r = runCli(['run', 'limits', '--only', 'sleeper', '--claims', claims, '--db', timeoutDb, ...slurmArgs, '--no-wait'], { cwd, env });
  if (r.code !== 0) throw new Error(`submitting the time-limit job failed: ${r.stderr}`);
}, 300_000);

afterAll(() => {
  cluster?.release();
  bystander?.release();
}, 120_000);

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
    // progress between submission and the end, for every job (a poll that misses a short running time
    // still learns from the job's own record that it ran)
    for (const x of ran) expect(r.stderr).toContain(`${x.config_id}: job ${x.job_id} queued\n`);
    for (const x of ran) expect(r.stderr).toContain(`${x.config_id}: job ${x.job_id} running on ${x.job_node}\n`);
    expect(r.stderr).toMatch(/spot-vit-val: job \d+ done \(COMPLETED\): succeeded/);
    const listed = runCli(['runs', '--db', db], { cwd, env });
    expect(listed.stdout).toMatch(/spot-vit-val\s+predictions\s+succeeded \(job \d+ COMPLETED on \S+\)/);
  }, 180_000);

  it('runs 10 configs as 10 concurrent jobs writing to one database: every run and every metric row arrives, each job said queued and running', () => {
    const db = dbIn('many');
    const r = runCli(['run', 'many', '--claims', claims, '--db', db, '--no-report', ...slurmArgs], { cwd, env, timeoutMs: 240_000 });
    expect(r.code, r.stderr).toBe(0);
    const { runs, metrics, integrity } = read(db);
    expect(integrity).toBe('ok');
    expect(runs).toHaveLength(10);
    expect(runs.every((x) => x.status === 'succeeded' && x.job_state === 'COMPLETED')).toBe(true);
    expect(new Set(runs.map((x) => x.job_id)).size).toBe(10);
    expect(metrics).toBe(10);
    // progress on stderr, for every job, in order, even for a job that started and ended between two polls
    for (const x of runs) {
      const id = x.job_id ?? '';
      const lines = r.stderr.split('\n').filter((l) => l.startsWith(`${x.config_id}: job ${id} `));
      expect(lines, r.stderr).toEqual([`${x.config_id}: job ${id} queued`, `${x.config_id}: job ${id} running on ${x.job_node}`, `${x.config_id}: job ${id} done (COMPLETED): succeeded`]);
    }
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
    cluster.scancel(row.job_id ?? '');
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

  it('a requeue request (preemption, scontrol requeue) cannot rerun a job into a run already recorded: Slurm refuses it and the run ends with its result', async () => {
    const db = dbIn('requeue');
    const child = startCli(['run', 'limits', '--only', 'medium', '--claims', claims, '--db', db, '--no-report', ...slurmArgs], { cwd, env });
    const done = exited(child);
    const row = await until('the job to run', () => {
      const x = read(db).runs[0];
      return x?.job_state === 'RUNNING' ? x : undefined;
    });
    // the job was submitted --no-requeue: Slurm refuses to requeue it (a requeued job used to restart
    // two minutes later, find its run recorded interrupted by its first start's SIGTERM, and do nothing)
    const rq = cluster.slurm('scontrol', ['requeue', row.job_id ?? '']);
    expect(rq.code, rq.stdout + rq.stderr).not.toBe(0);
    expect(rq.stderr + rq.stdout).toMatch(/disabled/i);
    expect(cluster.slurm('scontrol', ['show', 'job', row.job_id ?? '']).stdout).toMatch(/Requeue=0 Restarts=0/);
    const r = await done;
    expect(r.code, r.stderr).toBe(0);
    expect(read(db).runs[0]).toMatchObject({ status: 'succeeded', job_state: 'COMPLETED', reason: null });
    expect(read(db).metrics).toBe(1);
  }, 200_000);

  /** A test seam: an `sbatch` first on PATH that runs the real one, then answers only after `delay` seconds. */
  function slowSbatch(name: string, order: 'submit-then-wait' | 'wait-then-submit', delay: number) {
    const dir = join(cwd, name, 'bin');
    mkdirSync(dir, { recursive: true });
    const real = execFileSync('bash', ['-c', 'command -v sbatch'], { encoding: 'utf8' }).trim();
    const mark = join(cwd, name, 'sbatch-started');
    const body =
      order === 'submit-then-wait'
        ? `out=$("${real}" "$@") || exit $?\necho $$ > "${mark}"\nsleep ${delay}\necho "$out"\n`
        : `echo $$ > "${mark}"\nsleep ${delay}\nexec "${real}" "$@"\n`;
    writeFileSync(join(dir, 'sbatch'), `#!/bin/sh\n${body}`);
    chmodSync(join(dir, 'sbatch'), 0o755);
    return { env: { ...env, PATH: `${dir}:${process.env.PATH ?? ''}` }, mark };
  }

  it('audit run SIGKILLed while sbatch runs loses nothing: audit runs --refresh finds the job by its comment, stores its id and records its end; queue time is shown apart from run time', async () => {
    const db = dbIn('killed-in-sbatch');
    const seam = slowSbatch('killed-in-sbatch', 'submit-then-wait', 20);
    // --hold keeps the job queued until the test releases it, so only its comment can find it
    const child = startCli(['run', 'limits', '--only', 'short', '--claims', claims, '--db', db, '--no-report', ...slurmArgs, '--slurm-extra=--hold'], { cwd, env: seam.env });
    const done = exited(child);
    const wrapper = await until('sbatch to have submitted the job', () => (existsSync(seam.mark) ? Number(readFileSync(seam.mark, 'utf8')) : undefined));
    child.kill('SIGKILL');
    await done;
    process.kill(wrapper, 'SIGKILL');
    expect(read(db).runs[0]).toMatchObject({ status: 'running', job_id: null });
    // a command that does not ask Slurm leaves the run to the one that does
    const early = runCli(['runs', '--db', db], { cwd, env });
    expect(early.stderr).not.toMatch(/marked interrupted/);
    expect(read(db).runs[0]?.status).toBe('running');
    const found = runCli(['runs', '--refresh', '--db', db], { cwd, env });
    expect(found.code, found.stderr).toBe(0);
    expect(found.stderr).toMatch(/run #1 \(limits\/short\): found its Slurm job (\d+) by its comment/);
    const adopted = read(db).runs[0];
    expect(adopted).toMatchObject({ status: 'running', job_id: expect.stringMatching(/^\d+$/), job_state: 'PENDING' });
    const heldMs = 5_000;
    await new Promise((res) => setTimeout(res, heldMs));
    expect(cluster.slurm('scontrol', ['release', adopted?.job_id ?? '']).code).toBe(0);
    await until('the job to end', () => (jobState(adopted?.job_id ?? null) === 'COMPLETED' ? true : undefined), 120_000);
    const r = runCli(['runs', '--refresh', '--db', db], { cwd, env });
    expect(r.stdout).toMatch(new RegExp(`short\\s+command\\s+succeeded \\(job ${adopted?.job_id} COMPLETED on \\S+\\)`));
    expect(read(db).metrics).toBe(1);
    // the 5 s (and more) held in the queue are queue time; the job's own 4 s are run time
    const listed = JSON.parse(runCli(['runs', '--json', '--db', db], { cwd, env }).stdout) as { runs: { durationMs: number; queuedMs?: number }[] };
    const t = listed.runs[0];
    expect(t?.queuedMs).toBeGreaterThanOrEqual(heldMs);
    expect(t?.durationMs).toBeGreaterThanOrEqual(4_000);
    expect(t?.durationMs).toBeLessThan(heldMs + 4_000);
    expect(r.stdout).toMatch(/\bqueued\s+duration\b/);
  }, 240_000);

  it('Ctrl-C while sbatch runs is recorded interrupted, not "sbatch refused the job": a job sbatch submitted is found and cancelled; none submitted, none left', async () => {
    for (const order of ['submit-then-wait', 'wait-then-submit'] as const) {
      const db = dbIn(`ctrl-c-${order}`);
      const seam = slowSbatch(`ctrl-c-${order}`, order, 20);
      // its own process group, signalled as a whole: what a terminal's Ctrl-C does (sbatch gets it too)
      const child = spawn(process.execPath, [auditBin, 'run', 'limits', '--only', 'short', '--claims', claims, '--db', db, '--no-report', ...slurmArgs, '--slurm-extra=--hold'], {
        cwd,
        env: { ...process.env, NO_COLOR: '1', ...seam.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const done = exited(child);
      await until('sbatch to start', () => (existsSync(seam.mark) ? true : undefined));
      process.kill(-(child.pid ?? 0), 'SIGINT');
      const r = await done;
      expect(r.code, `${order}: ${r.stderr}`).toBe(130);
      const row = read(db).runs[0];
      expect(row?.status, order).toBe('interrupted');
      expect(row?.reason, order).not.toMatch(/refused/);
      if (order === 'submit-then-wait') {
        expect(row?.job_id, r.stderr).toMatch(/^\d+$/);
        expect(jobState(row?.job_id ?? null)).toBe('CANCELLED');
        expect(row).toMatchObject({ job_state: 'CANCELLED' });
        expect(row?.reason).toMatch(/CANCELLED: audit run was interrupted/);
      } else {
        expect(row?.job_id).toBeNull();
        expect(row?.reason).toMatch(/^audit run was interrupted \(SIGINT\) while sbatch was submitting the job, and Slurm has no job for this run/);
        expect(cluster.slurm('squeue', ['-h', '-t', 'all', '--name=audit-limits-short', '-o', '%i %k']).stdout).not.toContain(`:${db}`);
      }
    }
  }, 240_000);

  it('with the controller down the waiting run gives up in words, pointing at audit runs --refresh, which settles the job once the controller is back', async () => {
    const db = dbIn('ctld-down');
    const child = startCli(['run', 'limits', '--only', 'medium', '--claims', claims, '--db', db, '--no-report', ...slurmArgs, '--slurm-patience', '5'], { cwd, env });
    const done = exited(child);
    const row = await until('the job to run', () => {
      const x = read(db).runs[0];
      return x?.job_state === 'RUNNING' ? x : undefined;
    });
    cluster.stopController();
    let r: Awaited<typeof done>;
    try {
      r = await done;
    } finally {
      cluster.startController();
    }
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toContain("warning: Slurm's controller does not answer; asking again every 0.3 s for up to 5 s");
    expect(r.stderr).toMatch(new RegExp(`Slurm has not answered for \\d+ s: stopped waiting for 1 job\\(s\\) \\(${row.job_id}\\)\\. Their runs stay recorded as running; once Slurm answers again, \`audit runs --refresh\` records how each job ended`));
    // Slurm's own error text is not dumped on the user
    expect(r.stderr).not.toMatch(/slurm_load_jobs|squeue failed|Unable to contact/);
    // the terminal output wraps long lines to the terminal width: read it as one text
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/stopped waiting: .*audit runs --refresh/);
    // the job ran on, without the controller, and recorded its own result; Slurm's final state is not known yet
    expect(read(db).runs[0]?.job_state).toBe('RUNNING');
    await until('the job to end', () => (jobState(row.job_id) === 'COMPLETED' ? true : undefined), 120_000);
    const later = runCli(['runs', '--refresh', '--db', db], { cwd, env });
    expect(later.stdout).toMatch(new RegExp(`medium\\s+command\\s+succeeded \\(job ${row.job_id} COMPLETED on \\S+\\)`));
    expect(read(db).runs[0]).toMatchObject({ status: 'succeeded', job_state: 'COMPLETED' });
    expect(read(db).metrics).toBe(1);
  }, 240_000);

  it('the jobs of this file ran on its own private cluster, never on the other Slurm holding the default ports', () => {
    expect(cluster.ctldPort).not.toBe(6817);
    expect(cluster.slurmdPort).not.toBe(6818);
    if (bystander) {
      expect(bystander.ctldPort).toBe(6817);
      expect(answers(bystander.conf)).toBe(true);
      expect(bystander.slurm('squeue', ['-h', '-t', 'all', '-o', '%i']).stdout.trim()).toBe('');
    }
  });
});

describe('a private cluster per test run', () => {
  it('each startCluster() gets its own state folder and ports; stopping one leaves the other running', () => {
    const a = startCluster();
    let b: Cluster | undefined;
    try {
      b = startCluster();
      expect(b.dir).not.toBe(a.dir);
      expect(new Set([a.ctldPort, a.slurmdPort, b.ctldPort, b.slurmdPort]).size).toBe(4);
      a.release();
      expect(answers(b.conf)).toBe(true);
    } finally {
      a.release();
      b?.release();
    }
  }, 120_000);
});
