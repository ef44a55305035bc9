/**
 * The paper's story in three sentences at the top of its report (pure), generated from the findings
 * and the tables: what the static checks found, how far reproductions (published and ours) land
 * from the printed values, and the headline hardware or protocol finding.
 */
import type { CheckKind, Finding } from '../../core/findings.js';
import type { SummaryView } from './summary.js';
import type { TableView } from './tables.js';

/** How a count of error findings of each check reads in a sentence. */
const PHRASES: Partial<Record<CheckKind, (n: number) => string>> = {
  'printed-delta': (n) => `${n} printed ${n === 1 ? 'delta does' : 'deltas do'} not compute`,
  statement: (n) => `${n} ${n === 1 ? 'statement contradicts' : 'statements contradict'} the tables`,
  'cross-table': (n) => `${n} ${n === 1 ? 'value disagrees' : 'values disagree'} between tables`,
  'cross-paper': (n) => `${n} ${n === 1 ? 'value disagrees' : 'values disagree'} with another paper`,
  'duplicate-row': (n) => `${n} ${n === 1 ? 'row repeats' : 'rows repeat'} another row's numbers`,
  'dataset-arithmetic': (n) => `${n} dataset ${n === 1 ? 'count does' : 'counts do'} not add up`,
  protocol: (n) => `${n} evaluation ${n === 1 ? 'protocol inflates' : 'protocols inflate'} the scores`,
};

const ORDER: readonly CheckKind[] = ['printed-delta', 'duplicate-row', 'cross-table', 'cross-paper', 'statement', 'dataset-arithmetic', 'protocol'];

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function list(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] as string}`;
}

/** The first sentence of a finding's message, at most ~200 characters. */
export function firstSentence(message: string): string {
  const m = /^(.+?[.!?])(?=\s+[A-Z(]|$)/s.exec(message.trim());
  const s = (m?.[1] ?? message.trim()).replace(/\s+/g, ' ');
  return s.length > 220 ? `${s.slice(0, 217).replace(/\s+\S*$/, '')}…` : /[.!?]$/.test(s) ? s : `${s}.`;
}

function staticSentence(findings: readonly Finding[] | undefined): string {
  if (findings === undefined) return 'The static checks were not run for this report.';
  const errors = findings.filter((f) => f.severity === 'error');
  const counts = new Map<CheckKind, number>();
  for (const f of errors) counts.set(f.check, (counts.get(f.check) ?? 0) + 1);
  const parts = ORDER.flatMap((k) => {
    const n = counts.get(k);
    const phrase = PHRASES[k];
    return n && phrase ? [phrase(n)] : [];
  });
  const warnings = findings.length - errors.length;
  const tail = warnings ? ` (${warnings} ${warnings === 1 ? 'warning' : 'warnings'} besides)` : '';
  if (parts.length) return `${capitalise(list(parts))}${tail}.`;
  if (errors.length) return `The static checks raise ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}${tail}.`;
  return warnings ? `No static check fails; ${warnings} ${warnings === 1 ? 'warning needs' : 'warnings need'} a look.` : 'Every static check passes.';
}

const pct = (x: number) => `${Math.round(Math.abs(x))}%`;

function reproductionSentence(tables: readonly TableView[], summary: SummaryView, tolerancePercent: number): string {
  const published = tables.flatMap((t) => t.rows.filter((r) => r.kind === 'published').flatMap((r) => r.cells)).flatMap((c) => (c.kind === 'compared' && c.delta ? [c.delta.percent] : []));
  const parts: string[] = [];
  if (published.length) {
    const lo = Math.min(...published);
    const hi = Math.max(...published);
    const beyond = published.filter((d) => Math.abs(d) > tolerancePercent + 1e-9).length;
    const [a, b] = hi < 0 ? [hi, lo] : [lo, hi];
    const range = Math.round(Math.abs(a)) === Math.round(Math.abs(b)) ? pct(a) : `${pct(a).slice(0, -1)}–${pct(b)}`;
    const where = hi < 0 ? `${range} below the paper` : lo > 0 ? `${range} above the paper` : `between ${lo.toFixed(0)}% and +${hi.toFixed(0)}% off the paper`;
    parts.push(`the published reproduction is ${where} (${beyond} of ${published.length} values beyond ±${tolerancePercent}%)`);
  }
  const c = summary.claims;
  const compared = c.reproduced + c['within-noise'] + c.discrepancy + c['not-comparable'];
  if (compared) {
    const ours = [`${c.reproduced} reproduced`, ...(c['within-noise'] ? [`${c['within-noise']} within noise`] : []), `${c.discrepancy} discrepant`, ...(c['not-comparable'] ? [`${c['not-comparable']} not comparable`] : [])];
    parts.push(`our runs compared ${compared} of the ${summary.claimTotal} measurable values: ${ours.join(', ')}`);
  } else if (summary.claimTotal) parts.push(`none of the ${summary.claimTotal} values a config measures has been run yet`);
  else parts.push('no config of the claim file measures a printed value');
  return `${capitalise(parts.join('; '))}.`;
}

function hardwareSentence(findings: readonly Finding[] | undefined): string {
  // errors before warnings; at equal severity a hardware finding before a protocol one
  const rank = (f: Finding) => (f.severity === 'error' ? 0 : 2) + (f.check === 'protocol' ? 1 : 0);
  const f = (findings ?? []).filter((x) => x.check === 'hardware-estimate' || x.check === 'hardware-evidence' || x.check === 'protocol').sort((a, b) => rank(a) - rank(b))[0];
  return f ? firstSentence(f.message) : 'No hardware or evaluation-protocol finding.';
}

/** Three sentences: static findings; reproductions; hardware (or protocol). */
export function paperStory(p: { readonly findings: readonly Finding[] | undefined; readonly tables: readonly TableView[]; readonly summary: SummaryView; readonly tolerancePercent: number }): readonly string[] {
  return [staticSentence(p.findings), reproductionSentence(p.tables, p.summary, p.tolerancePercent), hardwareSentence(p.findings)];
}
