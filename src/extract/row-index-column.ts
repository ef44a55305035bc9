/**
 * Numbered runs as rows (pure): a label column of printed row numbers (`#1` … `#7`, `(a)` … `(e)`) or run ids
 * (`EXP-001`, `Run 3`) beside a text column that repeats a value — the runs are the rows, the text column one of their
 * settings (label-columns.ts).
 */
import { rankOrdersRows } from './rank-column.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const headerOf = (t: RawTable, j: number): string[] => [...new Set(t.header.map((r) => stripMarkup(r[j] ?? '')).filter(Boolean))];

/** "#1", "(a)", "A3", "(iv)": a printed row number, not a name. */
export const ROW_INDEX = /^(?:#\s*\d+[a-z]?|\(\s*(?:\d+|[a-z]|[ivx]+)\s*\)|[A-Z]\d{1,2}|\d{1,2})$/;

/**
 * An ablation whose rows are numbered (`#1` … `#7`, `(a)` … `(e)`) and whose text column repeats across them
 * (`Loss`: TAL, TRL, TAL, TAL): the rows are the numbered runs, the text column one of their settings. The
 * index column, when its cells are all distinct row numbers and the would-be method column repeats a value.
 */
export function rowIndexOver(t: RawTable, labels: readonly number[], method: number | undefined, idsOnly = false): number | undefined {
  if (method === undefined || t.body.length < 2) return undefined;
  const cells = (j: number) => t.body.map((r) => stripMarkup(r[j] ?? ''));
  const m = cells(method).filter(Boolean);
  if (new Set(m).size === m.length) return undefined;
  // (a leaderboard's rank column, "Rank" 1 … n or places with ties, orders the rows: it numbers no runs; rank-column.ts)
  return labels.find((j) => j !== method && !rankOrdersRows(headerOf(t, j), cells(j)) && ((!idsOnly && cells(j).every((c) => ROW_INDEX.test(c))) || runIds(cells(j))) && new Set(cells(j)).size === t.body.length);
}

/**
 * Run identifiers of an experiment log ("EXP-001", "EXP-006a", "Run 3", "R-12"): one upper-case or capitalised prefix
 * shared by every row, then a number. The rows are these runs; a model column that repeats is one of their settings.
 */
function runIds(cells: readonly string[]): boolean {
  const m = cells.map((c) => /^([A-Z][A-Za-z]{0,4})[-_ .]?(\d{1,4}[a-z]?)$/.exec(c.trim()));
  return cells.length >= 3 && m.every((x) => x !== null) && new Set(m.map((x) => x?.[1])).size === 1;
}
