/**
 * Markdown → document model through a real Markdown parser (`marked`'s lexer): headings, paragraphs
 * (one line each, however the source wraps them), pipe tables, HTML blocks (their `<table>`s read by
 * the HTML reader, spans expanded), lists as paragraphs; fenced and indented code never becomes a
 * sentence, nor a table unless it is an indented block holding a pipe table and nothing else; YAML front
 * matter is metadata. Pure.
 */
import { widePipeRows } from './md-wide-rows.js';
import { pipeHeaderRows } from './md-header-rows.js';
import { Lexer } from 'marked';
import type { Token, Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { DocBuilder } from './doc-builder.js';
import type { DocModel } from './doc-builder.js';
import { expandSpans } from './grid-expand.js';
import { addHtmlFragment } from './read-html.js';
import { raisedMark } from './value-annotation.js';
import { splitStackedRows } from './md-stacked-rows.js';
import { spacerBlocks } from './md-spacer-columns.js';
import { decodeEntities } from './html.js';

/**
 * A footnote mark raised after a linked name (`[Deterministic](deterministic.py)<sup>10</sup>`, `[He et al.
 * (2015)](…)<sup>1</sup>`): a note on the name, not part of it (a `<sup>` elsewhere, `R<sup>2</sup>`, stays a word).
 */
const FOOTNOTE_ON_LINK = /(\]\((?:[^()]|\([^)]*\))*\))\s*<sup>\s*(?:\d{1,2}|[*†‡§¶]+|[a-z])\s*<\/sup>/gi;

/** A badge image (shields.io and the like), linked or not: "[![CVPR](https://img.shields.io/badge/…)](…)". */
const BADGE = /\[?!\[[^\]]*\]\((?:https?:\/\/(?:img\.shields\.io|badgen\.net|badge\.fury\.io)\/[^)]*|[^)\s]*\/badges?\/[^)\s]*)\)(?:\]\((?:[^()]|\([^)]*\))*\))?/gi;

/**
 * Inline Markdown as one line of text: links and images to their text, inline HTML tags dropped (bold kept as `**`);
 * badges beside other text dropped ("**Pre-BiT++** [![CVPR](…badge…)](…)" is "Pre-BiT++", not "Pre-BiT++ CVPR").
 */
