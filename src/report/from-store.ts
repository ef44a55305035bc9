/**
 * Fills a `ReportInput` from results.db and the claim files: runs with their measurements and GPU
 * samples, the claim-vs-measurement verdicts recomputed by the audit over the current claim file,
 * the static checks of the current claim file, and the analytic estimates of `estimate` configs.
 */
import { compareWithClaims, storedRunOutcome } from '../audits/claim-vs-measurement.js';
import type { LoadedClaimFile } from '../claims/model.js';
import { isAuditError } from '../core/errors.js';
import type { GpuSample } from '../core/runner.js';
import type { RunWithMetrics } from '../core/runs.js';
import { estimate } from '../estimate/estimate.js';
import { GIB } from '../estimate/memory.js';
import type { StaticCheck } from '../audits/types.js';
import type { HardwareEstimate, PaperInput, ReportInput, RunInput } from './input.js';

/** What the report reads from the store (`ResultsStore` provides it). */
export interface ReportStoreReader {
  runsWithMetrics(opts: { paper?: string }): RunWithMetrics[];
  gpuSamplesOf(runId: number): GpuSample[];
  /** The claim file (path and hash) a session ran with. */
  sessionClaimFile(sessionId: number): { readonly path: string; readonly sha256: string } | undefined;
}


export interface StoreReportRequest {
  /** Absent: a report of the claims alone (no results.db yet). */
  readonly store?: ReportStoreReader;
  /** Every loaded claim file (cross-paper checks need them all). */
  readonly claims: readonly LoadedClaimFile[];
  /** Paper ids to include (default: every claim file). */
  readonly papers?: readonly string[];
  readonly staticCheck?: StaticCheck;
  readonly now: number;
  readonly tool: string;
}

function estimatesOf(file: LoadedClaimFile): HardwareEstimate[] {
  return file.data.configs.flatMap((c) => {
    if (c.runner !== 'estimate') return [];
    try {
      const e = estimate(c);
      return [
        {
          configId: c.id,
          memoryGiB: [e.memory.low / GIB, e.memory.high / GIB] as const,
          expectedGiB: e.memory.expected / GIB,
          ...(e.time ? { timeHours: [e.time.seconds[0] / 3600, e.time.seconds[1] / 3600] as const } : {}),
          assumptions: e.assumptions,
        },
      ];
    } catch (err) {
      if (isAuditError(err)) return []; // an estimate the description does not allow: the static check reports it
      throw err;
    }
  });
}

export function paperInput(file: LoadedClaimFile, req: StoreReportRequest): PaperInput {
  const id = file.data.paper.id;
  const runs: RunInput[] = (req.store?.runsWithMetrics({ paper: id }) ?? []).map(({ run, measurements }) => {
    const cf = req.store?.sessionClaimFile(run.sessionId);
    return { run, measurements, gpuSamples: req.store?.gpuSamplesOf(run.id) ?? [], ...(cf ? { claimFileSha256: cf.sha256 } : {}) };
  });
  const outcomes = runs.flatMap((r) => storedRunOutcome(file, r) ?? []);
  const compared = compareWithClaims(file, outcomes);
  // the findings a report lists are those of each config's latest run (earlier ones are history)
  const latest = new Map<string, RunInput>();
  for (const r of runs) {
    const prev = latest.get(r.run.configId);
    if (r.run.status !== 'running' && (!prev || r.run.startedAt > prev.run.startedAt || (r.run.startedAt === prev.run.startedAt && r.run.id > prev.run.id))) latest.set(r.run.configId, r);
  }
  const latestIds = new Set([...latest.values()].map((r) => r.run.id));
  const runFindings = compared.findings.filter((f) => f.runId !== undefined && latestIds.has(f.runId));
  const staticResults = req.staticCheck?.(req.claims, new Set([id]));
  return {
    claims: file,
    ...(staticResults ? { static: staticResults } : {}),
    runs,
    verdicts: compared.cells,
    estimates: estimatesOf(file),
    runFindings,
    others: req.claims.filter((f) => f !== file),
  };
}

export function reportInputFromStore(req: StoreReportRequest): ReportInput {
  const wanted = req.papers ? new Set(req.papers) : undefined;
  return {
    generatedAt: req.now,
    tool: req.tool,
    papers: req.claims.filter((f) => !wanted || wanted.has(f.data.paper.id)).map((f) => paperInput(f, req)),
  };
}
