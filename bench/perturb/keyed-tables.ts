/**
 * Which tables of a corpus document its key describes, and which column names the key's rows: shared by the
 * perturbation benches (bench/extract-perturb.ts, bench/extract-pdf-perturb.ts). Pure: no IO.
 */
import type { CorpusDoc } from '../extract-corpus.js';
import type { DocTable } from './doc-tables.js';
import { tableNumbers } from './doc-tables.js';
import { headRows } from './perturbations.js';
import type { Table } from './table-model.js';
import { plain } from './table-model.js';

const rowKey = (s: string): string => plain(s).replace(/\s*\[[\d,\s–-]+\]/g, '').normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The column of a document table whose cells name the key's rows (at least half of them): the method column;
 * null when no column does (the rows are metrics or datasets, the methods columns).
 */
export function methodColumn(doc: Pick<CorpusDoc, 'key'>, table: Table, number: number): number | null {
  const rows = [...new Set(doc.key.filter((c) => c.table === number).map((c) => rowKey((c as { row_printed?: string }).row_printed ?? c.row)).filter(Boolean))];
  const body = table.grid.slice(headRows(table));
  let best: number | null = null;
  let most = 0;
  for (let c = 0; c < (table.grid[0]?.length ?? 0); c++) {
    const cells = body.map((r) => rowKey(r[c]?.text ?? '')).filter(Boolean);
    const n = rows.filter((k) => cells.some((x) => x === k || (Math.min(x.length, k.length) >= 3 && (x.includes(k) || k.includes(x))))).length;
    if (n > most) [best, most] = [c, n];
  }
  return most >= 0.5 * rows.length ? best : null;
}

/** The document tables the key's keyed tables describe (for each, the table printing most of its key values, at least half), with the key's table number. */
export function keyedTables(doc: Pick<CorpusDoc, 'key' | 'tables'>, tables: readonly DocTable[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const kt of doc.tables) {
    if (kt.keyed === 'none') continue;
    const values = doc.key.filter((c) => c.table === kt.table).map((c) => Number(c.value));
    if (!values.length) continue;
    let best = -1;
    let hits = 0;
    tables.forEach((d, i) => {
      const nums = tableNumbers(d.table);
      const h = values.filter((v) => nums.has(v)).length;
      if (h > hits || (h === hits && h > 0 && Math.abs(i + 1 - kt.table) < Math.abs(best + 1 - kt.table))) [best, hits] = [i, h];
    });
    if (best >= 0 && hits >= 0.5 * values.length && !out.has(best)) out.set(best, kt.table);
  }
  return out;
}
