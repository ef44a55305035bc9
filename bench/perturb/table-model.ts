/**
 * The table model of the perturbation bench (bench/extract-perturb.ts): a table as a grid of slots, where the
 * slots of one printed cell share its id (a `colspan`/`rowspan` covers several slots), the first `headerRows`
 * rows being the header. Built from a Markdown pipe table (marked's lexer token) or an HTML `<table>` (parse5),
 * rendered back to either. Pure: no IO.
 */
import { parseInline } from 'marked';
import type { Tokens } from 'marked';
import type { DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];

export interface Slot {
  /** Slots of one printed cell share its id. */
  readonly id: number;
  /** The cell's content as printed: inline Markdown in a pipe table, inner HTML in an HTML table. */
  readonly text: string;
  /** A `<th>` (always true in header rows). */
  readonly th: boolean;
}

export interface Table {
  readonly format: 'md' | 'html';
  readonly headerRows: number;
  readonly grid: readonly (readonly Slot[])[];
}

let nextId = 1;
/** A new slot (a cell of its own). */
export const slot = (text: string, th = false): Slot => ({ id: nextId++, text, th });

/** A pipe table from marked's lexer token: one header row, one slot per cell. */
export function fromMarkdown(token: Tokens.Table): Table {
  const row = (cells: readonly Tokens.TableCell[], th: boolean) => cells.map((c) => slot(c.text, th));
  return { format: 'md', headerRows: 1, grid: [row(token.header, true), ...token.rows.map((r) => row(r, false))] };
}

const attr = (el: Element, name: string): number => {
  const v = Number(el.attrs.find((a) => a.name === name)?.value ?? '1');
  return Number.isInteger(v) && v >= 1 && v <= 100 ? v : 1;
};
const children = (el: Element, tags: readonly string[]): Element[] => el.childNodes.filter((n): n is Element => 'tagName' in n && tags.includes(n.tagName));

/** An HTML `<table>` element (parsed with source locations) of `source`: spans expanded into shared slots. */
export function fromHtml(table: Element, source: string): Table | undefined {
  const rows: { tr: Element; head: boolean; group: number }[] = [];
  let group = 0;
  for (const part of children(table, ['thead', 'tbody', 'tfoot', 'tr'])) {
    group++;
    if (part.tagName === 'tr') rows.push({ tr: part, head: false, group: 0 });
    else for (const tr of children(part, ['tr'])) rows.push({ tr, head: part.tagName === 'thead', group });
  }
  if (rows.length < 2) return undefined;
  const grid: Slot[][] = rows.map(() => []);
  rows.forEach(({ tr, group: g }, r) => {
    let c = 0;
    for (const cell of children(tr, ['td', 'th'])) {
      const loc = cell.sourceCodeLocation;
      if (!loc) return;
      const from = loc.startTag?.endOffset ?? loc.startOffset;
      const to = loc.endTag?.startOffset ?? loc.endOffset;
      const s = slot(source.slice(from, to).replace(/\s*\n\s*/g, ' ').trim(), cell.tagName === 'th');
      while (grid[r]?.[c]) c++;
      const rs = attr(cell, 'rowspan');
      const cs = attr(cell, 'colspan');
      for (let i = 0; i < rs && r + i < rows.length && (rows[r + i]?.group ?? 0) === g; i++) for (let j = 0; j < cs; j++) (grid[r + i] as Slot[])[c + j] = s;
      c += cs;
    }
  });
  const width = Math.max(...grid.map((r) => r.length));
  const full = grid.map((r) => Array.from({ length: width }, (_, c) => r[c] ?? slot('', false)));
  const thead = rows.filter((r) => r.head).length;
  let allTh = 0;
  while (allTh < full.length - 1 && (full[allTh] as Slot[]).every((s) => s.th)) allTh++;
  return { format: 'html', headerRows: Math.max(1, thead, allTh), grid: full };
}

/** Whether every printed cell is one slot (no spans): a Markdown pipe table can print it. */
export const spanFree = (t: Table): boolean => new Set(t.grid.flat().map((s) => s.id)).size === t.grid.flat().length;

