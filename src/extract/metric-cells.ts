/**
 * Cells that print their own metric (pure): READMEs write `ACC=0.88`, `mAP=35.2`, `F1: 0.71`, `acc 91.2%`,
 * `0.88 (ACC)` or two pairs in one cell (`BLEU=27.3 / chrF=55.1`) under a header that names no metric
 * (`Performance`, `Reference`, `Ours`). A value column whose every printed cell is such pairs is read as one
 * column per metric it names: the printed header becomes the upper header level (the subset or condition the
 * column reports), the metric the leaf, and each cell its number. Only performance metrics of the registry
 * count: a setting printed the same way (`lr=0.1`, `bs=256`, `epochs=200`) or a cost (`Params=25M`) is no
 * result, and a column holding one stays as printed.
 */
import { isCostMetric, metricById } from '../core/metric-registry.js';
import { metricFor } from './metric-lookup.js';
import type { RawTable } from './types.js';

/** A printed number: sign, decimals (a leading dot too), an optional percent and an optional spread `± s`. */
const VAL = String.raw`[-−+]?(?:\d+(?:\.\d+)?|\.\d+)\s?%?(?:\s*(?:±|\+/-)\s*\d+(?:\.\d+)?\s?%?)?`;
/** A metric's printed name: a word that starts with a letter (`ACC`, `R@1`, `Top-1`, `chrF++`), perhaps two. */
const NAME = String.raw`[A-Za-z][\w@.+\-]*?(?:\s[A-Za-z][\w@+\-]*?)?`;
/**
 * `NAME=v`, `NAME: v`, `NAME v` (groups 1–3: name, sign, value) or `v (NAME)` (groups 4–5). With a space alone between
 * them the value must show a decimal point or a percent (`acc 91.2%`, `WER 5.2`): `AP 50`, `Top 5` are names.
 */
const PAIR = new RegExp(String.raw`(?<![\w.])(${NAME})\s*(=|:|\s)\s*(${VAL})(?![\w.])|(?<![\w.])(${VAL})\s*[(（]\s*(${NAME})\s*[)）]`, 'g');
/** What may stand between and around pairs: spaces, slashes, commas, semicolons, `&`. */
const SEPARATORS = /^[\s/,;&]*$/;
/** A note in brackets after the pairs ("ACC=0.47 (Table 4 SMALL)"): where the value was taken from, not a value. */
const TRAILING_NOTE = /\s*[(（][^()（）]*[)）]\s*$/;
const BOLD = /\*\*|<\/?b>|<\/?strong>/gi;
const DASH = /^(?:[-–—]|n\/?a|N\/A|)$/;

export interface MetricPair {
  /** The metric's name as printed (`ACC`). */
  readonly printed: string;
  /** Its registry id (`accuracy`). */
  readonly metric: string;
  /** The name as the metric lookup reads it (`Acc` for a printed `acc`): what the column's header prints. */
  readonly name: string;
  /** The value as printed, spread included (`0.88`, `91.2%`, `78.4 ± 1.2`). */
  readonly value: string;
}

/**
 * The registry's performance metric a printed name is, with the spelling the lookup read (its case aside: `acc` is
 * read as `Acc`, which a header could not be: there a lower-case `acc` might be a language code); never a cost or a setting.
 */
export function performanceMetric(name: string): { metric: string; name: string } | undefined {
  const n = name.trim();
  const tries = [n, n.charAt(0).toUpperCase() + n.slice(1), n.toUpperCase()];
  for (const t of tries) {
    const id = metricFor(t, true);
    if (!id) continue;
    const def = metricById(id);
    if (def && isCostMetric(def)) return undefined;
    return { metric: id, name: t };
  }
  return undefined;
}

/**
 * The metric–value pairs a cell prints, in order, when the cell is nothing but such pairs (with separators);
 * undefined otherwise (a plain number, words, a setting `lr=0.1`, a pair with text around it).
 */
export function metricPairs(cell: string): MetricPair[] | undefined {
  const text = cell.replace(BOLD, '').replace(/\s+/g, ' ').trim();
  if (!text || !/[A-Za-z]/.test(text) || !/\d/.test(text)) return undefined;
  return pairsIn(text) ?? (TRAILING_NOTE.test(text) ? pairsIn(text.replace(TRAILING_NOTE, '')) : undefined);
}

