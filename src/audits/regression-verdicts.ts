/**
 * The claim-vs-measurement verdicts of each stored run, for `audit regress` (pure): a run's
 * measurements compared with the current claim file, exactly as `audit run`, `audit verdicts` and
 * the report compare them, keyed by printed cell so a baseline run and the latest run line up.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Verdict } from '../core/measurements.js';
import { metricLabel } from '../core/metrics.js';
import type { RunWithMetrics } from '../core/runs.js';
import { compareWithClaims, storedRunOutcome } from './claim-vs-measurement.js';

/** One printed value's verdict in one run. */
export interface RunVerdict {
  /** Stable key of the printed cell: table, row, column. */
  readonly key: string;
  /** For people: `BLEU-4 of "Ours" in main`. */
  readonly label: string;
  readonly verdict: Verdict;
}

/** Run id → the verdicts of the printed values that run was compared with (runs of papers without a claim file: none). */
export function verdictsByRun(files: readonly LoadedClaimFile[], runs: readonly RunWithMetrics[]): Map<number, RunVerdict[]> {
  const out = new Map<number, RunVerdict[]>();
  for (const r of runs) {
    const file = files.find((f) => f.data.paper.id === r.run.paper);
    const outcome = file && storedRunOutcome(file, r);
    if (!file || !outcome) continue;
    out.set(
      r.run.id,
      compareWithClaims(file, [outcome]).cells.map((c) => ({
        key: `${c.table}/${c.rowIndex}/${c.column}`,
        label: `${metricLabel(c.metric)} of "${c.rowLabel}" in ${c.table}`,
        verdict: c.verdict,
      })),
    );
  }
  return out;
}
