/**
 * `auditPaper`: validate → static checks → each config (skipped with a reason when its inputs are
 * missing, never dropped) → claim-vs-measurement audit → findings stored → report hook.
 * Every effect goes through the ports it receives; the store is written step by step.
 */
import type { ClaimVsMeasurement, ConfigOutcome } from '../audits/claim-vs-measurement.js';
import { compareWithClaims } from '../audits/claim-vs-measurement.js';
import { hardwareVsMeasured, measuredPeak } from '../audits/hardware-measured.js';
import type { MeasuredPeak } from '../audits/hardware-measured.js';
import type { LoadedClaimFile } from '../claims/model.js';
import type { Config } from '../claims/schema.js';
import { UsageError } from '../core/errors.js';
import { shortenPaths } from '../core/paths.js';
import type { CheckReport, StaticCheck } from '../audits/types.js';
import type { Finding } from '../core/findings.js';
import type { Logger } from '../core/runner.js';
import type { RunnerRegistry } from '../runners/registry.js';
import { runnerFor } from '../runners/registry.js';
import type { ResultsStore } from '../store/index.js';
import { executeRun } from './execute-run.js';



export interface AuditPaperPorts {
  readonly store: ResultsStore;
  readonly runners: RunnerRegistry;
  /** `audit check`'s static audits; absent → not run (said in the result). */
  readonly staticCheck?: StaticCheck;
  /** Environment fingerprint, stored with the session and every run. */
  readonly environment: () => Promise<Record<string, unknown>>;
  /** Report hook (the report issue): writes the paper's report, returns its path. */
  readonly writeReport?: (result: AuditPaperResult) => Promise<string>;
  readonly log: Logger;
  readonly signal: AbortSignal;
  readonly pid: number;
  readonly host: string;
  /** Where the configs run: this process (default) or Slurm jobs. */
  readonly executor?: Executor;
}

/** Where a paper's selected configs run; it records each run in the store and returns how they ended. */
export interface Executor {
  /** `stoppedWaiting`: why the executor stopped following jobs that had not ended (Slurm not answering). */
  run(configs: readonly Config[], ctx: ExecutorContext): Promise<{ readonly outcomes: readonly ConfigOutcome[]; readonly pending: number; readonly stoppedWaiting?: string }>;
}

export interface ExecutorContext {
  readonly req: AuditPaperRequest;
  readonly ports: AuditPaperPorts;
  readonly sessionId: number;
  readonly env: Record<string, unknown>;
}

export interface AuditPaperRequest {
  readonly paper: LoadedClaimFile;
  /** Every loaded claim file (cross-paper static checks need them). */
  readonly all: readonly LoadedClaimFile[];
  readonly only?: string;
  readonly smoke: boolean;
  readonly dataRoots: readonly string[];
  /** Folder under which each run gets its own output folder (`<runsDir>/<run id>`). */
  readonly runsDir: string;
  /** The command line, stored with the session. */
  readonly command: string;
  /**
   * The user's consent to run `runner: command` configs (`--allow-commands`): they run programs the
   * claim file names, as the user. Without it they are recorded `skipped` with the flag to pass.
   */
  readonly allowCommands?: boolean;
}

/** Skip reason of a command config run without `--allow-commands` (docs/security.md). */
export function commandConsentSkip(config: Config, req: Pick<AuditPaperRequest, 'paper' | 'command'>): { reason: string; provide: string } | undefined {
  if (config.runner !== 'command') return undefined;
  const at = req.paper.pos(['configs', req.paper.data.configs.indexOf(config), 'argv']);
  return {
    reason: `a command config runs the program its claim file names (${at.file}:${at.line}) as you; not run without your consent`,
    provide: `read the config, then pass --allow-commands: ${req.command} --allow-commands`,
  };
}

export interface AuditPaperResult {
  readonly paper: LoadedClaimFile;
  readonly sessionId: number;
  readonly outcomes: readonly ConfigOutcome[];
  /** Runs submitted but not ended when auditPaper returned (`--no-wait`): no findings, no report yet. */
  readonly pending: number;
  /** The executor stopped waiting for `pending` runs, and why (Slurm did not answer): a failure to finish. */
  readonly stoppedWaiting?: string;
  readonly comparison: ClaimVsMeasurement;
  readonly staticFindings: readonly Finding[] | 'not-available';
  /** The static checks' findings and counts, when they ran (the report reuses them). */
  readonly staticReport?: CheckReport;
  readonly interrupted: boolean;
  readonly reportPath?: string;
}

/** The configs `--only` selects (all by default); an unknown id is a usage error listing them. */
export function selectConfigs(paper: LoadedClaimFile, only: string | undefined): readonly Config[] {
  const all = paper.data.configs;
  if (only === undefined) return all;
  const c = all.find((x) => x.id === only);
  if (!c) throw new UsageError(`--only ${only}: no such config in ${paper.path}; configs: ${all.map((x) => x.id).join(', ') || 'none'}`);
  return [c];
}

