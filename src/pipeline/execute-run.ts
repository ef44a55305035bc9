/**
 * One started run, executed: its output folder, the runner with the store-writing ports, the
 * outcome stored. Shared by `audit run` (in its own process) and `audit slurm-job` (inside a job).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ConfigOutcome } from '../audits/claim-vs-measurement.js';
import { gpuPeakOf } from '../audits/hardware-measured.js';
import type { Config } from '../claims/schema.js';
import type { Logger } from '../core/runner.js';
import type { RunOutcome } from '../core/runs.js';
import type { RunnerRegistry } from '../runners/registry.js';
import { runnerFor } from '../runners/registry.js';
import type { ResultsStore } from '../store/index.js';
import { recordRun } from './recorder.js';

export interface ExecuteRunContext {
  readonly store: ResultsStore;
  readonly runners: RunnerRegistry;
  readonly log: Logger;
  readonly signal: AbortSignal;
  readonly dataRoots: readonly string[];
  readonly runsDir: string;
  readonly smoke: boolean;
  /** Why an aborted run stopped (default: the user's SIGINT/SIGTERM). */
  readonly abortReason?: () => string;
  /** Facts about where the run executes, merged into its environment. */
  readonly facts?: Record<string, unknown>;
}

/** Run folders nobody wrote to are not left behind. */
function removeIfEmpty(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
}

/**
 * A fresh, empty folder for the run. One left by a database of the same name that was deleted (its
 * run ids start again at 1) is moved aside to `<id>.before-<time>`, never mixed with this run's files.
 */
function freshRunFolder(outDir: string): void {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) renameSync(outDir, `${outDir}.before-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(outDir, { recursive: true });
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export async function executeRun(config: Config, runId: number, ctx: ExecuteRunContext): Promise<ConfigOutcome> {
  const runner = runnerFor(ctx.runners, config);
  const outDir = join(ctx.runsDir, String(runId));
  freshRunFolder(outDir);
  const rec = recordRun(ctx.store, runId, ctx.log);
  if (ctx.facts) rec.ports.environment(ctx.facts);
  let outcome: RunOutcome;
  try {
    const r = await runner.run(config, { dataRoots: ctx.dataRoots, outDir, ports: rec.ports, log: ctx.log, signal: ctx.signal, smoke: ctx.smoke });
    outcome = r.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', reason: r.reason ?? 'the runner reported a failure' };
  } catch (e) {
    outcome = { status: 'failed', reason: errorMessage(e) };
  }
  if (ctx.signal.aborted && outcome.status !== 'succeeded') outcome = { status: 'interrupted', reason: ctx.abortReason?.() ?? 'interrupted by the user (SIGINT/SIGTERM)' };
  ctx.store.finishRun(runId, outcome, rec.facts);
  removeIfEmpty(outDir);
  removeIfEmpty(ctx.runsDir);
  if (basename(dirname(ctx.runsDir)) === '.runs') removeIfEmpty(dirname(ctx.runsDir));
  ctx.log.info(`${config.id}: ${outcome.status}${outcome.status === 'succeeded' ? '' : ` — ${outcome.reason}`}`);
  const gpuPeak = gpuPeakOf(rec.facts);
  return { config, runId, ...outcome, measurements: [...rec.measurements], ...(gpuPeak === undefined ? {} : { gpuPeak }) };
}
