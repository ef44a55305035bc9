/**
 * Transcription check: every table row's printed numbers must appear, in order, on one line of the
 * source document, and so must its text cells (an attribute table's "3 hours"). A mistyped value,
 * a dropped "-" or swapped columns make the row unfindable. Every row with a value or a text cell
 * is checked; only rows with neither (all null) are skipped. A results row's setting values (`settings`:
 * a backbone, a checkpoint name, a row-group label) are text cells too; as a group label or a spanned cell is
 * printed once for its block, each must be on the row's line or within SETTING_REACH lines of it.
 * Pure: the caller supplies the documents' texts.
 */
import type { SourcePos } from '../core/errors.js';
import { pipeLinesWithPoints } from '../core/decimal-comma.js';
import { unpadNumber } from '../core/printed-number.js';
import { expandScientific } from '../core/scientific-number.js';
import { eitherSign, sameToken, shown, unsigned } from './signed-token.js';
import type { LoadedClaimFile } from './model.js';
import { acrossTextLines } from './transcription-across.js';

export interface UnfoundRow {
  readonly pos: SourcePos;
  /** The row's field in the claim file, as located errors name it: `tables[0].rows[2].values`. */
  readonly field: string;
  readonly table: string;
  readonly row: string;
  readonly doc: string;
  /** The tokens looked for, in order. */
  readonly expected: readonly string[];
  /** The document line that matched most of them, for the message. */
  readonly closest?: { line: number; text: string; matched: number };
}

export interface TranscriptionReport {
  readonly rowsChecked: number;
  readonly rowsSkipped: number;
  readonly unfound: readonly UnfoundRow[];
}

/**
 * Numbers and "-" placeholders of a line ("–" and "—" too), thousands separators removed ("79,606"
 * → "79606"), zero padding removed ("08.77" → "8.77", "-05.0" → "-5.0": unpadNumber, as extract writes them);
 * a number may carry a printed unit ("38.5%", "2.3M", "1.84ms", "132s", "1.5h", and when not approximate "95.11k",
 * "37.52GFlops", as the cell reader reads them: the number is the token). A minus
 * ("-" or "−") right before a number and after no word is its sign ("| -1.5 |", "(-0.18)" → "-1.5", "-0.18");
 * one after a word joins a name ("ResNet-50" → "50").
 */
export function lineTokens(line: string): string[] {
  const out: string[] = [];
  // Digits glued to letters before them ("BLIP2IDC", "opt2.7B") are names, not printed values.
  // a leading dot (".439", "-.05": correlations printed without the zero) is the number 0.439
  const re = /(?<![A-Za-z\d.,])((?<![\w.])[-−])?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:ms|s|h|[KMBGT%x×]|(?<![~≈∼]\d*\.?\d*)(?:k|[KMGT]?(?:FLOPs|FLOPS|Flops|flops|MACs|MACS)))?(?![A-Za-z\d])|(?<![\w.])[-–—](?![\w\d.])/g;
  // a zero-padded value ("08.77%", "00.00%") is the number it pads: 8.77, 0.00
  for (const m of expandScientific(line).matchAll(re)) out.push(m[2] !== undefined ? unpadNumber(`${m[1] ? '-' : ''}${m[2].replace(/,/g, '').replace(/^\./, '0.')}`) : '-');
  return out;
}

/** A wanted token against a line's: the same number with the same sign, a delta with either (signed-token.ts). */
const same = sameToken;

/**
 * A text cell or a line as compared: markup, case, punctuation and spacing ignored (letters and digits only).
 * A Markdown link is compared as the text it renders: `[github](https://…/v1.0.0/swin_tiny.pth)/[config](…)`
 * reads "github config", as a model zoo's download column is drafted, and a cell of links split by an escaped
 * pipe (`[log](…) \| [Onedrive](…)`) reads "log onedrive" whatever the URLs; a character reference (`&plusmn;`) reads
 * as the symbol it prints, which is no letter.
 */