/** Succeeded runs with a GPU peak, with the batch their config states. */
function measuredPeaks(outcomes: readonly ConfigOutcome[]): MeasuredPeak[] {
  return outcomes.flatMap((o) => (o.status === 'succeeded' && o.gpuPeak !== undefined ? [measuredPeak(o.config, o.config.id, o.runId, o.gpuPeak)] : []));
}

/**
 * A config's run row, started: after its preflight it is either stored `skipped` (inputs missing,
 * with what to provide) or started `running` for an executor to carry out. Shared by every executor.
 */
export async function startOrSkip(config: Config, ctx: ExecutorContext, executor?: 'slurm'): Promise<{ skipped: ConfigOutcome } | { runId: number; paper: string }> {
  const { req, ports, sessionId, env } = ctx;
  const runner = runnerFor(ports.runners, config);
  const paper = req.paper.data.paper.id;
  const base = { sessionId, paper, configId: config.id, runner: config.runner, pid: ports.pid, host: ports.host, seed: config.seed, smoke: req.smoke, config, environment: env, ...(executor ? { executor } : {}) };
  const skip = (req.allowCommands ? undefined : commandConsentSkip(config, req)) ?? (await runner.preflight(config, { dataRoots: req.dataRoots, smoke: req.smoke }));
  if (skip) {
    const runId = ports.store.startRun(base, Date.now(), { status: 'skipped', reason: skip.reason, ...(skip.provide ? { provide: skip.provide } : {}) });
    // paths as the user would type them from here (the stored reason keeps them absolute)
    ports.log.info(shortenPaths(`${config.id}: skipped — ${skip.reason}${skip.provide ? `\n  provide: ${skip.provide}` : ''}`, process.cwd()));
    return { skipped: { config, runId, status: 'skipped', reason: skip.reason, measurements: [] } };
  }
  return { runId: ports.store.startRun(base), paper };
}

async function runConfig(config: Config, ctx: ExecutorContext): Promise<ConfigOutcome> {
  const started = await startOrSkip(config, ctx);
  if ('skipped' in started) return started.skipped;
  const { req, ports } = ctx;
  return executeRun(config, started.runId, { store: ports.store, runners: ports.runners, log: ports.log, signal: ports.signal, dataRoots: req.dataRoots, runsDir: req.runsDir, smoke: req.smoke });
}

/** Runs every config one after the other in this process (`--executor local`). */
export const localExecutor: Executor = {
  async run(configs, ctx) {
    const outcomes: ConfigOutcome[] = [];
    for (const [i, config] of configs.entries()) {
      if (ctx.ports.signal.aborted) break;
      ctx.ports.log.progress(`[${i + 1}/${configs.length}] ${config.id} (${config.runner})…`);
      outcomes.push(await runConfig(config, ctx));
    }
    return { outcomes, pending: 0 };
  },
};

export async function auditPaper(req: AuditPaperRequest, ports: AuditPaperPorts): Promise<AuditPaperResult> {
  const configs = selectConfigs(req.paper, req.only);
  const paperId = req.paper.data.paper.id;
  const env = await ports.environment();
  const sessionId = ports.store.startSession({
    paper: paperId,
    claimFile: { path: req.paper.path, sha256: req.paper.sha256 },
    command: req.command,
    pid: ports.pid,
    host: ports.host,
    environment: env,
  });

  ports.log.progress(`${paperId}: static checks, then ${configs.length} config${configs.length === 1 ? '' : 's'}…`);
  const staticReport = ports.staticCheck?.(req.all, new Set([paperId]));
  if (staticReport) ports.store.addFindings(sessionId, staticReport.findings.map((finding) => ({ finding })));
  const staticFindings = staticReport?.findings ?? 'not-available';

  const { outcomes, pending, stoppedWaiting } = await (ports.executor ?? localExecutor).run(configs, { req, ports, sessionId, env });
  const interrupted = ports.signal.aborted;

  const comparison = compareWithClaims(req.paper, outcomes);
  // with jobs still queued or running (--no-wait) the comparison waits for them: `audit report` later
  if (pending === 0) {
    ports.store.addFindings(sessionId, comparison.findings);
    const hardware = hardwareVsMeasured(req.paper, measuredPeaks(outcomes));
    ports.store.addFindings(sessionId, hardware.findings.map((finding) => ({ finding })));
    for (const c of hardware.cells) ports.log.info(`${c.configId}: hardware '${c.claimId}' ${c.verdict} — ${c.note}`);
  }
  ports.store.endSession(sessionId);

  const result: AuditPaperResult = { paper: req.paper, sessionId, outcomes, pending, ...(stoppedWaiting ? { stoppedWaiting } : {}), comparison, staticFindings, ...(staticReport ? { staticReport } : {}), interrupted };
  if (ports.writeReport && !interrupted && pending === 0) return { ...result, reportPath: await ports.writeReport(result) };
  return result;
}
