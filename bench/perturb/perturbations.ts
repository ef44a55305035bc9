/**
 * Layout perturbations of a result table that keep what its cells mean (bench/extract-perturb.ts): a `Year`
 * column, a download-link column, a venue or code column after the method, the method as a link or with a
 * citation, bold / underlined best values, `± s` spreads, ↑/↓ arrows in metric headers, metric columns
 * reordered, the table in the other format (pipe table ↔ HTML), methods as columns (transposed), footnote marks.
 * Each is a pure function on the table model (table-model.ts); it returns undefined where it cannot apply
 * (no numeric column, no method column, nothing to change), and the bench counts those tables as skipped.
 */
import type { Slot, Table } from './table-model.js';
import { inFormat, isNumeric, plain, slot, spanFree } from './table-model.js';

/** Which way a metric header is better, where known (the bench asks the metric registry). */
export type DirectionOf = (header: string) => 'higher' | 'lower' | undefined;

/**
 * What the bench knows of a table beyond its print: which way each metric is better, and which column names the rows'
 * methods (from the key: the column whose cells are the key's row names; null when the rows are no methods, a table with
 * methods as columns; undefined: guess it, roles()).
 */
export interface Context {
  readonly direction: DirectionOf;
  readonly method?: number | null;
}

export interface Perturbation {
  readonly name: string;
  readonly what: string;
  readonly apply: (t: Table, ctx: Context) => Table | undefined;
  /** It changes the printed method labels: the bench keys the changed rows as printed (bench/perturb/relabelled-key.ts). */
  readonly relabels?: boolean;
}

/**
 * The rows that head the table: the printed header rows, then any rows after them that print no number (a second
 * header row printed as a body row, `<td><strong>Recall</strong></td>`), the last row excepted.
 */
export function headRows(t: Table): number {
  let n = t.headerRows;
  while (n < t.grid.length - 1 && (t.grid[n] as readonly Slot[]).every((s) => !isNumeric(s.text))) n++;
  return n;
}

/** The columns the perturbations work on: numeric (result) columns, and the method column among the label columns before them. */
export function roles(t: Table, hint?: number | null): { numeric: number[]; method: number | undefined } {
  const body = t.grid.slice(headRows(t));
  const width = t.grid[0]?.length ?? 0;
  const numeric: number[] = [];
  for (let c = 0; c < width; c++) {
    const texts = body.map((r) => plain(r[c]?.text ?? '')).filter((s) => s && !/^[-–—]$/.test(s));
    if (texts.length > 0 && texts.filter((s) => isNumeric(s)).length >= 0.5 * texts.length) numeric.push(c);
  }
  if (hint !== undefined) return { numeric: numeric.filter((c) => c !== hint), method: hint ?? undefined };
  const first = numeric[0];
  if (first === undefined || first === 0) return { numeric, method: undefined };
  let method: number | undefined;
  let most = 0;
  for (let c = 0; c < first; c++) {
    const distinct = new Set(body.map((r) => plain(r[c]?.text ?? '')).filter(Boolean)).size;
    if (distinct > most) [method, most] = [c, distinct];
  }
  return { numeric, method };
}

export const bodyRows = (t: Table): number[] => t.grid.map((_, r) => r).slice(headRows(t));

/** Each slot of cell `id` replaced by one new slot (the cell rewritten once, however many slots it spans). */
export function rewrite(t: Table, edits: ReadonlyMap<number, string>): Table {
  const fresh = new Map<number, Slot>();
  const grid = t.grid.map((row) =>
    row.map((s) => {
      const text = edits.get(s.id);
      if (text === undefined) return s;
      if (!fresh.has(s.id)) fresh.set(s.id, slot(text, s.th));
      return fresh.get(s.id) as Slot;
    }),
  );
  return { ...t, grid };
}

/** A new column at `at`: one header cell over the printed header rows, empty in rows that head the table below them, a cell per body row. */
export function insertColumn(t: Table, at: number, header: string, cell: (bodyIndex: number) => string): Table {
  const head = slot(header, true);
  const first = headRows(t);
  const grid = t.grid.map((row, r) => [...row.slice(0, at), r < t.headerRows ? head : r < first ? slot('') : slot(cell(r - first)), ...row.slice(at)]);
  return { ...t, grid };
}

