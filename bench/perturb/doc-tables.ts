/**
 * The tables of a Markdown or HTML document, each with where it is printed (character offsets), for the
 * perturbation bench: pipe tables through marked's lexer, HTML `<table>`s (outermost only) through parse5 with
 * source locations, in document order; and a document with some of them printed anew. Pure.
 */
import { Lexer } from 'marked';
import type { Token, Tokens } from 'marked';
import { parse, parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { Table } from './table-model.js';
import { fromHtml, fromMarkdown, plain, toHtml, toMarkdown } from './table-model.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface DocTable {
  readonly start: number;
  readonly end: number;
  readonly table: Table;
}

/** Walks marked's tokens (lists and blockquotes too), calling `on` with each token and where its raw text is in `text`. */
function walk(tokens: readonly Token[], text: string, from: { at: number }, on: (t: Token, start: number) => void): void {
  for (const t of tokens) {
    const at = text.indexOf(t.raw, from.at);
    if (at >= 0) on(t, at);
    if (t.type === 'list') for (const item of (t as Tokens.List).items) walk(item.tokens, text, { at: at >= 0 ? at : from.at }, on);
    else if (t.type === 'blockquote') walk((t as Tokens.Blockquote).tokens, text, { at: at >= 0 ? at : from.at }, on);
    if (at >= 0 && t.type !== 'list' && t.type !== 'blockquote') from.at = at + t.raw.length;
  }
}

function htmlTables(root: Node, text: string, out: DocTable[], skip: (offset: number) => boolean): void {
  if ('tagName' in root && root.tagName === 'table') {
    const loc = root.sourceCodeLocation;
    const table = loc && !skip(loc.startOffset) ? fromHtml(root as Element, text) : undefined;
    if (loc && table) out.push({ start: loc.startOffset, end: loc.endOffset, table });
    return; // a table inside a table stays as printed
  }
  const kids = 'childNodes' in root ? root.childNodes : [];
  for (const k of kids) htmlTables(k, text, out, skip);
  if ('content' in root && root.content) htmlTables(root.content as Node, text, out, skip);
}

/** The tables of a document (`html`: an HTML page; else Markdown, whose HTML blocks may hold tables), in order. */
export function docTables(text: string, html: boolean): DocTable[] {
  const out: DocTable[] = [];
  if (html) {
    htmlTables(parse(text, { sourceCodeLocationInfo: true }), text, out, () => false);
  } else {
    const code: [number, number][] = [];
    walk(new Lexer({ gfm: true }).lex(text), text, { at: 0 }, (t, start) => {
      if (t.type === 'table') {
        const raw = t.raw.replace(/\s+$/, '');
        out.push({ start, end: start + raw.length, table: fromMarkdown(t as Tokens.Table) });
      } else if (t.type === 'code') code.push([start, start + t.raw.length]);
    });
    htmlTables(parseFragment(text, { sourceCodeLocationInfo: true }), text, out, (o) => code.some(([a, b]) => o >= a && o < b) || out.some((m) => o >= m.start && o < m.end));
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The document with tables replaced (by index into `tables`); undefined when a replacement cannot be printed in the document's format. */
export function splice(text: string, tables: readonly DocTable[], replaced: ReadonlyMap<number, Table>, html: boolean): string | undefined {
  let out = '';
  let at = 0;
  for (const [i, d] of tables.entries()) {
    const t = replaced.get(i);
    if (!t) continue;
    const printed = t.format === 'html' ? toHtml(t) : html ? undefined : toMarkdown(t);
    if (printed === undefined) return undefined;
    // a table that changes format stands in its own block
    const pad = t.format !== d.table.format ? '\n\n' : '';
    out += text.slice(at, d.start) + pad + printed + pad;
    at = d.end;
  }
  return out + text.slice(at);
}

/** The numbers printed in a table's cells (for finding the document table a key table describes). */
export function tableNumbers(t: Table): Set<number> {
  const out = new Set<number>();
  for (const row of t.grid) for (const s of row) for (const m of plain(s.text).matchAll(/-?\d+(?:\.\d+)?/g)) out.add(Number(m[0]));
  return out;
}
