/**
 * A draft against a hand-made corpus key (pure): every key cell {table, row, metric, value} is
 * recalled when the draft has a cell of that table whose row (label as printed, or method id) names
 * the same row, with the same metric and value; precision is over the draft's non-null result cells
 * of the same document. Rows compare by letters and digits only ("Frozen-7B base" = "frozen7bbase").
 */
import type { ClaimFile } from '../claims/schema.js';

export interface KeyCell {
  readonly table: number;
  readonly row: string;
  readonly metric: string;
  readonly subset?: string;
  readonly value: number;
}

export interface CorpusScore {
  readonly keyCells: number;
  readonly draftCells: number;
  readonly matched: number;
  /** Matched with the key's subset too (the column's subset, dataset or condition). */
  readonly matchedWithSubset: number;
  readonly recall: number;
  readonly precision: number;
  readonly missed: readonly string[];
  readonly extra: readonly string[];
}

const rowKey = (s: string): string => s.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const subsetKey = (s: string | undefined): string => rowKey(s ?? 'total');

interface DraftCell {
  readonly table: number;
  readonly rows: readonly string[];
  readonly metric: string;
  /** What the key's subset may name: the column's subset, dataset or condition, else the table's subset or dataset, else total. */
  readonly subsets: readonly string[];
  readonly value: number;
  used: boolean;
}

function draftCells(draft: ClaimFile): DraftCell[] {
  const out: DraftCell[] = [];
  for (const t of draft.tables) {
    if (t.kind !== 'results' || typeof t.source.table !== 'number') continue;
    for (const r of t.rows)
      r.values.forEach((v, i) => {
        const c = t.columns[i];
        if (v === null || c === undefined) return;
        const metric = typeof c === 'string' ? c : c.metric;
        const own = typeof c === 'string' ? undefined : (c.subset ?? c.dataset ?? c.condition);
        // the dataset a row names (a rowspan "Dataset" cell, kept as the row's setting), else the table's
        const rowDataset = Object.entries(r.settings ?? {}).find(([k]) => /^datasets?$/i.test(k))?.[1];
        const dataset = rowDataset ?? (t.dataset && t.dataset !== 'unknown' ? t.dataset : undefined);
        // a key subset is the column's subset, or the dataset and the column's subset together ("librispeech-dev-clean")
        const cond = typeof c === 'string' || !c.subset ? undefined : c.condition;
        const subsets = (own ? [own, ...(dataset ? [`${dataset}-${own}`] : []), ...(cond ? [`${own}-${cond}`, ...(dataset ? [`${dataset}-${own}-${cond}`] : [])] : [])] : [...(rowDataset ? [rowDataset] : []), t.subset, t.dataset ?? 'total', 'total']).map((x) => subsetKey(x === undefined ? undefined : String(x)));
        out.push({ table: t.source.table as number, rows: [r.label ?? '', r.method].filter(Boolean).map(rowKey), metric, subsets, value: v, used: false });
      });
  }
  return out;
}

export function scoreAgainstKey(draft: ClaimFile, key: readonly KeyCell[]): CorpusScore {
  const cells = draftCells(draft);
  const missed: string[] = [];
  let matched = 0;
  let withSubset = 0;
  for (const k of key) {
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
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    keyCells: key.length,
    draftCells: cells.length,
    matched,
    matchedWithSubset: withSubset,
    recall: ratio(matched, key.length),
    precision: ratio(matched, cells.length),
    missed,
    extra: cells.filter((c) => !c.used).map((c) => `table ${c.table} | ${c.rows[0]} | ${c.metric} | ${c.subsets[0]} | ${c.value}`),
  };
}
