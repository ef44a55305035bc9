/**
 * Everything a report is built from, as plain typed data. The store adapter (./from-store.ts)
 * fills it from results.db; tests build it directly. Values of metrics are in the printed (×100)
 * scale wherever they sit next to a claim, in the toolkit scale inside `Measurement`s.
 */
import type { ComparisonCell } from '../audits/claim-vs-measurement.js';
import type { LoadedClaimFile } from '../claims/model.js';
import type { CheckReport } from '../audits/types.js';
import type { Finding } from '../core/findings.js';
import type { Measurement } from '../core/measurements.js';
import type { GpuSample } from '../core/runner.js';
import type { RunRecord } from '../core/runs.js';

/**
 * The claim-vs-measurement verdict of one printed cell against one run (or config): the audit's
 * own cell type, so the report shows exactly what the audit decided.
 */
export type VerdictCell = ComparisonCell;

/** One run with what it measured and sampled. */
export interface RunInput {
  readonly run: RunRecord;
  readonly measurements: readonly Measurement[];
  readonly gpuSamples: readonly GpuSample[];
  /** sha256 of the claim file the run was made with (from its session). */
  readonly claimFileSha256?: string;
}

/** An analytic estimate (runner `estimate`) for a config. */
export interface HardwareEstimate {
  readonly configId: string;
  /** Peak GPU memory range in GiB. */
  readonly memoryGiB: readonly [number, number];
  /** What nvidia-smi is expected to show at the peak, GiB (calibrated estimator). */
  readonly expectedGiB?: number;
  /** Training time range in hours, when the description allows one. */
  readonly timeHours?: readonly [number, number];
  readonly assumptions: readonly string[];
}

/** Static-audit results (`audit check`) for one paper. */
export type StaticResults = CheckReport;

export interface PaperInput {
  readonly claims: LoadedClaimFile;
  /** Absent when the static checks were not run for this report. */
  readonly static?: StaticResults;
  /** Runs of this paper, any order. */
  readonly runs: readonly RunInput[];
  readonly verdicts: readonly VerdictCell[];
  readonly estimates: readonly HardwareEstimate[];
  /** Discrepancy findings of the latest run of each config (what `audit run` stores), recomputed. */
  readonly runFindings?: readonly { readonly finding: Finding; readonly runId?: number }[];
  /** The other papers' claim files: cross-paper findings link to their cells. */
  readonly others?: readonly LoadedClaimFile[];
}

export interface ReportInput {
  /** Epoch milliseconds. */
  readonly generatedAt: number;
  /** e.g. "repro-audit 0.1.0". */
  readonly tool: string;
  readonly papers: readonly PaperInput[];
}
