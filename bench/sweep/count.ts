/**
 * The sweep's counting (bench/extract-sweep.ts), pure: the tables a document holds by a count independent of
 * the extractor (pipe tables through marked's lexer and HTML `<table>`s through parse5, both via the perturbation
 * bench's docTables; a PDF's distinct "Table N" captions over rows of numbers in its pdftotext text), what the extractor made of them,
 * and the per-document and total report.
 */
import { docTables } from '../perturb/doc-tables.js';
import { isNumeric, plain } from '../perturb/table-model.js';

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

/** A line of a PDF's layout text that reads as a row of numbers: two or more cells (split on runs of spaces) that are numbers. */
const numberRow = (line: string): boolean => line.trim().split(/\s{2,}|\t/).filter((c) => isNumeric(c.replace(/^[(]|[)]$/g, ''))).length >= 2;

/** The numbers printed in a text (`91.2`, `3`; `1,001` as `1001`), for matching a seen table to the drafted ones. */
export const numbersIn = (text: string): string[] => [...text.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, ''));

/** A table an independent count sees: its label (a caption, or its order) and the numbers of its cells. */
export interface SeenTable {
  readonly label: string;
  readonly numbers: readonly string[];
}

/**
 * The tables a document holds, seen without the extractor: for Markdown and HTML the tables with at least
 * one cell that is a printed number (a table of links or names is no result table); for a PDF (its
 * `pdftotext -layout` text) the distinct "Table N" caption lines with two rows of numbers within 15 lines on their
 * page (a prompt template or a list of instructions captioned "Table 8" is no table of numbers; a caption
 * repeated on a continued table counts once), with the numbers of those rows.
 */
export function seenTableList(text: string, format: DocFormat): SeenTable[] {
  if (format === 'pdf') {
    const seen = new Map<string, string[]>();
    for (const page of text.split('\f')) {
      const lines = page.split('\n');
      lines.forEach((line, i) => {
        const m = CAPTION.exec(line);
        const rows = lines.slice(Math.max(0, i - 15), i + 16).filter(numberRow);
        if (m?.[1] && rows.length >= 2) seen.set(m[1], [...(seen.get(m[1]) ?? []), ...rows.flatMap(numbersIn)]);
      });
    }
    return [...seen].map(([n, numbers]) => ({ label: `Table ${n}`, numbers }));
  }
  return docTables(text, format === 'html').flatMap((d, i) => {
    const cells = d.table.grid.slice(d.table.headerRows).flat().filter((s) => isNumeric(s.text));
    return cells.length ? [{ label: `table ${i + 1} (order)`, numbers: cells.flatMap((s) => numbersIn(plain(s.text))) }] : [];
  });
}

export const seenTables = (text: string, format: DocFormat): number => seenTableList(text, format).length;

/** Half or more of a seen table's distinct numbers are in `numbers`. */
const heldIn = (t: SeenTable, numbers: ReadonlySet<string>): boolean => {
  const mine = new Set(t.numbers);
  return [...mine].filter((n) => numbers.has(n)).length * 2 >= mine.size;
};

/** The seen tables no drafted table holds: fewer than half of the table's distinct numbers are among the numbers of the drafted tables (results or attributes). Their labels. */
export const undrafted = (seen: readonly SeenTable[], draftedNumbers: ReadonlySet<string>): string[] => seen.filter((t) => !heldIn(t, draftedNumbers)).map((t) => t.label);

/**
 * Of the seen tables not drafted, those the draft's review lines account for: a line naming the table ("Table 3
 * (page 5, …", "(results, table 3, …) left out") or lines holding half its numbers (rows left out, each with its
 * cells). The others are lost without a word.
 */