export function mdInline(s: string): string {
  const unbadged = s.replace(BADGE, ' ');
  return (/[\p{L}\p{N}]/u.test(unbadged.replace(/<[^>]+>|\[[^\]]*\]\([^)]*\)/g, ' ')) ? unbadged : s)
    .replace(FOOTNOTE_ON_LINK, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    // a link whose text is bracketed ("[[code]](…)", a README's anchor word): the bracketed text
    .replace(/\[\[([^[\]]+)\]\]\((?:[^()]|\([^)]*\))*\)/g, '[$1]')
    // (a link text may hold a bracketed part: "[SAMD[EAGLE2]](…)" is "SAMD[EAGLE2]")
    .replace(/\[((?:[^[\]]|\[[^[\]]*\])+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?(?:b|strong)\b[^>]*>/gi, '**')
    // (a subscript index right after a letter, "F<sub>1</sub>", "L<sub>2</sub>", is part of the name: "F1")
    .replace(/<(sub|sup)\b[^>]*>([^<]*)<\/\1\s*>/gi, (_, tag: string, mark: string, at: number, all: string) => {
      const sub = /^sub$/i.test(tag);
      return sub && /\p{L}$/u.test(all.slice(0, at)) && /^[\p{L}\d]{1,3}$/u.test(mark.trim()) ? mark.trim() : raisedMark(all.slice(0, at), mark, sub ? 'sub' : 'sup');
    })
    .replace(/<(?:sub|sup)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    // every character reference ("0.835&plusmn;0.001", "&#177;", "&ge;"), as an HTML page's are
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (m) => decodeEntities(m))
    // emphasis with underscores around words ("_(TRANSLATE-TEST)_", "_italic text_"), not the underscores of a name (snake_case)
    .replace(/(^|[\s(])_(?=\S)([^_]*?\S)_(?=$|[\s).,;:!?])/g, '$1$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const opens = (s: string): number => (s.match(/<table\b/gi) ?? []).length - (s.match(/<\/table\s*>/gi) ?? []).length;

function frontMatter(src: string): { body: string; meta: Record<string, string> } {
  const m = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)\r?\n/.exec(src);
  if (!m) return { body: src, meta: {} };
  const meta: Record<string, string> = {};
  try {
    const y = parseYaml(m[1] as string) as unknown;
    if (y && typeof y === 'object') for (const [k, v] of Object.entries(y)) if (typeof v === 'string' || typeof v === 'number') meta[k] = String(v);
  } catch {
    // front matter that is not YAML is still not prose
  }
  // keep the line count: the front matter's lines become blank
  return { body: m[0].replace(/[^\n]/g, '') + src.slice(m[0].length), meta };
}

/** A GFM pipe table: body rows wider than the header re-read from the source, `<br>`-stacked rows split, spans expanded. */
function addPipeTable(b: DocBuilder, tt: Tokens.Table): void {
  // body rows wider than the header (a sub-header row of metrics under dataset groups): read again from the source lines
  const wide = widePipeRows(tt.raw);
  // (a row stacking several with <br>, "Teacher <br> Student | 75.61 <br> 73.26", is read as those rows: md-stacked-rows.ts)
  // (empty spacer columns between blocks dropped, a group name centred over its block spanning it: md-spacer-columns.ts)
  const printed = spacerBlocks(splitStackedRows(wide ?? [tt.header, ...tt.rows].map((r) => r.map((c) => c.text))));
  const rows = printed.map((r) => r.map((c) => ({ text: mdInline(c), header: false, rowspan: 1, colspan: 1 })));
  const grid = expandSpans(rows);
  // a group row with blank spans over a first body row of sub-headers: a header of two rows
  const n = pipeHeaderRows(grid.cells);
  b.table({ cells: grid.cells.map((r, k) => (k < n ? r.map((c) => c.replace(/\*\*/g, '')) : r)), header: grid.header }, n);
}

/**
 * An indented code block that holds a whole pipe table and nothing else (a README's results table indented by
 * mistake, shown as code on GitHub): that table, with a review line saying where it was read. Fenced code and
 * indented code holding anything else (a command, a log, a diagram with `|`) stay code.
 */
function indentedPipeTable(t: Tokens.Code): Tokens.Table | undefined {
  if (t.codeBlockStyle !== 'indented') return undefined;
  // (indented deeper than code needs: the common indentation removed first)
  const lines = t.text.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0));
  const inner = new Lexer({ gfm: true }).lex(lines.map((l) => l.slice(indent)).join('\n')).filter((x) => x.type !== 'space');
  return inner.length === 1 && inner[0]?.type === 'table' ? (inner[0] as Tokens.Table) : undefined;
}

function addTokens(b: DocBuilder, tokens: readonly Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    switch (t.type) {
      case 'heading':
        b.heading((t as Tokens.Heading).depth, mdInline((t as Tokens.Heading).text).replace(/\*\*/g, ''));
        break;
      case 'paragraph':
      case 'text':
        b.paragraph(mdInline((t as Tokens.Paragraph).text));
        break;
      case 'table':
        addPipeTable(b, t as Tokens.Table);
        break;
      case 'html': {
        let raw = (t as Tokens.HTML).raw;
        // a <table> broken by blank lines arrives as several tokens: join them until it closes
        while (opens(raw) > 0 && i + 1 < tokens.length) raw += (tokens[++i] as Token).raw;
        addHtmlFragment(b, raw);
        break;
      }
      case 'list':
        for (const item of (t as Tokens.List).items) addTokens(b, item.tokens);
        break;
      case 'blockquote':
        addTokens(b, (t as Tokens.Blockquote).tokens);
        break;
      case 'code': {
        const table = indentedPipeTable(t as Tokens.Code);
        if (!table) break;
        addPipeTable(b, table);
        b.unread.push(`an indented code block holding a pipe table ("${table.header.map((c) => c.text).join(' | ').slice(0, 60)}") was read as a table: check that the document means it as one`);
        break;
      }
      default:
        // hr, space, def: not prose, not tables
        break;
    }
  }
}

export function readMarkdown(src: string): DocModel {
  const { body, meta } = frontMatter(src.replace(/\r\n/g, '\n'));
  const b = new DocBuilder();
  Object.assign(b.meta, meta);
  addTokens(b, new Lexer({ gfm: true }).lex(body));
  return b.build();
}
