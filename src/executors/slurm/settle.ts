/**
 * Following submitted jobs: one Slurm query for all of them, each state change recorded and
 * printed (queued / running on NODE / done), each ended job's final state settled in the store
 * (`audit run` while it waits, `audit runs --refresh` for jobs that ended meanwhile).
 */
import type { Config } from '../../claims/schema.js';
import type { Logger } from '../../core/runner.js';
import type { ResultsStore } from '../../store/index.js';
import type { SlurmClient } from './commands.js';
import type { JobInfo } from './states.js';
import { FINAL_STATES, baseState, outcomeOf, phaseOf } from './states.js';

export interface Tracked {
  readonly config: Pick<Config, 'id'>;
  readonly runId: number;
  readonly jobId: string;
}

/** Returns the jobs still open. `cancelledBecause`: we cancelled them, and why. */
export async function settleJobs<T extends Tracked>(store: ResultsStore, client: SlurmClient, jobs: readonly T[], log: Logger, cancelledBecause?: string): Promise<T[]> {
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
    if (state !== run.job?.state || (info.node !== undefined && info.node !== run.job.node)) {
      store.updateJob(j.runId, { state, ...(info.node ? { node: info.node } : {}) });
      if (phase !== 'done') log.info(`${j.config.id}: job ${j.jobId} ${phase === 'queued' ? `queued${info.reason ? ` (${info.reason})` : ''}` : `running${info.node ? ` on ${info.node}` : ''}`}`);
    }
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
