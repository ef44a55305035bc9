/**
 * A PDF's word boxes (`pdftotext -bbox-layout`) → the document model the Markdown and HTML readers
 * build (pure): the title (largest print on page 1), numbered section headings ("4.2 Results"),
 * paragraphs joined across lines, columns and pages (hyphenation undone), and tables as header grids
 * with their "Table N" caption, above or below. A table whose caption says it continues, or a grid at
 * the top of the next page with the same columns and no caption of its own, is joined to the last one.
 */
import { joinWrapped } from './line-join.js';
import { captionNumber } from './caption-number.js';
import { DocBuilder } from './doc-builder.js';
import { captionAbove } from './pdf-caption-above.js';
import { FIGURE_LINE, figureCaptionedGrid } from './pdf-figure-tables.js';
import type { DocModel } from './doc-builder.js';
import { CAPTION_LINE, findTables, numberCellsOf } from './pdf-tables.js';
import { tablePanels } from './pdf-table-panels.js';
import type { PdfTable } from './pdf-tables.js';
import { parseBbox, readingLines } from './pdf-words.js';
import type { PLine } from './pdf-words.js';

const NAMED = /^(?:abstract|introduction|related work|background|method(?:s|ology)?|experiments?|results|discussion|conclusions?|references|acknowledge?ments?|appendix|limitations)$/i;
const NUMBERED = /^((?:\d{1,2}|[A-H])(?:\.\d{1,2}){0,3})\.?\s+([A-Z][^.]{1,80})$/;

