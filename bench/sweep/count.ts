/**
 * The sweep's counting (bench/extract-sweep.ts), pure: the tables a document holds by a count independent of
 * the extractor (pipe tables through marked's lexer and HTML `<table>`s through parse5, both via the perturbation
 * bench's docTables; a PDF's distinct "Table N" captions in its pdftotext text), what the extractor made of them,
 * and the per-document and total report.
 */
import { docTables } from '../perturb/doc-tables.js';
import { isNumeric } from '../perturb/table-model.js';

export type DocFormat = 'md' | 'html' | 'pdf';

/** The format a sweep reads a file as, by its name (undefined: not swept). */
export function formatOf(path: string): DocFormat | undefined {
  if (/\.pdf$/i.test(path)) return 'pdf';
  if (/\.html?$/i.test(path)) return 'html';
  if (/\.(?:md|markdown)$/i.test(path)) return 'md';
  return undefined;
}

/** A caption line of a PDF's text: "Table 3:", "Table 3.", "TABLE IV", "Table A1 |", at a line's start. */
const CAPTION = /^\s*(?:Table|TABLE)\s+([A-Z]?\d+|[IVXL]+)\s*(?:[:.|]|$|\s{2,}|\s[A-Z])/;

/**
 * The tables a document holds, counted without the extractor: for Markdown and HTML the tables with at least
 * one cell that is a printed number (a table of links or names is no result table); for a PDF (its text) the
 * distinct numbers of its "Table N" caption lines (a caption repeated on a continued table counts once).
 */
export function seenTables(text: string, format: DocFormat): number {
  if (format === 'pdf') {
    const seen = new Set<string>();
    for (const line of text.split('\n')) {
      const m = CAPTION.exec(line);
      if (m?.[1]) seen.add(m[1]);
    }
    return seen.size;
  }
  return docTables(text, format === 'html').filter((d) => d.table.grid.slice(d.table.headerRows).some((row) => row.some((s) => isNumeric(s.text)))).length;
}

/** Whether a document is worth sweeping: it holds a table, or a decimal or percent number in its text. */
export const holdsNumbers = (text: string, format: DocFormat): boolean => format === 'pdf' || seenTables(text, format) > 0 || /\d\.\d|\d\s?%/.test(text);

/** What one extraction gave (the worker's answer). */
export interface Outcome {
  /** ok: a draft; refused: a clear input error (no table, too large…); crashed: any other error; timeout: killed. */
  readonly status: 'ok' | 'refused' | 'crashed' | 'timeout';
  readonly error?: string;
  readonly ms: number;
  readonly seen: number;
  /** Results and attribute tables written in the draft. */
  readonly results: number;
  readonly attributes: number;
  /** Tables the draft names only in review lines (a table left out, a "Table N" caption read as no table). */
  readonly reviewOnly: number;
  /** The draft does not pass validate's schema and reference checks (the message when not). */
  readonly invalid?: string;
  /** Rows of the draft that validate's transcription check does not find in the document. */
  readonly unfound: number;
}

/** A review line of the draft's header that names a table it left out or saw and could not read. */
export const namesLostTable = (line: string): boolean => /^table '[^']+' \(.*\) left out:/.test(line) || /(?:^|: )Table \S+ \(page \d+, .*no table was read there/.test(line) || /^[a-z0-9-]+: table \d+ .*(?:left out|not read)/i.test(line);

/** The seen tables neither drafted nor named in a review line: lost without a word. */
export const silentlyLost = (o: Pick<Outcome, 'seen' | 'results' | 'attributes' | 'reviewOnly'>): number => Math.max(0, o.seen - o.results - o.attributes - o.reviewOnly);

export interface SweepRow extends Outcome {
  readonly repo: string;
  readonly path: string;
}

export interface Totals {
  documents: number;
  crashed: number;
  timeouts: number;
  refused: number;
  invalid: number;
  transcriptionFailing: number;
  seen: number;
  results: number;
  attributes: number;
  reviewOnly: number;
  lost: number;
  docsLosing: number;
  ms: number;
}

export function totals(rows: readonly SweepRow[]): Totals {
  const t: Totals = { documents: rows.length, crashed: 0, timeouts: 0, refused: 0, invalid: 0, transcriptionFailing: 0, seen: 0, results: 0, attributes: 0, reviewOnly: 0, lost: 0, docsLosing: 0, ms: 0 };
  for (const r of rows) {
    if (r.status === 'crashed') t.crashed++;
    if (r.status === 'timeout') t.timeouts++;
    if (r.status === 'refused') t.refused++;
    if (r.invalid !== undefined) t.invalid++;
    if (r.unfound > 0) t.transcriptionFailing++;
    t.seen += r.seen;
    t.results += r.results;
    t.attributes += r.attributes;
    t.reviewOnly += r.reviewOnly;
    const lost = silentlyLost(r);
    t.lost += lost;
    if (lost) t.docsLosing++;
    t.ms += r.ms;
  }
  return t;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 140);

/** The report: one Markdown row per document (slowest first), then the totals. */
export function formatReport(rows: readonly SweepRow[]): string {
  const sorted = [...rows].sort((a, b) => b.ms - a.ms || a.repo.localeCompare(b.repo) || a.path.localeCompare(b.path));
  const lines = [
    '| document | status | seen | results | attribute | review only | lost | draft invalid | rows unfound | ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...sorted.map((r) => `| ${r.repo}:${r.path} | ${r.status}${r.error ? `: ${cell(r.error)}` : ''} | ${r.seen} | ${r.results} | ${r.attributes} | ${r.reviewOnly} | ${silentlyLost(r)} | ${r.invalid === undefined ? '' : `yes: ${cell(r.invalid)}`} | ${r.unfound || ''} | ${Math.round(r.ms)} |`),
  ];
  const t = totals(rows);
  lines.push(
    '',
    `**total**: ${t.documents} documents; ${t.crashed} crashed, ${t.timeouts} timed out, ${t.refused} refused (input errors), ${t.invalid} drafts invalid, ${t.transcriptionFailing} failing their own transcription check; tables seen ${t.seen}, drafted ${t.results} results + ${t.attributes} attribute, ${t.reviewOnly} named only in review lines, ${t.lost} silently lost (in ${t.docsLosing} documents); ${(t.ms / 1000).toFixed(1)} s of extraction`,
  );
  return `${lines.join('\n')}\n`;
}
