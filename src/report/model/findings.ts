/** Static-audit findings as a report shows them: errors first, each with its source locations (pure). */
import { formatPos } from '../../core/errors.js';
import type { CheckKind, ClaimLocation, Finding, Severity } from '../../core/findings.js';

export interface LocationView {
  /** `claims/ssgpa.yaml:62:9` */
  readonly claimFile: string;
  /** `repro-readme · table 1 · Results on CLEVR-Change` */
  readonly printed: string;
  readonly label?: string;
}

export interface FindingView {
  readonly id: string;
  readonly severity: Severity;
  readonly check: CheckKind;
  readonly message: string;
  readonly locations: readonly LocationView[];
  /** `stated 4.7 · computed 4.52 · admissible [4.40, 4.63]` */
  readonly numbers?: string;
  readonly details: readonly string[];
}

const num = (x: number) => (Number.isInteger(x) ? String(x) : String(Number(x.toPrecision(6))));

function location(l: ClaimLocation): LocationView {
  const printed = [l.doc, l.table !== undefined ? `table ${l.table}` : '', l.section ?? ''].filter(Boolean).join(' · ');
  return { claimFile: formatPos(l.claimFile), printed, ...(l.label ? { label: l.label } : {}) };
}

export function findingView(f: Finding): FindingView {
  const numbers = [
    f.stated !== undefined ? `stated ${num(f.stated)}` : '',
    f.computed !== undefined ? `computed ${num(f.computed)}` : '',
    f.interval ? `admissible [${num(f.interval[0])}, ${num(f.interval[1])}]` : '',
  ].filter(Boolean);
  return {
    id: f.id,
    severity: f.severity,
    check: f.check,
    message: f.message,
    locations: f.sources.map(location),
    ...(numbers.length ? { numbers: numbers.join(' · ') } : {}),
    details: [...(f.printings && f.printings.length > 1 ? [`printed in: ${f.printings.join('; ')}`] : []), ...(f.matches ? [`matches: ${f.matches}`] : []), ...(f.possibilities ?? []).map((p) => `possibly: ${p}`), ...(f.evidence ? [`evidence: ${f.evidence}`] : []), ...(f.assumptions ?? []).map((a) => `assumes: ${a}`)],
  };
}

const rank: Record<Severity, number> = { error: 0, warning: 1 };

/** Errors first, then by check and id. */
export function sortFindings<F extends Finding>(findings: readonly F[]): F[] {
  return [...findings].sort((a, b) => rank[a.severity] - rank[b.severity] || a.check.localeCompare(b.check) || a.id.localeCompare(b.id));
}

export function buildFindings(findings: readonly Finding[]): FindingView[] {
  return sortFindings(findings).map(findingView);
}
