/**
 * HTML → document model through a real HTML parser (parse5): headings, paragraphs, tables with
 * rowspan/colspan expanded into a grid (header rows: `<thead>` rows, or leading rows of `<th>`
 * cells), `<caption>`s; scripts, styles, `<pre>` code and navigation dropped; `<meta>` and
 * `<title>` kept as metadata. Pure: a string in, a model out.
 */
import { fillHeaderDown } from './header-fill-down.js';
import { isPlainNumber } from './cells.js';
import { readsAsDataRow } from './header-data-row.js';
import { namesMethodAxis } from './method-axis-words.js';
import { PACKED_NUMBER } from './pdf-packed-number.js';
import { wordsBetweenBlanks } from './header-row-blanks.js';
import { parse, parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { DocBuilder } from './doc-builder.js';
import type { DocModel } from './doc-builder.js';
import { expandSpans } from './grid-expand.js';
import type { SpanCell } from './grid-expand.js';
import { raisedMark } from './value-annotation.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const SKIP = new Set(['script', 'style', 'noscript', 'svg', 'pre', 'nav', 'button', 'select', 'template', 'head', 'iframe', 'form']);
const BLOCK = new Set(['p', 'div', 'section', 'article', 'main', 'header', 'footer', 'li', 'ul', 'ol', 'blockquote', 'figure', 'figcaption', 'dl', 'dt', 'dd', 'body', 'html', 'center', 'details', 'summary', 'aside', 'hr', 'br']);
const isElement = (n: Node): n is Element => 'tagName' in n;
const attr = (e: Element, name: string): string | undefined => e.attrs.find((a) => a.name === name)?.value;

/**
 * Classes of text only a screen reader reads, never printed on the page (VuePress's "(opens new window)" after each
 * link). Content hidden by a `hidden` attribute or `display: none` is kept: tabbed docs pages hide the panels their
 * script shows, tables included.
 */
const SCREEN_READER_ONLY = /(?:^|\s)(?:sr-only|visually-hidden|screen-reader-text|screenreader-only)(?:\s|$)/;
/** A heading's or caption's permalink anchor ("#", "¶" after each Sphinx / MkDocs / Jekyll heading): no text of the page. */
const PERMALINK = /(?:^|\s)(?:headerlink|anchorjs-link|header-anchor|heading-anchor|anchor-link)(?:\s|$)/;

/** Whether an element is text for screen readers only, or a heading's permalink anchor. */
export function hiddenElement(e: Element): boolean {
  const cls = attr(e, 'class') ?? '';
  return SCREEN_READER_ONLY.test(cls) || (e.nodeName === 'a' && PERMALINK.test(cls));
}

/** Text of an element on one line: `<b>`/`<strong>` (and bold styles) kept as `**…**` when asked, `<sub>`/`<sup>` as a separate word. */
export function inlineText(n: Node, bold = false, skip: ReadonlySet<Node> = new Set()): string {
  if (n.nodeName === '#text') return skip.has(n) ? '' : (n as DefaultTreeAdapterMap['textNode']).value;
  if (!isElement(n) && n.nodeName !== '#document-fragment') return '';
  if (isElement(n)) {
    if (SKIP.has(n.tagName) || skip.has(n) || hiddenElement(n)) return '';
    if (n.tagName === 'br') return ' ';
    if (n.tagName === 'img') return attr(n, 'alt') ?? '';
  }
  // a rank mark raised after a value ("1.9<sup>1</sup>") is written as a trailing bracket, not as more digits (value-annotation.ts)
  const inner = ('childNodes' in n ? n.childNodes : []).reduce((acc, c) => acc + (isElement(c) && (c.tagName === 'sub' || c.tagName === 'sup') && !skip.has(c) && !SKIP.has(c.tagName) ? raisedMark(acc, inlineText(c, bold, skip).trim(), c.tagName === 'sub' ? 'sub' : 'sup') : inlineText(c, bold, skip)), '');
  if (!isElement(n)) return inner;
  if (n.tagName === 'sub' || n.tagName === 'sup') return ` ${inner.trim()}`;
  const boldStyle = /font-weight\s*:\s*(?:bold|[6-9]00)/i.test(attr(n, 'style') ?? '');
  if (bold && (n.tagName === 'b' || n.tagName === 'strong' || boldStyle) && inner.trim()) return `**${inner.trim()}**`;
  return inner;
}

// (no space before a closing bracket: left where a hidden element or an icon stood, "2020 <span …>…</span>)")
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').replace(/ ([)\]])/g, '$1').trim();

/**
 * A body cell's subtitle: a `<p>` or `<div>` of words (no digit) after the cell's first words, as a
 * leaderboard prints a model's organisation under its linked name ("video-SALMONN 2+" over "THU &
 * ByteDance"), and whatever the cell prints after it (the paper's
 * link, a citation "(Rajpurkar & Jia et al. '18)"). None of it is part of the name the row is known by.
 */
const ORG_CLASS = /\b(?:institution|affiliation|organi[sz]ation|org|team|author)s?\b/i;

/** After a line break: an inline element marked as the organisation or the paper ("affiliation", "paperlink"), or a bracketed citation "[Wang et al. '25]". */
const MARKED_CLASS = /\b(?:institution|affiliation|organi[sz]ation|org|team|authors?|paper\w*|cit\w*|ref\w*|venue)\b/i;
const CITATION = /^[[(].*(?:et al\.?|\d{2,4}).*[\])]$/;
const INLINE_SUB = new Set(['span', 'small', 'a', 'i', 'em', 'font', 'cite']);

function subtitleOf(td: Element): Set<Node> {
  let before = '';
  let broke = false;
  const out = new Set<Node>();
  const walk = (n: Node): void => {
    if (out.size) {
      out.add(n);
      return;
    }
    if (isElement(n) && n.tagName === 'br') {
      broke = /[A-Za-z]/.test(before);
      return;
    }
    if (broke && isElement(n) && INLINE_SUB.has(n.tagName)) {
      const t = oneLine(inlineText(n));
      if (t && (MARKED_CLASS.test(attr(n, 'class') ?? '') || CITATION.test(t))) {
        out.add(n);
        return;
      }
    }
    if (broke && (isElement(n) || (n.nodeName === '#text' && (n as DefaultTreeAdapterMap['textNode']).value.trim()))) broke = false;
    if (isElement(n) && (n.tagName === 'p' || n.tagName === 'div') && /[A-Za-z]/.test(before)) {
      const t = oneLine(inlineText(n));
      // words with no digit; or a block whose class says it is the organisation ("institution", "affiliation"), digits or not
      if (/[A-Za-z]/.test(t) && (!/\d/.test(t) || ORG_CLASS.test(attr(n, 'class') ?? ''))) out.add(n);
      return;
    }
    if (n.nodeName === '#text') before += (n as DefaultTreeAdapterMap['textNode']).value;
    else if ('childNodes' in n) for (const c of n.childNodes) walk(c);
  };
  for (const c of td.childNodes) walk(c);
  return out;
}

function rowsOf(table: Element): { cells: SpanCell[]; inHead: boolean; group: number }[] {
  const out: { cells: SpanCell[]; inHead: boolean; group: number }[] = [];
  let group = 0;
  const walk = (n: Element, inHead: boolean): void => {
    for (const c of n.childNodes) {
      if (!isElement(c)) continue;
      if (c.tagName === 'table') continue; // a nested table is its own table
      if (c.tagName === 'tr') {
        const cells = c.childNodes.filter(isElement).filter((x) => x.tagName === 'td' || x.tagName === 'th').map((x) => ({
          text: oneLine(inlineText(x, true, x.tagName === 'td' ? subtitleOf(x) : new Set())).replace(/^\*\*\s*\*\*$/, ''),
          header: x.tagName === 'th',
          rowspan: Number(attr(x, 'rowspan') ?? 1) || 1,
          colspan: Number(attr(x, 'colspan') ?? 1) || 1,
        }));
        // an empty row (`<tr></tr>` left in a `<thead>`) prints nothing: no header level, no row
        if (cells.length) out.push({ cells, inHead, group });
      } else {
        if (/^t(?:head|body|foot)$/.test(c.tagName)) group++;
        walk(c, inHead || c.tagName === 'thead');
        if (/^t(?:head|body|foot)$/.test(c.tagName)) group++;
      }
    }
  };
  walk(table, false);
  return out;
}

const isHeaderLike = (r: { cells: SpanCell[] }): boolean => {
  const filled = r.cells.filter((c) => c.text);
  return filled.length > 0 && filled.every((c) => c.header || /^\*\*.*\*\*$/.test(c.text));
};

/**
 * Rows after the `<thead>` that still read as header rows: every filled cell a `<th>` or bold, and
 * not one plain number among them (Sphinx writes the metric row of a two-level header as the first
 * `<tbody>` row, in bold, under a `<thead>` of dataset spans); or, under a `<thead>` cell spanning
 * columns, a first body row with a word in every cell. At least one data row must follow.
 */
function headerContinued(rows: readonly { cells: SpanCell[] }[], from: number): number {
  // a header cell spanning columns ("ogbg-molhiv" over two) promises a lower level: its first body row
  // of words ("Trick | GCN | GIN") is that level, bold or not
  const spanned = rows.slice(0, from).some((r) => r.cells.some((c) => c.colspan > 1 && c.text));
  let n = 0;
  while (from + n < rows.length - 1) {
    const r = rows[from + n];
    if (!r || r.cells.some((c) => isPlainNumber(c.text.replace(/\*\*/g, '')))) break;
    // one cell across the table ("Closed-source Model" in bold over its rows) names a group of rows, not a header level
    if (r.cells.length === 1 && (r.cells[0]?.colspan ?? 1) > 1) break;
    const words = r.cells.filter((c) => c.text && !/^[-–—]$/.test(c.text));
    // (an empty corner before the words: the lower level names only the spanned columns; and an empty cell or two after
    // them, under a column headed once above, "Download" or "Config" beside the metric row: header-row-blanks.ts)
    const cornerless = wordsBetweenBlanks(r.cells.map((c) => c.text), words.length);
    // (a row whose corner names the label axis, "Model", over words in every value cell, "μ-F1 / m-F1": the metric row of a
    // two-level header written in <td> cells under a bold row of datasets)
    const axisRow = namesMethodAxis((r.cells[0]?.text ?? '').replace(/\*\*/g, '').trim()) && words.length >= 2 && r.cells.slice(1).every((c) => !c.text || /[A-Za-z\u0370-\u03ff]/.test(c.text));
    if (!isHeaderLike(r) && !axisRow && !(spanned && n === 0 && words.length >= 2 && (words.length === r.cells.length || cornerless))) break;
    n++;
  }
  return n;
}

/** Header rows of a table: its `<thead>` rows (and bold rows continuing them), else its leading rows of `<th>` (or all-bold) cells, else none. */
function headerCount(rows: readonly { cells: SpanCell[]; inHead: boolean }[]): number {
  // a row that prints a method's values ends the header whatever its tags (a method row in <thead>, every cell <th>)
  const data = (i: number): boolean => i > 0 && readsAsDataRow((rows[i]?.cells ?? []).map((c) => c.text));
  const inHead = rows.filter((r) => r.inHead).length;
  const firstData = rows.findIndex((_, i) => i < inHead && data(i));
  const head = firstData > 0 ? firstData : inHead;
  if (head) return head + (firstData > 0 ? 0 : headerContinued(rows, head));
  let n = 0;
  for (const [i, r] of rows.entries()) {
    if (isHeaderLike(r) && !data(i)) n++;
    else break;
  }
  if (n >= rows.length) return Math.min(1, rows.length);
  // a row of words in <td> cells under <th> cells spanning columns ("PSNR" over "ESRGAN | Ours") continues the header, when numbers follow
  // (numbers packed in a cell, "77.8 / 69.5" under "μ-F1 / m-F1", are numbers too)
  if (n) return n + (rows.slice(n + 1).some((r) => r.cells.some((c) => isPlainNumber(c.text.replace(/\*\*/g, '')) || PACKED_NUMBER.test(c.text.replace(/\*\*/g, '').trim()))) ? headerContinued(rows, n) : 0);
  // no <th>, no <thead>: the leading rows with no number in any cell ("Dataset | Model | R@1 …"), when numbers follow
  let words = 0;
  while (words < Math.min(3, rows.length - 1) && !(rows[words]?.cells ?? []).some((c) => isPlainNumber(c.text))) words++;
  return words < rows.length && rows.slice(words).some((r) => r.cells.some((c) => isPlainNumber(c.text))) ? words : 0;
}

/**
 * A number spanning columns in a data row ("0.8218 ± 0.0022" under both GCN and GIN) is one printed
 * value, not one per column: it is kept in its first column and the others are blank (not printed).
 */
function spannedValueOnce(c: SpanCell): SpanCell[] {
  if (c.colspan < 2 || c.header || !isPlainNumber(c.text)) return [c];
  return [{ ...c, colspan: 1 }, ...Array.from({ length: c.colspan - 1 }, () => ({ ...c, text: '', colspan: 1 }))];
}

/** One `<table>` into the builder. */
export function addTable(b: DocBuilder, table: Element): void {
  const rows = rowsOf(table);
  if (!rows.length) return;
  const caption = table.childNodes.filter(isElement).find((c) => c.tagName === 'caption');
  const n = headerCount(rows);
  const grid = expandSpans(rows.map((r, i) => (i < n ? r : { ...r, cells: r.cells.flatMap(spannedValueOnce) })));
  // header cells lose their bold markers: they name columns
  const cells = fillHeaderDown(grid.cells, n).map((r, i) => (i < n ? r.map((c) => c.replace(/\*\*/g, '')) : r));
  b.table({ cells, header: grid.header }, n, caption ? oneLine(inlineText(caption)) : undefined);
}

/** Walks block content into the builder. */
export function addBlocks(b: DocBuilder, n: Node): void {
  let para = '';
  const flush = (): void => {
    if (para.trim()) b.paragraph(para);
    para = '';
  };
  for (const c of 'childNodes' in n ? n.childNodes : []) {
    if (!isElement(c)) {
      if (c.nodeName === '#text') para += (c as DefaultTreeAdapterMap['textNode']).value;
      continue;
    }
    const tag = c.tagName;
    if (tag === 'title') b.meta['html-title'] ??= oneLine(inlineText(c));
    if (tag === 'meta') {
      const name = attr(c, 'name') ?? attr(c, 'property');
      const content = attr(c, 'content');
      if (name && content) b.meta[name] = content;
      continue;
    }
    if (SKIP.has(tag) || hiddenElement(c)) {
      flush();
      continue;
    }
    if (/^h[1-6]$/.test(tag)) {
      flush();
      b.heading(Number(tag[1]), oneLine(inlineText(c)));
    } else if (tag === 'table') {
      flush();
      addTable(b, c);
    } else if (BLOCK.has(tag)) {
      flush();
      addBlocks(b, c);
    } else if (c.childNodes.some((x) => isElement(x) && (x.tagName === 'table' || BLOCK.has(x.tagName) || /^h[1-6]$/.test(x.tagName)))) {
      flush();
      addBlocks(b, c);
    } else para += inlineText(c);
  }
  flush();
}

export function readHtml(html: string): DocModel {
  const b = new DocBuilder();
  const doc = parse(html);
  const head = (doc.childNodes.find((x) => isElement(x) && x.tagName === 'html') as Element | undefined)?.childNodes.find((x) => isElement(x) && x.tagName === 'head') as Element | undefined;
  if (head) for (const c of head.childNodes.filter(isElement)) {
    if (c.tagName === 'title') b.meta['html-title'] = oneLine(inlineText(c));
    const name = attr(c, 'name') ?? attr(c, 'property');
    const content = attr(c, 'content');
    if (c.tagName === 'meta' && name && content) b.meta[name] = content;
  }
  addBlocks(b, doc);
  return b.build();
}

/** An HTML fragment (a block inside Markdown) into an existing builder. */
export function addHtmlFragment(b: DocBuilder, html: string): void {
  addBlocks(b, parseFragment(html));
}
