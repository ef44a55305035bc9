/**
 * The real single-node Slurm cluster of ../shared/tools/slurm-local for tests and benchmarks.
 * One cluster per machine (its ports are fixed): reused when one already answers, else started
 * here under a lock, and stopped afterwards only by the one who started it, through its own pid
 * files (stop.sh), so no other process is ever touched.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDir } from './cli.js';

export const SLURM_STATE_DIR = '/tmp/audit-test-slurm';
const tools = join(sharedDir, 'tools', 'slurm-local');
const conf = join(SLURM_STATE_DIR, 'slurm.conf');

export interface Cluster {
  /** Environment for the Slurm commands (SLURM_CONF). */
  readonly env: NodeJS.ProcessEnv;
  release(): void;
}

function answers(): boolean {
  const r = spawnSync('sinfo', ['-h', '-o', '%T'], { env: { ...process.env, SLURM_CONF: conf }, encoding: 'utf8', timeout: 10_000 });
  return r.status === 0 && /idle|mix|alloc/.test(r.stdout);
}

function lock(): () => void {
  const dir = `${SLURM_STATE_DIR}.lock`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmdirSync(dir);
    } catch {
      if (Date.now() > deadline) throw new Error(`${dir}: held for a minute; remove it if no test is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
}

export function startCluster(): Cluster {
  const unlock = lock();
  let started = false;
  try {
    if (!answers()) {
      execFileSync('bash', [join(tools, 'start.sh'), SLURM_STATE_DIR], { stdio: ['ignore', 'pipe', 'inherit'], timeout: 300_000 });
      started = true;
    }
  } finally {
    unlock();
  }
  process.env.SLURM_CONF = conf;
  return {
    env: { SLURM_CONF: conf },
    release() {
      if (started) execFileSync('bash', [join(tools, 'stop.sh'), SLURM_STATE_DIR]);
    },
  };
}

/** `squeue -t all` state of a job ('' when Slurm no longer lists it). */
export function jobState(id: string): string {
  const r = spawnSync('squeue', ['-h', '-t', 'all', '-j', id, '-o', '%T'], { env: { ...process.env, SLURM_CONF: conf }, encoding: 'utf8' });
  return r.stdout.trim();
}

export function scancel(id: string): void {
  execFileSync('scancel', [id], { env: { ...process.env, SLURM_CONF: conf } });
}
