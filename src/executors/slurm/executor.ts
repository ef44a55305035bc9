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
import type { SlurmClient } from './commands.js';
import { mergeResources, sbatchArgv } from './sbatch.js';
import { settleJobs } from './settle.js';
import type { Tracked } from './settle.js';

export interface SlurmExecutorOptions {
  readonly client: SlurmClient;
  /** --slurm-* options (override each config's `slurm:` field by field). */
  readonly resources: Partial<SlurmResources>;
  /** The fixed job script and the argv it runs for one run id. */
  readonly script: string;
  readonly jobArgv: (runId: number) => readonly string[];
  readonly chdir: string;
  /** Folder of Slurm's job output files. */
  readonly logsDir: string;
  readonly wait: boolean;
  readonly pollMs: number;
  /** How long to wait for cancelled jobs to end before leaving them to `audit runs --refresh`. */
  readonly cancelWaitMs?: number;
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

async function submitOne(config: Config, ctx: ExecutorContext, opts: SlurmExecutorOptions): Promise<ConfigOutcome | Submitted> {
  const { ports } = ctx;
  const started = await startOrSkip(config, ctx, 'slurm');
  if ('skipped' in started) return started.skipped;
  const { runId, paper } = started;
  const argv = sbatchArgv({
    resources: mergeResources(config.slurm, opts.resources),
    jobName: `audit-${paper}-${config.id}`,
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
    const reason = e instanceof Error ? e.message : String(e);
    ports.store.finishRun(runId, { status: 'failed', reason });
    ports.log.info(`${config.id}: failed — ${reason}`);
    return { config, runId, status: 'failed', reason, measurements: [] };
  }
}

const isTracked = (x: ConfigOutcome | Submitted): x is Submitted => 'jobId' in x;

export function slurmExecutor(opts: SlurmExecutorOptions): Executor {
  return {
    async run(configs, ctx) {
      const { ports } = ctx;
      const results: (ConfigOutcome | Submitted)[] = [];
      for (const config of configs) {
        if (ports.signal.aborted) break;
        results.push(await submitOne(config, ctx, opts));
      }
      const tracked = results.filter(isTracked);
      if (!opts.wait) return { outcomes: results.filter((r): r is ConfigOutcome => !isTracked(r)), pending: tracked.length };

      let open = tracked;
      let cancelledAt: number | undefined;
      let failures = 0;
      for (;;) {
        if (ports.signal.aborted && cancelledAt === undefined) {
          cancelledAt = Date.now();
          ports.log.warn(`cancelling ${open.length} Slurm job(s): scancel ${open.map((t) => t.jobId).join(' ')}`);
          await opts.client.cancel(open.map((t) => t.jobId));
        }
        try {
          open = await settleJobs(ports.store, opts.client, open, ports.log, cancelledAt === undefined ? undefined : 'audit run was interrupted (SIGINT/SIGTERM) and cancelled it');
          failures = 0;
        } catch (e) {
          // Slurm's controller may be briefly unreachable: keep the jobs and ask again
          if (++failures >= 30) throw e;
          ports.log.warn(`${e instanceof Error ? e.message : String(e)}; asking again`);
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
      return { outcomes, pending: open.length };
    },
  };
}
