import type { SourcePos } from './errors.js';
import type { NoiseEvidence } from './measurements.js';

export type Severity = 'error' | 'warning';

/** Every kind of check; `Record<CheckKind, …>` tables make a missing handler a compile error. */
export const CHECK_KINDS = [
  'printed-delta',
  'statement',
  'cross-table',
  'cross-paper',
  'duplicate-row',
  'dataset-arithmetic',
  'hardware-evidence',
  'hardware-estimate',
  'protocol',
  'claim-vs-measurement',
  'hardware-measured',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** Where a number came from: the claim file position and the printed document location. */
export interface ClaimLocation {
  readonly claimFile: SourcePos;
  /** Source document file name (a seed under shared/seeds, or a URL). */
  readonly doc: string;
  readonly table?: number | string;
  readonly section?: string;
  /** Human label of the number, e.g. "SCORER+CBR · CIDEr (total)". */
  readonly label?: string;
}

export interface Finding {
  /** Stable id: `<paper>/<check>/<slug>`; the same problem gets the same id every run. */
  readonly id: string;
  readonly paper: string;
  readonly check: CheckKind;
  readonly severity: Severity;
  /** One sentence a reviewer can act on. */
  readonly message: string;
  readonly sources: readonly ClaimLocation[];
  /** The number as stated/printed, in the units printed in the paper. */
  readonly stated?: number;
  /** What the other numbers imply. */
  readonly computed?: number;
  /** Admissible interval of `computed` given the printed rounding. */
  readonly interval?: readonly [number, number];
  /** Another formula that reproduces the stated number's printed digits exactly, when one does. */
  readonly matches?: string;
  /** Candidate explanations that fit only loosely (within rounding, a digit slip): possibilities, never the cause. */
  readonly possibilities?: readonly string[];
  /** The printings one fact was seen through ("scorer Table 1", "scorer slides …"), when several. */
  readonly printings?: readonly string[];
  /** Which side other evidence supports, for disagreements. */
  readonly evidence?: string;
  /**
   * A measured value beyond the tolerance whose printed value lies inside the measurement's own 95%
   * interval: the finding is a `warning` (within noise), never evidence of a discrepancy. Absent in
   * findings stored before this field existed (they were stored as errors).
   */
  readonly withinNoise?: NoiseEvidence;
  /** Assumptions behind the finding (estimates). */
  readonly assumptions?: readonly string[];
}

export interface CheckCount {
  run: number;
  passed: number;
  failed: number;
}
export type CheckSummary = Record<CheckKind, CheckCount>;

export function emptySummary(): CheckSummary {
  return Object.fromEntries(CHECK_KINDS.map((k) => [k, { run: 0, passed: 0, failed: 0 }])) as CheckSummary;
}
