/**
 * Real single-node Slurm clusters (../shared/tools/slurm-local) for tests and benchmarks. Each
 * startCluster() call gets a cluster of its own: a fresh state folder under the system's temp
 * folder and two free ports picked by start.sh, so a test run never shares a cluster with another
 * test run or with whatever Slurm already runs on the machine. release() stops it through its own
 * pid files (stop.sh): no other process is touched.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedDir } from './cli.js';

const tools = join(sharedDir, 'tools', 'slurm-local');

export interface Cluster {
  /** Its state folder (configuration, spool, logs, pid files). */
  readonly dir: string;
  readonly conf: string;
  readonly ctldPort: number;
  readonly slurmdPort: number;
  /** Environment for the Slurm commands (SLURM_CONF). */
  readonly env: NodeJS.ProcessEnv;
  /** A Slurm client command against this cluster. */
  slurm(cmd: string, args: readonly string[]): { code: number; stdout: string; stderr: string };
  /** `squeue -t all` state of a job ('' when Slurm no longer lists it). */
  jobState(id: string): string;
  scancel(id: string): void;
  /** Stops the controller only (slurmd and the jobs it runs carry on). */
  stopController(): void;
  /** Starts the controller again on the same configuration and state (it recovers its jobs). */
  startController(): void;
  release(): void;
}

/** Whether the cluster's controller answers sinfo. */
export function answers(conf: string): boolean {
  const r = spawnSync('sinfo', ['-h', '-o', '%T'], { env: { ...process.env, SLURM_CONF: conf }, encoding: 'utf8', timeout: 20_000 });
  return r.status === 0 && /idle|mix|alloc/.test(r.stdout);
}

function port(conf: string, key: string): number {
  const m = new RegExp(`^${key}=(\\d+)$`, 'm').exec(readFileSync(conf, 'utf8'));
  if (!m) throw new Error(`${conf}: no ${key}`);
  return Number(m[1]);
}

function pidOf(file: string): number | undefined {
  try {
    const n = Number(readFileSync(file, 'utf8').trim());
    return n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

function waitUntil(what: string, f: () => boolean, ms: number): void {
  const deadline = Date.now() + ms;
  while (!f()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}

/** Whether a process exists and is not a zombie (a daemon's zombie may wait a while for its reaper). */
function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/s.test(stat);
  } catch {
    return false;
  }
}

/**
 * A new private cluster. `ports` fixes its two ports (start.sh's SLURM_LOCAL_*_PORT), e.g. to
 * hold Slurm's default ports 6817/6818 the way another Slurm on the machine would.
 */
export function startCluster(opts: { ports?: { ctld: number; slurmd: number }; name?: string } = {}): Cluster {
  const dir = mkdtempSync(join(tmpdir(), `${opts.name ?? 'audit-slurm'}-`));
  const conf = join(dir, 'slurm.conf');
  const portEnv = opts.ports ? { SLURM_LOCAL_CTLD_PORT: String(opts.ports.ctld), SLURM_LOCAL_SLURMD_PORT: String(opts.ports.slurmd) } : {};
  execFileSync('bash', [join(tools, 'start.sh'), dir], { env: { ...process.env, ...portEnv }, stdio: ['ignore', 'pipe', 'inherit'], timeout: 120_000 });
  const env = { SLURM_CONF: conf };
  const slurm = (cmd: string, args: readonly string[]) => {
    const r = spawnSync(cmd, [...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
    return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };
  const ctldPid = join(dir, 'slurmctld.pid');
  return {
    dir,
    conf,
    ctldPort: port(conf, 'SlurmctldPort'),
    slurmdPort: port(conf, 'SlurmdPort'),
    env,
    slurm,
    jobState: (id) => slurm('squeue', ['-h', '-t', 'all', '-j', id, '-o', '%T']).stdout.trim(),
    scancel(id) {
      const r = slurm('scancel', [id]);
      if (r.code !== 0) throw new Error(`scancel ${id}: ${r.stderr}`);
    },
    stopController() {
      const pid = pidOf(ctldPid);
      if (pid === undefined) throw new Error(`${ctldPid}: no pid`);
      process.kill(pid, 'SIGTERM');
      waitUntil('slurmctld to stop', () => !alive(pid), 60_000);
    },
    startController() {
      execFileSync('slurmctld', ['-f', conf], { env: { ...process.env, ...env } });
      waitUntil('slurmctld to answer', () => answers(conf), 60_000);
    },
    release() {
      const pids = [pidOf(join(dir, 'slurmd.pid')), pidOf(ctldPid)];
      execFileSync('bash', [join(tools, 'stop.sh'), dir]);
      try {
        waitUntil('the cluster to stop', () => !pids.some(alive), 30_000);
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // a daemon slow to stop keeps its folder; the system's temp cleaning takes it later
      }
    },
  };
}