const escapePipes = (s: string): string => s.replace(/(?<!\\)\|/g, '\\|');

/** The table as a Markdown pipe table (undefined when it has spans or several header rows). */
export function toMarkdown(t: Table): string | undefined {
  if (t.headerRows !== 1 || !spanFree(t)) return undefined;
  const line = (r: readonly Slot[]) => `| ${r.map((s) => escapePipes(s.text.replace(/\s*\n\s*/g, ' '))).join(' | ')} |`;
  const [head, ...body] = t.grid;
  if (!head) return undefined;
  return [line(head), `|${head.map(() => ' --- ').join('|')}|`, ...body.map(line)].join('\n');
}

/** The table as an HTML `<table>`: each printed cell once, with its `rowspan`/`colspan` (undefined when a cell's slots are no rectangle). */
export function toHtml(t: Table): string | undefined {
  const seen = new Set<number>();
  const lines: string[] = ['<table>', '<thead>'];
  for (let r = 0; r < t.grid.length; r++) {
    if (r === t.headerRows) lines.push('</thead>', '<tbody>');
    const row = t.grid[r] as readonly Slot[];
    const cells: string[] = [];
    for (let c = 0; c < row.length; c++) {
      const s = row[c] as Slot;
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      const span = extent(t, r, c);
      if (!span) return undefined;
      const tag = r < t.headerRows || s.th ? 'th' : 'td';
      const attrs = `${span.rows > 1 ? ` rowspan="${span.rows}"` : ''}${span.cols > 1 ? ` colspan="${span.cols}"` : ''}`;
      cells.push(`<${tag}${attrs}>${s.text}</${tag}>`);
    }
    lines.push(`<tr>${cells.join('')}</tr>`);
  }
  lines.push(t.grid.length > t.headerRows ? '</tbody>' : '</thead>', '</table>');
  return lines.join('\n');
}

/** The rectangle a cell's slots cover from its top-left slot (undefined when they are no rectangle). */
function extent(t: Table, r: number, c: number): { rows: number; cols: number } | undefined {
  const id = t.grid[r]?.[c]?.id;
  let cols = 1;
  while (t.grid[r]?.[c + cols]?.id === id) cols++;
  let rows = 1;
  while (t.grid[r + rows]?.[c]?.id === id) rows++;
  let count = 0;
  for (const row of t.grid) for (const s of row) if (s.id === id) count++;
  if (count !== rows * cols) return undefined;
  // a span may not cross the header/body line
  if (r < t.headerRows && r + rows > t.headerRows) return undefined;
  return { rows, cols };
}

/** The table in the other format: each cell's content converted (inline Markdown ↔ inner HTML), once per printed cell. */
export function inFormat(t: Table, format: Table['format']): Table {
  if (t.format === format) return t;
  const fresh = new Map<number, Slot>();
  const convert = (s: Slot): Slot => {
    if (!fresh.has(s.id)) fresh.set(s.id, { ...s, text: format === 'html' ? parseInline(s.text, { async: false }).trim() : htmlCellToMarkdown(s.text) });
    return fresh.get(s.id) as Slot;
  };
  return { ...t, format, grid: t.grid.map((row) => row.map(convert)) };
}

/** An HTML cell's content as inline Markdown: bold, links and line breaks kept, other tags as written. */
export function htmlCellToMarkdown(html: string): string {
  return html
    .replace(/<(b|strong)>([\s\S]*?)<\/\1>/gi, '**$2**')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '[$2]($1)')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A cell's printed text without markup (links to their text, tags and emphasis dropped). */
export function plain(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/[*_`]/g, '')
    .trim();
}

/** A printed result value: a number, maybe signed, with a %, a spread or a trailing mark. */
export const NUMERIC = /^[~≈]?[-−+]?\d+(?:[.,]\d+)?\s*%?\s*(?:(?:±|\+-|\+\/-)\s*\d+(?:\.\d+)?)?\s*[*†‡§]*$/;
export const isNumeric = (text: string): boolean => NUMERIC.test(plain(text));
