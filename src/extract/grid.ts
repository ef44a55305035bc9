/**
 * Finds table grids in a document's text: pipe tables (Markdown and pipe-separated extractions),
 * tab-separated rows, and space-aligned columns (pdftotext -layout). Pure: text → RawTable[].
 */
import { CAPTION_STOP, TABLE_WORD } from './caption-word.js';
import type { RawTable } from './types.js';
import { metricPairs } from './metric-cells.js';

type Kind = 'pipe' | 'tab' | 'space';

const SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
/** "Table 3: …" ("Tab. 2.", "Tableau 2 – …", "Таблица 1:", "表1：…"; caption-word.ts): group 1 the number, 2 the caption. */
const CAPTION = new RegExp(String.raw`^(?:\s*<[^>]+>)*\s*(?:\*\*)?${TABLE_WORD}\s*(\d+)\s*${CAPTION_STOP}(?:\*\*)?\s*(.*)$`, 'i');
/** A number as printed in a cell: 79,606 · 126.8 · 5G · 20% · 50.1 (↓12.11%). */
const NUMERIC = /^(?:<[^>]+>|\*\*|[†*‡§])*\s*[-−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|^(?:<[^>]+>|\*\*|[†*‡§])*\s*[-−]?\d+(?:\.\d+)?/;

export const isNumericCell = (c: string): boolean => NUMERIC.test(c.trim()) && !/^\d+\s*[a-z]{3,}/i.test(c.trim().replace(/<[^>]+>|\*\*/g, '')) || /^\d+(?:\.\d+)?\s*(?:hours?|minutes?|days?|G|GB|MB|%|K|M)$/i.test(c.trim());
const isDash = (c: string): boolean => /^(?:<[^>]+>|\*\*)*\s*[-–—]\s*(?:<[^>]+>|\*\*)*$/.test(c.trim());
/** A value cell: a number, or a metric printed with its number ("acc 91.2%", "BLEU=27.3 / chrF=55.1"; metric-cells.ts). */
const isValueCell = (c: string): boolean => isNumericCell(c) || metricPairs(c) !== undefined;
const numericCount = (cells: readonly string[]): number => cells.slice(1).filter((c) => isValueCell(c) || isDash(c)).length;
const realNumbers = (cells: readonly string[]): number => cells.slice(1).filter((c) => isValueCell(c)).length;

export function splitPipe(line: string): string[] {
  let t = line.trim();
  if (t.startsWith('|')) t = t.slice(1);
  if (t.endsWith('|')) t = t.slice(0, -1);
  return t.split('|').map((c) => c.trim());
}

function rowKind(line: string): Kind | undefined {
  if ((line.match(/\|/g) ?? []).length >= 2) return 'pipe';
  if (line.includes('\t') && line.split('\t').filter((c) => c.trim()).length >= 2) return 'tab';
  return undefined;
}

/** Heading text of a line, when it is one (Markdown "#", or "4.4.1 Results on …"). */
export function headingOf(line: string): string | undefined {
  const t = line.replace(/<span[^>]*><\/span>/g, '').trim();
  const md = /^#{1,6}\s+(.+)$/.exec(t);
  if (md) return (md[1] as string).replace(/<[^>]+>/g, '').trim();
  // unnumbered front and back matter on a line of its own (a PDF's "Abstract")
  if (/^(?:abstract|references|acknowledg(?:e)?ments?)$/i.test(t)) return t;
  if (t.length < 90 && /^\d+(?:\.\d+)*\.?\s+[A-Z][^.!?]*$/.test(t) && !/\d{2,}\s*$/.test(t)) return t;
  return undefined;
}

/** One printed number, with an optional printed delta: `40.1`, `10.2 (↓6.42%)`, `<b>44.8</b>`. */
const NUM_CELL = String.raw`(?:<b>|\*\*)?[-−]?\d+(?:\.\d+)?(?:</b>|\*\*)?(?: ?\(\s*[^\d\s()]{0,4}\s*\d+(?:\.\d+)?\s*%\s*\))?`;
const PACKED = new RegExp(`^${NUM_CELL}(?: ${NUM_CELL})+$`);
const NUM_TOKEN = new RegExp(NUM_CELL, 'g');

/**
 * Space-aligned cells with their start columns (2+ spaces separate cells). A cell that is only
 * numbers separated by single spaces — pdftotext packs narrow columns so: "9.8 (↓10.09%) 40.1
 * (↓10.49%)" — is split into one cell per number, each at its own column.
 */
function spaceCells(line: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g)) {
    const start = m.index ?? 0;
    if (PACKED.test(m[0])) for (const t of m[0].matchAll(NUM_TOKEN)) out.push({ text: t[0], start: start + (t.index ?? 0) });
    else out.push({ text: m[0], start });
  }
  return out;
}

