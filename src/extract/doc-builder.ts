/**
 * The document model the format readers build (pure): the text as lines (headings as "# …", each
 * paragraph on one line, each table row on one pipe line so the transcription check finds it), and
 * the tables as grids with their header rows, caption, lead-in line and section attached.
 */
import { CAPTION_NUMBER, captionNumber } from './caption-number.js';
import { CAPTION_STOP, TABLE_WORD } from './caption-word.js';
import type { ExpandedGrid } from './grid-expand.js';
import { decimalCommaAsPoint } from '../core/decimal-comma.js';
import type { RawTable } from './types.js';
import { blockLeadIn, continuedLeadIn } from './table-continuation.js';
import { unitNotes } from './unit-note.js';
import { firstColumnHeads } from './row-header-column.js';
import { metricsInText } from './metric-lookup.js';
import { idCutoff } from './named-cutoff.js';

/**
 * "Table 3: …", "**Tab. 2.** …", IEEE's "TABLE IV: …" (a Roman number only before a stop or the line's end),
 * and the same in other languages ("Tableau 2 – …", "Tabla 1.", "Таблица 1:", "表1：…"; caption-word.ts).
 */
const CAPTION = new RegExp(String.raw`^(?:\*\*|__)?${TABLE_WORD}\s*${CAPTION_NUMBER}\s*${CAPTION_STOP}?(?:\*\*|__)?\s*(.*)$`);

/** A table as a reader saw it, before it is numbered in its document. */
export interface ReadTable {
  readonly line: number;
  readonly section?: string;
  /** The headings above the table's own, nearest first ("AUROC" over "#### Operational Outcomes"): outer-sections.ts. */
  readonly outerSections?: readonly string[];
  readonly caption?: string;
  readonly captionNumber?: number;
  /** A later block of the table before it (a PDF table stacked in blocks, each with its own header row): same caption and number. */
  readonly block?: boolean;
  readonly leadIn?: string;
  /** Every paragraph between the table's heading and the table, nearest first. */
  readonly leadIns?: readonly string[];
  /** The first paragraph under the table's section heading, though tables stand between (section-opening.ts). */
  readonly sectionOpening?: string;
  /** Paragraphs printed right after the table, before the next heading or table ("> we report top-1 accuracy"). */
  readonly note?: string;
  /** The first paragraph right after the table, kept even when it is the next table's lead-in (a unit note). */
  readonly below?: string;
  /** The next table follows at once, with no paragraph or heading between. */
  readonly nextAtOnce?: boolean;
  /** Every body row prints its first cell as a header cell (`<th>`), no other cell: that column names the rows (row-header-column.ts). */
  readonly rowHeader?: boolean;
  readonly header: string[][];
  readonly body: string[][];
}

export interface DocModel {
  /** The document as text: one line per heading, paragraph and table row. */
  readonly text: string;
  /** Headings with their printed numbers ("4.2"), in order. */
  readonly headings: readonly { level: number; number?: string; text: string }[];
  readonly tables: readonly ReadTable[];
  /** Front matter and `<meta>` fields (title, author, …): never prose, never a title line. */
  readonly meta: Readonly<Record<string, string>>;
  /** What the reader saw but could not read (a "Table N" caption with no grid read): review lines of the draft. */
  readonly unread?: readonly string[];
}

/** "4.2 Results" → number 4.2 and text "Results". */
export function headingNumber(text: string): { number?: string; text: string } {
  const m = /^((?:\d+|[A-Z])(?:\.\d+)*)\.?\s+(\S.*)$/.exec(text.trim());
  return m && (m[1] as string).length < 12 ? { number: m[1] as string, text: m[2] as string } : { text: text.trim() };
}

/** A line that states the metric of what follows: "Metric: ROC-AUC, higher the better.", "The evaluation metrics are top-1 and top-5 accuracy". */
const METRIC_LINE = /^(?:(?:the\s+)?(?:evaluation|primary|main|reported|ranking)\s+)?metrics?\s*(?:\((?:[^()]{1,30})\)\s*)?(?:[:：]|\s(?:is|are)\s)\s*\S/i;

/** A line that says what the results below are: "The results are best accuracies with standard errors.", "All numbers are top-1 accuracy (%)". */
const RESULTS_LINE = /^(?:the|all|our)\s+(?:reported\s+)?(?:results|numbers|scores|values)\s+(?:below\s+|in\s+(?:the|these|this)\s+tables?\s+(?:below\s+)?)?(?:are|is)\s+(?:the\s+|our\s+)?(?:best|mean|average|median|final|top-1|top-5)?\s*\S/i;

