/**
 * duplicate-row: two different methods printed with identical values across a whole row (at least
 * MIN_VALUES numbers) — almost always a copy-paste error. When another table or paper prints one
 * of the two methods on the same keys, the finding says which row that evidence contradicts.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { FactFinding } from './facts.js';
import type { Cell, TableRef } from './cells.js';
import { allCells, cellKey, samePrinted, cellLocation, focused, paperId, resultsTables, rowCells, rowName, slug, tableTitle } from './cells.js';
import type { AuditContext, Check } from './types.js';

/** Rows shorter than this can coincide by chance. */
export const MIN_VALUES = 3;

/** One identical value of two methods: the fact a duplicate-row finding reports, per cell. */
function rowFacts(cells: readonly Cell[], a: string, b: string): string[] {
  const pair = [a, b].sort().join('&');
  return cells.map((c) => [pair, c.ref.table.dataset, c.ref.table.split, c.column.subset, c.column.metric, c.text].join('|'));
}

const sameRow = (a: readonly (number | null)[], b: readonly (number | null)[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** How other printings of the same method on the same keys compare with this row. */
function otherPrintings(ctx: AuditContext, row: readonly Cell[]): { agree: Cell[]; disagree: Cell[] } {
  const keys = new Map(row.map((c) => [cellKey(c), c]));
  const agree: Cell[] = [];
  const disagree: Cell[] = [];
  for (const f of ctx.papers) {
    for (const c of allCells(f)) {
      const mine = keys.get(cellKey(c));
      if (!mine || (c.file === mine.file && c.ref.index === mine.ref.index)) continue;
      (samePrinted(c, mine) ? agree : disagree).push(c);
    }
  }
  return { agree, disagree };
}

function evidence(ctx: AuditContext, a: readonly Cell[], b: readonly Cell[]): string | undefined {
  const ea = otherPrintings(ctx, a);
  const eb = otherPrintings(ctx, b);
  const say = (cells: readonly Cell[], disagree: readonly Cell[]) => {
    const c = cells[0];
    const d = disagree[0];
    if (!c || !d) return undefined;
    const tables = [...new Set(disagree.map((x) => tableTitle(x.file, x.ref.table.source)))];
    return `${tables.join(', ')} print${tables.length === 1 ? 's' : ''} ${rowName(c.file, c.row)} (as ${rowName(d.file, d.row)}) with other values (e.g. ${d.column.label} ${d.text}), so its row is the likely copy`;
  };
  if (ea.disagree.length && !eb.disagree.length) return say(a, ea.disagree);
  if (eb.disagree.length && !ea.disagree.length) return say(b, eb.disagree);
  return undefined;
}

function tablePairs(ctx: AuditContext, file: LoadedClaimFile, ref: TableRef): { run: number; findings: FactFinding[] } {
  const rows = ref.table.rows.map((row, ri) => ({ row, ri, cells: rowCells(file, ref, ri) })).filter((r) => r.row.reproduction === undefined && r.cells.length >= MIN_VALUES);
  let run = 0;
  const findings: FactFinding[] = [];
  rows.forEach((x, i) =>
    rows.slice(i + 1).forEach((y) => {
      if (x.row.method === y.row.method) return;
      run += 1;
      if (!sameRow(x.row.values, y.row.values)) return;
      const ev = evidence(ctx, x.cells, y.cells);
      findings.push({
        id: `${paperId(file)}/duplicate-row/${slug(ref.table.id, x.row.method, y.row.method)}`,
        paper: paperId(file),
        check: 'duplicate-row',
        severity: 'warning',
        message: `${tableTitle(file, ref.table.source)} prints identical values for ${rowName(file, x.row)} and ${rowName(file, y.row)} (${x.cells.map((c) => c.text).join(', ')}): one row was probably copied; check both against their sources.`,
        sources: [...x.cells, ...y.cells].map(cellLocation),
        ...(ev ? { evidence: ev } : {}),
        printings: [tableTitle(file, ref.table.source)],
        facts: rowFacts(x.cells, x.row.method, y.row.method),
      });
    }),
  );
  return { run, findings };
}

/** Across tables a coincidence is likelier: the shorter row must have at least this many values. */
export const MIN_SHARED_ACROSS = 4;

const keyIn = (c: Cell): string => `${c.column.subset}|${c.column.metric}`;

/**
 * Two different methods printed in two tables of one paper (same dataset and split) whose shorter
 * row equals the other on every metric both show — e.g. an ablation row that is a copy of a
 * compared method's row.
 */
function crossTablePairs(file: LoadedClaimFile): { run: number; findings: FactFinding[] } {
  const tables = resultsTables(file);
  const rowsOf = (ref: TableRef) =>
    ref.table.rows.map((row, ri) => ({ row, cells: rowCells(file, ref, ri) })).filter((r) => r.row.reproduction === undefined && r.cells.length >= MIN_SHARED_ACROSS);
  let run = 0;
  const findings: FactFinding[] = [];
  tables.forEach((a, i) =>
    tables.slice(i + 1).forEach((b) => {
      if (a.table.dataset !== b.table.dataset || a.table.split !== b.table.split) return;
      for (const x of rowsOf(a)) {
        for (const y of rowsOf(b)) {
          if (x.row.method === y.row.method) continue;
          const ys = new Map(y.cells.map((c) => [keyIn(c), c]));
          const shared = x.cells.filter((c) => ys.has(keyIn(c)));
          if (shared.length < MIN_SHARED_ACROSS || shared.length < Math.min(x.cells.length, y.cells.length)) continue;
          run += 1;
          if (!shared.every((c) => samePrinted(c, ys.get(keyIn(c)) as Cell))) continue;
          const other = shared.map((c) => ys.get(keyIn(c)) as Cell);
          findings.push({
            id: `${paperId(file)}/duplicate-row/${slug(a.table.id, x.row.method, b.table.id, y.row.method)}`,
            paper: paperId(file),
            check: 'duplicate-row',
            severity: 'warning',
            message: `${tableTitle(file, a.table.source)} prints ${rowName(file, x.row)} with exactly the values ${tableTitle(file, b.table.source)} prints for ${rowName(file, y.row)} on every metric both show (${shared.map((c) => `${c.column.label} ${c.text}`).join(', ')}): one row was probably copied, or the two are the same model under two names; check both against their sources.`,
            sources: [...shared, ...other].map(cellLocation),
            printings: [tableTitle(file, a.table.source), tableTitle(file, b.table.source)],
            facts: rowFacts(shared, x.row.method, y.row.method),
          });
        }
      }
    }),
  );
  return { run, findings };
}

export const duplicateRowCheck: Check = (ctx) => {
  const results = focused(ctx).flatMap((file) => [...resultsTables(file).map((ref) => tablePairs(ctx, file, ref)), crossTablePairs(file)]);
  return { findings: results.flatMap((r) => r.findings), run: results.reduce((n, r) => n + r.run, 0) };
};