export function reviewed(notDrafted: readonly SeenTable[], reviewLines: readonly string[]): { reviewed: string[]; lost: string[] } {
  const numbers = new Set(reviewLines.flatMap(numbersIn));
  const named = (label: string): boolean => {
    const n = /(\S+)(?: \(order\))?$/.exec(label)?.[1] ?? '';
    return reviewLines.some((l) => namesLostTable(l.replace(/^\s*#\s*review:\s*/, '')) && new RegExp(`(?:Table ${n} \\(page|, table ${n}\\b|: table ${n} \\()`, 'i').test(l));
  };
  const out = { reviewed: [] as string[], lost: [] as string[] };
  for (const t of notDrafted) (named(t.label) || heldIn(t, numbers) ? out.reviewed : out.lost).push(t.label);
  return out;
}

/** Whether a document is worth sweeping: it holds a table, or a decimal or percent number in its text. */
export const holdsNumbers = (text: string, format: DocFormat): boolean => format === 'pdf' || seenTables(text, format) > 0 || /\d\.\d|\d\s?%/.test(text);

/** An attribute table as drafted, reduced to what the numeric count needs: its id, caption and cells (`{ n }` a number, `{ s }` text, null a dash). */
export interface AttributeCells {
  readonly id: string;
  readonly caption?: string;
  readonly rows: readonly { readonly values: readonly ({ readonly n: string } | { readonly s: string } | null)[] }[];
}

/**
 * Whether an attribute table is mostly numbers — the shape of a result table drafted as attributes (no metric
 * found, the methods not recognised): at least `minCells` numeric cells and at least `share` of its non-empty
 * cells numeric. A cell is numeric when drafted as a number, or as text that reads as one (`91.2%`, `88.0 ± 0.3`).
 * Configuration grids, dataset statistics and model sizes are also mostly numbers: the count finds candidates to
 * look at, not errors.
 */
export function isMostlyNumeric(t: AttributeCells, share = 0.5, minCells = 4): boolean {
  const cells = t.rows.flatMap((r) => r.values).filter((v) => v !== null);
  const numeric = cells.filter((v) => 'n' in v || isNumeric(v.s)).length;
  return numeric >= minCells && numeric >= share * cells.length;
}

/** The attribute tables that are mostly numbers (their ids, with the caption's first words when there is one). */
export const numericAttributeTables = (tables: readonly AttributeCells[]): string[] =>
  tables.filter((t) => isMostlyNumeric(t)).map((t) => (t.caption ? `${t.id} "${t.caption.replace(/\s+/g, ' ').slice(0, 50)}"` : t.id));

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
  /** Of the attribute tables, those mostly numbers (isMostlyNumeric): candidates for result tables drafted as attributes. Absent from outcomes with no draft. */
  readonly numericAttributes?: readonly string[];
  /** Seen tables that no drafted table holds and no review line accounts for (their labels): lost without a word. */
  readonly lost: readonly string[];
  /** Seen tables that no drafted table holds but the review lines account for (a table or its rows left out, a "Table N" caption read as no table). */
  readonly reviewOnly: number;
  /** The draft does not pass validate's schema and reference checks (the message when not). */
  readonly invalid?: string;
  /** Rows of the draft that validate's transcription check does not find in the document. */
  readonly unfound: number;
}

/** A review line of the draft's header that names a table it left out or saw and could not read. */
export const namesLostTable = (line: string): boolean => /^table '[^']+' \(.*\) left out:/.test(line) || /(?:^|: )Table \S+ \(page \d+, .*no table was read there/.test(line) || /^[a-z0-9-]+: table \d+ .*(?:left out|not read)/i.test(line);

export const silentlyLost = (o: Pick<Outcome, 'lost'>): number => o.lost.length;

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
  numericAttributes: number;
  docsNumericAttributes: number;
  reviewOnly: number;
  lost: number;
  docsLosing: number;
  ms: number;
}

export function totals(rows: readonly SweepRow[]): Totals {
  const t: Totals = { documents: rows.length, crashed: 0, timeouts: 0, refused: 0, invalid: 0, transcriptionFailing: 0, seen: 0, results: 0, attributes: 0, numericAttributes: 0, docsNumericAttributes: 0, reviewOnly: 0, lost: 0, docsLosing: 0, ms: 0 };
  for (const r of rows) {
    if (r.status === 'crashed') t.crashed++;
    if (r.status === 'timeout') t.timeouts++;
    if (r.status === 'refused') t.refused++;
    if (r.invalid !== undefined) t.invalid++;
    if (r.unfound > 0) t.transcriptionFailing++;
    t.seen += r.seen;
    t.results += r.results;
    t.attributes += r.attributes;
    const numeric = r.numericAttributes?.length ?? 0;
    t.numericAttributes += numeric;
    if (numeric) t.docsNumericAttributes++;
    t.reviewOnly += r.reviewOnly;
    const lost = silentlyLost(r);
    t.lost += lost;
    if (lost) t.docsLosing++;
    t.ms += r.ms;
  }
  return t;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 140);

const numericCell = (r: SweepRow): string => (r.numericAttributes?.length ? `${r.numericAttributes.length} (${cell(r.numericAttributes.join(', '))})` : '');

/** The report: one Markdown row per document (slowest first), then the totals. */
export function formatReport(rows: readonly SweepRow[]): string {
  const sorted = [...rows].sort((a, b) => b.ms - a.ms || a.repo.localeCompare(b.repo) || a.path.localeCompare(b.path));
  const lines = [
    '| document | status | seen | results | attribute | numeric attribute | review only | lost | draft invalid | rows unfound | ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...sorted.map((r) => `| ${r.repo}:${r.path} | ${r.status}${r.error ? `: ${cell(r.error)}` : ''} | ${r.seen} | ${r.results} | ${r.attributes} | ${numericCell(r)} | ${r.reviewOnly} | ${silentlyLost(r)}${silentlyLost(r) ? ` (${r.lost.join(', ')})` : ''} | ${r.invalid === undefined ? '' : `yes: ${cell(r.invalid)}`} | ${r.unfound || ''} | ${Math.round(r.ms)} |`),
  ];
  const t = totals(rows);
  lines.push(
    '',
    `**total**: ${t.documents} documents; ${t.crashed} crashed, ${t.timeouts} timed out, ${t.refused} refused (input errors), ${t.invalid} drafts invalid, ${t.transcriptionFailing} failing their own transcription check; tables seen ${t.seen}, drafted ${t.results} results + ${t.attributes} attribute (${t.numericAttributes} of them mostly numbers, in ${t.docsNumericAttributes} documents), ${t.reviewOnly} named only in review lines, ${t.lost} silently lost (in ${t.docsLosing} documents); ${(t.ms / 1000).toFixed(1)} s of extraction`,
  );
  return `${lines.join('\n')}\n`;
}
