/**
 * Findings of `audit check` in the formats CI systems read (pure: strings in, strings out):
 * SARIF 2.1.0 for code scanning, JUnit XML for test reporters, GitHub Actions workflow
 * commands (annotations on the claim file's line), and CSV (RFC 4180) for spreadsheets.
 * Every finding points at its claim-file position (`file:line:col`).
 */
import { isAbsolute, relative, sep } from 'node:path';
import type { CheckKind, Finding, Severity } from '../../core/findings.js';
import { CHECK_KINDS } from '../../core/findings.js';
import type { PaperCoverage } from '../../audits/coverage.js';
import { coverageLine } from '../../audits/coverage.js';

export const CHECK_FORMATS = ['text', 'json', 'sarif', 'junit', 'github', 'csv', 'markdown'] as const;
export type CheckFormat = (typeof CHECK_FORMATS)[number];

export interface FormatInput {
  readonly findings: readonly Finding[];
  /** The papers checked, with their claim file (where a finding without a located source points). */
  readonly papers: readonly { readonly id: string; readonly path: string }[];
  /** Folder paths are made relative to (the repository root in CI). */
  readonly cwd: string;
  readonly tool: { readonly name: string; readonly version: string };
  /** Severities that fail the check (--fail-on): in JUnit these are failures, the rest are notes. */
  readonly failing: readonly Severity[];
  /** What was checked per paper, and what could not be (coverage.ts). */
  readonly coverage?: readonly PaperCoverage[];
  /** --fail-on unchecked: JUnit marks a paper with nothing checked, or an unchecked claim, as a failure. */
  readonly failUnchecked?: boolean;
}

const covOf = (input: FormatInput, paper: string): PaperCoverage | undefined => input.coverage?.find((c) => c.paper === paper);

/** "nothing checked: …" for a paper where no check examined anything. */
const nothingText = (c: PaperCoverage): string => `${c.paper}: nothing checked — ${c.why ?? 'no claim the checks understand'}`;

interface Place {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

/** A path as CI shows it: relative to cwd with forward slashes when inside it, else absolute. */
function shownPath(file: string, cwd: string): string {
  const r = isAbsolute(file) ? relative(cwd, file) : file;
  const p = r.startsWith('..') || isAbsolute(r) ? file : r;
  return p.split(sep).join('/');
}

/** Where a finding points: its first source, else line 1 of its paper's claim file. */
function placeOf(f: Finding, input: FormatInput): Place {
  const s = f.sources[0]?.claimFile;
  if (s) return { file: shownPath(s.file, input.cwd), line: Math.max(1, s.line), col: Math.max(1, s.col) };
  const paper = input.papers.find((p) => p.id === f.paper);
  return { file: shownPath(paper?.path ?? `claims/${f.paper}.yaml`, input.cwd), line: 1, col: 1 };
}

const RULE_TEXT: Record<CheckKind, string> = {
  'printed-delta': 'A printed difference or percentage does not follow from the printed values',
  statement: 'A numeric statement of the text does not follow from the tables',
  'cross-table': 'The same value is printed differently in two tables',
  'cross-paper': 'Another paper prints this paper\'s result differently',
  'duplicate-row': 'Two rows print the same values',
  'dataset-arithmetic': 'Dataset sizes do not add up',
  'hardware-evidence': 'A hardware claim disagrees with other evidence',
  'hardware-estimate': 'A hardware claim disagrees with the analytic estimate',
  protocol: 'The released evaluation code scores differently from the standard protocol',
  'claim-vs-measurement': 'A measured value disagrees with the printed claim',
  'hardware-measured': 'A hardware claim disagrees with the measured GPU memory or time',
};

/** SARIF 2.1.0 (https://docs.oasis-open.org/sarif/sarif/v2.1.0/): one run, one rule per check kind. */
export function sarif(input: FormatInput): string {
  const rules = CHECK_KINDS.map((k) => ({ id: k, name: k, shortDescription: { text: RULE_TEXT[k] }, defaultConfiguration: { level: 'error' } }));
  const results = input.findings.map((f) => {
    const p = placeOf(f, input);
    const artifactLocation = isAbsolute(p.file) ? { uri: `file://${p.file}` } : { uri: p.file, uriBaseId: '%SRCROOT%' };
    return {
      ruleId: f.check,
      ruleIndex: CHECK_KINDS.indexOf(f.check),
      level: f.severity,
      message: { text: f.message },
      locations: [{ physicalLocation: { artifactLocation, region: { startLine: p.line, startColumn: p.col } } }],
      partialFingerprints: { findingId: f.id },
      properties: { paper: f.paper, findingId: f.id },
    };
  });
  const doc = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: input.tool.name, version: input.tool.version, rules } },
        ...(input.coverage
          ? {
              invocations: [
                {
                  executionSuccessful: true,
                  toolExecutionNotifications: input.coverage.flatMap((c) => [
                    ...(c.nothingChecked ? [{ level: 'warning', message: { text: nothingText(c) }, descriptor: { id: 'nothing-checked' } }] : []),
                    ...c.unchecked.map((u) => ({
                      level: 'note',
                      message: { text: `${c.paper}: not checked: ${u.item}: ${u.reason}` },
                      descriptor: { id: 'unchecked' },
                      locations: [{ physicalLocation: { artifactLocation: { uri: shownPath(u.at.file, input.cwd) }, region: { startLine: Math.max(1, u.at.line), startColumn: Math.max(1, u.at.col) } } }],
                    })),
                  ]),
                },
              ],
            }
          : {}),
        results,
        ...(input.coverage ? { properties: { coverage: input.coverage } } : {}),
      },
    ],
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

