/**
 * The paper's story in three sentences at the top of its report (pure), generated from the findings
 * and the tables: what the static checks found, how far reproductions (published and ours) land
 * from the printed values, and the headline hardware or protocol finding.
 */
import type { CheckKind, Finding } from '../../core/findings.js';
import type { DiscrepancyItem, SummaryView } from './summary.js';
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

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function list(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] as string}`;
}

/**
 * The first sentence of a finding's message, whole: it ends at a full stop followed by a capital,
 * never inside a number ("36.0–43.2 GiB", a numbered heading "5. Results") or an abbreviation
 * ("e.g. BLEU"), and is never cut.
 */
export function firstSentence(message: string): string {
  const m = /^(.+?(?<!\b(?:e\.g|i\.e|cf|vs|et al|approx|resp|incl|Fig|Tab|Sec|Eq|No)\.?)(?:(?<!\d)\.|[!?]))(?=\s+[A-Z(]|$)/s.exec(message.trim());
  const s = (m?.[1] ?? message.trim()).replace(/\s+/g, ' ');
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

function staticSentence(findings: readonly Finding[] | undefined, checks: { readonly run: number } | undefined): string {
  if (findings === undefined) return 'The static checks were not run for this report.';
  // never "passes" when no check applied: nothing was checked (`audit check` says why)
  if (checks && checks.run === 0 && !findings.length) return 'No static check applied to this paper\'s claims: nothing was checked (audit check lists why).';
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

function publishedSentence(tables: readonly TableView[], tolerancePercent: number): string | undefined {
  const published = tables.flatMap((t) => t.rows.filter((r) => r.kind === 'published').flatMap((r) => r.cells)).flatMap((c) => (c.kind === 'compared' && c.delta ? [c.delta.percent] : []));
  if (!published.length) return undefined;
  const lo = Math.min(...published);
  const hi = Math.max(...published);
  const beyond = published.filter((d) => Math.abs(d) > tolerancePercent + 1e-9).length;
  const [a, b] = hi < 0 ? [hi, lo] : [lo, hi];
  const range = Math.round(Math.abs(a)) === Math.round(Math.abs(b)) ? pct(a) : `${pct(a).slice(0, -1)}–${pct(b)}`;
  const where = hi < 0 ? `${range} below the paper` : lo > 0 ? `${range} above the paper` : `between ${lo.toFixed(0)}% and +${hi.toFixed(0)}% off the paper`;
  return `The published reproduction is ${where} (${beyond} of ${published.length} values beyond ±${tolerancePercent}%).`;
}

/** "BLEU-4 4.1 vs 9.6 printed, CIDEr 12.4 vs 30.5" per row, at most `rows` rows, then how many more. */
export function discrepancySentence(items: readonly DiscrepancyItem[], rows = 2): string | undefined {
  if (!items.length) return undefined;
  const groups = new Map<string, DiscrepancyItem[]>();
  for (const d of items) {
    const k = `${d.row} on ${d.table}`;
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  const shown = [...groups].slice(0, rows).map(([where, ds]) => `${where}: ${ds.map((d, i) => `${d.metric} ${d.measured}${i === 0 ? ' measured vs' : ' vs'} ${d.printed}${i === 0 ? ' printed' : ''}`).join(', ')}`);
  const rest = [...groups].slice(rows).reduce((n, [, ds]) => n + ds.length, 0);
  const n = items.length;
  return `Our runs contradict ${n} printed ${n === 1 ? 'value' : 'values'}: ${shown.join('; ')}${rest ? `; and ${rest} more in the tables below` : ''}.`;
}

/** What our runs did with the values a config measures; "compared" never counts a value no run measured. */
export function runsSentence(summary: SummaryView): string {
  const c = summary.claims;
  const total = summary.claimTotal;
  if (!total) return 'No config of the claim file measures a printed value.';
  const notRun = c['not-run'];
  const why = 'their configs were skipped, did not finish or have not run yet';
  if (summary.compared === 0) return `None of the ${total} printed values a config measures was compared: ${why}.`;
  const ours = [`${c.reproduced} reproduced`, ...(c['within-noise'] ? [`${c['within-noise']} within noise`] : []), `${c.discrepancy} discrepant`, ...(c['not-comparable'] ? [`${c['not-comparable']} not comparable`] : [])];
  return `Our runs compared ${summary.compared} of the ${total} printed values a config measures (${ours.join(', ')})${notRun ? `; ${notRun} were not run (${why})` : ''}.`;
}

function hardwareSentence(findings: readonly Finding[] | undefined): string {
  // errors before warnings; at equal severity a hardware finding before a protocol one
  const rank = (f: Finding) => (f.severity === 'error' ? 0 : 2) + (f.check === 'protocol' ? 1 : 0);
  const f = (findings ?? []).filter((x) => x.check === 'hardware-estimate' || x.check === 'hardware-evidence' || x.check === 'protocol').sort((a, b) => rank(a) - rank(b))[0];
  return f ? firstSentence(f.message) : 'No hardware or evaluation-protocol finding.';
}

/**
 * The paper's headline, in whole sentences: what our runs contradict (the measured discrepancies
 * first), the static findings, what our runs compared, the published reproduction, the headline
 * hardware or protocol finding.
 */
export function paperStory(p: { readonly findings: readonly Finding[] | undefined; readonly tables: readonly TableView[]; readonly summary: SummaryView; readonly tolerancePercent: number }): readonly string[] {
  return [discrepancySentence(p.summary.discrepancies), staticSentence(p.findings, p.summary.checks), runsSentence(p.summary), publishedSentence(p.tables, p.tolerancePercent), hardwareSentence(p.findings)].filter(
    (x): x is string => x !== undefined,
  );
}
