/**
 * The Slurm client commands, run as argv arrays (never through a shell): sbatch, squeue,
 * scontrol, sacct, scancel. `SlurmClient` is the port the executor receives.
 */
import { execFile } from 'node:child_process';
import { RunError } from '../../core/errors.js';
import type { JobInfo } from './states.js';
import { parseSubmitted } from './sbatch.js';
import { controllerSilent, parseSacct, parseScontrol, parseSqueue } from './states.js';

export interface SlurmClient {
  /** Throws RunError 'slurm-submit' (refused) or 'slurm-submit-killed' (sbatch ended by a signal: maybe submitted). */
  submit(argv: readonly string[]): Promise<string>;
  /**
   * This user's jobs named one of `names` whose comment is one of `comments` (see runComment),
   * by comment: how a job whose id was never stored is found. Throws when Slurm does not answer.
   */
  findByComment(names: readonly string[], comments: readonly string[]): Promise<Map<string, JobInfo>>;
  /** What Slurm knows of these jobs; a job it no longer knows is absent. */
  query(ids: readonly string[]): Promise<Map<string, JobInfo>>;
  cancel(ids: readonly string[]): Promise<void>;
}

interface Out {
  code: number;
  stdout: string;
  stderr: string;
  missing: boolean;
  /** The signal that ended the command, if one did. */
  signal?: string;
}

function exec(cmd: string, argv: readonly string[], timeoutMs = 60_000): Promise<Out> {
  return new Promise((resolve) => {
    execFile(cmd, [...argv], { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      const e = err as (NodeJS.ErrnoException & { code?: number | string }) | null;
      const signal = (err as { signal?: string | null } | null)?.signal ?? undefined;
      resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, stdout, stderr: stderr || (e && typeof e.code !== 'number' ? e.message : ''), missing: e?.code === 'ENOENT', ...(signal ? { signal } : {}) });
    });
  });
}

function notInstalled(cmd: string): RunError {
  return new RunError('slurm-missing', `${cmd}: not found on PATH. --executor slurm needs the Slurm client commands (sbatch, squeue, scontrol, scancel) of a cluster login node`);
}

export const slurmCommands: SlurmClient = {
  async submit(argv) {
    const r = await exec('sbatch', argv);
    if (r.missing) throw notInstalled('sbatch');
    const id = parseSubmitted(r.stdout);
    // Ctrl-C reaches sbatch too (same process group): it may have submitted the job before it died
    if (id === undefined && r.signal) throw new RunError('slurm-submit-killed', `sbatch was ended by ${r.signal} before it said whether it submitted the job`);
    // a controller that could not be reached refused nothing: it never saw the job
    if (r.code !== 0 && controllerSilent(r.stderr)) throw new RunError('slurm-submit', 'sbatch could not submit the job: Slurm\'s controller does not answer (nothing was submitted; run again once it answers)');
    if (r.code !== 0 || id === undefined) throw new RunError('slurm-submit', `sbatch refused the job: ${(r.stderr || r.stdout).trim() || `exit code ${r.code}`}`);
    return id;
  },
  async query(ids) {
    const found = new Map<string, JobInfo>();
    if (!ids.length) return found;
    // one call for every job Slurm still lists (pending, running and recently ended)
    const q = await exec('squeue', ['-h', '-t', 'all', '-j', ids.join(','), '-o', '%i|%T|%N|%r|%l']);
    if (q.missing) throw notInstalled('squeue');
    // a controller that does not answer is not a job that vanished: the caller asks again later
    if (q.code !== 0 && !/invalid job id/i.test(q.stderr)) throw new RunError('slurm-query', `squeue failed: ${q.stderr.trim() || `exit code ${q.code}`}`);
    if (q.code === 0) for (const j of parseSqueue(q.stdout)) if (ids.includes(j.id)) found.set(j.id, j);
    // ended jobs: scontrol has the exit code; jobs squeue has forgotten: accounting (sacct)
    for (const id of ids) {
      const seen = found.get(id);
      if (seen && !['COMPLETED', 'FAILED', 'OUT_OF_MEMORY', 'NODE_FAIL', 'TIMEOUT', 'CANCELLED'].includes(seen.state.split(/[\s+]/)[0] ?? '')) continue;
      const s = await exec('scontrol', ['show', 'job', '-o', id]);
      const info = s.code === 0 ? parseScontrol(s.stdout) : undefined;
      if (info) {
        found.set(id, { ...seen, ...info });
        continue;
      }
      if (seen) continue;
      const a = await exec('sacct', ['-X', '-n', '-P', '-j', id, '-o', 'JobID,State,NodeList,ExitCode,Reason,Timelimit']);
      const acct = a.code === 0 ? parseSacct(a.stdout).find((j) => j.id === id) : undefined;
      if (acct) found.set(id, acct);
    }
    return found;
  },
  async findByComment(names, comments) {
    const found = new Map<string, JobInfo>();
    if (!names.length) return found;
    const q = await exec('squeue', ['--me', '-h', '-t', 'all', `--name=${[...new Set(names)].join(',')}`, '-o', '%i|%T|%N|%r|%l|%k']);
    if (q.missing) throw notInstalled('squeue');
    if (q.code !== 0) throw new RunError('slurm-query', `squeue failed: ${q.stderr.trim() || `exit code ${q.code}`}`);
    for (const line of q.stdout.split('\n')) {
      const parts = line.trim().split('|');
      if (parts.length < 6) continue;
      const comment = parts.slice(5).join('|'); // last: a path may hold '|'
      if (!comments.includes(comment)) continue;
      const [job] = parseSqueue(parts.slice(0, 5).join('|'));
      if (job) found.set(comment, job);
    }
    return found;
  },
  async cancel(ids) {
    if (!ids.length) return;
    const r = await exec('scancel', [...ids]);
    if (r.missing) throw notInstalled('scancel');
  },
};
