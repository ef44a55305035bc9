/**
 * Inside the Slurm job (`audit slurm-job --run N`): the run row the submitter created is executed
 * here, next to the work (the runner's GPU profiling samples this node's GPUs), and its results go
 * into the same results.db as they arrive. SIGTERM from Slurm (scancel, time limit) aborts the run.
 */
import type { Config } from '../../claims/schema.js';
import { UsageError } from '../../core/errors.js';
import { executeRun } from '../../pipeline/execute-run.js';
import type { ExecuteRunContext } from '../../pipeline/execute-run.js';

export interface SlurmJobContext extends Pick<ExecuteRunContext, 'store' | 'runners' | 'log' | 'signal' | 'dataRoots' | 'runsDir'> {
  readonly pid: number;
  readonly host: string;
  /** The job's environment (SLURM_JOB_ID, SLURM_JOB_NODELIST, CUDA_VISIBLE_DEVICES, ...). */
  readonly env: NodeJS.ProcessEnv;
}

/** Slurm's facts about this job, stored with the run's environment. */
export function jobFacts(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const pick = (k: string) => (env[k] === undefined || env[k] === '' ? {} : { [k]: env[k] });
  return {
    slurm: {
      ...pick('SLURM_JOB_ID'),
      ...pick('SLURM_JOB_NODELIST'),
      ...pick('SLURM_JOB_PARTITION'),
      ...pick('SLURM_CPUS_PER_TASK'),
      ...pick('SLURM_MEM_PER_NODE'),
      ...pick('SLURM_JOB_GPUS'),
      ...pick('CUDA_VISIBLE_DEVICES'),
    },
  };
}

/** Returns false when the run had already ended (cancelled before it started): nothing to do. */
export async function runSlurmJob(runId: number, ctx: SlurmJobContext): Promise<boolean> {
  const run = ctx.store.run(runId);
  if (!run) throw new UsageError(`--run ${runId}: no such run in ${ctx.store.path}`);
  if (run.status !== 'running') {
    ctx.log.warn(`run #${runId} is already ${run.status}; nothing to do`);
    return false;
  }
  const jobId = ctx.env.SLURM_JOB_ID;
  // the job's id is stored here too: a submitter killed while sbatch ran never stored it
  ctx.store.updateJob(runId, { ...(jobId ? { id: jobId } : {}), state: 'RUNNING', node: ctx.host, pid: ctx.pid, host: ctx.host, startedAt: Date.now() });
  await executeRun(run.config as Config, runId, {
    store: ctx.store,
    runners: ctx.runners,
    log: ctx.log,
    signal: ctx.signal,
    dataRoots: ctx.dataRoots,
    runsDir: ctx.runsDir,
    smoke: run.smoke,
    facts: jobFacts(ctx.env),
    abortReason: () => `Slurm job ${jobId ?? '?'} got SIGTERM on ${ctx.host} (cancelled or past its time limit)`,
  });
  return true;
}
