/**
 * The parts of the Slurm executor that need no cluster: the sbatch argv built from a config's
 * `slurm:` field and the --slurm-* options, what Slurm's outputs say, bad resources refused with
 * a located error, and an older results.db migrating to the job columns.
 */
import Database from 'better-sqlite3';
import { getEventListeners } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slurmResources } from '../../src/claims/configs/slurm.js';
import { slurmCommands } from '../../src/executors/slurm/commands.js';
import { sleep } from '../../src/executors/slurm/executor.js';
import { mergeResources, parseSubmitted, runComment, sbatchArgv } from '../../src/executors/slurm/sbatch.js';
import { outcomeOf, parseScontrol, parseSqueue, phaseOf, slurmSilence } from '../../src/executors/slurm/states.js';
import { runDurationMs, runTimes } from '../../src/core/runs.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { ResultsStore } from '../../src/store/index.js';
import { runCli, tempWorkDir } from '../helpers/cli.js';

describe('sbatch argv', () => {
  it('maps every resource to one sbatch option, the command line overriding the config, extra options appended', () => {
    const config = slurmResources.parse({ partition: 'gpu', gpus: 2, gpuType: 'a100', cpus: 8, mem: '64G', time: '12:00:00', account: 'lab', extra: ['--qos=long'] });
    const r = mergeResources(config, { time: '1:00:00', extra: ['--constraint=ib'] });
    const argv = sbatchArgv({ resources: r, jobName: 'audit-p-c', comment: runComment('/w/results.db', 7), output: '/o/slurm-%j.out', chdir: '/w', script: '/pkg/bin/slurm-job.sh', jobArgv: ['node', 'audit.js', 'slurm-job', '--run', '7'] });
    expect(argv).toEqual([
      '--parsable',
      '--job-name=audit-p-c',
      '--comment=audit-run:7:/w/results.db',
      '--no-requeue',
      '--output=/o/slurm-%j.out',
      '--chdir=/w',
      '--export=ALL',
      '--partition=gpu',
      '--account=lab',
      '--gres=gpu:a100:2',
      '--cpus-per-task=8',
      '--mem=64G',
      '--time=1:00:00',
      '--qos=long',
      '--constraint=ib',
      '/pkg/bin/slurm-job.sh',
      'node',
      'audit.js',
      'slurm-job',
      '--run',
      '7',
    ]);
    expect(sbatchArgv({ resources: mergeResources(undefined, {}), jobName: 'j', comment: 'k', output: 'o', chdir: 'c', script: 's', jobArgv: [] })).toEqual([
      '--parsable',
      '--job-name=j',
      '--comment=k',
      '--no-requeue',
      '--output=o',
      '--chdir=c',
      '--export=ALL',
      's',
    ]);
  });

  it('reads the job id sbatch --parsable prints', () => {
    expect(parseSubmitted('12345\n')).toBe('12345');
    expect(parseSubmitted('77;cluster-a\n')).toBe('77');
    expect(parseSubmitted('sbatch: error: Batch job submission failed')).toBeUndefined();
  });

  it('refuses resources Slurm would misread or audit sets itself', () => {
    for (const bad of [{ time: '5 minutes' }, { mem: '16 GB' }, { extra: ['--output=/tmp/x'] }, { extra: ['--requeue'] }, { extra: ['--comment=x'] }, { extra: ['; rm -rf /'] }, { partition: 'a b' }, { gpus: -1 }])
      expect(slurmResources.safeParse({ ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('Slurm states', () => {
  it('parses squeue and scontrol, and maps states to phases', () => {
    expect(parseSqueue('12|RUNNING|node7|None|1:00:00\n13|PENDING||Resources|UNLIMITED\n')).toEqual([
      { id: '12', state: 'RUNNING', node: 'node7', timeLimit: '1:00:00' },
      { id: '13', state: 'PENDING', reason: 'Resources', timeLimit: 'UNLIMITED' },
    ]);
    expect(parseScontrol('JobId=9 JobName=x JobState=TIMEOUT Reason=TimeLimit Dependency=(null) ExitCode=0:15 TimeLimit=00:01:00 NodeList=vm BatchHost=vm')).toEqual({
      id: '9',
      state: 'TIMEOUT',
      node: 'vm',
      reason: 'TimeLimit',
      exitCode: '0:15',
      timeLimit: '00:01:00',
    });
    expect([phaseOf('PENDING'), phaseOf('RUNNING'), phaseOf('COMPLETING'), phaseOf('CANCELLED by 0'), phaseOf('OUT_OF_MEMORY')]).toEqual(['queued', 'running', 'running', 'done', 'done']);
  });

  it('says in Slurm\'s words why a job ended; a COMPLETED job keeps the result it recorded', () => {
    expect(outcomeOf({ id: '3', state: 'COMPLETED' }, false)).toBeUndefined();
    expect(outcomeOf({ id: '3', state: 'COMPLETED' }, true)?.status).toBe('failed');
    expect(outcomeOf({ id: '4', state: 'OUT_OF_MEMORY', exitCode: '0:125' }, true)).toEqual({ status: 'failed', reason: 'Slurm job 4 OUT_OF_MEMORY: it ran out of memory (exit code 0:125); ask for more with slurm.mem or --slurm-mem' });
    expect(outcomeOf({ id: '5', state: 'CANCELLED by 0' }, true)).toEqual({ status: 'interrupted', reason: 'Slurm job 5 CANCELLED' });
    expect(outcomeOf({ id: '6', state: 'NODE_FAIL', node: 'n1' }, true)).toEqual({ status: 'failed', reason: 'Slurm job 6 NODE_FAIL (on n1)' });
  });
});

/** A TCP port nothing listens on (free when asked; the test reads it at once). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('talking to Slurm', () => {
  it('a controller that does not answer is an error to retry, not jobs that vanished, nor a refused job', { timeout: 120_000 }, async () => {
    const saved = process.env.SLURM_CONF;
    // a configuration naming a controller nobody runs (squeue gives up after a few seconds), on a
    // port that was free a moment ago (never a fixed one: something may listen there)
    const conf = join(mkdtempSync(join(tmpdir(), 'no-slurm-')), 'slurm.conf');
    const port = await closedPort();
    writeFileSync(conf, `ClusterName=none\nSlurmctldHost=localhost(127.0.0.1)\nSlurmctldPort=${port}\nAuthType=auth/none\nCredType=cred/none\nNodeName=x CPUs=1\nPartitionName=p Nodes=x\n`);
    process.env.SLURM_CONF = conf;
    try {
      const err = await slurmCommands.query(['1', '2']).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(err?.message).toMatch(/squeue failed: .*Unable to contact slurm controller/);
      // ... which the waiting submitter says in words, without Slurm's error text
      expect(slurmSilence(err?.message ?? '')).toBe('Slurm\'s controller does not answer');
      // sbatch that cannot reach the controller submitted nothing: not a refusal of the job
      await expect(slurmCommands.submit(['--wrap=true'])).rejects.toThrow(/^sbatch could not submit the job: Slurm's controller does not answer \(nothing was submitted/);
    } finally {
      if (saved === undefined) delete process.env.SLURM_CONF;
      else process.env.SLURM_CONF = saved;
    }
  });
});

describe('bad Slurm input on the command line and in claim files', () => {
  it('a bad --slurm-time is a usage error (exit 2) and nothing is written', () => {
    const cwd = tempWorkDir();
    const r = runCli(['run', 'ssgpa', '--executor', 'slurm', '--slurm-time', 'soon', '--db', 'r.db'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--slurm-time: a Slurm time limit/);
    expect(existsSync(join(cwd, 'r.db'))).toBe(false);
  });

  it('a config\'s slurm: field with an unknown key or a reserved sbatch option is a located error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'slurm-claims-'));
    mkdirSync(join(dir, 'claims'));
    const file = join(dir, 'claims', 'bad.yaml');
    writeFileSync(
      file,
      `schemaVersion: 1
paper: {id: bad, title: Bad, docs: [{id: notes, file: notes.txt, kind: readme}]}
methods: [{id: demo, name: Demo, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
configs:
  - id: x
    runner: command
    description: x
    method: demo
    dataset: clevr-change
    split: test
    argv: ['true']
    slurm:
      gpu: 1
      extra: [--wrap=ls]
`,
    );
    const r = runCli(['validate', file], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:14:7: configs\[0\]\.slurm: unknown key 'gpu'/);
    expect(r.stderr).toMatch(/bad\.yaml:15:\d+: configs\[0\]\.slurm\.extra\[0\]: audit sets .*--wrap/);
  });
});

describe('results.db migration', () => {
  it('a database of schema 1 migrates: its runs read back as local runs, new runs record their job', () => {
    const db = join(mkdtempSync(join(tmpdir(), 'slurm-mig-')), 'old.db');
    const raw = new Database(db);
    raw.exec(MIGRATIONS[0] ?? '');
    raw.pragma('user_version = 1');
    raw.exec(`INSERT INTO claim_files VALUES (1, 'p', 'claims/p.yaml', 'ab', 1);
      INSERT INTO sessions VALUES (1, 'p', 1, 'audit run p', 1, 'h', 1, 2, '{}');
      INSERT INTO runs (id, session_id, paper, config_id, runner, status, pid, host, started_at, ended_at, seed, config_json, environment_json)
        VALUES (1, 1, 'p', 'c', 'command', 'succeeded', 1, 'h', 1, 2, 0, '{}', '{}');`);
    raw.close();
    const store = ResultsStore.open(db);
    try {
      const old = store.run(1);
      expect(old?.status).toBe('succeeded');
      expect(old?.job).toBeUndefined();
      const id = store.startRun({ sessionId: 1, paper: 'p', configId: 'd', runner: 'command', pid: 2, host: 'h', seed: 0, smoke: false, config: {}, environment: {}, executor: 'slurm' });
      store.updateJob(id, { id: '42', state: 'PENDING' });
      store.updateJob(id, { state: 'RUNNING', node: 'gpu-07' });
      expect(store.run(id)?.job).toEqual({ id: '42', node: 'gpu-07', state: 'RUNNING' });
      // a dead submitter does not make a Slurm run interrupted: its job carries on
      expect(store.recoverDeadRuns('h', () => false)).toEqual([]);
      // ... nor one whose submitter died before sbatch answered (no job id): its job may exist, and
      // `audit runs --refresh` looks for it by its comment (test/executors/slurm-cluster.test.ts)
      const orphan = store.startRun({ sessionId: 1, paper: 'p', configId: 'e', runner: 'command', pid: 3, host: 'h', seed: 0, smoke: false, config: {}, environment: {}, executor: 'slurm' });
      expect(store.recoverDeadRuns('h', (pid) => pid !== 3)).toEqual([]);
      expect(store.run(orphan)?.status).toBe('running');
    } finally {
      store.close();
    }
  });
});

describe('queue time and run time', () => {
  const base = { id: 1, sessionId: 1, paper: 'p', configId: 'c', runner: 'command', pid: 1, host: 'h', startedAt: 1_000, seed: 0, smoke: false, config: {}, environment: {} };
  it('a local run has run time only; a Slurm job counts its run time from its own start, the time before it as queue time', () => {
    expect(runTimes({ ...base, status: 'succeeded', endedAt: 5_000 }, 9_999)).toEqual({ runMs: 4_000 });
    const job = { id: '7', state: 'COMPLETED', startedAt: 3_500 };
    expect(runTimes({ ...base, job, status: 'succeeded', endedAt: 5_000 }, 9_999)).toEqual({ queuedMs: 2_500, runMs: 1_500 });
    expect(runDurationMs({ ...base, job, status: 'succeeded', endedAt: 5_000 }, 9_999)).toBe(1_500);
    // still running: up to now
    expect(runTimes({ ...base, job, status: 'running' }, 6_000)).toEqual({ queuedMs: 2_500, runMs: 2_500 });
    // cancelled while queued: it never ran
    expect(runTimes({ ...base, job: { id: '8', state: 'CANCELLED' }, status: 'interrupted', reason: 'x', endedAt: 4_000 }, 9_999)).toEqual({ queuedMs: 3_000 });
  });
});

describe('the wait loop\'s sleep', () => {
  it('leaves no abort listener behind once its time is up (one sleep per poll used to leak one each)', async () => {
    const ctl = new AbortController();
    for (let i = 0; i < 25; i++) await sleep(1, ctl.signal);
    expect(getEventListeners(ctl.signal, 'abort')).toHaveLength(0);
  });

  it('ends at once when the signal aborts', async () => {
    const ctl = new AbortController();
    const t0 = Date.now();
    const p = sleep(60_000, ctl.signal);
    ctl.abort();
    await p;
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(getEventListeners(ctl.signal, 'abort')).toHaveLength(0);
  });
});