const link = (t: Table, text: string, url: string): string => (t.format === 'md' ? `[${text}](${url})` : `<a href="${url}">${text}</a>`);
const bold = (t: Table, text: string): string => (t.format === 'md' ? `**${text}**` : `<b>${text}</b>`);
const slug = (s: string): string => plain(s).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'method';

/** Edits of the method column's body cells (each printed cell once); undefined without a method column. */
export function methodEdits(t: Table, ctx: Context, edit: (text: string, i: number) => string | undefined): Table | undefined {
  const { method } = roles(t, ctx.method);
  if (method === undefined) return undefined;
  const edits = new Map<number, string>();
  bodyRows(t).forEach((r, i) => {
    const s = t.grid[r]?.[method];
    if (!s || edits.has(s.id) || !plain(s.text)) return;
    const e = edit(s.text, i);
    if (e !== undefined) edits.set(s.id, e);
  });
  return edits.size ? rewrite(t, edits) : undefined;
}

/** Edits of the numeric cells of the numeric columns (each printed cell once). */
export function valueEdits(t: Table, ctx: Context, edit: (text: string, i: number, column: number) => string | undefined): Table | undefined {
  const { numeric } = roles(t, ctx.method);
  const edits = new Map<number, string>();
  let i = 0;
  for (const r of bodyRows(t))
    for (const c of numeric) {
      const s = t.grid[r]?.[c];
      if (!s || edits.has(s.id) || !isNumeric(s.text)) continue;
      const e = edit(s.text, i++, c);
      if (e !== undefined) edits.set(s.id, e);
    }
  return edits.size ? rewrite(t, edits) : undefined;
}

export const number = (text: string): number => Number(plain(text).replace(/^[~≈]/, '').replace('−', '-').replace(',', '.').replace(/[^\d.+-].*$/, ''));

/** The header text above column c (its header cells, top to bottom, each once). */
export function headerOf(t: Table, c: number): string {
  const ids = new Set<number>();
  const parts: string[] = [];
  for (const row of t.grid.slice(0, headRows(t))) {
    const s = row[c];
    if (s && !ids.has(s.id)) {
      ids.add(s.id);
      parts.push(plain(s.text));
    }
  }
  return parts.filter(Boolean).join(' ');
}

/** Bold on each numeric column's best value, underline on the second (by the header's direction; higher where unknown). */
function boldBest(t: Table, { direction, method }: Context): Table | undefined {
  const { numeric } = roles(t, method);
  const edits = new Map<number, string>();
  for (const c of numeric) {
    const lower = direction(headerOf(t, c)) === 'lower';
    const cells = bodyRows(t)
      .map((r) => t.grid[r]?.[c] as Slot)
      .filter((s) => s && isNumeric(s.text) && !/\*\*|<b>|<strong>/i.test(s.text))
      .sort((a, b) => (lower ? number(a.text) - number(b.text) : number(b.text) - number(a.text)));
    const [best, second] = cells;
    if (!best || !second || number(best.text) === number(second.text)) continue;
    edits.set(best.id, bold(t, best.text));
    if (cells[2] && number(second.text) !== number(cells[2].text)) edits.set(second.id, `<u>${second.text}</u>`);
  }
  return edits.size ? rewrite(t, edits) : undefined;
}

/** ↑ or ↓ after each metric header whose direction is known (the leaf header cell of a numeric column). */
function arrows(t: Table, { direction, method }: Context): Table | undefined {
  const leaf = t.grid[headRows(t) - 1] ?? [];
  const edits = new Map<number, string>();
  for (const c of roles(t, method).numeric) {
    const s = leaf[c];
    if (!s || edits.has(s.id) || leaf.filter((x) => x.id === s.id).length > 1 || /[↑↓]/.test(s.text)) continue;
    const d = direction(plain(s.text));
    if (d) edits.set(s.id, `${s.text} ${d === 'higher' ? '↑' : '↓'}`);
  }
  return edits.size ? rewrite(t, edits) : undefined;
}

/** The numeric columns in reverse order, within each group of columns under the same upper header cells. */
function reorder(t: Table, ctx: Context): Table | undefined {
  const groups = new Map<string, number[]>();
  for (const c of roles(t, ctx.method).numeric) {
    const above = t.grid.slice(0, headRows(t) - 1).map((row) => row[c]?.id ?? 0).join(',');
    groups.set(above, [...(groups.get(above) ?? []), c]);
  }
  const order = (t.grid[0] ?? []).map((_, c) => c);
  let moved = false;
  for (const cols of groups.values()) {
    if (cols.length < 2) continue;
    const rev = [...cols].reverse();
    cols.forEach((c, i) => (order[c] = rev[i] as number));
    moved = true;
  }
  if (!moved) return undefined;
  return { ...t, grid: t.grid.map((row) => order.map((c) => row[c] as Slot)) };
}

