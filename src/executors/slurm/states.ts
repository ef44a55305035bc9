/**
 * What Slurm says about a job, parsed (pure): `squeue -t all` lines, `scontrol show job -o`
 * records and `sacct -P` lines; and what a final state means for the run.
 */
import type { RunOutcome } from '../../core/runs.js';

export interface JobInfo {
  readonly id: string;
  readonly state: string;
  readonly node?: string;
  readonly reason?: string;
  readonly exitCode?: string;
  readonly timeLimit?: string;
}

export type Phase = 'queued' | 'running' | 'done';

/** States after which a job never changes again. */
export const FINAL_STATES = ['COMPLETED', 'FAILED', 'CANCELLED', 'TIMEOUT', 'OUT_OF_MEMORY', 'NODE_FAIL', 'BOOT_FAIL', 'DEADLINE', 'PREEMPTED', 'REVOKED', 'SPECIAL_EXIT', 'VANISHED'] as const;

/** Slurm state names may carry a suffix (`CANCELLED by 0`, `RUNNING+`). */
export function baseState(state: string): string {
  return (state.split(/[\s+]/)[0] ?? '').toUpperCase();
}

export function phaseOf(state: string | undefined): Phase {
  const s = baseState(state ?? 'PENDING');
  if ((FINAL_STATES as readonly string[]).includes(s)) return 'done';
  if (s === 'PENDING' || s === 'CONFIGURING' || s === 'REQUEUED' || s === 'REQUEUE_HOLD' || s === 'SUBMITTING' || s === 'RESV_DEL_HOLD') return 'queued';
  return 'running';
}

const clean = (v: string | undefined): string | undefined => (v === undefined || v === '' || v === '(null)' || v === 'None' || v === 'N/A' ? undefined : v);

/** `squeue -h -t all -o '%i|%T|%N|%r|%l'` → jobs. */
export function parseSqueue(text: string): JobInfo[] {
  return text
    .split('\n')
    .filter((l) => l.includes('|'))
    .map((l) => {
      const [id = '', state = '', node, reason, limit] = l.trim().split('|');
      const n = clean(node);
      const r = clean(reason);
      const t = clean(limit);
      return { id, state, ...(n ? { node: n } : {}), ...(r ? { reason: r } : {}), ...(t ? { timeLimit: t } : {}) };
    });
}

/** `scontrol show job -o ID` (one line of Key=Value) → job. */
export function parseScontrol(text: string): JobInfo | undefined {
  const fields = new Map<string, string>();
  for (const m of text.matchAll(/(\w[\w/:]*)=(\S*)/g)) if (!fields.has(m[1] as string)) fields.set(m[1] as string, m[2] as string);
  const id = fields.get('JobId');
  const state = fields.get('JobState');
  if (!id || !state) return undefined;
  const node = clean(fields.get('NodeList'));
  const reason = clean(fields.get('Reason'));
  const exitCode = clean(fields.get('ExitCode'));
  const timeLimit = clean(fields.get('TimeLimit'));
  return { id, state, ...(node ? { node } : {}), ...(reason ? { reason } : {}), ...(exitCode ? { exitCode } : {}), ...(timeLimit ? { timeLimit } : {}) };
}

/** `sacct -X -n -P -o JobID,State,NodeList,ExitCode,Reason,Timelimit` → jobs. */
export function parseSacct(text: string): JobInfo[] {
  return text
    .split('\n')
    .filter((l) => l.includes('|'))
    .map((l) => {
      const [id = '', state = '', node, exitCode, reason, limit] = l.trim().split('|');
      const n = clean(node);
      const e = clean(exitCode);
      const r = clean(reason);
      const t = clean(limit);
      return { id, state, ...(n ? { node: n } : {}), ...(e ? { exitCode: e } : {}), ...(r ? { reason: r } : {}), ...(t ? { timeLimit: t } : {}) };
    });
}

function detail(j: JobInfo): string {
  const parts = [j.exitCode && j.exitCode !== '0:0' ? `exit code ${j.exitCode}` : '', j.reason ? `reason ${j.reason}` : '', j.node ? `on ${j.node}` : ''].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/**
 * The outcome a final state gives the run, in Slurm's words. COMPLETED gives none: the job
 * recorded its own result (`leftRunning` says it did not, which is a failure).
 */
export function outcomeOf(j: JobInfo, leftRunning: boolean): Exclude<RunOutcome, { status: 'succeeded' | 'skipped' }> | undefined {
  const s = baseState(j.state);
  const head = `Slurm job ${j.id} ${s}`;
  switch (s) {
    case 'COMPLETED':
      return leftRunning ? { status: 'failed', reason: `${head}${detail(j)} but the job recorded no result (see its slurm-${j.id}.out)` } : undefined;
    case 'TIMEOUT':
      return { status: 'failed', reason: `${head}: it reached its time limit${j.timeLimit ? ` of ${j.timeLimit}` : ''}${detail(j)}; ask for more with slurm.time or --slurm-time` };
    case 'OUT_OF_MEMORY':
      return { status: 'failed', reason: `${head}: it ran out of memory${detail(j)}; ask for more with slurm.mem or --slurm-mem` };
    case 'CANCELLED':
    case 'PREEMPTED':
    case 'REVOKED':
      return { status: 'interrupted', reason: `${head}${detail(j)}` };
    case 'VANISHED':
      return leftRunning ? { status: 'interrupted', reason: `${head}: Slurm no longer knows the job (purged from squeue/scontrol, no accounting) and it recorded no result` } : undefined;
    default:
      return { status: 'failed', reason: `${head}${detail(j)}` };
  }
}

/** Whether a Slurm command's error says the controller could not be reached. */
export function controllerSilent(message: string): boolean {
  return /unable to contact slurm controller|connection refused|socket timed out|connect failure/i.test(message);
}

/**
 * A failed Slurm query in words (pure): the controller not answering is said so, anything else by
 * the first line of Slurm's message, cut short.
 */
export function slurmSilence(message: string): string {
  if (controllerSilent(message)) return 'Slurm\'s controller does not answer';
  const first = (message.split('\n')[0] ?? '').trim();
  return `Slurm did not answer the status query (${first.length > 160 ? `${first.slice(0, 160)}…` : first})`;
}