const textKey = (s: string): string =>
  ` ${s
    .replace(/\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)/g, '] ')
    .replace(/<[^>]+>/g, ' ')
    // a character reference ("0.619&plusmn;0.002" in a README's source) is the symbol it prints, never letters of the cell
    .replace(/&(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, ' ')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Length of the longest prefix of `wanted` found as an in-order subsequence of `have`. */
function matchedPrefix(wanted: readonly string[], have: readonly string[]): number {
  let i = 0;
  for (const t of have) {
    if (i < wanted.length && same(wanted[i], t)) i++;
  }
  return i;
}

/**
 * A row whose empty cells (nulls, wanted as "-") print no dash, found all the same in two cases:
 * - with two printed numbers or more, the numbers in order on the line (an empty cell printed as text:
 *   "10 fps 6*", a date);
 * - a pipe-table row ending in blank cells ("| +FLAG | 0.7627 ± 0.0124 |  |  |"): as many blank cells
 *   must end the line, and the row's other tokens be on it in order, the first of them the line's first number.
 */
function foundWithoutDashes(wanted: readonly string[], line: string, tokens: readonly string[]): boolean {
  const solid = wanted.filter((w) => w !== '-');
  if (solid.length >= 2 && solid.length < wanted.length && matchedPrefix(solid, tokens) === solid.length) return true;
  let nulls = 0;
  while (nulls < wanted.length && wanted[wanted.length - 1 - nulls] === '-') nulls++;
  const printed = wanted.slice(0, wanted.length - nulls);
  if (!nulls || !printed.length) return false;
  const blanks = /((?:\|[ \t]*)+)$/.exec(line.trimEnd())?.[1]?.split('|').length ?? 0;
  // "| a | 1 |  |  |" ends in "|  |  |": three bars, two blank cells
  // a looser match, so a tighter anchor: the row's first value is the line's first number
  return blanks - 1 >= nulls && same(printed[0], tokens[0]) && matchedPrefix(printed, tokens) === printed.length;
}

/** A pipe-table line: its number (0-based) and each cell's first number ("-" for a dash cell; undefined: none). */
interface PipeRow {
  readonly i: number;
  readonly cells: readonly (string | undefined)[];
}

/** The values, in order, on consecutive lines that hold numbers (at most one line apart), each at the same place counted from the line's end. */
function downAColumn(values: readonly string[], rows: readonly { t: readonly string[]; i: number }[]): boolean {
  for (let s = 0; s + values.length <= rows.length; s++) {
    const run = rows.slice(s, s + values.length);
    if (run.some((r, k) => k > 0 && r.i - (run[k - 1] as { i: number }).i > 2)) continue;
    const width = (run[0] as { t: readonly string[] }).t.length;
    for (let back = 1; back <= width; back++) if (run.every((r, k) => same(values[k], r.t[r.t.length - back]))) return true;
  }
  return false;
}

/**
 * The values, in order, down one cell position of consecutive pipe-table lines (at most one line
 * apart): each cell's first number ("9382.32 ± 1395.52" → 9382.32; "−0.4" → -0.4, compared with its sign), and a "-" wanted where the cell
 * prints no number ("not available", empty). A transposed table with spreads and text cells.
 */
function downAPipeColumn(values: readonly string[], rows: readonly PipeRow[]): boolean {
  for (let s = 0; s + values.length <= rows.length; s++) {
    const run = rows.slice(s, s + values.length);
    if (run.some((r, k) => k > 0 && r.i - (run[k - 1] as { i: number }).i > 2)) continue;
    const width = Math.min(...run.map((r) => (r.cells as unknown[]).length));
    for (let c = 1; c < width; c++) if (run.every((r, k) => fits(values[k] as string, r.cells?.[c]))) return true;
  }
  return skippingDownAPipeColumn(values, rows);
}

const fits = (want: string, cell: string | undefined): boolean => (want === '-' ? cell === undefined || cell === '-' : same(want, cell));

/**
 * The values, in order, down one cell position of one pipe table, other lines of it between them: a transposed table
 * whose draft left out a column (its printed row of "N" / "-" cells) skips that line. Each value on its own line, in
 * the order of the lines; no other table's lines.
 */
function skippingDownAPipeColumn(values: readonly string[], rows: readonly PipeRow[]): boolean {
  if (values.filter((v) => v !== '-').length < 2) return false;
  // one table: pipe rows at most two lines apart
  const blocks: PipeRow[][] = [];
  for (const r of rows) {
    const last = blocks[blocks.length - 1];
    if (last && r.i - (last[last.length - 1] as PipeRow).i <= 2) last.push(r);
    else blocks.push([r]);
  }
  return blocks.some((block) => {
    if (block.length <= values.length) return false;
    const width = Math.max(...block.map((r) => (r.cells as unknown[]).length));
    for (let c = 1; c < width; c++) {
      let k = 0;
      for (const r of block) if (k < values.length && fits(values[k] as string, r.cells?.[c])) k++;
      if (k === values.length) return true;
    }
    return false;
  });
}

/**
 * The values at consecutive cell positions of one pipe-table line, a "-" wanted where the cell prints no number:
 * a leaderboard row filled in one column only ("| HyST (Goel et al, 2019) | 44.24 |  |  |  |", "| SST | | | 55.23 | |"),
 * whose label may print a number (a year) before the value, so the line's first number is no anchor.
 */
function alongPipeRow(values: readonly string[], rows: readonly PipeRow[], near: (line: number) => boolean): boolean {
  if (!values.some((v) => v !== '-')) return false;
  const sameCell = (cell: string | undefined, v: string): boolean => (v === '-' ? cell === undefined || cell === '-' : same(v, cell));
  return rows.some((r) => {
    if (!near(r.i)) return false;
    for (let c = 1; c + values.length <= r.cells.length; c++) if (values.every((v, k) => sameCell(r.cells[c + k], v))) return true;
    return false;
  });
}

/**
 * The values, k per line, at the same k cell positions (left to right) of consecutive pipe-table lines
 * (at most one line apart): a per-category table printed with one column per method × metric and
 * drafted with a row per method takes each method's k cells from every category line.
 */
function acrossPipeLines(values: readonly string[], rows: readonly PipeRow[]): boolean {
  const sameCell = (cell: string | undefined, v: string): boolean => (v === '-' ? cell === undefined || cell === '-' : same(v, cell));
  // every increasing choice of k cell positions of a line whose cells are the chunk, in order
  const positions = (cells: readonly (string | undefined)[], chunk: readonly string[], from = 1): number[][] => {
    if (!chunk.length) return [[]];
    const out: number[][] = [];
    for (let c = from; c < cells.length; c++) if (sameCell(cells[c], chunk[0] as string)) for (const rest of positions(cells, chunk.slice(1), c + 1)) out.push([c, ...rest]);
    return out;
  };
  for (let k = 2; k <= 8 && values.length / k >= 2; k++) {
    if (values.length % k) continue;
    const n = values.length / k;
    for (let s = 0; s + n <= rows.length; s++) {
      const run = rows.slice(s, s + n);
      if (run.some((r, j) => j > 0 && r.i - (run[j - 1] as { i: number }).i > 2)) continue;
      const first = positions(run[0]?.cells ?? [], values.slice(0, k));
      if (first.some((ps) => run.every((r, j) => ps.every((c, q) => sameCell(r.cells?.[c], values[j * k + q] as string))))) return true;
    }
  }
  return false;
}

/** How far (lines, either way) a setting value may be printed from its row's line: a row-group label above its block, a spanned cell. */
export const SETTING_REACH = 40;

/** A row's setting values as text keys (strings and numbers; booleans and nulls print as marks, not text). */
function settingTexts(r: object): string[] {
  const settings = 'settings' in r ? (r.settings as Record<string, unknown> | undefined) : undefined;
  return Object.values(settings ?? {})
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => textKey(String(v)))
    .filter((k) => k.trim().length > 0);
}

const formatNumber = (v: number, decimals: number | undefined): string => (decimals === undefined ? String(v) : v.toFixed(decimals));

/** Documents by `paper.docs[].id` → their text; documents without text (URLs) are skipped. */
export type DocTexts = ReadonlyMap<string, string>;

interface DocLine {
  readonly text: string;
  readonly tokens: readonly string[];
  readonly key: string;
}

/**
 * A document's lines read once: their tokens and text keys, the lines holding each token (under the token and
 * its unsigned form, as `same` compares them) and each word of their keys, the lines with numbers and the
 * pipe-table lines. A row is then compared with the lines that share its first number or a word of its text
 * cells, not with every line (which made the check rows × lines).
 */
interface DocLines {
  readonly lines: readonly DocLine[];
  readonly byToken: ReadonlyMap<string, readonly number[]>;
  readonly byWord: ReadonlyMap<string, readonly number[]>;
  readonly numbered: readonly { t: readonly string[]; i: number }[];
  readonly pipeRows: readonly PipeRow[];
}

function docLines(text: string): DocLines {
  // a pipe table printed with decimal commas is read with points, as extract drafts it (core/decimal-comma.ts)
  const lines = pipeLinesWithPoints(text.split('\n')).map((t) => ({ text: t, tokens: lineTokens(t), key: textKey(t) }));
  const byToken = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  const add = (m: Map<string, number[]>, k: string, n: number) => {
    const list = m.get(k);
    if (!list) m.set(k, [n]);
    else if (list[list.length - 1] !== n) list.push(n);
  };
  lines.forEach((l, n) => {
    for (const t of l.tokens) {
      add(byToken, t, n);
      add(byToken, unsigned(t), n);
    }
    for (const w of l.key.trim().split(' ')) if (w) add(byWord, w, n);
  });
  const numbered = lines.map((l, i) => ({ t: l.tokens, i })).filter((x) => x.t.length > 0);
  const pipeRows = lines.flatMap((l, i): PipeRow[] => {
    const cells = l.text.includes('|') ? l.text.replace(/^\s*\||\|\s*$/g, '').split('|').map((c) => lineTokens(c)[0]) : undefined;
    return cells?.some((c) => c !== undefined) ? [{ i, cells }] : [];
  });
  return { lines, byToken, byWord, numbered, pipeRows };
}

/** Lines (ascending) that print one of `tokens` or the first word of one of `texts` (text keys). */
function candidateLines(doc: DocLines, tokens: readonly (string | undefined)[], texts: readonly string[]): number[] {
  const out = new Set<number>();
  for (const t of tokens) if (t !== undefined) for (const n of doc.byToken.get(t) ?? []) out.add(n);
  for (const x of texts) for (const n of doc.byWord.get(x.trim().split(' ')[0] as string) ?? []) out.add(n);
  return [...out].sort((a, b) => a - b);
}

export function checkTranscription(file: LoadedClaimFile, docs: DocTexts): TranscriptionReport {
  const unfound: UnfoundRow[] = [];
  let checked = 0;
  let skipped = 0;
  const linesOf = new Map<string, DocLines>();
  const lines = (docId: string) => {
    let l = linesOf.get(docId);
    if (!l) {
      l = docLines(docs.get(docId) ?? '');
      linesOf.set(docId, l);
    }
    return l;
  };
  file.data.tables.forEach((t, ti) => {
    const doc = t.source.doc;
    if (!docs.has(doc)) {
      skipped += t.rows.length;
      return;
    }
    t.rows.forEach((r, ri) => {
      const base = ['tables', ti, 'rows', ri] as const;
      const wanted: string[] = [];
      const valuesOnly: string[] = [];
      const deltasOnly: string[] = [];
      const texts: string[] = [];
      r.values.forEach((v, ci) => {
        if (v === null) wanted.push('-');
        else if (typeof v === 'number') wanted.push(formatNumber(v, file.decimals([...base, 'values', ci])));
        if (v === null || typeof v === 'number') valuesOnly.push(wanted[wanted.length - 1] as string);
        else {
          if (typeof v === 'string' && textKey(v).trim()) texts.push(textKey(v));
          return;
        }
        const d = t.kind === 'results' && 'deltas' in r ? r.deltas?.[ci] : undefined;
        if (d !== undefined && d !== null) {
          wanted.push(eitherSign(formatNumber(Math.abs(d), file.decimals([...base, 'deltas', ci]))));
          deltasOnly.push(wanted[wanted.length - 1] as string);
        }
      });
      if (!wanted.length && !texts.length) {
        skipped++;
        return;
      }
      checked++;
      let best: UnfoundRow['closest'];
      const indexed = lines(doc);
      const all = indexed.lines;
      const settings = settingTexts(r);
      const near = (n: number, x: string) => all.slice(Math.max(0, n - SETTING_REACH), n + SETTING_REACH + 1).some((l) => l.key.includes(x));
      // only the lines that print the row's first number or a first word of its text cells can hold it (or match any of it)
      for (const n of candidateLines(indexed, [wanted[0], wanted.find((w) => w !== '-')], texts)) {
        const line = all[n] as DocLine;
        const m = matchedPrefix(wanted, line.tokens) + texts.filter((x) => line.key.includes(x)).length;
        if (m === wanted.length + texts.length && settings.every((x) => near(n, x))) return;
        if (foundWithoutDashes(wanted, line.text, line.tokens) && texts.every((x) => line.key.includes(x)) && settings.every((x) => near(n, x))) return;
        // deltas printed on the line below the values (a separate "Improvement" row, a delta wrapped in a PDF)
        if (deltasOnly.length && matchedPrefix(valuesOnly, line.tokens) === valuesOnly.length && texts.every((x) => line.key.includes(x)) && settings.every((x) => near(n, x))) {
          const below = all.slice(n + 1, n + 3).find((l) => l.tokens.length);
          if (below && matchedPrefix(deltasOnly, below.tokens) === deltasOnly.length) return;
        }
        if (!best || m > best.matched) best = { line: n + 1, text: line.text.trim().slice(0, 160), matched: m };
      }
      // no line matched any of the row: the closest is the first line, none of it matched
      if (!best || best.matched === 0) best = { line: 1, text: (all[0] as DocLine).text.trim().slice(0, 160), matched: 0 };
      // a table printed transposed (methods as columns): the row's values down one column of consecutive lines
      // a pipe-table row of one value among blank cells, at its place on the line
      if (!texts.length && valuesOnly.length === wanted.length && alongPipeRow(valuesOnly, indexed.pipeRows, (n) => settings.every((x) => near(n, x)))) return;
      if (!texts.length && valuesOnly.length >= 2 && (downAColumn(valuesOnly, indexed.numbered) || downAPipeColumn(valuesOnly, indexed.pipeRows) || acrossPipeLines(valuesOnly, indexed.pipeRows) || acrossTextLines(valuesOnly, indexed.numbered))) return;
      unfound.push({
        pos: file.pos([...base, 'values']),
        field: `tables[${ti}].rows[${ri}].values`,
        table: t.id,
        row: 'method' in r ? r.method : r.key,
        doc,
        expected: [...wanted.map(shown), ...texts.map((x) => `"${x.trim()}"`), ...settings.map((x) => `"${x.trim()}" (setting, within ${SETTING_REACH} lines)`)],
        ...(best ? { closest: best } : {}),
      });
    });
  });
  return { rowsChecked: checked, rowsSkipped: skipped, unfound };
}
