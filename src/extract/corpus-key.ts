/**
 * A draft against a hand-made corpus key (pure). Recall: every key cell {table, row, metric, value} is
 * recalled when the draft has a cell of that table whose row (label as printed, or method id) names the
 * same row, with the same metric and value (rows compare by letters and digits only: "Frozen-7B base" =
 * "frozen7bbase"); "with subset" also needs the column's subset, dataset or condition (else the table's).
 * Precision: matched cells over the drafted results cells the key can judge (src/extract/corpus-regions.ts):
 * cells of keyed tables or keyed rows/columns, plus every cell of a drafted table that is no result table
 * of the document (always a miss). Cells of result tables or parts the key leaves unkeyed are counted apart
 * (`notScored`), never dropped silently. Attribute tables are not counted.
 * Rows also compare with a citation marker left out on either side ("KAT (Single) [20]" = "KAT (Single)").
 */
import type { ClaimFile } from '../claims/schema.js';
import type { CellStatus, KeyTable, TableMatch } from './corpus-regions.js';
import { cellNames, cellStatus, matchTable } from './corpus-regions.js';
import { resultCells } from './result-cells.js';

export interface KeyCell {
  readonly table: number;
  readonly row: string;
  readonly metric: string;
  readonly subset?: string;
  readonly value: number;
}

export interface CorpusKeyCells {
  readonly cells: readonly KeyCell[];
  /** Every result table of the document, with what of it was keyed. */
  readonly tables: readonly KeyTable[];
}

export interface CorpusScore {
  readonly keyCells: number;
  /** Drafted non-null results cells, all of them. */
  readonly draftCells: number;
  readonly matched: number;
  /** Matched with the key's subset too (the column's subset, dataset or condition). */
  readonly matchedWithSubset: number;
  /** Drafted cells precision is taken over: matched, in keyed regions, or in drafted tables that are no result table of the document. */
  readonly scored: number;
  /** Drafted cells in result tables (or their parts) the key declares unkeyed: not judged. */
  readonly notScored: number;
  /** Of `scored`: cells of drafted tables that are no result table of the document. */
  readonly notResultTable: number;
  readonly recall: number;
  readonly precision: number;
  readonly missed: readonly string[];
  /** Scored drafted cells that match no key cell. */
  readonly extra: readonly string[];
  /** Each scored drafted cell by its table id and column index, and whether a key cell confirmed it (the bench's --metric-sources). */
  readonly judged: readonly { readonly table: string; readonly column: number; readonly matched: boolean }[];
  /** How each drafted results table was matched to the document's tables. */
  readonly tables: readonly (TableMatch & { readonly status: 'keyed' | 'unkeyed' | 'keyed in part' | 'not a result table'; readonly cells: number })[];
}

/** A row label by its letters and digits; a citation marker ("KAT (Single) [20]") is not part of the name, whichever side prints it. */
const rowKey = (s: string): string => s.replace(/\s*\[[\d,\s–-]+\]/g, '').normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const subsetKey = (s: string | undefined): string => rowKey(s ?? 'total');

interface DraftCell {
  readonly table: number | undefined;
  readonly rows: readonly string[];
  readonly metric: string;
  /** What the key's subset may name: the column's subset, dataset or condition, else the table's subset or dataset, else total. */
  readonly subsets: readonly string[];
  readonly value: number;
  readonly status: CellStatus;
  /** The drafted table's id and the column's index in it. */
  readonly at: { readonly table: string; readonly column: number };
  used: boolean;
}

