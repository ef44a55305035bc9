/**
 * Following submitted jobs: one Slurm query for all of them, each state change recorded and
 * printed (queued / running on NODE / done), each ended job's final state settled in the store
 * (`audit run` while it waits, `audit runs --refresh` for jobs that ended meanwhile).
 */
import type { Config } from '../../claims/schema.js';
import type { Logger } from '../../core/runner.js';
import type { RunRecord } from '../../core/runs.js';
import type { ResultsStore } from '../../store/index.js';
import type { SlurmClient } from './commands.js';
import type { JobInfo, Phase } from './states.js';
import { FINAL_STATES, baseState, outcomeOf, phaseOf } from './states.js';

export interface Tracked {
  readonly config: Pick<Config, 'id'>;
  readonly runId: number;
  readonly jobId: string;
}

/**
 * The progress lines a waiting submitter has printed, per run: each job is said `queued` once and
 * `running on NODE` once, even when it started and ended between two polls (the job records its
 * own start in the store, so a start the poll missed is still known).
 */
export type Shown = Map<number, Exclude<Phase, 'done'>>;

function queuedLine(j: Tracked, info: JobInfo): string {
  return `${j.config.id}: job ${j.jobId} queued${info.reason ? ` (${info.reason})` : ''}`;
}

function runningLine(j: Tracked, node: string | undefined): string {
  return `${j.config.id}: job ${j.jobId} running${node ? ` on ${node}` : ''}`;
}

/** Whether the job began executing its run: Slurm says so, or the job recorded its start. */
function began(phase: Phase, run: RunRecord): boolean {
  return phase === 'running' || run.job?.startedAt !== undefined;
}

/** Returns the jobs still open. `cancelledBecause`: we cancelled them, and why. `shown`: progress already printed (waiting submitter). */
export async function settleJobs<T extends Tracked>(store: ResultsStore, client: SlurmClient, jobs: readonly T[], log: Logger, cancelledBecause?: string, shown?: Shown): Promise<T[]> {
  if (!jobs.length) return [];
  const infos = await client.query(jobs.map((j) => j.jobId));
  const open: T[] = [];
  for (const j of jobs) {
    const run = store.run(j.runId);
    if (!run) continue;
    const known = infos.get(j.jobId);
    const info: JobInfo = known ?? { id: j.jobId, state: 'VANISHED' };
    const state = baseState(info.state);
    const phase = phaseOf(state);
    const changed = state !== run.job?.state || (info.node !== undefined && info.node !== run.job.node);
    if (changed) store.updateJob(j.runId, { state, ...(info.node ? { node: info.node } : {}) });
    const node = info.node ?? run.job?.node;
    if (shown) {
      if (phase === 'queued' && !shown.has(j.runId)) log.info(queuedLine(j, info));
      if (phase === 'queued') shown.set(j.runId, shown.get(j.runId) ?? 'queued');
      if (began(phase, run) && shown.get(j.runId) !== 'running') {
        log.info(runningLine(j, node));
        shown.set(j.runId, 'running');
      }
    } else if (changed && phase !== 'done') log.info(phase === 'queued' ? queuedLine(j, info) : runningLine(j, info.node));
    if (phase !== 'done') {
      open.push(j);
      continue;
    }
    const leftRunning = run.status === 'running';
    let outcome = outcomeOf(info, leftRunning);
    if (outcome && state === 'CANCELLED' && cancelledBecause) outcome = { status: 'interrupted', reason: `Slurm job ${j.jobId} CANCELLED: ${cancelledBecause}` };
    store.settleJob(j.runId, state, outcome, info.node);
    const now = store.run(j.runId);
    const status = now?.status ?? 'unknown';
    const reason = now && (now.status === 'failed' || now.status === 'interrupted') ? ` — ${now.reason}` : '';
    log.info(`${j.config.id}: job ${j.jobId} done (${state}): ${status}${reason}`);
  }
  return open;
}

/** Every Slurm run whose final job state is not recorded yet, settled where Slurm says it ended. */
export async function refreshJobs(store: ResultsStore, client: SlurmClient, log: Logger): Promise<{ checked: number; open: number }> {
  const runs = store.unsettledJobs(FINAL_STATES).filter((r) => r.job?.id !== undefined);
  const open = await settleJobs(
    store,
    client,
    runs.map((r) => ({ config: { id: r.configId }, runId: r.id, jobId: r.job?.id ?? '' })),
    log,
  );
  return { checked: runs.length, open: open.length };
}
