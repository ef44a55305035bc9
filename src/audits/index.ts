/**
 * The static audits: one pure check per kind, collected in an exhaustive table (a kind without a
 * handler is a compile error). `runChecks` runs them all over the loaded claim files and counts,
 * per kind, what was checked, so "no findings" differs from "nothing checked".
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { CheckKind, Finding } from '../core/findings.js';
import { emptySummary } from '../core/findings.js';
import { crossPaperCheck } from './cross-paper.js';
import { crossTableCheck } from './cross-table.js';
import { datasetArithmeticCheck } from './dataset-arithmetic.js';
import { duplicateRowCheck } from './duplicate-row.js';
import { mergeFacts } from './facts.js';
import { hardwareEstimateCheck } from './hardware-estimate.js';
import { hardwareEvidenceCheck } from './hardware-evidence.js';
import { printedDeltaCheck } from './printed-delta.js';
import { protocolCheck } from './protocol.js';
import { statementCheck } from './statement.js';
import type { Check, CheckReport } from './types.js';
import { coverageOf, type CoverageMark } from './coverage.js';

export type { CheckReport, StaticCheck } from './types.js';

/** Kinds that need nothing but the claim files (claim-vs-measurement and hardware-measured need runs). */
export type StaticCheckKind = Exclude<CheckKind, 'claim-vs-measurement' | 'hardware-measured'>;

export const STATIC_CHECKS: Record<StaticCheckKind, Check> = {
  'printed-delta': printedDeltaCheck,
  statement: statementCheck,
  'cross-table': crossTableCheck,
  'cross-paper': crossPaperCheck,
  'duplicate-row': duplicateRowCheck,
  'dataset-arithmetic': datasetArithmeticCheck,
  'hardware-evidence': hardwareEvidenceCheck,
  'hardware-estimate': hardwareEstimateCheck,
  protocol: protocolCheck,
};

export const STATIC_CHECK_KINDS = Object.keys(STATIC_CHECKS) as StaticCheckKind[];

const SEVERITY_ORDER = { error: 0, warning: 1 } as const;

/**
 * Runs every static check. `papers` are all loaded claim files (cross-paper checks need them);
 * `focus` the paper ids to report on (default: all).
 */
export function runChecks(papers: readonly LoadedClaimFile[], focus: Iterable<string> = papers.map((p) => p.data.paper.id)): CheckReport {
  const ctx = { papers, focus: new Set(focus) };
  const summary = emptySummary();
  const findings: Finding[] = [];
  const marks: CoverageMark[] = [];
  for (const kind of STATIC_CHECK_KINDS) {
    const result = STATIC_CHECKS[kind](ctx);
    marks.push(...(result.marks ?? []));
    // One fact seen through several printings is one finding, and one item checked.
    const merged = mergeFacts(result.findings);
    const run = result.run - merged.removed;
    summary[kind] = { run, passed: run - merged.findings.length, failed: merged.findings.length };
    findings.push(...merged.findings);
  }
  const order = new Map(papers.map((p, i) => [p.data.paper.id, i]));
  findings.sort((a, b) => (order.get(a.paper) ?? 0) - (order.get(b.paper) ?? 0) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.id.localeCompare(b.id));
  const coverage = papers.filter((p) => ctx.focus.has(p.data.paper.id)).map((p) => coverageOf(p, marks));
  return { findings: dedupe(findings), summary, coverage };
}

/** Ids are stable and unique: a second finding with an id already taken gets a numeric suffix. */
function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const n = seen.get(f.id) ?? 0;
    seen.set(f.id, n + 1);
    return n ? { ...f, id: `${f.id}#${n + 1}` } : f;
  });
}
