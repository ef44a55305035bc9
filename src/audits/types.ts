/** The shape of every check: pure, `(context) → findings + counts`. */
import type { CheckSummary, Finding } from '../core/findings.js';
import type { FactFinding } from './facts.js';
import type { LoadedClaimFile } from '../claims/model.js';
import type { CoverageMark, PaperCoverage } from './coverage.js';

export interface AuditContext {
  /** Every loaded claim file (cross-paper checks need the others). */
  readonly papers: readonly LoadedClaimFile[];
  /** Papers to report on (subset of `papers`, by paper id). */
  readonly focus: ReadonlySet<string>;
}

export interface CheckResult {
  /** With `facts` where a check can name them: findings about the same facts are merged (facts.ts). */
  readonly findings: readonly FactFinding[];
  /** Items checked, passed included. `run - findings.length` passed. */
  readonly run: number;
  /** What was examined (claim-file paths), and what could not be with why: the coverage report. */
  readonly marks?: readonly CoverageMark[];
}

export type Check = (ctx: AuditContext) => CheckResult;

/** What `audit check` reports: every finding, and the counts per check kind. */
export interface CheckReport {
  readonly findings: readonly Finding[];
  readonly summary: CheckSummary;
  /** Per focused paper: what was checked and what could not be (absent from stand-ins in tests). */
  readonly coverage?: readonly PaperCoverage[];
}

/** The static checks as a port (`runChecks`, or a stand-in in tests): all claim files, the papers to report on. */
export type StaticCheck = (papers: readonly LoadedClaimFile[], focus: ReadonlySet<string>) => CheckReport;
