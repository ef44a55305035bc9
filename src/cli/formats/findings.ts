/**
 * Findings of `audit check` in the formats CI systems read (pure: strings in, strings out):
 * SARIF 2.1.0 for code scanning, JUnit XML for test reporters, GitHub Actions workflow
 * commands (annotations on the claim file's line), and CSV (RFC 4180) for spreadsheets.
 * Every finding points at its claim-file position (`file:line:col`).
 */
import { isAbsolute, relative, sep } from 'node:path';
import type { CheckKind, Finding, Severity } from '../../core/findings.js';
import { CHECK_KINDS } from '../../core/findings.js';
import { csvField } from './csv.js';

export const CHECK_FORMATS = ['text', 'json', 'sarif', 'junit', 'github', 'csv'] as const;
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
}

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
    runs: [{ tool: { driver: { name: input.tool.name, version: input.tool.version, rules } }, results }],
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
    if (!mine.length) cases.push(`    <testcase classname="${xml(paper.id)}" name="${xml(`${paper.id}: static checks`)}" file="${xml(shownPath(paper.path, input.cwd))}" time="0"/>`);
    const failures = mine.filter(failing).length;
    return `  <testsuite name="${xml(paper.id)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="0">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const total = input.papers.reduce((n, p) => n + Math.max(1, input.findings.filter((f) => f.paper === p.id).length), 0);
  const failures = input.findings.filter((f) => input.papers.some((p) => p.id === f.paper) && failing(f)).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(`${input.tool.name} check`)}" tests="${total}" failures="${failures}" errors="0">\n${suites.join('\n')}\n</testsuites>\n`;
}

/** GitHub Actions workflow-command escaping: message data, and property values (also `:` and `,`). */
const ghData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const ghProp = (s: string) => ghData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,col=…,title=…::message` lines: annotations on the claim files in a pull request. */
export function github(input: FormatInput): string {
  return input.findings
    .map((f) => {
      const p = placeOf(f, input);
      return `::${f.severity} file=${ghProp(p.file)},line=${p.line},col=${p.col},title=${ghProp(`${f.check}: ${f.id}`)}::${ghData(f.message)}\n`;
    })
    .join('');
}

export { csvField };

/** RFC 4180 (./csv.ts: quoting, and `'` before a cell a spreadsheet would evaluate); lines end in CRLF. */
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
    }),
  );
}
