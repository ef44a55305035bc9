/**
 * `auditPaper`: validate → static checks → each config (skipped with a reason when its inputs are
 * missing, never dropped) → claim-vs-measurement audit → findings stored → report hook.
 * Every effect goes through the ports it receives; the store is written step by step.
 */
import { existsSync, mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClaimVsMeasurement, ConfigOutcome } from '../audits/claim-vs-measurement.js';
import { compareWithClaims } from '../audits/claim-vs-measurement.js';
import { hardwareVsMeasured } from '../audits/hardware-measured.js';
import type { MeasuredPeak } from '../audits/hardware-measured.js';
import type { LoadedClaimFile } from '../claims/model.js';
import type { Config } from '../claims/schema.js';
import { UsageError } from '../core/errors.js';
import type { CheckReport, StaticCheck } from '../audits/types.js';
import type { Finding } from '../core/findings.js';
import type { Logger } from '../core/runner.js';
import type { RunOutcome } from '../core/runs.js';
import type { RunnerRegistry } from '../runners/registry.js';
import { runnerFor } from '../runners/registry.js';
import type { ResultsStore } from '../store/index.js';
import { recordRun } from './recorder.js';



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
}

export interface AuditPaperResult {
  readonly paper: LoadedClaimFile;
  readonly sessionId: number;
  readonly outcomes: readonly ConfigOutcome[];
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

/** Run folders nobody wrote to are not left behind. */
function removeIfEmpty(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Succeeded runs with a GPU peak, with the batch their config states. */
function measuredPeaks(outcomes: readonly ConfigOutcome[]): MeasuredPeak[] {
  return outcomes.flatMap((o) => {
    if (o.status !== 'succeeded' || o.gpuPeak === undefined) return [];
    const batch = 'batch' in o.config && typeof o.config.batch === 'number' ? o.config.batch : undefined;
    return [{ configId: o.config.id, ...(o.runId === undefined ? {} : { runId: o.runId }), ...('dataset' in o.config && typeof o.config.dataset === 'string' ? { dataset: o.config.dataset } : {}), ...(batch === undefined ? {} : { batch }), peakMiB: o.gpuPeak.usedMiB, ...(o.gpuPeak.name === undefined ? {} : { gpuName: o.gpuPeak.name }) }];
  });
}

/** The highest GPU peak among a run's profiled GPUs (peakFacts' gpuPeaks). */
function peakOf(facts: Record<string, unknown>): { usedMiB: number; name?: string } | undefined {
  const peaks = Array.isArray(facts.gpuPeaks) ? (facts.gpuPeaks as { usedMiB?: unknown; name?: unknown }[]) : [];
  const best = peaks.filter((p) => typeof p.usedMiB === 'number').sort((a, b) => Number(b.usedMiB) - Number(a.usedMiB))[0];
  if (best === undefined) return undefined;
  return { usedMiB: Number(best.usedMiB), ...(typeof best.name === 'string' ? { name: best.name } : {}) };
}

async function runConfig(config: Config, req: AuditPaperRequest, ports: AuditPaperPorts, sessionId: number, env: Record<string, unknown>): Promise<ConfigOutcome> {
  const runner = runnerFor(ports.runners, config);
  const base = { sessionId, paper: req.paper.data.paper.id, configId: config.id, runner: config.runner, pid: ports.pid, host: ports.host, seed: config.seed, smoke: req.smoke, config, environment: env };
  const skip = await runner.preflight(config, { dataRoots: req.dataRoots });
  if (skip) {
    const runId = ports.store.startRun(base, Date.now(), { status: 'skipped', reason: skip.reason, ...(skip.provide ? { provide: skip.provide } : {}) });
    ports.log.info(`${config.id}: skipped — ${skip.reason}${skip.provide ? `\n  provide: ${skip.provide}` : ''}`);
    return { config, runId, status: 'skipped', reason: skip.reason, measurements: [] };
  }
  const runId = ports.store.startRun(base);
  const outDir = join(req.runsDir, String(runId));
  mkdirSync(outDir, { recursive: true });
  const rec = recordRun(ports.store, runId, ports.log);
  let outcome: RunOutcome;
  try {
    const r = await runner.run(config, { dataRoots: req.dataRoots, outDir, ports: rec.ports, log: ports.log, signal: ports.signal, smoke: req.smoke });
    outcome = r.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', reason: r.reason ?? 'the runner reported a failure' };
  } catch (e) {
    outcome = ports.signal.aborted ? { status: 'interrupted', reason: 'interrupted by the user (SIGINT/SIGTERM)' } : { status: 'failed', reason: errorMessage(e) };
  }
  ports.store.finishRun(runId, outcome, rec.facts);
  removeIfEmpty(outDir);
  removeIfEmpty(req.runsDir);
  ports.log.info(`${config.id}: ${outcome.status}${outcome.status === 'succeeded' ? '' : ` — ${outcome.reason}`}`);
  const gpuPeak = peakOf(rec.facts);
  return { config, runId, ...outcome, measurements: [...rec.measurements], ...(gpuPeak === undefined ? {} : { gpuPeak }) };
}

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

  const staticReport = ports.staticCheck?.(req.all, new Set([paperId]));
  if (staticReport) ports.store.addFindings(sessionId, staticReport.findings.map((finding) => ({ finding })));
  const staticFindings = staticReport?.findings ?? 'not-available';

  const outcomes: ConfigOutcome[] = [];
  for (const config of configs) {
    if (ports.signal.aborted) break;
    outcomes.push(await runConfig(config, req, ports, sessionId, env));
  }
  const interrupted = ports.signal.aborted;

  const comparison = compareWithClaims(req.paper, outcomes);
  ports.store.addFindings(sessionId, comparison.findings);
  const hardware = hardwareVsMeasured(req.paper, measuredPeaks(outcomes));
  ports.store.addFindings(sessionId, hardware.findings.map((finding) => ({ finding })));
  for (const c of hardware.cells) ports.log.info(`${c.configId}: hardware '${c.claimId}' ${c.verdict} — ${c.note}`);
  ports.store.endSession(sessionId);

  const result: AuditPaperResult = { paper: req.paper, sessionId, outcomes, comparison, staticFindings, ...(staticReport ? { staticReport } : {}), interrupted };
  if (ports.writeReport && !interrupted) return { ...result, reportPath: await ports.writeReport(result) };
  return result;
}