/** Methods as columns: the grid transposed, the label columns becoming the header rows. */
export function transpose(t: Table, ctx: Context): Table | undefined {
  const { numeric } = roles(t, ctx.method);
  const labels = numeric[0];
  if (labels === undefined || labels === 0 || t.grid.length - headRows(t) < 2) return undefined;
  const width = t.grid[0]?.length ?? 0;
  const grid = Array.from({ length: width }, (_, c) => t.grid.map((row) => row[c] as Slot));
  return { ...t, headerRows: labels, grid };
}

const VENUES = ["CVPR'21", "ICCV'19", "NeurIPS'22", "ECCV'20", "ICLR'23", "AAAI'21", "ACL'22"];

export const PERTURBATIONS: readonly Perturbation[] = [
  { name: 'identity', what: 'the table parsed and printed back unchanged (the control: what re-printing alone loses)', apply: (t) => t },
  { name: 'year-column', what: 'a leading `Year` column (2017…2023), where the table has none', apply: (t, ctx) => (roles(t, ctx.method).method !== undefined && !(t.grid[0] ?? []).some((s) => /^year$/i.test(plain(s.text))) ? insertColumn(t, 0, 'Year', (i) => String(2017 + (i % 7))) : undefined) },
  {
    name: 'download-column',
    what: 'a trailing `Download` column of checkpoint links ([ckpt](https://…))',
    apply: (t, ctx) => (roles(t, ctx.method).method !== undefined ? insertColumn(t, t.grid[0]?.length ?? 0, 'Download', (i) => link(t, 'ckpt', `https://download.example.org/models/model_${i + 1}.pth`)) : undefined),
  },
  {
    name: 'venue-column',
    what: "a `Venue` column after the method (`CVPR'21`)",
    apply: (t, ctx) => {
      const { method } = roles(t, ctx.method);
      return method === undefined ? undefined : insertColumn(t, method + 1, 'Venue', (i) => VENUES[i % VENUES.length] as string);
    },
  },
  {
    name: 'code-column',
    what: 'a `Code` column of links after the method',
    apply: (t, ctx) => {
      const { method } = roles(t, ctx.method);
      return method === undefined ? undefined : insertColumn(t, method + 1, 'Code', (i) => link(t, 'code', `https://github.com/example/repo-${i + 1}`));
    },
  },
  { name: 'method-link', what: 'the method name as a link', apply: (t, ctx) => methodEdits(t, ctx, (s) => (/\]\(|<a\s/i.test(s) ? undefined : link(t, s, `https://github.com/example/${slug(s)}`))) },
  { name: 'method-cite', what: 'a citation after the method name (`Name [12]`)', apply: (t, ctx) => methodEdits(t, ctx, (s, i) => `${s} [${12 + i}]`) },
  { name: 'bold-best', what: "bold on each column's best value, `<u>` on the second", apply: boldBest },
  { name: 'spread', what: '`± 0.3` after each value', apply: (t, ctx) => valueEdits(t, ctx, (s, i) => (/±/.test(s) ? undefined : `${s} ± 0.${(i % 9) + 1}`)) },
  { name: 'arrows', what: '↑/↓ after each metric header whose direction the registry knows', apply: arrows },
  { name: 'reorder-metrics', what: 'the metric columns in reverse order (within each header group)', apply: reorder },
  { name: 'other-format', what: 'a pipe table printed as an HTML table, an HTML table (no spans, one header row) as a pipe table', apply: (t) => (t.format === 'md' ? inFormat(t, 'html') : spanFree(t) && t.headerRows === 1 ? inFormat(t, 'md') : undefined) },
  { name: 'transpose', what: 'methods as columns, metrics as rows', apply: transpose },
  {
    name: 'footnote-marks',
    what: '† after every third method name, * after every fifth value',
    apply: (t, ctx) => {
      const labelled = methodEdits(t, ctx, (s, i) => (i % 3 === 1 ? `${s}†` : undefined)) ?? t;
      return valueEdits(labelled, ctx, (s, i) => (i % 5 === 2 ? `${s}*` : undefined)) ?? (labelled === t ? undefined : labelled);
    },
  },
];
