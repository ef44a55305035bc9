/**
 * A leaderboard of benchmarks (pure): the one rule by which the column reading (tables.ts) and the label
 * columns (label-columns.ts) tell that a table whose headers print no metric is a results table all the
 * same. A column is headed by a benchmark when a cell of its header is a benchmark whose metric is fixed
 * by convention ("MMLU", "GSM8K (8-shot)", or "MATH500" over "Accuracy | # Tokens"; the conventions are
 * src/extract/benchmark-conventions.ts), no cell above that one nor the text by the table names a suite
 * with a convention of its own ("CodeRAG" over "MBPP"), and no caption, lead-in or section says the table
 * reports another measure of it ("Regrets"). A table is a leaderboard when at least two of its value
 * columns, and at least half of them, are so headed ("C-Eval | MMLU | CMMLU | Gaokao | AGIEval | BBH"): a
 * column beside them that names no metric ("Gaokao") is one more benchmark, kept under the declared unknown
 * metric with a review line, not a setting of each row, and the table does not become an attribute table.
 */
import { conventionHolds, headerConventionInTable } from './benchmark-conventions.js';
import type { RawTable } from './types.js';

type TableText = Pick<RawTable, 'caption' | 'leadIn' | 'leadIns' | 'section'>;

/** Whether a column whose header cells are `stack` (top row first, its lowest cell last) is headed by a benchmark. */
export function benchmarkHeaded(stack: readonly string[], t: TableText): boolean {
  const cells = stack.map((h) => h.replace(/\*\*/g, '').trim());
  return cells.some((h, k) => {
    const hit = h ? headerConventionInTable(t, h, cells.slice(0, k)) : undefined;
    return hit !== undefined && conventionHolds(hit, t);
  });
}

/** Whether the value columns (each its header cells, top row first) make the table a leaderboard of benchmarks. */
export function benchmarkLeaderboard(columns: readonly (readonly string[])[], t: TableText): boolean {
  const named = columns.filter((stack) => benchmarkHeaded(stack, t)).length;
  return named >= 2 && named * 2 >= columns.length;
}
