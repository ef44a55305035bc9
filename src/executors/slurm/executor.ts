/**
 * `--executor slurm`: every selected config becomes one Slurm job. Configs whose inputs are
 * missing are recorded skipped here (never submitted); the others get a `running` run row, then
 * a job (`sbatch`, argv only) that executes the run inside the job (`audit slurm-job`) and writes
 * to the same results.db. The submitter follows the jobs (queued → running → done), records
 * Slurm's final state, and cancels what it submitted when interrupted.
 */
import type { ConfigOutcome } from '../../audits/claim-vs-measurement.js';
import { gpuPeakOf } from '../../audits/hardware-measured.js';
import type { SlurmResources } from '../../claims/configs/slurm.js';
import type { Config } from '../../claims/schema.js';
import type { Executor, ExecutorContext } from '../../pipeline/audit-paper.js';
import { startOrSkip } from '../../pipeline/audit-paper.js';
import { RunError } from '../../core/errors.js';
import type { SlurmClient } from './commands.js';
import { jobNameOf, mergeResources, sbatchArgv } from './sbatch.js';
import { settleJobs } from './settle.js';
import type { Shown, Tracked } from './settle.js';
import type { JobInfo } from './states.js';
import { baseState, slurmSilence } from './states.js';

export interface SlurmExecutorOptions {
  readonly client: SlurmClient;
  /** --slurm-* options (override each config's `slurm:` field by field). */
  readonly resources: Partial<SlurmResources>;
  /** The fixed job script and the argv it runs for one run id. */
  readonly script: string;
  readonly jobArgv: (runId: number) => readonly string[];
  /** The comment of run N's job (runComment(results.db, N)): how a job whose id was lost is found. */
  readonly comment: (runId: number) => string;
  readonly chdir: string;
  /** Folder of Slurm's job output files. */
  readonly logsDir: string;
  readonly wait: boolean;
  readonly pollMs: number;
  /** How long to wait for cancelled jobs to end before leaving them to `audit runs --refresh`. */
  readonly cancelWaitMs?: number;
  /** How long Slurm may not answer before the waiting submitter stops waiting (default 5 min). */
  readonly patienceMs?: number;
}

interface Submitted extends Tracked {
  readonly config: Config;
}

/**
 * Waits `ms`, or less when `signal` aborts. The abort listener is removed when the time is up: the
 * wait loop sleeps once per poll, and leaving one listener per poll leaked them (Node warned after 10).
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * sbatch did not answer with a job id because it was ended by a signal (Ctrl-C reaches it too) or
 * because audit run was interrupted meanwhile: it may still have submitted the job, so Slurm is
 * asked by the job's comment. A job found is tracked (and cancelled, when interrupted); none found
 * means nothing was submitted.
 */
async function unansweredSubmission(config: Config, runId: number, jobName: string, comment: string, why: string, ctx: ExecutorContext, opts: SlurmExecutorOptions): Promise<ConfigOutcome | Submitted> {
  const { ports } = ctx;
  const interrupted = ports.signal.aborted;
  let job: JobInfo | undefined;
  try {
    job = (await opts.client.findByComment([jobName], [comment])).get(comment);
  } catch (e) {
    const reason = `${why}, and Slurm could not be asked whether the job was submitted (${message(e)})`;
    ports.log.warn(`${config.id}: ${reason}; run #${runId} stays recorded running until \`audit runs --refresh\` finds its job (or finds none)`);
    return { config, runId, status: 'interrupted', reason, measurements: [] };
  }
  if (job) {
    ports.store.updateJob(runId, { id: job.id, state: baseState(job.state) });
    ports.log.info(`${config.id}: ${why}, but it had submitted Slurm job ${job.id} (run #${runId}, found by its comment)`);
    return { config, runId, jobId: job.id };
  }
  const reason = `${why}, and Slurm has no job for this run: nothing was submitted`;
  ports.store.finishRun(runId, { status: interrupted ? 'interrupted' : 'failed', reason });
  ports.log.info(`${config.id}: ${interrupted ? 'interrupted' : 'failed'} — ${reason}`);
  return { config, runId, status: interrupted ? 'interrupted' : 'failed', reason, measurements: [] };
}

async function submitOne(config: Config, ctx: ExecutorContext, opts: SlurmExecutorOptions): Promise<ConfigOutcome | Submitted> {
  const { ports } = ctx;
  // the run row exists before sbatch runs: a submitter killed meanwhile leaves a row whose job is
  // found later by its comment (`audit runs --refresh`)
  const started = await startOrSkip(config, ctx, 'slurm');
  if ('skipped' in started) return started.skipped;
  const { runId, paper } = started;
  const jobName = jobNameOf(paper, config.id);
  const comment = opts.comment(runId);
  const argv = sbatchArgv({
    resources: mergeResources(config.slurm, opts.resources),
    jobName,
    comment,
    output: `${opts.logsDir}/slurm-%j.out`,
    chdir: opts.chdir,
    script: opts.script,
    jobArgv: opts.jobArgv(runId),
  });
  try {
    const jobId = await opts.client.submit(argv);
    ports.store.updateJob(runId, { id: jobId, state: 'PENDING' });
    ports.log.info(`${config.id}: submitted as Slurm job ${jobId} (run #${runId})`);
    return { config, runId, jobId };
  } catch (e) {
    const killed = e instanceof RunError && e.code === 'slurm-submit-killed';
    if (ports.signal.aborted) return unansweredSubmission(config, runId, jobName, comment, `audit run was interrupted (${signalName(ports.signal)}) while sbatch was submitting the job`, ctx, opts);
    if (killed) return unansweredSubmission(config, runId, jobName, comment, message(e), ctx, opts);
    const reason = message(e);
    ports.store.finishRun(runId, { status: 'failed', reason });
    ports.log.info(`${config.id}: failed — ${reason}`);
    return { config, runId, status: 'failed', reason, measurements: [] };
  }
}

