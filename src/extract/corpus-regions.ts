/**
 * Which drafted cells a corpus key can judge (pure). A key lists every result table of its document under
 * `tables`, each with `keyed`: `all`, `none` (a result table left unkeyed), or the printed rows or columns that
 * were keyed (`{rows: [...]}`, `{columns: [...]}`). A drafted results table is matched to the document's table by
 * its number: the caption's "Table N" where the extractor read one, else its order of appearance (the number
 * `audit extract` writes in `source.table`, with the note "numbered in order of appearance"). Then each drafted
 * cell is
 *  - `scored` when its table is keyed in full, or when its row or column is one of the keyed rows/columns;
 *  - `unkeyed` (reported apart as "not scored", never silently dropped) in a result table or part the key leaves out;
 *  - `not-a-result-table` when the document has no result table of that number (prose, references, a caption or a
 *    figure read as a grid): always a precision miss.
 * Rows and columns are named as printed and compared by letters and digits, citation markers ("[46]") dropped, in
 * either orientation (a table whose methods are printed as columns may be drafted transposed).
 */
import { chapterTable, letteredTable } from './caption-number.js';
import { z } from 'zod';
import type { ClaimFile } from '../claims/schema.js';

const names = z.array(z.union([z.string().min(1), z.number()]).transform(String)).min(1);
const keyed = z.union([z.literal('all'), z.literal('none'), z.strictObject({ rows: names }), z.strictObject({ columns: names })]);
export const keyTable = z.strictObject({
  table: z.number().int().positive(),
  keyed,
  where: z.string().min(1),
});
export type KeyTable = z.infer<typeof keyTable>;
export type Keyed = KeyTable['keyed'];

/** A key's `tables` list, checked: every entry well formed, each table number once. Throws with the entry's place. */
export function parseKeyTables(raw: unknown, file: string): KeyTable[] {
  if (!Array.isArray(raw)) throw new Error(`${file}: tables: expected the list of the document's result tables, each {table, keyed: all | none | {rows: [...]} | {columns: [...]}, where}`);
  const seen = new Set<number>();
  return raw.map((t, i) => {
    const r = keyTable.safeParse(t);
    if (!r.success) throw new Error(`${file}: tables[${i}]: ${r.error.issues.map((x) => `${x.path.join('.') || 'entry'}: ${x.message}`).join('; ')}`);
    if (seen.has(r.data.table)) throw new Error(`${file}: tables[${i}]: table ${r.data.table} is listed twice`);
    seen.add(r.data.table);
    return r.data;
  });
}

/** A printed name as compared: citation markers dropped, letters and digits only, case ignored. */
export const nameKey = (s: string): string =>
  s
    .replace(/\[[\d,\s–-]+\]/g, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** How a drafted table was matched to the document's table: its number, and whether a caption or the order gave it. */
export interface TableMatch {
  readonly id: string;
  readonly table: number | undefined;
  readonly from: 'caption' | 'order' | 'none';
}

const ORDER_NOTE = /numbered in order of appearance/;

export function matchTable(t: ClaimFile['tables'][number]): TableMatch {
  // an appendix table printed "Table D4" is keyed by its number, 4 (a key's table is a number)
  // (so is a thesis's "Table 5.2", by its number within the chapter, 2)
  const lettered = typeof t.source.table === 'string' ? letteredTable(t.source.table) ?? chapterTable(t.source.table) : undefined;
  const n = typeof t.source.table === 'number' ? t.source.table : lettered !== undefined ? lettered.n : Number.isInteger(Number(t.source.table)) ? Number(t.source.table) : undefined;
  if (n === undefined) return { id: t.id, table: undefined, from: 'none' };
  return { id: t.id, table: n, from: ORDER_NOTE.test(t.source.note ?? '') ? 'order' : 'caption' };
}

export type CellStatus = 'scored' | 'unkeyed' | 'not-a-result-table';

/** The names a drafted results cell goes by: its row (label, method id) and its column (label, subset, dataset, condition). */
type ResultsColumn = Extract<ClaimFile['tables'][number], { kind: 'results' }>['columns'][number];

export function cellNames(row: { label?: string | undefined; method: string }, column: ResultsColumn | undefined): string[] {
  const col = column === undefined ? [] : typeof column === 'string' ? [column] : [column.label, column.subset, column.dataset, column.condition];
  return [row.label, row.method, ...col].filter((s): s is string => typeof s === 'string' && s.length > 0).map(nameKey);
}

export function cellStatus(tables: ReadonlyMap<number, KeyTable>, match: TableMatch, names: readonly string[]): CellStatus {
  const t = match.table === undefined ? undefined : tables.get(match.table);
  if (!t) return 'not-a-result-table';
  if (t.keyed === 'all') return 'scored';
  if (t.keyed === 'none') return 'unkeyed';
  const region = new Set(('rows' in t.keyed ? t.keyed.rows : t.keyed.columns).map(nameKey));
  return names.some((n) => region.has(n)) ? 'scored' : 'unkeyed';
}