/** A line that says what every cell of the tables below prints: "In each cell, we include the mean and …". */
const CELL_LINE = /\b(?:in\s+)?(?:each|every)\s+(?:cell|entry|field)\b.{0,40}\b(?:we\s+)?(?:include|includes|report|reports|show|shows|give|gives|is|are|contains?|holds?|lists?)\b/i;

const pipeCell = (s: string): string => s.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

export class DocBuilder {
  private readonly lines: string[] = [];
  private readonly tables: ReadTable[] = [];
  private readonly headings: { level: number; number?: string; text: string }[] = [];
  private section: string | undefined;
  /** The open headings, outermost first: a heading closes those of its level and below; each with the lines printed under it that say what its tables report. */
  private headingStack: { level: number; text: string; declares: string[] }[] = [];
  /** The first paragraph of a few words under the last heading. */
  private opening: string | undefined;
  /** Blocks since the last table: the lead-in and caption candidates. */
  private recent: { kind: 'heading' | 'paragraph'; text: string; line: number }[] = [];
  /** Paragraphs since the last table with no heading between: its note below it. */
  private noteOpen = false;
  /** A bold "**Table N: …**" line just given to the table above it: it goes to the next table instead when one follows at once. */
  private boldCaption: { text: string; n: number } | undefined;
  readonly meta: Record<string, string> = {};
  readonly unread: string[] = [];

  heading(level: number, text: string): void {
    const t = text.replace(/\s+/g, ' ').trim();
    if (!t) return;
    this.blank();
    this.lines.push(`${'#'.repeat(Math.min(6, Math.max(1, level)))} ${t}`);
    this.headings.push({ level, ...headingNumber(t) });
    this.section = t;
    while (this.headingStack.length && (this.headingStack[this.headingStack.length - 1] as { level: number }).level >= level) this.headingStack.pop();
    this.headingStack.push({ level, text: t, declares: [] });
    this.opening = undefined;
    this.noteOpen = false;
    this.recent.push({ kind: 'heading', text: t, line: this.lines.length - 1 });
  }