/**
 * A leaf header whose column names pdftotext packed with single spaces ("BLEU-4 METEOR ROUGE-L
 * CIDEr"): when its words after the row-label cell are exactly as many as the value columns, one
 * word per column, in order; else undefined.
 */
function packedHeader(cells: readonly { text: string }[], width: number): string[] | undefined {
  if (cells.length >= width || cells.length < 2) return undefined;
  const words = cells.slice(1).flatMap((c) => c.text.split(' '));
  return words.length === width - 1 ? [cells[0]?.text ?? '', ...words] : undefined;
}

/** Expands cells that hold several numbers separated by single spaces ("102.45 147.17 111.78"). */
function expandRow(cells: string[]): { cells: string[]; realigned: boolean } {
  const split = cells.map((c, i) => (i > 0 && /^(?:[-−]?\d+(?:\.\d+)?\s+){1,}[-−]?\d+(?:\.\d+)?$/.test(c.replace(/<\/?b>/g, '').trim()) ? c.trim().split(/\s+/) : [c]));
  if (!split.some((s) => s.length > 1)) return { cells, realigned: false };
  const flat = split.flat();
  return { cells: [flat[0] as string, ...flat.slice(1).filter((c) => c.trim() !== '')], realigned: true };
}

interface Block {
  kind: Kind;
  start: number;
  header: string[][];
  body: string[][];
  realigned: boolean;
}

function pipeAndTabBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let cur: Block | undefined;
  const close = (): void => {
    if (cur) blocks.push(cur);
    cur = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const kind = rowKind(line);
    if (!kind) {
      close();
      continue;
    }
    if (kind === 'pipe' && SEPARATOR.test(line)) continue;
    const cells = kind === 'pipe' ? splitPipe(line) : line.replace(/\s+$/, '').split('\t').map((c) => c.trim());
    const nextIsSep = kind === 'pipe' && SEPARATOR.test(lines[i + 1] ?? '');
    if (!cur || cur.kind !== kind || (nextIsSep && cur.body.length > 0)) {
      close();
      cur = { kind, start: i, header: [], body: [], realigned: false };
    }
    const { cells: row, realigned } = expandRow(cells);
    cur.realigned ||= realigned;
    if (cur.body.length === 0 && realNumbers(row) < 1 && cur.header.length < 3) cur.header.push(row);
    else cur.body.push(row);
  }
  close();
  return blocks;
}

/** Space-aligned tables: runs of lines with ≥ 3 cells, ≥ 2 of them numbers, plus up to 3 header lines above. */
function spaceBlocks(lines: readonly string[], taken: ReadonlySet<number>): Block[] {
  const blocks: Block[] = [];
  const isData = (i: number): boolean => {
    if (taken.has(i)) return false;
    const cells = spaceCells(lines[i] ?? '');
    return cells.length >= 3 && numericCount(cells.map((c) => c.text)) >= 2 && numericCount(cells.map((c) => c.text)) >= (cells.length - 1) / 2;
  };
  for (let i = 0; i < lines.length; i++) {
    if (!isData(i)) continue;
    let end = i;
    while (end + 1 < lines.length && (isData(end + 1) || (lines[end + 1]?.trim() === '' && isData(end + 2)))) end++;
    const dataIdx = [...Array(end - i + 1).keys()].map((k) => i + k).filter((k) => lines[k]?.trim());
    if (dataIdx.length < 2) {
      i = end;
      continue;
    }
    const rows = dataIdx.map((k) => spaceCells(lines[k] as string));
    const width = Math.max(...rows.map((r) => r.length));
    const full = rows.filter((r) => r.length === width);
    const ext = Array.from({ length: width }, (_, k) => ({
      a: Math.min(...full.map((r) => (r[k] as { start: number }).start)),
      b: Math.max(...full.map((r) => (r[k] as { start: number; text: string }).start + (r[k] as { text: string }).text.length)),
    }));
    const centre = (k: number) => ((ext[k] as { a: number }).a + (ext[k] as { b: number }).b) / 2;
    /** The column a cell belongs to: the one its span overlaps most, else the nearest by centre. */
    const columnOf = (c: { text: string; start: number }): number => {
      const a = c.start;
      const b = c.start + c.text.length;
      let best = -1;
      let bestOverlap = 0;
      ext.forEach((e, k) => {
        const o = Math.min(b, e.b) - Math.max(a, e.a);
        if (o > bestOverlap) [best, bestOverlap] = [k, o];
      });
      if (best >= 0) return best;
      const mid = (a + b) / 2;
      return ext.reduce((bk, _, k) => (Math.abs(centre(k) - mid) < Math.abs(centre(bk) - mid) ? k : bk), 0);
    };
    const place = (cells: { text: string; start: number }[]): string[] => {
      const out = Array<string>(width).fill('');
      for (const c of cells) {
        const k = columnOf(c);
        out[k] = out[k] ? `${out[k]} ${c.text}` : c.text;
      }
      return out;
    };
    /** A group header row: every value column goes to the group cell nearest its centre. */
    const placeGroups = (cells: { text: string; start: number }[]): string[] => {
      const groups = cells.filter((c) => c.start + c.text.length > (ext[0] as { b: number }).b);
      const label = cells.filter((c) => !groups.includes(c)).map((c) => c.text).join(' ');
      return [label, ...Array.from({ length: width - 1 }, (_, j) => {
        const mid = centre(j + 1);
        return groups.reduce<{ text: string; d: number }>((best, g) => {
          const d = Math.abs(g.start + g.text.length / 2 - mid);
          return d < best.d ? { text: g.text, d } : best;
        }, { text: '', d: Infinity }).text;
      })];
    };
    const above: { text: string; start: number }[][] = [];
    for (let h = i - 1; h >= Math.max(0, i - 3); h--) {
      const l = lines[h] ?? '';
      if (!l.trim() || CAPTION.test(l) || taken.has(h)) break;
      const cells = spaceCells(l);
      if (!cells.length || cells.some((c) => c.text.length > 40) || (cells.length < 2 && above.length === 0)) break;
      above.unshift(cells);
    }
    const header = above.map((cells, r) => (r === above.length - 1 ? (packedHeader(cells, width) ?? place(cells)) : placeGroups(cells)));
    blocks.push({ kind: 'space', start: i - header.length, header, body: rows.map(place), realigned: false });
    i = end;
  }
  return blocks;
}

