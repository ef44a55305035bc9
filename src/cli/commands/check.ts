import { claimFilesIn, loadClaimFiles, selectPapers } from '../../claims/load.js';
import type { CheckReport, StaticCheckKind } from '../../audits/index.js';
import { runChecks, STATIC_CHECK_KINDS } from '../../audits/index.js';
import { formatPos } from '../../core/errors.js';
import type { ClaimLocation, Finding, Severity } from '../../core/findings.js';
import { claimsDirOf, withClaimsDir, withJson } from '../options.js';
import { textTable } from '../table.js';
import { UsageError } from '../../core/errors.js';
import { toolName } from '../../pipeline/environment.js';
import { CHECK_FORMATS, csv, github, junit, markdown, sarif } from '../formats/findings.js';
import type { CheckFormat, FormatInput } from '../formats/findings.js';
import type { CliCommand } from './types.js';
import { coverageLine, failsUnchecked, type PaperCoverage } from '../../audits/coverage.js';

/** --fail-on levels, mildest last: `unchecked` also fails on every finding (it is the strictest gate). */
type FailOn = Severity | 'unchecked';
const FAIL_ON: Record<FailOn, readonly Severity[]> = { error: ['error'], warning: ['error', 'warning'], unchecked: ['error', 'warning'] };

/** The coverage block of one paper in the text report. */
function coverageBlock(c: PaperCoverage | undefined): string[] {
  if (!c) return [];
  const lines = [`  coverage: ${coverageLine(c)}`];
  if (c.nothingChecked) lines.push(`  NOTHING CHECKED: ${c.why ?? 'no claim the checks understand'}`);
  // qualitative statements are uncheckable by design: one line for all of them
  const qualitative = c.unchecked.filter((u) => u.what === 'statement' && !u.claim);
  const listed = c.unchecked.filter((u) => !(u.what === 'statement' && !u.claim));
  if (listed.length) lines.push(`  not checked (${listed.length}):`);
  for (const u of listed) lines.push(`    ${formatPos(u.at)}  ${u.item}: ${u.reason}`);
  if (qualitative.length) lines.push(`  ${qualitative.length} qualitative statement${qualitative.length === 1 ? '' : 's'} kept for the record (nothing to recompute)`);
  return lines;
}

function where(s: ClaimLocation): string {
  const doc = [s.doc, s.table !== undefined ? `table ${s.table}` : undefined, s.section].filter(Boolean).join(', ');
  return `${formatPos(s.claimFile)}  (${doc})${s.label ? `  ${s.label}` : ''}`;
}

function findingBlock(f: Finding): string {
  const lines = [`  ${f.severity.toUpperCase().padEnd(7)} ${f.check}  ${f.id}`, `          ${f.message}`];
  if (f.printings && f.printings.length > 1) lines.push(`          printed in: ${f.printings.join('; ')}`);
  if (f.matches) lines.push(`          matches: ${f.matches}`);
  for (const p of f.possibilities ?? []) lines.push(`          possibly: ${p}`);
  if (f.evidence) lines.push(`          evidence: ${f.evidence.split('\n').join('\n                    ')}`);
  for (const s of f.sources) lines.push(`          at ${where(s)}`);
  return lines.join('\n');
}

export function formatReport(report: CheckReport, papers: readonly { id: string; path: string }[]): string {
  const out: string[] = [];
  for (const p of papers) {
    const mine = report.findings.filter((f) => f.paper === p.id);
    const errors = mine.filter((f) => f.severity === 'error').length;
    const cov = report.coverage?.find((c) => c.paper === p.id);
    // "0 errors" over nothing checked would read as an all-clear
    const counts = cov?.nothingChecked && !mine.length ? 'nothing checked' : `${errors} error${errors === 1 ? '' : 's'}, ${mine.length - errors} warning${mine.length - errors === 1 ? '' : 's'}`;
    out.push(`${p.id}  (${p.path}): ${counts}`);
    out.push(...mine.map(findingBlock), ...coverageBlock(cov), '');
  }
  const kinds: readonly StaticCheckKind[] = STATIC_CHECK_KINDS;
  out.push(
    textTable(
      ['check', 'run', 'passed', 'failed'],
      kinds.map((k) => [k, String(report.summary[k].run), String(report.summary[k].passed), String(report.summary[k].failed)]),
      ['l', 'r', 'r', 'r'],
    ),
  );
  return `${out.join('\n')}\n`;
}

export const checkCommand: CliCommand = {
  command: 'check [papers..]',
  describe: 'Run the static audits on the claim files (all papers when none is named); nothing is run, no GPU',
  builder: (y) =>
    withJson(withClaimsDir(y))
      .positional('papers', { type: 'string', array: true, describe: 'Paper ids (see audit list)' })
      .option('fail-on', {
        choices: ['error', 'warning', 'unchecked'] as const,
        describe:
          'Exit 1 when findings of this severity (or worse) exist; unchecked, the strictest: also when a paper had nothing checked or a claim (printed delta, statement other than qualitative, hardware claim) could not be checked',
      })
      .option('format', {
        choices: CHECK_FORMATS,
        default: 'text' as const,
        describe:
          'text; json (as --json); sarif: SARIF 2.1.0 for code scanning; junit: JUnit XML; github: ::error annotations for GitHub Actions; csv: one row per finding (RFC 4180), then one per item not checked; markdown: a summary for a pull request. Every format reports coverage (what was checked, what could not be and why)',
      })
      .example('$0 check --format sarif > audit.sarif', 'upload with github/codeql-action/upload-sarif')
      .example('$0 check --format github --fail-on error', 'annotations on the claim files of a pull request')
      .example('$0 check --fail-on unchecked', 'CI: fail on any finding and on anything that could not be checked'),
  handler: async (args: { papers?: string[]; claims?: string; json: boolean; failOn?: FailOn; format: CheckFormat }) => {
    if (args.json && args.format !== 'text' && args.format !== 'json') throw new UsageError(`--json and --format ${args.format} cannot be combined: choose one output`);
    const all = loadClaimFiles(claimFilesIn(claimsDirOf(args)));
    const chosen = selectPapers(all, args.papers ?? []);
    const report = runChecks(all, chosen.map((f) => f.data.paper.id));
    const failing = args.failOn ? FAIL_ON[args.failOn] : [];
    const coverage = report.coverage ?? [];
    const exit = report.findings.some((f) => failing.includes(f.severity)) || (args.failOn === 'unchecked' && coverage.some(failsUnchecked)) ? 1 : 0;
    const format = args.json ? 'json' : args.format;
    if (format === 'sarif' || format === 'junit' || format === 'github' || format === 'csv' || format === 'markdown') {
      const [name = 'repro-audit', version = ''] = toolName().split(' ');
      const input: FormatInput = {
        findings: report.findings,
        papers: chosen.map((f) => ({ id: f.data.paper.id, path: f.path })),
        cwd: process.cwd(),
        tool: { name, version },
        // without --fail-on, JUnit marks errors as failures (what a CI reader expects to see red)
        failing: args.failOn ? failing : ['error'],
        coverage,
        failUnchecked: args.failOn === 'unchecked',
      };
      process.stdout.write({ sarif, junit, github, csv, markdown }[format](input));
      return exit;
    }
    if (format === 'json') {
      const findings = report.findings.map((f) => ({ ...f, source: f.sources[0] }));
      process.stdout.write(`${JSON.stringify({ findings, summary: report.summary, coverage }, null, 2)}\n`);
    } else {
      process.stdout.write(formatReport(report, chosen.map((f) => ({ id: f.data.paper.id, path: f.path }))));
    }
    return exit;
  },
};