function pairsIn(text: string): MetricPair[] | undefined {
  const pairs: MetricPair[] = [];
  let rest = '';
  let at = 0;
  for (const m of text.matchAll(PAIR)) {
    const printed = (m[1] ?? m[5] ?? '').trim();
    const value = (m[3] ?? m[4] ?? '').trim();
    if (m[2] !== undefined && !/[=:]/.test(m[2]) && !/[.%]/.test(value)) return undefined;
    const read = performanceMetric(printed);
    if (!read) return undefined;
    pairs.push({ printed, metric: read.metric, name: read.name, value });
    rest += text.slice(at, m.index);
    at = (m.index ?? 0) + m[0].length;
  }
  rest += text.slice(at);
  return pairs.length && SEPARATORS.test(rest) ? pairs : undefined;
}

/** Whether the cell prints this value in bold (`**BLEU=28.4** / chrF=56.0`: the BLEU only). */
const boldIn = (cell: string, value: string): boolean =>
  [...cell.matchAll(/(?:\*\*|<b>|<strong>)(.*?)(?:\*\*|<\/b>|<\/strong>)/gi)].some((m) => (m[1] ?? '').includes(value));

type Leaf = { printed: string; metric: string; name: string };

/** A value column of metric–value cells: its metric leaves (printed names in order of first appearance) and each row's pairs (none for a dash). */
interface PairColumn {
  readonly leaves: Leaf[];
  readonly pairs: readonly (readonly MetricPair[] | undefined)[];
}

/** The column's leaves and pairs, or undefined when it is no such column. */
function columnMetrics(body: readonly (readonly string[])[], j: number): PairColumn | undefined {
  const leaves: Leaf[] = [];
  const pairs: (MetricPair[] | undefined)[] = [];
  for (const row of body) {
    const cell = (row[j] ?? '').replace(BOLD, '').trim();
    if (DASH.test(cell)) {
      pairs.push(undefined);
      continue;
    }
    const cellPairs = metricPairs(row[j] ?? '');
    if (!cellPairs) return undefined;
    pairs.push(cellPairs);
    for (const p of cellPairs) if (!leaves.some((l) => l.metric === p.metric)) leaves.push({ printed: p.printed, metric: p.metric, name: p.name });
  }
  return pairs.some(Boolean) ? { leaves, pairs } : undefined;
}

/**
 * The table with each column of metric–value cells read as one column per metric, and the review lines saying so.
 * The column's leaf header is written `Header (NAME)` (the form of a printed `Results (WER)`: the metric in brackets,
 * the words before it the subset or condition), or `NAME` under a blank header; the header rows above are repeated
 * over the new columns, and each cell keeps its number (bold kept). A header that already names the cells' one metric
 * (`Accuracy` over `ACC=0.88`) is kept. Unchanged when no value column prints its metric in its cells.
 */
export function metricCellColumns(t: RawTable): { table: RawTable; review: string[] } {
  const width = Math.max(0, ...t.body.map((r) => r.length), ...t.header.map((r) => r.length));
  const byColumn = new Map<number, PairColumn>();
  for (let j = 1; j < width; j++) {
    const column = columnMetrics(t.body, j);
    if (column) byColumn.set(j, column);
  }
  if (!byColumn.size) return { table: t, review: [] };
  const header = t.header.length ? t.header : [Array.from({ length: width }, () => '')];
  const rows: string[][] = header.map(() => []);
  const body: string[][] = t.body.map(() => []);
  const review: string[] = [];
  const last = header.length - 1;
  for (let j = 0; j < width; j++) {
    const column = byColumn.get(j);
    const leaves = column?.leaves ?? [{ printed: '', metric: '', name: '' }];
    const printedHeader = header[last]?.[j] ?? '';
    const words = printedHeader.replace(BOLD, '').trim();
    const same = leaves.length === 1 && (!leaves[0]?.metric || metricFor(words, true) === leaves[0].metric);
    for (const l of leaves) {
      header.forEach((r, i) => rows[i]?.push(i < last || same ? (r[j] ?? '') : words ? `${words} (${l.name})` : l.name));
      t.body.forEach((r, i) => body[i]?.push(column ? valueIn(r[j] ?? '', column.pairs[i], l.metric) : (r[j] ?? '')));
    }
    if (byColumn.has(j)) review.push(`column "${words}" prints the metric in each cell (${leaves.map((l) => `"${l.printed}"`).join(', ')}): read as ${leaves.length > 1 ? 'one column per metric' : 'that metric\'s column'}${words && !same ? ', the header as the subset' : ''}`);
  }
  return { table: { ...t, header: rows, body }, review };
}

/** The number a cell prints for one metric (bold kept; its pairs as columnMetrics read them), "" where the cell has none. */
function valueIn(cell: string, pairs: readonly MetricPair[] | undefined, metric: string): string {
  const p = pairs?.find((x) => x.metric === metric);
  if (!p) return DASH.test(cell.replace(BOLD, '').trim()) ? cell : '';
  return boldIn(cell, p.value) ? `**${p.value}**` : p.value;
}