/** Table grids of one document, in order of appearance, numbered by captions where printed. */
export function findTables(doc: string, text: string): RawTable[] {
  const lines = text.split(/\r?\n/);
  const pt = pipeAndTabBlocks(lines).filter((b) => b.body.filter((r) => realNumbers(r) >= 1).length >= 1 && b.body.some((r) => realNumbers(r) >= 2 || (r.length === 2 && realNumbers(r) === 1)));
  const taken = new Set<number>();
  for (const b of pt) for (let k = b.start; k < b.start + b.header.length + b.body.length + 3; k++) taken.add(k);
  const blocks = [...pt, ...spaceBlocks(lines, taken)].sort((a, b) => a.start - b.start);
  const sectionAt = (i: number): string | undefined => {
    for (let k = i; k >= 0; k--) {
      const h = headingOf(lines[k] ?? '');
      if (h) return h;
    }
    return undefined;
  };
  /** A caption above the grid, or below it when it carries the next number (captions of lost tables are skipped). */
  const captionNear = (start: number, end: number, next: number): { n: number; caption: string } | undefined => {
    const at = (k: number) => CAPTION.exec((lines[k] ?? '').replace(/<span[^>]*><\/span>/g, ''));
    for (const k of [1, 2, 3].map((d) => start - d)) {
      const m = at(k);
      if (m) return { n: Number(m[1]), caption: (m[2] as string).replace(/<[^>]+>/g, '').trim() };
    }
    for (const k of [0, 1, 2].map((d) => end + d)) {
      const m = at(k);
      if (m && Number(m[1]) === next) return { n: Number(m[1]), caption: (m[2] as string).replace(/<[^>]+>/g, '').trim() };
    }
    return undefined;
  };
  let lastNumber = 0;
  const used = new Set<number>();
  return blocks.map((b, i) => {
    const end = b.start + b.header.length + b.body.length;
    const cap = captionNear(b.start, end, lastNumber + 1);
    const number = cap && !used.has(cap.n) ? cap.n : lastNumber + 1;
    used.add(number);
    lastNumber = number;
    const from = Math.max(0, b.start - 12);
    const context = [...lines.slice(from, b.start), ...lines.slice(end, end + 6)].join('\n');
    return {
      doc,
      index: i + 1,
      line: b.start,
      ...(sectionAt(b.start) ? { section: sectionAt(b.start) } : {}),
      number,
      numberFrom: cap && cap.n === number ? 'caption' : 'order',
      ...(cap && cap.n === number ? { caption: cap.caption } : {}),
      header: b.header,
      body: b.body,
      context: b.realigned ? `${context}\n[cells realigned]` : context,
    };
  });
}
