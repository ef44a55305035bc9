/**
 * Runs an argv in its own process group with stdout/stderr going straight to log files, and kills
 * the whole group (children and grandchildren) on timeout, on abort, and after the leader exits.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

export interface GroupOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly stdoutPath: string;
  readonly stderrPath: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Between SIGTERM and SIGKILL. */
  readonly graceMs?: number;
  readonly onSpawn?: (pid: number) => void;
}

export type GroupOutcome =
  | { readonly kind: 'exited'; readonly exitCode: number | null; readonly signal: NodeJS.Signals | null; readonly timedOut: boolean; readonly aborted: boolean; readonly seconds: number }
  | { readonly kind: 'spawn-failed'; readonly message: string };

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pgid, sig);
  } catch {
    // the group is gone already
  }
}

/** SIGTERM the group, SIGKILL what is left after the grace period; resolves when none is left. */
export async function killGroup(pgid: number, graceMs: number): Promise<void> {
  signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
  while (groupAlive(pgid) && Date.now() < deadline + 2000) await new Promise((r) => setTimeout(r, 20));
}

export function runInGroup(argv: readonly string[], opts: GroupOptions): Promise<GroupOutcome> {
  const [program, ...args] = argv;
  if (program === undefined) return Promise.resolve({ kind: 'spawn-failed', message: 'empty argv' });
  const out = openSync(opts.stdoutPath, 'w');
  const err = openSync(opts.stderrPath, 'w');
  const started = Date.now();
  const grace = opts.graceMs ?? 5000;
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', out, err] });
    closeSync(out);
    closeSync(err);
    let timedOut = false;
    let aborted = false;
    const pgid = child.pid;
    const stop = (why: 'timeout' | 'abort'): void => {
      if (pgid === undefined) return;
      if (why === 'timeout') timedOut = true;
      else aborted = true;
      void killGroup(pgid, grace);
    };
    const timer = setTimeout(() => stop('timeout'), opts.timeoutMs);
    const onAbort = (): void => stop('abort');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (e) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      resolve({ kind: 'spawn-failed', message: e.message });
    });
    if (pgid !== undefined) opts.onSpawn?.(pgid);
    child.on('exit', (exitCode, signal) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      const finish = (): void => resolve({ kind: 'exited', exitCode, signal, timedOut, aborted, seconds: (Date.now() - started) / 1000 });
      if (pgid === undefined) finish();
      else void killGroup(pgid, grace).then(finish);
    });
  });
}
