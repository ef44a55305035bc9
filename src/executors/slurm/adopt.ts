/**
 * Slurm runs whose job id was never stored: the submitter died (SIGKILL, a crash, the machine)
 * while `sbatch` ran. Every job carries the comment `audit-run:<run id>:<results.db>`, so Slurm is
 * asked for it: a job found is adopted (its id stored, then settled like any other); when Slurm
 * has no such job, nothing was submitted and the run is recorded `interrupted`.
 */
import type { Logger } from '../../core/runner.js';
import type { RunRecord } from '../../core/runs.js';
import type { ResultsStore } from '../../store/index.js';
import type { SlurmClient } from './commands.js';
import { jobNameOf, runComment } from './sbatch.js';
import { FINAL_STATES, baseState } from './states.js';

export interface Submitters {
  /** Absolute path of results.db, as the submitter wrote it into each job's comment. */
  readonly db: string;
  /** This machine: a submitter of another host counts as gone once its run is `otherHostAfterMs` old. */
  readonly host: string;
  readonly isAlive: (pid: number) => boolean;
  readonly otherHostAfterMs?: number;
  readonly now?: number;
}

/** Whether the process that submitted `run` has gone (so it will never store the job's id). */
function submitterGone(run: RunRecord, s: Submitters): boolean {
  if (run.host === s.host) return !s.isAlive(run.pid);
  return (s.now ?? Date.now()) - run.startedAt > (s.otherHostAfterMs ?? 10 * 60_000);
}

export async function adoptOrphans(store: ResultsStore, client: SlurmClient, log: Logger, s: Submitters): Promise<{ adopted: number; lost: number }> {
  const orphans = store.unsettledJobs(FINAL_STATES).filter((r) => r.status === 'running' && r.job === undefined && submitterGone(r, s));
  if (!orphans.length) return { adopted: 0, lost: 0 };
  const found = await client.findByComment(
    orphans.map((r) => jobNameOf(r.paper, r.configId)),
    orphans.map((r) => runComment(s.db, r.id)),
  );
  let adopted = 0;
  let lost = 0;
  for (const r of orphans) {
    const comment = runComment(s.db, r.id);
    const job = found.get(comment);
    // the job itself stores its id when it starts: read the row again before deciding
    if (store.run(r.id)?.job !== undefined) continue;
    if (job) {
      store.updateJob(r.id, { id: job.id, state: baseState(job.state), ...(job.node ? { node: job.node } : {}) });
      log.info(`run #${r.id} (${r.paper}/${r.configId}): found its Slurm job ${job.id} by its comment (${comment}); the submitter (pid ${r.pid} on ${r.host}) ended before storing the id`);
      adopted++;
    } else {
      store.finishRun(r.id, {
        status: 'interrupted',
        reason: `audit run (pid ${r.pid} on ${r.host}) ended while submitting the job with sbatch, and Slurm has no job for this run (none named ${jobNameOf(r.paper, r.configId)} with comment ${comment}): nothing was submitted`,
      });
      log.warn(`run #${r.id} (${r.paper}/${r.configId}): its submitter ended during sbatch and Slurm has no job for it: marked interrupted`);
      lost++;
    }
  }
  return { adopted, lost };
}