  paragraph(text: string): void {
    const t = text.replace(/\s+/g, ' ').trim();
    if (!t) return;
    this.blank();
    this.lines.push(t);
    // a caption printed below the table it follows ("Table 2: …" right after the grid)
    const last = this.tables[this.tables.length - 1];
    const cap = CAPTION.exec(t.replace(/<[^>]+>/g, ''));
    if (cap && last && !last.caption && this.recent.length === 0) {
      this.tables[this.tables.length - 1] = { ...last, caption: (cap[2] as string).trim(), captionNumber: captionNumber(cap[1]) };
      this.recent.push({ kind: 'paragraph', text: '', line: this.lines.length - 1 });
      this.boldCaption = /^(?:\*\*|__)/.test(t) ? { text: t, n: captionNumber(cap[1]) } : undefined;
      return;
    }
    this.boldCaption = undefined;
    if (this.opening === undefined && this.section !== undefined && t.split(' ').length >= 8) this.opening = t.replace(/\*\*|__|<[^>]+>/g, '').trim();
    this.recent.push({ kind: 'paragraph', text: t, line: this.lines.length - 1 });
    // "Metric: ROC-AUC, higher the better.", "The results are best accuracies …" or "In each cell, we include …" under a heading: said of every table in its subsections
    const open = this.headingStack[this.headingStack.length - 1];
    const plainLine = t.replace(/\*\*|__|<[^>]+>|`/g, '').trim();
    // (a line naming several metrics, "Metrics: AUROC, AUPRC", decides no table's metric: the subsections' headings do)
    // (but one naming a family at several cut-offs, "top-1 and top-5 accuracy", names each cut-off's columns: named-cutoff.ts)
    const named = METRIC_LINE.test(plainLine) || RESULTS_LINE.test(plainLine) ? metricsInText(plainLine) : [];
    const cutoffs = named.filter((id) => idCutoff(id) !== undefined);
    if (open && (named.length === 1 || cutoffs.length >= 2 || CELL_LINE.test(plainLine))) open.declares.push(plainLine);
    // a note under the table (a metric named only there): the first paragraphs after it
    if (last && this.noteOpen && this.recent.length <= 2) {
      const plain = t.replace(/\*\*|__|<[^>]+>/g, '').replace(/^>\s*/, '').trim();
      this.tables[this.tables.length - 1] = { ...last, note: last.note ? `${last.note} ${plain}` : plain };
    }
    const current = this.tables[this.tables.length - 1];
    if (current && this.noteOpen && this.recent.length === 1) this.tables[this.tables.length - 1] = { ...current, below: t.replace(/\*\*|__|<[^>]+>/g, '').trim() };
  }

  /** A grid whose first `headerRows` rows are its header; `caption` as printed in the table itself. */
  table(grid: ExpandedGrid, headerRows: number, caption?: string, block = false): void {
    // a table printed with decimal commas ("0,1690") is read with points from here on (decimal-comma.ts)
    const rows = decimalCommaAsPoint(grid.cells.filter((r) => r.some((c) => c.trim())));
    const rowHeader = firstColumnHeads(grid.cells.map((r, i) => ({ cells: r, header: grid.header[i] ?? [] })).filter((r) => r.cells.some((c) => c.trim())).slice(headerRows));
    if (!rows.length) return;
    if (isLayoutGrid(rows)) {
      for (const r of rows) for (const c of r) if (c.trim()) this.paragraph(c.trim());
      return;
    }
    this.blank();
    const start = this.lines.length;
    const header = rows.slice(0, headerRows);
    const body = rows.slice(headerRows);
    for (const r of header) this.lines.push(`| ${r.map(pipeCell).join(' | ')} |`);
    if (header.length) this.lines.push(`|${header[0]?.map(() => '---').join('|') ?? ''}|`);
    for (const r of body) this.lines.push(`| ${r.map(pipeCell).join(' | ')} |`);
    const before = this.recent.slice(-3);
    let cap = caption ? { n: CAPTION.exec(caption)?.[1], text: caption } : undefined;
    // "**Table 1: …**" printed between two tables, in bold like a heading: the caption of the table under it
    const bold = this.boldCaption;
    this.boldCaption = undefined;
    const prevTable = this.tables[this.tables.length - 1];
    if (!cap && bold && prevTable && this.recent.length === 1 && prevTable.captionNumber === bold.n) {
      const { caption: _c, captionNumber: _n, ...rest } = prevTable;
      this.tables[this.tables.length - 1] = rest;
      cap = { n: String(bold.n), text: bold.text.replace(/\*\*|__/g, '') };
    }
    if (!cap) {
      const c = [...before].reverse().find((b) => b.kind === 'paragraph' && CAPTION.test(b.text.replace(/<[^>]+>|\*\*/g, '')));
      const m = c ? CAPTION.exec(c.text.replace(/<[^>]+>|\*\*/g, '')) : null;
      if (m) cap = { n: m[1], text: (m[2] as string).trim() };
    } else {
      const m = CAPTION.exec(cap.text);
      if (m) cap = { n: m[1], text: (m[2] as string).trim() };
    }
    const lead = [...before].reverse().find((b) => b.text && b.text.length <= 300 && !CAPTION.test(b.text.replace(/<[^>]+>|\*\*/g, '')));
    const lastHeading = this.recent.map((b) => b.kind).lastIndexOf('heading');
    // paragraphs between two tables with no heading are this table's lead-in, not the previous one's note
    const prev = this.tables[this.tables.length - 1];
    if (prev && this.noteOpen && this.recent.length === 0) this.tables[this.tables.length - 1] = { ...prev, nextAtOnce: true };
    if (prev?.note && this.noteOpen && lastHeading < 0) {
      const { note: _dropped, ...rest } = prev;
      this.tables[this.tables.length - 1] = rest;
    }
    const own = this.recent.slice(lastHeading + 1).filter((b) => b.kind === 'paragraph' && b.text && !CAPTION.test(b.text.replace(/<[^>]+>|\*\*/g, ''))).map((b) => b.text.replace(/\*\*|__|<[^>]+>/g, '').trim()).reverse();
    // then the metric lines of the sections it stands in ("### task_type: regression" / "Metric: RMSE" over "#### scale: small"), nearest first
    const declared = this.headingStack.slice(0, -1).reverse().flatMap((h) => h.declares).filter((d) => !own.includes(d));
    const leadIns = [...own, ...declared];
    // printed right after a table with the same corner cell, nothing between: it continues that table's lead-in
    // a block of the table above (a panel stacked under its caption) reads that table's lead-in
    const continued = !lead && !leadIns.length && !cap ? continuedLeadIn(prev, header, this.noteOpen && this.recent.length === 0) : block && prev && !lead && !leadIns.length ? blockLeadIn(prev) : {};
    // a level-1 heading is the document's title ("BLEURT: …"), no section naming the metric of every table under it
    const outer = this.headingStack.slice(0, -1).filter((h) => h.level > 1).map((h) => h.text).reverse();
    this.tables.push({
      ...continued,
      line: start,
      ...(this.section ? { section: this.section } : {}),
      ...(outer.length ? { outerSections: outer } : {}),
      ...(cap ? { caption: cap.text, ...(cap.n ? { captionNumber: captionNumber(cap.n) } : {}) } : {}),
      ...(block ? { block } : {}),
      ...(lead ? { leadIn: lead.text.replace(/\*\*|__|<[^>]+>/g, '').trim() } : {}),
      ...(leadIns.length ? { leadIns } : {}),
      ...(this.opening ? { sectionOpening: this.opening } : {}),
      ...(rowHeader ? { rowHeader } : {}),
      header,
      body,
    });
    this.recent = [];
    this.noteOpen = true;
  }

  private blank(): void {
    if (this.lines.length && this.lines[this.lines.length - 1] !== '') this.lines.push('');
  }

  build(): DocModel {
    return { text: `${this.lines.join('\n')}\n`, headings: this.headings, tables: this.tables, meta: this.meta, ...(this.unread.length ? { unread: this.unread } : {}) };
  }
}

/** Tables of a model → the grids extraction reads, numbered by caption where printed, else in order. */
export function rawTables(doc: string, model: DocModel): RawTable[] {
  const lines = model.text.split('\n');
  let last = 0;
  // a printed "Table N" is the table's number even when an uncaptioned table before it (a links table) got
  // N by order; only another caption printing the same N takes it away
  const captioned = new Set<number>();
  const units = unitNotes(model.tables);
  return model.tables.map((t, i) => {
    const byCaption = t.captionNumber !== undefined && (!captioned.has(t.captionNumber) || (t.block === true && t.captionNumber === last));
    const number = byCaption ? (t.captionNumber as number) : last + 1;
    if (byCaption) captioned.add(number);
    last = number;
    const end = t.line + t.header.length + 1 + t.body.length;
    const context = [...lines.slice(Math.max(0, t.line - 12), t.line), ...lines.slice(end, end + 6)].join('\n');
    const after = followingParagraphs(lines, end, model.tables[i + 1]?.line ?? lines.length);
    return {
      doc,
      index: i + 1,
      line: t.line,
      ...(t.section ? { section: t.section } : {}),
      ...(t.outerSections ? { outerSections: t.outerSections } : {}),
      number,
      numberFrom: byCaption ? 'caption' : 'order',
      ...(t.caption ? { caption: t.caption } : {}),
      ...(t.leadIn ? { leadIn: t.leadIn } : {}),
      ...(t.leadIns ? { leadIns: t.leadIns } : {}),
      ...(t.sectionOpening ? { sectionOpening: t.sectionOpening } : {}),
      ...(t.note ? { note: t.note } : {}),
      ...(units[i] ? { unitNote: units[i] } : {}),
      ...(t.rowHeader ? { rowHeader: true } : {}),
      header: t.header,
      body: t.body,
      context,
      ...(after ? { after } : {}),
    };
  });
}

/** The non-empty lines after a table, up to a heading, the next table's first line or four paragraphs. */
function followingParagraphs(lines: readonly string[], from: number, next: number): string {
  const out: string[] = [];
  for (let k = from; k < Math.min(next, lines.length) && out.length < 4; k++) {
    const line = (lines[k] ?? '').trim();
    if (/^#{1,6}\s/.test(line)) break;
    if (line) out.push(line);
  }
  return out.join('\n');
}

/**
 * A grid with one filled cell per row and no number cell is layout, not a table: READMEs centre a figure and
 * its caption in a one-column pipe or HTML table (`| ![…](fig.png) |` / `|:--:|` / `| *Figure 1: …* |`). It has
 * no value column to draft and would take a table number; its cells are read as paragraphs instead.
 */
export function isLayoutGrid(rows: readonly (readonly string[])[]): boolean {
  return rows.every((r) => r.filter((c) => c.trim()).length <= 1) && !rows.some((r) => r.some((c) => /^\s*[-+±]?\d[\d.,]*\s*%?\s*$/.test(c)));
}
