import { crosses } from './pdf-gutter.js';
import { floatBands } from './pdf-float-text.js';
import type { Word } from './pdf-gutter.js';
import { bindsSetting } from './pdf-setting-cells.js';
import { labelLeftRows } from './pdf-label-rows.js';
import { staggeredSideBySide } from './pdf-side-captions.js';
import { TABLE_WORD } from './caption-word.js';
import { sideBySideLines } from './pdf-side-by-side.js';
import { joinDigitGroups } from './pdf-digit-groups.js';
import { PACKED_NUMBER } from './pdf-packed-number.js';
import { attachMarks } from './pdf-script-marks.js';
import { withoutLineNumbers } from './pdf-line-numbers.js';

/** A table or figure caption starts the line ("Table 8: …", "Tableau 2 –", "表1"; caption-word.ts). */
const CAPTION_START = new RegExp(String.raw`^(?:${TABLE_WORD}|Figure|FIGURE|Fig\.)\s*(?:\d|[IVX]{1,6}\b)`);

/**
 * `pdftotext -bbox-layout` output → pages of printed lines in reading order (pure). Words are grouped
 * into visual lines by their vertical position; a two-column page is read left column then right
 * column between the lines that cross its gutter (a title, a full-width table); each line is cut into
 * cells at the gaps wider than a space, and before a number that follows words ("BM25 31.9").
 */

export type { Word } from './pdf-gutter.js';

/** A run of words printed close together: one table cell, or a piece of a prose line. */
export interface Seg {
  readonly x0: number;
  readonly x1: number;
  readonly text: string;
}

export interface PLine {
  readonly page: number;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  /** Median word height: the font size. */
  readonly size: number;
  readonly words: readonly Word[];
  readonly segs: readonly Seg[];
  readonly text: string;
}

const ENT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string): string => s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENT[e.toLowerCase()] ?? _m)));

/** The pages of the XHTML pdftotext writes: width, height and words with their boxes. */
export function parseBbox(xhtml: string): { width: number; height: number; words: Word[] }[] {
  const pages: { width: number; height: number; words: Word[] }[] = [];
  const re = /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of xhtml.matchAll(re)) {
    if (m[1]) pages.push({ width: Number(m[1]), height: Number(m[2]), words: [] });
    else pages[pages.length - 1]?.words.push({ x0: Number(m[3]), y0: Number(m[4]), x1: Number(m[5]), y1: Number(m[6]), text: unescape(m[7] as string) });
  }
  return pages;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] as number) : 0;
};

/** Words → visual lines: a word joins the line whose vertical middle it shares (superscripts included). */
function visualLines(words: readonly Word[]): Word[][] {
  const sorted = [...words].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
  const lines: { y0: number; y1: number; words: Word[] }[] = [];
  for (const w of sorted) {
    const mid = (w.y0 + w.y1) / 2;
    const l = lines.find((x) => mid > x.y0 && mid < x.y1 && !x.words.some((o) => o.x0 < w.x1 - 0.5 && w.x0 < o.x1 - 0.5));
    if (l) {
      l.words.push(w);
      const h = median(l.words.map((o) => o.y1 - o.y0));
      const m = median(l.words.map((o) => (o.y0 + o.y1) / 2));
      l.y0 = Math.min(l.y0, m - h / 2);
      l.y1 = Math.max(l.y1, m + h / 2);
    } else lines.push({ y0: w.y0, y1: w.y1, words: [w] });
  }
  // (scripts stacked at one x, "F^10_a": the raised one first, as it is typed)
  return attachMarks(lines.map((l) => l.words)).map((l) => l.sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0)).sort((a, b) => Math.min(...a.map((w) => w.y0)) - Math.min(...b.map((w) => w.y0)));
}

/**
 * Words → text: a space between words, none where their boxes touch. pdftotext starts a new word at a
 * change of font inside a printed word ("PixArt-" + "𝛼" in math italics), and only then do boxes touch.
 */
export function joinWords(words: readonly Word[]): string {
  let out = '';
  words.forEach((w, i) => {
    const prev = words[i - 1];
    // (a small overlap too: a small-caps name, "P" then "ASTA" in the smaller capitals, is printed 0.3 pt into its capital)
    const h = prev === undefined ? 0 : Math.min(w.y1 - w.y0, prev.y1 - prev.y0);
    const touch = prev !== undefined && w.x0 - prev.x1 < h * 0.03 && w.x0 - prev.x1 > -h * 0.15;
    out += i === 0 ? w.text : touch ? w.text : ` ${w.text}`;
  });
  return out;
}