function draftCells(draft: ClaimFile, keyTables: ReadonlyMap<number, KeyTable>): { cells: DraftCell[]; tables: CorpusScore['tables'] } {
  const out: DraftCell[] = [];
  const tables: CorpusScore['tables'][number][] = [];
  for (const t of draft.tables) {
    if (t.kind !== 'results') continue;
    const match = matchTable(t);
    const k = match.table === undefined ? undefined : keyTables.get(match.table);
    const status = !k ? 'not a result table' : k.keyed === 'all' ? 'keyed' : k.keyed === 'none' ? 'unkeyed' : 'keyed in part';
    let n = 0;
    for (const { row: r, column: c, metric, value: v } of resultCells(t)) {
      n++;
      const own = typeof c === 'string' ? undefined : (c.subset ?? c.dataset ?? c.condition);
      // a column subset of a table-level dataset may be keyed with the dataset (and its split) before it: "miracl-dev-avg"
      const splitWords = t.split === 'val' ? ['', 'val', 'dev', 'validation'] : t.split ? ['', t.split] : [''];
      // the dataset a row names (a rowspan "Dataset" cell, kept as the row's setting), else the table's
      const rowDataset = Object.entries(r.settings ?? {}).find(([k]) => /^datasets?$/i.test(k))?.[1];
      const dataset = rowDataset !== undefined ? String(rowDataset) : t.dataset && t.dataset !== 'unknown' ? t.dataset : undefined;
      const within = own && dataset ? splitWords.map((w) => [dataset, w, own].filter(Boolean).join('-')) : [];
      // a key subset is the column's subset, or the dataset and the column's subset together ("librispeech-dev-clean")
      const cond = typeof c === 'string' || !c.subset ? undefined : c.condition;
      const subsets = (own ? [own, ...within, ...(cond ? [`${own}-${cond}`, ...(dataset ? [`${dataset}-${own}-${cond}`] : [])] : [])] : [...(rowDataset !== undefined ? [String(rowDataset)] : []), t.subset, t.dataset ?? 'total', 'total']).map((x) => subsetKey(x === undefined ? undefined : String(x)));
      out.push({ table: match.table, rows: [r.label ?? '', r.method].filter(Boolean).map(rowKey), metric, subsets, value: v, status: cellStatus(keyTables, match, cellNames(r, c)), at: { table: t.id, column: t.columns.indexOf(c) }, used: false });
    }
    tables.push({ ...match, status, cells: n });
  }
  return { cells: out, tables };
}

export function scoreAgainstKey(draft: ClaimFile, key: CorpusKeyCells): CorpusScore {
  const { cells, tables } = draftCells(draft, new Map(key.tables.map((t) => [t.table, t])));
  const missed: string[] = [];
  let matched = 0;
  let withSubset = 0;
  for (const k of key.cells) {
    const want = rowKey(k.row);
    const fits = (c: DraftCell) => !c.used && c.table === k.table && c.metric === k.metric && Math.abs(c.value - k.value) < 1e-9 && c.rows.includes(want);
    const hit = cells.find((c) => fits(c) && c.subsets.includes(subsetKey(k.subset))) ?? cells.find(fits);
    if (!hit) {
      missed.push(`table ${k.table} | ${k.row} | ${k.metric} | ${k.subset ?? 'total'} | ${k.value}`);
      continue;
    }
    hit.used = true;
    matched++;
    if (hit.subsets.includes(subsetKey(k.subset))) withSubset++;
  }
  // A matched cell is judged whatever region it lies in; the others as their region says.
  const scored = cells.filter((c) => c.used || c.status !== 'unkeyed');
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    keyCells: key.cells.length,
    draftCells: cells.length,
    matched,
    matchedWithSubset: withSubset,
    scored: scored.length,
    notScored: cells.length - scored.length,
    notResultTable: cells.filter((c) => c.status === 'not-a-result-table').length,
    recall: ratio(matched, key.cells.length),
    precision: ratio(matched, scored.length),
    missed,
    judged: scored.map((c) => ({ ...c.at, matched: c.used })),
    extra: scored.filter((c) => !c.used).map((c) => `table ${c.table ?? '?'}${c.status === 'not-a-result-table' ? ' (not a result table)' : ''} | ${c.rows[0]} | ${c.metric} | ${c.subsets[0]} | ${c.value}`),
    tables,
  };
}
