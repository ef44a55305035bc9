/**
 * A run left `running` by a process that is gone is marked `interrupted` by the next command,
 * even when its pid now answers: a zombie (killed, not reaped) or an unrelated process that was
 * given the same pid. Each run records its process's start stamp (/proc/<pid>/stat field 22).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const linux = existsSync('/proc/self/stat');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** A finished run, turned back into one left `running` by process `pid` (as a killed audit leaves it). */
function leftRunning(pidAfter: () => number, stampOf?: (pid: number) => string): { dir: string; db: string; pid: number } {
  const dir = mkdtempSync(join(tmpdir(), 'liveness-'));
  mkdirSync(join(dir, 'claims'));
  writeFileSync(
    join(dir, 'claims', 'p.yaml'),
    `schemaVersion: 1
paper: {id: p, title: P, docs: [{id: notes, file: notes.txt, kind: readme}]}
methods: [{id: demo, name: Demo, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
configs:
  - {id: c, runner: command, description: d, method: demo, dataset: clevr-change, split: test, argv: ['true'], profileGpu: false}
`,
  );
  mkdirSync(join(dir, 'data'));
  const db = join(dir, 'r.db');
  const r = runCli(['run', 'p', '--db', db, '--no-report', '--allow-commands', '--data-root', join(dir, 'data')], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  const sql = new Database(db);
  expect((sql.prepare('SELECT status FROM runs').get() as { status: string }).status).toBe('succeeded');
  const env = JSON.parse((sql.prepare('SELECT environment_json FROM runs').get() as { environment_json: string }).environment_json) as Record<string, unknown>;
  // the finished run recorded the start stamp of the audit process that ran it
  expect(env.processStart).toMatch(/^[\w-]+:\d+$/);
  // the other process starts after the run's (a pid is reused later, never in the same clock tick)
  const pid = pidAfter();
  if (stampOf !== undefined) env.processStart = stampOf(pid);
  sql.prepare("UPDATE runs SET status = 'running', reason = NULL, ended_at = NULL, pid = ?, environment_json = ?").run(pid, JSON.stringify(env));
  sql.close();
  return { dir, db, pid };
}

function statusAfterRuns(dir: string, db: string): { status: string; reason: string | null } {
  const r = runCli(['runs', '--db', db], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  const sql = new Database(db, { readonly: true });
  const row = sql.prepare('SELECT status, reason FROM runs').get() as { status: string; reason: string | null };
  sql.close();
  return row;
}

const stampOf = (pid: number): string => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return `${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}:${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]}`;
};

function live(): ChildProcess {
  const c = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(c);
  return c;
}

describe.runIf(linux)('a run whose process is gone but whose pid answers', () => {
  it('a reused pid (a live unrelated process with another start time): marked interrupted', () => {
    const { dir, db, pid } = leftRunning(() => live().pid!);
    const row = statusAfterRuns(dir, db);
    expect(row.status).toBe('interrupted');
    expect(row.reason).toContain(`pid ${pid}`);
  });

  it('a zombie: marked interrupted', async () => {
    // the background child exits only once its parent has become `sleep 60` (exec), which never
    // reaps it; a child that exited before the exec could be reaped by the shell (seen in CI: ENOENT)
    const script = 'p=$$; (while [ "$(cat /proc/$p/comm)" != sleep ]; do sleep 0.01; done) & echo $!; exec sleep 60';
    const parent = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const zombie = Number(await new Promise<string>((res) => parent.stdout.once('data', (b: Buffer) => res(b.toString()))));
    for (let i = 0; i < 500 && !/\) Z /.test(readFileSync(`/proc/${zombie}/stat`, 'utf8')); i++) await new Promise((r) => setTimeout(r, 20));
    expect(readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /);
    const { dir, db } = leftRunning(() => zombie);
    expect(statusAfterRuns(dir, db).status).toBe('interrupted');
  });

  it('the process that recorded the run, still running: left running', () => {
    const { dir, db } = leftRunning(() => live().pid!, stampOf);
    expect(statusAfterRuns(dir, db).status).toBe('running');
  });
});