/** A number as printed, a leading dot included (`.439`, `-.05`: correlations and fractions in many papers). */
// a packed cell ("36.19/0.979": two or three values, one with decimals) is a number too: a full-width row of them stays whole
const NUM_WORD = new RegExp(String.raw`^[(]?[-+−–]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:\(\d+(?:\.\d+)?\))?[%)]?[*†‡]{0,2}$|${PACKED_NUMBER.source}`);

/** Words a whole number completes as a name: a cut-off ("Top 1", "Rank 5", "Hits 10") or an index ("Task 2", "Layer 12", "Fold 3"). */
const COUNTED_WORD = /^(?:top|rank|hits?|recall|precision|ndcg|pass|level|layer|stage|fold|task|step|round|day|week|epoch|shot|way|split|block|head)$/i;

/** A line's words → cells: a gap wider than ~0.6 em separates cells; a plain number after a word starts a new one. */
export function segmentsOf(words: readonly Word[], size: number): Seg[] {
  const segs: Seg[] = [];
  let cur: Word[] = [];
  const flush = () => {
    if (cur.length) segs.push({ x0: cur[0]?.x0 ?? 0, x1: Math.max(...cur.map((w) => w.x1)), text: joinWords(cur) });
    cur = [];
  };
  // `6, 558, 537`, `1 024`, `63. 2`: one number printed as several words is one cell
  const joined = joinDigitGroups(words, size);
  const numbers = joined.filter((x) => NUM_WORD.test(x.text)).length;
  joined.forEach((w, i) => {
    const prev = cur[cur.length - 1];
    const next = joined[i + 1];
    const gap = prev ? w.x0 - prev.x1 : 0;
    // ("46.65%; 42.57%": two values a cell prints for two cases, a semicolon between them, however wide the justified gap)
    // ("Top 1", "Rank 5", "Task 2", "Layer 12": a word that counts or cuts off, then its whole number a word space after it, is one cell)
    const counted = prev !== undefined && gap < size * 0.5 && COUNTED_WORD.test(prev.text) && /^\d{1,3}$/.test(w.text);
    const paired = prev !== undefined && gap < size * 2 && /;$/.test(prev.text) && NUM_WORD.test(prev.text.slice(0, -1)) && NUM_WORD.test(w.text);
    // ("Reimers and Gurevych (2019)", "pi (Liu et al., 2019)": a citation's year a word space after the names is the label's, no value)
    const citedYear = prev !== undefined && gap < size * 0.6 && !NUM_WORD.test(prev.text) && /[A-Za-z.,]$/.test(prev.text) && /^\(?(?:19|20)\d\d[a-z]?\)?[,;]?$/.test(w.text) && (/^\(|\)[,;]?$/.test(w.text) || /,$/.test(prev.text));
    // ("AiFu 1 | .454 (1)", "Anonymous 2 | .247": a run's number a word space after a capitalised name, then a column's gap
    // and a value, names the run; not a figure's axis labels, "Mean 8 Mean 5")
    const runNumber = prev !== undefined && gap < size * 0.5 && /^[A-Z][A-Za-z]*[a-z][A-Za-z]*$/.test(prev.text) && cur.length <= 2 && /^\d{1,2}$/.test(w.text) && next !== undefined && next.x0 - w.x1 > size && NUM_WORD.test(next.text);
    // ("COIL 20 | HandWritten" over a table's columns: a header's name with its number, the line's only number)
    const namedNumber = prev !== undefined && gap < size * 0.5 && /^(?:[A-Z]{3,}|[A-Z][a-z]+[A-Z][A-Za-z]*)$/.test(prev.text) && /^\d{1,3}$/.test(w.text) && numbers === 1 && (next === undefined || next.x0 - w.x1 > size);
    // ("Lift @ 10", "Hits@ 5": an at sign binds the cut-off after it to the measure's name, one cell)
    const atCutoff = prev !== undefined && gap < size * 0.6 && /@$/.test(prev.text) && /^\d{1,5}$/.test(w.text);
    // ("0.53 +/- 0.02", "0.53 ± 0.02": a value and its spread, one cell)
    // ("∼ 5000", "≈ 3.2": an approximation sign printed apart from its number is part of the value)
    const approx = prev !== undefined && gap < size && /^[∼~≈]$/.test(prev.text) && NUM_WORD.test(w.text);
    const spread = approx || counted || atCutoff || paired || citedYear || runNumber || namedNumber || (prev && gap < size && (/^(?:±|\+\/-|\+-)|^\(±/.test(w.text) || /(?:±|\+\/-|\+-)$/.test(prev.text) || (/^\([-+−–]?\d/.test(w.text) && NUM_WORD.test(prev.text)) || bindsSetting(prev.text, w.text)));
    if (prev && !spread && (gap > size * 0.6 || (NUM_WORD.test(w.text) && gap > size * 0.15))) flush();
    cur.push(w);
  });
  flush();
  return segs;
}

function makeLine(page: number, words: readonly Word[]): PLine {
  const size = median(words.map((w) => w.y1 - w.y0)) || 10;
  const segs = segmentsOf(words, size);
  return { page, x0: Math.min(...words.map((w) => w.x0)), x1: Math.max(...words.map((w) => w.x1)), y0: Math.min(...words.map((w) => w.y0)), y1: Math.max(...words.map((w) => w.y1)), size, words, segs, text: joinWords(words) };
}

/**
 * One side of the gutter may be a column's line of prose: three words or more, unless they are a table row's cells
 * (a gap wider than a word space or two, and a number or a dash among them: "Peters et al. [2018]    –    89.71
 * num layers=2"). A table whose text columns (a citation, a note) leave a blank strip near the middle of a
 * one-column page does not make it a two-column page.
 */
function proseSide(ws: readonly Word[]): boolean {
  if (ws.length < 3) return false;
  const size = median(ws.map((w) => w.y1 - w.y0)) || 10;
  const xs = [...ws].sort((a, b) => a.x0 - b.x0);
  const apart = xs.some((w, i) => i > 0 && w.x0 - (xs[i - 1] as Word).x1 > size * 1.5);
  return !(apart && xs.some((w) => NUM_WORD.test(w.text) || /^[-–—−]$/.test(w.text)));
}

/** The gutter of a two-column page: an x near the middle that most lines leave blank with text on both sides. */
function gutterOf(all: readonly Word[][], width: number): number | undefined {
  // rows of a full-width table are no evidence: the gap between two of its columns is not the gutter
  const lines = all.filter((l) => l.filter((w) => NUM_WORD.test(w.text)).length < 3);
  if (lines.length < 6) return undefined;
  let best: { x: number; score: number } | undefined;
  for (let x = width * 0.35; x <= width * 0.65; x += 2) {
    let blank = 0;
    let left = 0;
    let right = 0;
    for (const l of lines) {
      if (l.some((w) => w.x0 < x + 3 && w.x1 > x - 3)) continue;
      blank++;
      // prose on both sides (a few words each), not a table's short cells
      if (proseSide(l.filter((w) => w.x1 <= x))) left++;
      if (proseSide(l.filter((w) => w.x0 >= x))) right++;
    }
    const score = blank / lines.length;
    if (score >= 0.6 && left >= lines.length * 0.25 && right >= lines.length * 0.25 && (!best || score > best.score + 0.01 || (Math.abs(score - best.score) <= 0.01 && Math.abs(x - width / 2) < Math.abs(best.x - width / 2)))) best = { x, score };
  }
  return best?.x;
}

/** All pages → lines in reading order (two-column bands read left then right). */
export function readingLines(pages: readonly { width: number; height: number; words: Word[] }[]): PLine[] {
  const out: PLine[] = [];
  pages.forEach((p, pi) => {
    // (a review copy's margin line numbers are no words of its lines: pdf-line-numbers.ts)
    const lines = visualLines(withoutLineNumbers(p.words));
    const g = gutterOf(lines, p.width);
    if (g === undefined) {
      // a table beside running text: its band read text first (the paragraph around the float, its lead-in), then the float
      const bands = floatBands(lines);
      for (let i = 0; i < lines.length; i++) {
        const b = bands.find((x) => x.start === i);
        if (!b) {
          out.push(makeLine(pi + 1, lines[i] as Word[]));
          continue;
        }
        const band = lines.slice(b.start, b.end).flat();
        for (const l of [...visualLines(band.filter((w) => w.x0 >= b.x - 2)), ...visualLines(band.filter((w) => w.x0 < b.x - 2))]) out.push(makeLine(pi + 1, l));
        i = b.end - 1;
      }
      return;
    }
    let left: Word[][] = [];
    let right: Word[][] = [];
    const flushBand = () => {
      // each column's words grouped into lines again, on their own: a line of one column no longer
      // stretches a line of the other (a row printed a little lower on the left made a label centred
      // between two rows on the right join the upper one)
      for (const l of [...visualLines(left.flat()), ...visualLines(right.flat())]) out.push(makeLine(pi + 1, l));
      left = [];
      right = [];
    };
    const nums = (ws: readonly Word[]) => ws.filter((w) => NUM_WORD.test(w.text)).length;
    const both = (l: readonly Word[]) => l.some((w) => w.x1 <= g) && l.some((w) => w.x0 >= g);
    // a row of a full-width table: crosses the gutter, or holds numbers on both sides of it
    // numbers in cells, not in a sentence ("As shown in Table 12 and 13" beside a table's rows)
    const numCells = (ws: readonly Word[]) => segmentsOf(ws, median(ws.map((w) => w.y1 - w.y0)) || 10).filter((x) => x.text.split(' ').every((t) => NUM_WORD.test(t))).length;
    // rows of two tables printed side by side have numbers on both sides too: never one wide line
    const apart = new Set([...sideBySideLines(lines, g), ...staggeredSideBySide(lines, g)]);
    const lineSize = (l: readonly Word[]) => median(l.map((w) => w.y1 - w.y0)) || 10;
    // a full-width table with its label columns left of the gutter and all its values right of it
    const labelled = labelLeftRows(lines, g, (ws) => segmentsOf(ws, lineSize(ws)));
    // (numbers in one print on both sides: the other column's sub- and superscripts alone, "1 2 3" smaller than the
    // row's numbers beside them, are no cells of a full-width row)
    const sizeOf = (ws: readonly Word[]) => median(ws.map((w) => w.y1 - w.y0)) || 10;
    const leftOf = (l: readonly Word[]) => l.filter((w) => w.x1 <= g);
    const rightOf = (l: readonly Word[]) => l.filter((w) => w.x0 >= g);
    // (a side printed only smaller than the other: "F10a" keeps its superscript beside the letters)
    const inPrintOf = (ws: readonly Word[], other: readonly Word[]) => (other.length && ws.every((w) => w.y1 - w.y0 < 0.9 * sizeOf(other)) ? [] : ws);
    const numbersBothSides = (l: readonly Word[]) => {
      const [a, b] = [inPrintOf(leftOf(l), rightOf(l)), inPrintOf(rightOf(l), leftOf(l))];
      return nums([...a, ...b]) >= 4 && numCells(a) >= 1 && numCells(b) >= 2;
    };
    const wide = lines.map((l, i) => !apart.has(i) && (labelled.has(i) || crosses(l, g) || (both(l) && numbersBothSides(l))));
    // a wide line that looks like a table row (numbers, or cells apart) keeps its neighbours with words on both sides whole
    const whole = lines.map((l, i) => !!wide[i] && (nums(l) >= 3 || segmentsOf(l, lineSize(l)).length >= 3));
    for (let pass = 0; pass < 2; pass++)
      for (let n = 0; n < lines.length; n++) {
        const i = pass === 0 ? n : lines.length - 1 - n;
        const l = lines[i] as Word[];
        // not across a caption: the lines under "Table 8: …" belong to what follows it
        const caption = (k: number) => CAPTION_START.test((lines[k] ?? []).map((w) => w.text).join(' '));
        const near = whole[i - 1] || whole[i + 1] || (whole[i - 2] && !caption(i - 1)) || (whole[i + 2] && !caption(i + 1));
        if (!whole[i] && !apart.has(i) && both(l) && segmentsOf(l, lineSize(l)).every((x) => x.text.split(' ').length <= 5) && near) whole[i] = true;
      }
    lines.forEach((l, i) => {
      if (whole[i] || crosses(l, g)) {
        flushBand();
        out.push(makeLine(pi + 1, l));
        return;
      }
      const a = l.filter((w) => w.x1 <= g + 1);
      const b = l.filter((w) => w.x0 >= g - 1);
      if (a.length) left.push(a);
      if (b.length) right.push(b);
    });
    flushBand();
  });
  return out;
}
