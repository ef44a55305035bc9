/**
 * One started run, executed: its output folder, the runner with the store-writing ports, the
 * outcome stored. Shared by `audit run` (in its own process) and `audit slurm-job` (inside a job).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ConfigOutcome } from '../audits/claim-vs-measurement.js';
import { gpuPeakOf } from '../audits/hardware-measured.js';
import type { Config } from '../claims/schema.js';
import type { Logger } from '../core/runner.js';
import { RunError } from '../core/errors.js';
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

/**
 * Run folders nobody wrote to are not left behind. Another `audit run` on the same database may remove the folder,
 * or write into it, between the look and the removal: gone or no longer empty, it is left as it is.
 */
export function removeIfEmpty(dir: string): void {
  if (!existsSync(dir) || readdirSync(dir).length > 0) return;
  try {
    rmdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw e;
  }
}

/**
 * A fresh, empty folder for the run. One left by a database of the same name that was deleted (its
 * run ids start again at 1) is moved aside to `<id>.before-<time>`, never mixed with this run's files.
 */
function freshRunFolder(outDir: string): void {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) renameSync(outDir, `${outDir}.before-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(outDir, { recursive: true });
}

/** The signal named in an abort reason (cli/signals.ts: "interrupted by SIGHUP"), else the usual two. */
function signalName(reason: unknown): string {
  return /\bSIG[A-Z]+\b/.exec(reason instanceof Error ? reason.message : String(reason))?.[0] ?? 'SIGINT/SIGTERM';
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A full disk or a file system that refuses writes: the run cannot go on recording. */
const NO_SPACE = /SQLITE_FULL|SQLITE_IOERR|SQLITE_READONLY|ENOSPC|EROFS|EDQUOT/;
const codeOf = (e: unknown): string => String((e as { code?: unknown } | null)?.code ?? '');

/**
 * Records how the run ended. When the full write fails (a full disk: SQLite answers SQLITE_FULL),
 * the smallest write is tried, so the run is not left `running`; when even that fails, a RunError
 * says so (exit 3), and the next audit command marks the run `interrupted`.
 */
function recordEnd(ctx: ExecuteRunContext, runId: number, outcome: RunOutcome, facts: Record<string, unknown>, reserve: SpaceReserve): RunOutcome {
  try {
    ctx.store.finishRun(runId, outcome, facts);
    return outcome;
  } catch (e) {
    if (!NO_SPACE.test(codeOf(e))) throw e;
    const ended: RunOutcome = { status: 'failed', reason: `${outcome.status === 'failed' ? `${outcome.reason}; ` : ''}its facts could not be stored (${errorMessage(e)})` };
    reserve.release();
    try {
      ctx.store.endRunBare(runId, ended);
      return ended;
    } catch (again) {
      throw new RunError('store-write-failed', `run #${runId}: its end could not be recorded in the results database (${errorMessage(again)}): free some space (or fix the file system) and run any audit command, which marks the run interrupted`);
    }
  }
}

/**
 * Space kept free for recording a run's end: a small file of random bytes (zeros could be
 * compressed away) in the run folders' parent, written before the run and removed after it. On
 * a full disk it is deleted first, so the one-row update that ends the run fits.
 */
interface SpaceReserve {
  release(): void;
}
const RESERVE_BYTES = 256 * 1024;

function reserveSpace(runsDir: string): SpaceReserve {
  const path = join(runsDir, '.space-reserve');
  // the largest that fits, down to 16 KiB: on a nearly full disk a smaller reserve still ends the run
  for (let bytes = RESERVE_BYTES; bytes >= 16 * 1024; bytes /= 2) {
    try {
      mkdirSync(runsDir, { recursive: true });
      writeFileSync(path, randomBytes(bytes));
      break;
    } catch {
      rmSync(path, { force: true });
    }
  }
  return { release: () => rmSync(path, { force: true }) };
}

export async function executeRun(config: Config, runId: number, ctx: ExecuteRunContext): Promise<ConfigOutcome> {
  const runner = runnerFor(ctx.runners, config);
  const outDir = join(ctx.runsDir, String(runId));
  const rec = recordRun(ctx.store, runId, ctx.log);
  const reserve = reserveSpace(ctx.runsDir);
  let outcome: RunOutcome;
  try {
    freshRunFolder(outDir);
    if (ctx.facts) rec.ports.environment(ctx.facts);
    const r = await runner.run(config, { dataRoots: ctx.dataRoots, outDir, ports: rec.ports, log: ctx.log, signal: ctx.signal, smoke: ctx.smoke });
    outcome = r.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', reason: r.reason ?? 'the runner reported a failure' };
  } catch (e) {
    outcome = { status: 'failed', reason: NO_SPACE.test(codeOf(e)) ? `could not record its results: ${errorMessage(e)} (${codeOf(e)})` : errorMessage(e) };
  }
  if (ctx.signal.aborted && outcome.status !== 'succeeded') outcome = { status: 'interrupted', reason: ctx.abortReason?.() ?? `interrupted by the user (${signalName(ctx.signal.reason)})` };
  try {
    outcome = recordEnd(ctx, runId, outcome, rec.facts, reserve);
  } finally {
    reserve.release();
  }
  removeIfEmpty(outDir);
  removeIfEmpty(ctx.runsDir);
  if (basename(dirname(ctx.runsDir)) === '.runs') removeIfEmpty(dirname(ctx.runsDir));
  ctx.log.info(`${config.id}: ${outcome.status}${outcome.status === 'succeeded' ? '' : ` — ${outcome.reason}`}`);
  const gpuPeak = gpuPeakOf(rec.facts);
  return { config, runId, ...outcome, measurements: [...rec.measurements], ...(gpuPeak === undefined ? {} : { gpuPeak }) };
}