/** 'SIGINT' from the abort reason `interrupted by SIGINT` (src/cli/signals.ts), else 'SIGINT/SIGTERM'. */
function signalName(signal: AbortSignal): string {
  const m = /\b(SIG[A-Z]+)\b/.exec(message(signal.reason));
  return m?.[1] ?? 'SIGINT/SIGTERM';
}

const isTracked = (x: ConfigOutcome | Submitted): x is Submitted => 'jobId' in x;

function seconds(ms: number): string {
  if (ms < 10_000) return `${Number((ms / 1000).toFixed(1))} s`;
  return ms < 120_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;
}

export function slurmExecutor(opts: SlurmExecutorOptions): Executor {
  const patienceMs = opts.patienceMs ?? 300_000;
  return {
    async run(configs, ctx) {
      const { ports } = ctx;
      const results: (ConfigOutcome | Submitted)[] = [];
      for (const config of configs) {
        if (ports.signal.aborted) break;
        results.push(await submitOne(config, ctx, opts));
      }
      const tracked = results.filter(isTracked);
      // interrupted while submitting: what was submitted is cancelled, --no-wait or not
      if (!opts.wait && !ports.signal.aborted) return { outcomes: results.filter((r): r is ConfigOutcome => !isTracked(r)), pending: tracked.length };

      let open = tracked;
      let cancelledAt: number | undefined;
      let silentSince: number | undefined;
      let stoppedWaiting: string | undefined;
      const shown: Shown = new Map();
      for (const t of tracked) {
        ports.log.info(`${t.config.id}: job ${t.jobId} queued`);
        shown.set(t.runId, 'queued');
      }
      for (;;) {
        if (ports.signal.aborted && cancelledAt === undefined) {
          cancelledAt = Date.now();
          if (open.length) {
            ports.log.warn(`cancelling ${open.length} Slurm job(s): scancel ${open.map((t) => t.jobId).join(' ')}`);
            await opts.client.cancel(open.map((t) => t.jobId));
          }
        }
        try {
          open = await settleJobs(ports.store, opts.client, open, ports.log, cancelledAt === undefined ? undefined : 'audit run was interrupted (SIGINT/SIGTERM) and cancelled it', shown);
          if (silentSince !== undefined) ports.log.info(`Slurm answers again (after ${seconds(Date.now() - silentSince)})`);
          silentSince = undefined;
        } catch (e) {
          if (!(e instanceof RunError) || e.code !== 'slurm-query') throw e;
          // Slurm's controller may be down for a while (a restart, an upgrade): keep asking, for a time
          const now = Date.now();
          if (silentSince === undefined) {
            silentSince = now;
            ports.log.warn(`${slurmSilence(e.message)}; asking again every ${seconds(opts.pollMs)} for up to ${seconds(patienceMs)}`);
          } else if (now - silentSince >= patienceMs) {
            stoppedWaiting = `Slurm has not answered for ${seconds(now - silentSince)}: stopped waiting for ${open.length} job(s) (${open.map((t) => t.jobId).join(' ')}). Their runs stay recorded as running; once Slurm answers again, \`audit runs --refresh\` records how each job ended`;
            ports.log.warn(stoppedWaiting);
            break;
          }
        }
        if (!open.length) break;
        if (cancelledAt !== undefined && Date.now() - cancelledAt > (opts.cancelWaitMs ?? 30_000)) {
          ports.log.warn(`${open.length} cancelled job(s) have not ended yet; \`audit runs --refresh\` records them later`);
          break;
        }
        await sleep(opts.pollMs, cancelledAt === undefined ? ports.signal : undefined);
      }
      const ended = new Map(ports.store.runsWithMetrics({ sessionId: ctx.sessionId }).map((r) => [r.run.id, r]));
      const outcomes = results.map((r): ConfigOutcome => {
        if (!isTracked(r)) return r;
        const got = ended.get(r.runId);
        const run = got?.run;
        if (!run || run.status === 'running') return { config: r.config, runId: r.runId, status: 'interrupted', reason: `Slurm job ${r.jobId} had not ended when audit run stopped waiting`, measurements: got?.measurements ?? [] };
        const gpuPeak = gpuPeakOf(run.environment);
        return { config: r.config, runId: r.runId, status: run.status, ...(run.status === 'succeeded' ? {} : { reason: run.reason }), measurements: got.measurements, ...(gpuPeak === undefined ? {} : { gpuPeak }) };
      });
      return { outcomes, pending: open.length, ...(stoppedWaiting ? { stoppedWaiting } : {}) };
    },
  };
}