const xml = (s: string): string =>
  s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // character references survive attribute-value normalisation (a raw line break would become a space)
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;');

/** JUnit XML: a test suite per paper, a test case per finding (a passing one when a paper has none). */
export function junit(input: FormatInput): string {
  const failing = (f: Finding) => input.failing.includes(f.severity);
  const suites = input.papers.map((paper) => {
    const mine = input.findings.filter((f) => f.paper === paper.id);
    const cases = mine.map((f) => {
      const p = placeOf(f, input);
      const where = `${p.file}:${p.line}:${p.col}`;
      const body = failing(f)
        ? `<failure type="${f.severity}" message="${xml(f.message)}">${xml(`${where}: ${f.message}`)}</failure>`
        : `<system-out>${xml(`${f.severity.toUpperCase()} ${where}: ${f.message}`)}</system-out>`;
      return `    <testcase classname="${xml(`${paper.id}.${f.check}`)}" name="${xml(f.id)}" file="${xml(p.file)}" line="${p.line}" time="0">${body}</testcase>`;
    });
    const cov = covOf(input, paper.id);
    if (!mine.length && !cov) cases.push(`    <testcase classname="${xml(paper.id)}" name="${xml(`${paper.id}: static checks`)}" file="${xml(shownPath(paper.path, input.cwd))}" time="0"/>`);
    let coverageFails = 0;
    if (cov) {
      const text = [coverageLine(cov), ...(cov.nothingChecked ? [nothingText(cov)] : []), ...cov.unchecked.map((u) => `not checked: ${u.item}: ${u.reason}`)].join('\n');
      const fails = input.failUnchecked === true && (cov.nothingChecked || cov.unchecked.some((u) => u.claim));
      coverageFails = fails ? 1 : 0;
      const body = fails
        ? `<failure type="unchecked" message="${xml(cov.nothingChecked ? nothingText(cov) : `${cov.unchecked.filter((u) => u.claim).length} claims not checked`)}">${xml(text)}</failure>`
        : cov.nothingChecked
          ? `<skipped message="${xml(nothingText(cov))}"/><system-out>${xml(text)}</system-out>`
          : `<system-out>${xml(text)}</system-out>`;
      cases.push(`    <testcase classname="${xml(`${paper.id}.coverage`)}" name="${xml(`${paper.id}: coverage`)}" file="${xml(shownPath(paper.path, input.cwd))}" line="1" time="0">${body}</testcase>`);
    }
    const failures = mine.filter(failing).length + coverageFails;
    const skipped = cov?.nothingChecked && !coverageFails ? 1 : 0;
    return `  <testsuite name="${xml(paper.id)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const coverageCases = input.papers.filter((p) => covOf(input, p.id)).length;
  const total = input.papers.reduce((n, p) => n + (covOf(input, p.id) ? input.findings.filter((f) => f.paper === p.id).length : Math.max(1, input.findings.filter((f) => f.paper === p.id).length)), 0) + coverageCases;
  const coverageFailures = input.failUnchecked ? (input.coverage ?? []).filter((c) => input.papers.some((p) => p.id === c.paper) && (c.nothingChecked || c.unchecked.some((u) => u.claim))).length : 0;
  const failures = input.findings.filter((f) => input.papers.some((p) => p.id === f.paper) && failing(f)).length + coverageFailures;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(`${input.tool.name} check`)}" tests="${total}" failures="${failures}" errors="0">\n${suites.join('\n')}\n</testsuites>\n`;
}

/** GitHub Actions workflow-command escaping: message data, and property values (also `:` and `,`). */
const ghData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const ghProp = (s: string) => ghData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,col=…,title=…::message` lines: annotations on the claim files in a pull request. */
export function github(input: FormatInput): string {
  const findings = input.findings.map((f) => {
    const p = placeOf(f, input);
    return `::${f.severity} file=${ghProp(p.file)},line=${p.line},col=${p.col},title=${ghProp(`${f.check}: ${f.id}`)}::${ghData(f.message)}\n`;
  });
  const coverage = (input.coverage ?? []).flatMap((c) => {
    const paper = input.papers.find((p) => p.id === c.paper);
    const file = ghProp(shownPath(paper?.path ?? `claims/${c.paper}.yaml`, input.cwd));
    const head = c.nothingChecked
      ? `::warning file=${file},line=1,col=1,title=${ghProp(`coverage: ${c.paper}`)}::${ghData(nothingText(c))}\n`
      : `::notice file=${file},line=1,col=1,title=${ghProp(`coverage: ${c.paper}`)}::${ghData(`${c.paper}: ${coverageLine(c)}; ${c.unchecked.length} not checked`)}\n`;
    const items = c.unchecked
      .filter((u) => u.claim)
      .map((u) => `::notice file=${ghProp(shownPath(u.at.file, input.cwd))},line=${Math.max(1, u.at.line)},col=${Math.max(1, u.at.col)},title=${ghProp(`not checked: ${u.item}`)}::${ghData(u.reason)}\n`);
    return [head, ...items];
  });
  return [...findings, ...coverage].join('');
}

/** RFC 4180: fields with a comma, quote, CR or LF are quoted, quotes doubled; lines end in CRLF. */
export function csvField(v: string | number | undefined): string {
  const s = v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRows(header: readonly string[], rows: readonly (readonly (string | number | undefined)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** One row per finding: where it points, what it says, and the other places it concerns. */
export function csv(input: FormatInput): string {
  return csvRows(
    ['paper', 'severity', 'check', 'id', 'file', 'line', 'col', 'doc', 'table', 'section', 'message', 'also_at', 'stated', 'computed'],
    input.findings.map((f) => {
      const p = placeOf(f, input);
      const s = f.sources[0];
      const also = f.sources.slice(1).map((o) => `${shownPath(o.claimFile.file, input.cwd)}:${o.claimFile.line}:${o.claimFile.col}`);
      return [f.paper, f.severity, f.check, f.id, p.file, p.line, p.col, s?.doc, s?.table, s?.section, f.message, also.join('; '), f.stated, f.computed];
    }).concat(
      (input.coverage ?? []).flatMap((c) => {
        const paper = input.papers.find((p) => p.id === c.paper);
        const nothing = c.nothingChecked ? [[c.paper, 'unchecked', 'coverage', `${c.paper}/coverage/nothing-checked`, shownPath(paper?.path ?? '', input.cwd), 1, 1, undefined, undefined, undefined, nothingText(c), '', undefined, undefined]] : [];
        return [
          ...nothing,
          ...c.unchecked.map((u) => [c.paper, 'unchecked', 'coverage', `${c.paper}/coverage/${u.item.replace(/\s.*$/, '')}`, shownPath(u.at.file, input.cwd), u.at.line, u.at.col, undefined, undefined, undefined, `not checked: ${u.item}: ${u.reason}`, '', undefined, undefined]),
        ];
      }),
    ),
  );
}

const mdCell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** Markdown (a pull-request comment, a job summary): per paper its findings, then what was and was not checked. */
export function markdown(input: FormatInput): string {
  const out: string[] = [];
  for (const paper of input.papers) {
    const mine = input.findings.filter((f) => f.paper === paper.id);
    const cov = covOf(input, paper.id);
    const errors = mine.filter((f) => f.severity === 'error').length;
    const counts = cov?.nothingChecked && !mine.length ? '**nothing checked**' : `${errors} error${errors === 1 ? '' : 's'}, ${mine.length - errors} warning${mine.length - errors === 1 ? '' : 's'}`;
    out.push(`## ${paper.id} (\`${shownPath(paper.path, input.cwd)}\`): ${counts}`, '');
    if (mine.length) {
      out.push('| severity | check | where | message |', '| --- | --- | --- | --- |');
      for (const f of mine) {
        const p = placeOf(f, input);
        out.push(`| ${f.severity} | ${f.check} | \`${p.file}:${p.line}:${p.col}\` | ${mdCell(f.message)} |`);
      }
      out.push('');
    }
    if (cov) {
      out.push(`Coverage: ${coverageLine(cov)}.`, '');
      if (cov.nothingChecked) out.push(`**Nothing checked:** ${mdCell(cov.why ?? 'no claim the checks understand')}.`, '');
      if (cov.unchecked.length) {
        out.push('| not checked | where | why |', '| --- | --- | --- |');
        for (const u of cov.unchecked) out.push(`| ${mdCell(u.item)} | \`${shownPath(u.at.file, input.cwd)}:${u.at.line}:${u.at.col}\` | ${mdCell(u.reason)} |`);
        out.push('');
      }
    }
  }
  return `${out.join('\n')}\n`;
}
