/**
 * The page layouts of the PDF perturbation bench (bench/extract-pdf-perturb.ts): one keyed table of the corpus as an
 * HTML page set like a paper's (booktabs rules, two columns, caption above or below, a spanning dataset row, small
 * print, bold best, a table beside running text), which Chromium prints to PDF; and the same table as a Markdown
 * page, the baseline the PDF is compared with. Pure: strings in, strings out.
 */
import type { Context } from '../perturb/perturbations.js';
import { PERTURBATIONS, roles } from '../perturb/perturbations.js';
import type { Slot, Table } from '../perturb/table-model.js';
import { inFormat, plain, slot, toHtml, toMarkdown } from '../perturb/table-model.js';

export interface PageInput {
  readonly table: Table;
  /** The key's number of the table: the caption says "Table <number>". */
  readonly number: number;
  /** The caption after "Table N:" (plain text). */
  readonly caption: string;
  /** Running text of the document before and after the table (plain text paragraphs). */
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** The one dataset every key cell of the table names, if one does. */
  readonly dataset?: string;
  readonly ctx: Context;
}

export interface Layout {
  readonly name: string;
  readonly what: string;
  /** The HTML page; undefined when the layout cannot apply (counted as skipped). */
  readonly page: (p: PageInput) => string | undefined;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphs = (ps: readonly string[]): string => ps.map((p) => `<p>${esc(p)}</p>`).join('\n');
const caption = (p: PageInput): string => `<p class="caption">Table ${p.number}: ${esc(p.caption)}</p>`;

const BASE_CSS = `@page { size: letter; margin: 0.8in 0.75in; }
body { font-family: "Times New Roman", "Liberation Serif", "DejaVu Serif", serif; font-stretch: condensed; font-size: 10pt; line-height: 1.25; text-align: justify; }
p { margin: 0 0 0.5em 0; }
.caption { display: table; text-align: justify; margin: 0.4em auto; } /* as LaTeX: a one-line caption centred, a longer one across the width */
table { border-collapse: collapse; margin: 0.3em auto 0.6em auto; text-align: center; break-inside: avoid; } /* a float: never split across columns */
.caption { break-after: avoid; }
td, th { padding: 1px 6px; font-weight: normal; white-space: nowrap; }
td:first-child, th:first-child { text-align: left; }`;

function htmlPage(body: string, css = ''): string {
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><style>\n${BASE_CSS}\n${css}\n</style></head><body>\n${body}\n</body></html>\n`;
}

/** The text width of a letter page with the margins above, and of one of two columns, in points. */
export const TEXT_WIDTH = 504;
export const COLUMN_WIDTH = (TEXT_WIDTH - 21.6) / 2;
const PAD = 9; // a cell's left and right padding (6 px each), in points

/**
 * The font size (pt, at most `base`) at which the table fits `width` points, as a paper shrinks a wide tabular to the
 * text width (cells never wrap; a character taken as 0.6 em, the digits of DejaVu Serif Condensed, wider than Times); undefined below `min`.
 */
export function fitFont(t: Table, width: number, base: number, min = 5): number | undefined {
  const cols = t.grid[0]?.length ?? 0;
  let chars = 0;
  for (let c = 0; c < cols; c++) {
    let most = 1;
    for (const row of t.grid) {
      const s = row[c];
      if (!s || row[c - 1]?.id === s.id || row[c + 1]?.id === s.id) continue; // a spanning cell: no one column's width
      most = Math.max(most, plain(s.text).length);
    }
    chars += most;
  }
  const size = Math.min(base, Math.floor((2 * (width - PAD * cols)) / (0.6 * chars)) / 2);
  return size >= min ? size : undefined;
}

/** The table as HTML (cells converted from Markdown where the table was a pipe table); undefined when its spans are no rectangles. */
export const tableHtml = (t: Table): string | undefined => toHtml(inFormat(t, 'html'));

/** The page in the paper's order: text before, the table with its caption (above or below), text after. */
function simple(p: PageInput, t: Table, where: 'above' | 'below', css = '', base = 10): string | undefined {
  const table = tableHtml(t);
  const size = fitFont(t, TEXT_WIDTH, base);
  if (!table || !size) return undefined;
  css = `${css}\ntable { font-size: ${size}pt; }`;
  const block = where === 'above' ? `${caption(p)}\n${table}` : `${table}\n${caption(p)}`;
  return htmlPage(`${paragraphs(p.before)}\n${block}\n${paragraphs(p.after)}`, css);
}

const BOOKTABS = `table { border-top: 1.5px solid black; border-bottom: 1.5px solid black; }
thead tr:last-child th, thead tr:last-child td { border-bottom: 0.8px solid black; }`;

/**
 * The table with one header row added above it: a cell spanning the result columns that names the dataset, the label
 * columns' headers spanning both rows (undefined without a dataset, or with no result column).
 */
export function datasetRow(t: Table, dataset: string | undefined, ctx: Context): Table | undefined {
  if (!dataset) return undefined;
  const { numeric } = roles(t, ctx.method);
  const first = Math.min(...numeric);
  const last = Math.max(...numeric);
  const top = t.grid[0];
  if (!numeric.length || !top) return undefined;
  const span = slot(dataset, true);
  const row: Slot[] = top.map((s, c) => (c >= first && c <= last ? span : s));
  return { ...t, headerRows: t.headerRows + 1, grid: [row, ...t.grid] };
}

const boldBest = PERTURBATIONS.find((p) => p.name === 'bold-best')?.apply;

export const LAYOUTS: readonly Layout[] = [
  { name: 'plain', what: 'the control: caption above, no rules, 10 pt, one column', page: (p) => simple(p, p.table, 'above') },
  { name: 'booktabs', what: 'booktabs rules (top, below the header, bottom), caption above', page: (p) => simple(p, p.table, 'above', BOOKTABS) },
  { name: 'caption-below', what: 'the caption below the table (booktabs rules)', page: (p) => simple(p, p.table, 'below', BOOKTABS) },
  {
    name: 'two-column',
    what: 'a two-column page, the table in one column at 8 pt (smaller to fit, down to 6 pt) with text before and after it; a wider one across both columns (table*)',
    page: (p) => {
      const narrow = fitFont(p.table, COLUMN_WIDTH, 8, 6);
      const css = `${BOOKTABS}\nbody { column-count: 2; column-gap: 0.3in; }${narrow ? '' : '\n.caption, table { column-span: all; }'}`;
      return simple(p, p.table, 'above', css, narrow ?? 8);
    },
  },
  {
    name: 'dataset-row',
    what: "a two-row header: a row above naming the dataset across the result columns (from the key's one dataset)",
    page: (p) => {
      const t = datasetRow(p.table, p.dataset, p.ctx);
      return t && simple(p, t, 'above', BOOKTABS);
    },
  },
  { name: 'small-font', what: 'the table at 7 pt (smaller to fit)', page: (p) => simple(p, p.table, 'above', BOOKTABS, 7) },
  {
    name: 'bold-best',
    what: "bold on each column's best value, underline on the second (by the registry's direction)",
    page: (p) => {
      const t = boldBest?.(p.table, p.ctx);
      return t && simple(p, t, 'above', `${BOOKTABS}\nstrong, b { font-weight: bold; }`);
    },
  },
  {
    name: 'beside-text',
    what: 'the table floated left at 9 pt (smaller to fit 55% of the text width, down to 6 pt; wider tables skipped), running text wrapping beside it (a wraptable)',
    page: (p) => {
      const table = tableHtml(p.table);
      const size = fitFont(p.table, 0.55 * TEXT_WIDTH, 9, 6);
      if (!table || !size) return undefined;
      const css = `${BOOKTABS}\n.float { float: left; max-width: 58%; margin: 0 0.2in 0.1in 0; } .float table { margin: 0; font-size: ${size}pt; }`;
      return htmlPage(`<div class="float">${caption(p)}\n${table}</div>\n${paragraphs([...p.before, ...p.after])}`, css);
    },
  },
];

/** The baseline: the same table and text as a Markdown page (a pipe table where it prints as one, else its HTML table). */
export function markdownPage(p: PageInput): string | undefined {
  const table = p.table.format === 'md' ? toMarkdown(p.table) : tableHtml(p.table);
  if (!table) return undefined;
  return `${p.before.join('\n\n')}\n\nTable ${p.number}: ${p.caption}\n\n${table}\n\n${p.after.join('\n\n')}\n`;
}
