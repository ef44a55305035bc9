/**
 * Signals and `npx audit`: npm runs the bin through `sh -c`, and a SIGTERM sent to the npx process
 * ended npx and that shell only — `audit` went on, its child kept running and the run stayed
 * `running`. Now `audit` notices that the process that started it is gone and stops as on Ctrl-C:
 * the child process is stopped and the run is recorded `interrupted`, as with a signal sent to
 * `audit` itself (exit 130, SIGHUP included). Real npx, on an installed copy (node_modules/.bin).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { repoRoot, startCli } from '../helpers/cli.js';

const hasNpx = spawnSync('npx', ['--version'], { encoding: 'utf8' }).status === 0;

/** A project with repro-audit installed (linked) and a claim file whose command sleeps. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'npx-signals-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'npx-signals', version: '1.0.0', private: true }));
  mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(repoRoot, join(dir, 'node_modules', 'repro-audit'));
  symlinkSync(join('..', 'repro-audit', 'bin', 'audit.js'), join(dir, 'node_modules', '.bin', 'audit'));
  mkdirSync(join(dir, 'claims'));
  mkdirSync(join(dir, 'data'));
  writeFileSync(
    join(dir, 'claims', 's.yaml'),
    `schemaVersion: 1
paper: {id: s, title: S, docs: [{id: notes, file: notes.txt, kind: readme}]}
methods: [{id: demo, name: Demo, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
configs:
  - {id: c, runner: command, description: d, method: demo, dataset: clevr-change, split: test, argv: [sh, -c, 'echo $$ > child.pid; exec sleep 120'], profileGpu: false}
`,
  );
  return dir;
}

const ARGS = ['run', 's', '--db', 'r.db', '--data-root', 'data', '--no-report', '--allow-commands'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !ok(); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

function runRow(dir: string): { status: string; reason: string | null } | undefined {
  if (!existsSync(join(dir, 'r.db'))) return undefined;
  const db = new Database(join(dir, 'r.db'), { readonly: true });
  try {
    return db.prepare('SELECT status, reason FROM runs').get() as { status: string; reason: string | null } | undefined;
  } finally {
    db.close();
  }
}

describe.runIf(hasNpx)('a signal to `npx audit run`', () => {
  it('SIGTERM to the npx process: the command child is stopped and the run recorded interrupted', async () => {
    const dir = project();
    const npx = spawn('npx', ['--no-install', 'audit', ...ARGS], { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    npx.stdout.on('data', (b: Buffer) => (out += b.toString()));
    npx.stderr.on('data', (b: Buffer) => (out += b.toString()));
    const childPid = join(dir, 'data', 'child.pid');
    await until('the command to start', () => existsSync(childPid) && readFileSync(childPid, 'utf8').trim() !== '');
    const child = Number(readFileSync(childPid, 'utf8'));
    expect(alive(child)).toBe(true);
    npx.kill('SIGTERM');
    await until('the run to be recorded interrupted', () => runRow(dir)?.status === 'interrupted', 15_000).catch((e: Error) => {
      throw new Error(`${e.message}; run: ${JSON.stringify(runRow(dir))}; output:\n${out}`);
    });
    await until('the command child to be stopped', () => !alive(child), 10_000);
    expect(runRow(dir)?.reason).toMatch(/interrupted by the user \(SIGHUP\)/);
  }, 60_000);
});

describe.each([['SIGTERM'], ['SIGHUP']] as const)('%s to `audit run` itself', (signal) => {
  it('stops the command child, records the run interrupted, exits 130', async () => {
    const dir = project();
    const p = startCli(ARGS, { cwd: dir });
    p.stdout.resume();
    let stderr = '';
    p.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exited = new Promise<number | null>((resolve) => p.on('close', (code) => resolve(code)));
    const childPid = join(dir, 'data', 'child.pid');
    await until('the command to start', () => existsSync(childPid) && readFileSync(childPid, 'utf8').trim() !== '');
    const child = Number(readFileSync(childPid, 'utf8'));
    p.kill(signal);
    expect(await exited, stderr).toBe(130);
    expect(runRow(dir)).toEqual({ status: 'interrupted', reason: `interrupted by the user (${signal})` });
    await until('the command child to be stopped', () => !alive(child), 10_000);
  }, 60_000);
});
