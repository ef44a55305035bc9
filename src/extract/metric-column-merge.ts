/**
 * Rows of one group written one per metric, the group's name printed only on its first row (pure). A traffic or
 * forecasting README prints `Dataset | Metric | 5min | 15min …` with `METR-LA | MAE | …` then `| MAPE | …` and
 * `| RMSE | …` (DCRNN): once the metric column is spread into one block of value columns per metric
 * (metric-column.ts), the rows under one carried-down name fill disjoint blocks, so they are one row of that name:
 * the name is carried down, the group's rows merged, and the metric column (which no longer names one metric per
 * row) dropped. Only where a column before the metric column is left blank under a printed name (a carried-down
 * group) and every group's rows name different metrics and fill different columns; otherwise unchanged.
 */
import type { RawTable } from './types.js';

const blank = (s: string | undefined): boolean => (s ?? '').trim() === '';

/** `t`: the grid after the metric column `m` was spread; the merged grid and a review line, or `t` unchanged. */
export function mergeCarriedMetricRows(t: RawTable, m: number): { table: RawTable; review: string[] } {
  if (m < 1 || t.body.length < 2) return { table: t, review: [] };
  const leadCols = Array.from({ length: m }, (_, j) => j);
  // some lead cell is left blank under a printed one, and the first row prints every lead cell
  const first = t.body[0] as readonly string[];
  if (leadCols.some((j) => blank(first[j])) || !t.body.some((r) => leadCols.some((j) => blank(r[j])))) return { table: t, review: [] };
  const carried: string[][] = [];
  for (const r of t.body) {
    const prev = carried[carried.length - 1];
    carried.push(r.map((c, j) => (j < m && blank(c) && prev ? (prev[j] ?? '') : c)));
  }
  const groups: string[][][] = [];
  for (const r of carried) {
    const last = groups[groups.length - 1];
    const same = last && leadCols.every((j) => (last[0]?.[j] ?? '') === (r[j] ?? ''));
    if (same) last.push(r);
    else groups.push([r]);
  }
  if (groups.length === carried.length) return { table: t, review: [] };
  const width = Math.max(...carried.map((r) => r.length));
  const merged: string[][] = [];
  for (const g of groups) {
    const metrics = g.map((r) => (r[m] ?? '').trim());
    if (new Set(metrics).size !== metrics.length) return { table: t, review: [] };
    const row = Array.from({ length: width }, (_, j) => (j <= m ? (g[0]?.[j] ?? '') : ''));
    for (const r of g) {
      for (let j = m + 1; j < width; j++) {
        if (blank(r[j])) continue;
        if (!blank(row[j])) return { table: t, review: [] };
        row[j] = r[j] ?? '';
      }
    }
    merged.push(row);
  }
  const drop = (r: readonly string[]) => r.filter((_, j) => j !== m);
  const table: RawTable = { ...t, header: t.header.map(drop), body: merged.map(drop) };
  return { table, review: [`rows one per metric under a carried-down name: ${groups.length} rows of ${carried.length}, one per name, each metric in its own columns`] };
}