function headingOf(l: PLine, body: number): { level: number; text: string } | undefined {
  const t = l.text.trim();
  if (t.length > 90 || /[.,;]$/.test(t)) return undefined;
  if (NAMED.test(t.replace(/^\d+\.?\s+/, ''))) return { level: 2, text: t };
  const m = NUMBERED.exec(t);
  if (!m) return undefined;
  const words = (m[2] as string).split(/\s+/);
  if (words.length > 12 || /\d{3,}|[=%]|\bet al\b/.test(m[2] as string)) return undefined;
  // a numbered line in body print must look like a heading: few words, most capitalised or short
  if (l.size < body * 1.02 && words.length > 6) return undefined;
  return { level: 1 + (m[1] as string).split('.').length, text: t };
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 10;

/** Two "Table N" captions with the same number (a caption repeated over the rest of its table on the next page). */
function sameCaptionNumber(a: string, b: string | undefined): boolean {
  const n = captionNumber(CAPTION_LINE.exec(a.trim())?.[1]);
  return b !== undefined && !Number.isNaN(n) && n === captionNumber(CAPTION_LINE.exec(b.trim())?.[1]);
}

/**
 * Whether a table ending before line `end` runs to the foot of its page: at most a few lines (footnotes,
 * a page number) follow it there. Only such a table can go on, without a caption, on the next page.
 */
export function runsToPageEnd(lines: readonly PLine[], end: number): boolean {
  const page = lines[end - 1]?.page;
  let after = 0;
  for (let i = end; i < lines.length && lines[i]?.page === page; i++) after++;
  return after <= 4;
}

/**
 * "Table N" captions no table was read under, with rows of numbers near them (within a few lines, on
 * their page): a table the reader saw and lost. Each becomes a review line of the draft, never a
 * silent drop. A "Table N" whose number a read table carries is a repeat (a continued caption).
 */
export function unreadCaptions(lines: readonly PLine[], used: ReadonlySet<number>, readNumbers: ReadonlySet<number>): string[] {
  const out: string[] = [];
  lines.forEach((l, i) => {
    const m = CAPTION_LINE.exec(l.text.trim());
    if (!m || used.has(i) || readNumbers.has(captionNumber(m[1]))) return;
    // rows of a grid: a label and a number at least (a one-column table is still a table)
    const near = lines.slice(Math.max(0, i - 12), i + 13).filter((o) => o.page === l.page && o.segs.length >= 2 && numberCellsOf(o) >= 1).length;
    if (near < 2) return;
    out.push(`Table ${m[1]} (page ${l.page}, "${l.text.trim().slice(0, 80)}"): a caption with rows of numbers near it, but no table was read there; its lines are kept as text: key it by hand`);
  });
  return out;
}

/** Whether lines i … j − 1 run on as one paragraph: the same page, no gap wider than about a line between two of them. */
const oneParagraph = (lines: readonly PLine[], i: number, j: number): boolean => lines.slice(i, j).every((l, k, all) => k === 0 || (l.page === all[k - 1]?.page && l.y0 - (all[k - 1] as PLine).y1 < l.size * 0.9));

/** Whether the document prints its table captions below the tables: more tables have a "Table N" line only just below than only just above. */
export function captionsBelow(lines: readonly PLine[], tables: readonly PdfTable[]): boolean {
  const at = (i: number, t: PdfTable) => lines[i]?.page === lines[t.start]?.page && CAPTION_LINE.test(lines[i]?.text.trim() ?? '');
  // the caption at i with nothing between it and line j but its own paragraph's lines (no prose paragraph after it)
  const block = (i: number, j: number) => oneParagraph(lines, i, j);
  let above = 0;
  let below = 0;
  for (const t of tables) {
    const a = [1, 2, 3, 4].some((d) => at(t.start - d, t) && block(t.start - d, t.start));
    const b = [0, 1, 2].some((d) => at(t.end + d, t) && block(t.end, t.end + d));
    if (a && !b) above++;
    if (b && !a) below++;
  }
  return below > above;
}

/** `pdftotext -bbox-layout` XHTML → the document model. */
export function readPdf(xhtml: string): DocModel {
  const lines = readingLines(parseBbox(xhtml)).filter((l, i, all) => !(/^\d{1,3}$/.test(l.text.trim()) && (all[i + 1]?.page !== l.page || all[i - 1]?.page !== l.page)));
  // the words the document prints whole: a word cut by a hyphen at a line's end is joined where it is one of them
  const printedWords = new Set(lines.flatMap((l) => l.text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []));
  const body = median(lines.map((l) => l.size));
  const tables = findTables(lines);
  const at = new Map<number, PdfTable>();
  const taken = new Set<number>();
  const captionOf = new Map<PdfTable, string>();
  const captionLines = new Set<number>();
  for (const t of tables) {
    at.set(t.start, t);
    for (let i = t.start; i < t.end; i++) taken.add(i);
  }
  // a grid under a "Figure N" caption: read as Table N when the text calls it so, else kept as text; a review line either way
  const figureReview: string[] = [];
  const tableCaption = new Map<PdfTable, string>();
  const captioned = new Set(lines.map((l) => captionNumber(CAPTION_LINE.exec(l.text.trim())?.[1])).filter((n) => !Number.isNaN(n)));
  let prose: string | undefined;
  // captions: "Table N" just above the header or just below the last row; where the document prints its captions
  // below its tables (most tables with a caption on one side only have it below), below is looked at first, so a
  // caption printed under an unread table is not taken by the table after it
  const belowFirst = captionsBelow(lines, tables);
  for (const t of tables) {
    // below the table, not past a figure's caption printed first ("Figure 4: …" then "Table 1: …" over the next table)
    const below = [0, 1, 2].map((d) => t.end + d);
    const stop = below.findIndex((i) => FIGURE_LINE.test(lines[i]?.text.trim() ?? ''));
    const above = [1, 2, 3, 4].map((d) => t.start - d);
    // (where captions stand above their tables, a caption below this one whose paragraph runs into the next table is that
    // table's: a panel stacked under its own caption never takes it)
    const nextTable = tables.find((x) => x.start >= t.end);
    const ownsNext = (i: number) => !belowFirst && nextTable !== undefined && nextTable.start - i <= 10 && oneParagraph(lines, i, nextTable.start + 1);
    const under = (stop >= 0 ? below.slice(0, stop + 1) : below).filter((i) => !ownsNext(i));
    const cands = belowFirst ? [...under, ...above] : [...above, ...under];
    const free = (i: number, re: RegExp) => lines[i] && !taken.has(i) && lines[i]?.page === lines[t.start]?.page && re.test((lines[i] as PLine).text);
    // a long caption may start further above (its first line several lines up)
    // (where captions stand above their tables, a long one above, its first line further up, before any caption below)
    const tc = belowFirst ? (cands.find((i) => free(i, CAPTION_LINE)) ?? captionAbove(lines, t.start, taken, CAPTION_LINE)) : (above.find((i) => free(i, CAPTION_LINE)) ?? captionAbove(lines, t.start, taken, CAPTION_LINE) ?? under.find((i) => free(i, CAPTION_LINE)));
    // a figure caption only for a grid with a header and labelled rows (not a plot's axes)
    const fc = tc === undefined && t.header.length && t.body.every((r) => /[A-Za-z]/.test(r[0] ?? '')) ? cands.find((i) => free(i, FIGURE_LINE)) : undefined;
    const c = tc ?? fc;
    if (c === undefined) continue;
    let text = (lines[c] as PLine).text;
    const lineSet = [c];
    for (let i = c + 1; i < lines.length && i < c + 6 && !taken.has(i); i++) {
      const p = lines[i - 1] as PLine;
      const l = lines[i] as PLine;
      if (l.page !== p.page || l.y0 - p.y1 > l.size * 0.9 || l.y0 < p.y0 || headingOf(l, body) || CAPTION_LINE.test(l.text)) break;
      text = joinWrapped(text, l.text, printedWords);
      lineSet.push(i);
    }
    if (fc !== undefined) {
      prose ??= lines.filter((l) => !CAPTION_LINE.test(l.text.trim()) && !FIGURE_LINE.test(l.text.trim())).map((l) => l.text).join(' ');
      const f = figureCaptionedGrid(text.trim(), (lines[c] as PLine).page, prose, captioned);
      if (f) figureReview.push(f.review);
      if (!f?.caption) continue;
      tableCaption.set(t, f.caption);
    }
    for (const i of lineSet) taken.add(i);
    captionOf.set(t, text.trim());
    captionLines.add(c);
  }
  const b = new DocBuilder();
  // title: the largest print on page 1 before the abstract
  let i = 0;
  const first = lines.filter((l) => l.page === 1).slice(0, 12);
  const big = Math.max(0, ...first.map((l) => l.size));
  if (big > body * 1.25) {
    const title: string[] = [];
    while (i < lines.length && lines[i]?.page === 1 && (lines[i] as PLine).size < big * 0.9 && i < 5) i++;
    while (i < lines.length && (lines[i] as PLine).size >= big * 0.9) title.push((lines[i++] as PLine).text);
    if (title.length) b.heading(1, title.join(' '));
  }
  let para: string | undefined;
  let prev: PLine | undefined;
  const flush = () => {
    if (para) b.paragraph(para);
    para = undefined;
  };
  // grids stacked under one caption, each with its header (a wide table printed in panels): blocks of that table
  const panels = tablePanels(lines, tables, (t) => captionOf.has(t));
  // a grid at the top of the next page with the same columns and no caption (or a "continued" one) is the rest of the last table
  const merged = new Map<PdfTable, string[][]>();
  let last: PdfTable | undefined;
  for (const t of tables) {
    const cap = captionOf.get(t);
    const cols = t.body[0]?.length ?? 0;
    // a caption printed again with the same number ("Table 3: …" atop both pages) continues it as well
    const again = cap !== undefined && last !== undefined && sameCaptionNumber(cap, captionOf.get(last));
    if (last && (!cap || /\bcontinued\b|\(cont/i.test(cap) || again) && (last.body[0]?.length ?? 0) === cols && lines[t.start]?.page === (lines[last.start]?.page ?? 0) + 1 && (cap || runsToPageEnd(lines, last.end))) {
      (merged.get(last) as string[][]).push(...t.body);
      merged.set(t, []);
      continue;
    }
    merged.set(t, [...t.body]);
    last = t;
  }
  for (; i < lines.length; i++) {
    const l = lines[i] as PLine;
    const t = at.get(i);
    if (t) {
      flush();
      const run = panels.get(t);
      const owner = run?.find((p) => captionOf.has(p));
      const cap = captionOf.get(owner ?? t);
      const rows = merged.get(t) ?? t.body;
      // a panel after the first is a block of the table the first one started
      const panel = run ? run.indexOf(t) > 0 : false;
      if (cap && !panel) b.paragraph(cap);
      // a grid with no "Table N" caption (a figure's labels, a plot's axes) is not a table of the paper: its lines stay text
      if (!cap && rows.length) for (let k = t.start; k < t.end; k++) b.paragraph((lines[k] as PLine).text);
      else if (rows.length) (t.blocks ?? [{ header: t.header, body: rows }]).forEach((g, n) => b.table({ cells: [...g.header, ...g.body], header: [...g.header.map((r) => r.map(() => true)), ...g.body.map((r) => r.map(() => false))] }, g.header.length, tableCaption.get(owner ?? t) ?? cap, n > 0 || panel));
      i = t.end - 1;
      prev = undefined;
      continue;
    }
    if (taken.has(i)) continue;
    const h = headingOf(l, body);
    if (h) {
      flush();
      b.heading(h.level, h.text);
      prev = undefined;
      continue;
    }
    const sameFlow = prev && prev.page === l.page && l.y0 >= prev.y0 && l.y0 - prev.y1 < l.size * 0.9;
    const carried = prev && !sameFlow && !/[.!?:]$/.test(prev.text.trim()) && /^[a-z(]/.test(l.text.trim());
    if (para !== undefined && (sameFlow || carried)) para = joinWrapped(para, l.text.trim(), printedWords);
    else {
      flush();
      para = l.text.trim();
    }
    prev = l;
  }
  flush();
  const readNumbers = new Set([...captionOf.keys()].map((t) => captionNumber(CAPTION_LINE.exec(tableCaption.get(t) ?? captionOf.get(t) ?? '')?.[1])));
  b.unread.push(...figureReview);
  b.unread.push(...unreadCaptions(lines, captionLines, readNumbers));
  return b.build();
}
