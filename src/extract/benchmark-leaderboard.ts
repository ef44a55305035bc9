/**
 * A leaderboard of benchmarks (pure): the one rule by which the column reading (tables.ts) and the label
 * columns (label-columns.ts) tell that a table whose headers print no metric is a results table all the
 * same. A column is headed by a benchmark when a cell of its header is a benchmark whose metric is fixed
 * by convention ("MMLU", "GSM8K (8-shot)", or "MATH500" over "Accuracy | # Tokens"; the conventions are
 * src/extract/benchmark-conventions.ts), no cell above that one nor the text by the table names a suite
 * with a convention of its own ("CodeRAG" over "MBPP"), and no caption, lead-in or section says the table
 * reports another measure of it ("Regrets"). A table is a leaderboard when at least two of its value
 * columns, and at least half of them, are so headed ("C-Eval | MMLU | CMMLU | Gaokao | AGIEval | BBH"), and
 * every column whose header prints a performance metric is one of them: a column beside them that names no
 * metric ("Gaokao") is one more benchmark, kept under the declared unknown metric with a review line, not a
 * setting of each row, and the table does not become an attribute table. A table that prints a metric of its
 * own ("MMLU | GSM8K | Accuracy | Temperature") names its metrics: a column naming none after them is a setting.
 */
import { isCostMetric, metricById } from '../core/metric-registry.js';
import { conventionHolds, headerConventionInTable } from './benchmark-conventions.js';
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

type TableText = Pick<RawTable, 'caption' | 'leadIn' | 'leadIns' | 'section'>;

/** A column's header cells as printed (markup and footnote marks aside), each once, top row first. */
const cellsOf = (stack: readonly string[]): string[] => [...new Set(stack.map(stripMarkup).filter(Boolean))];

/** Whether a column whose header cells are `stack` (top row first, its lowest cell last) is headed by a benchmark. */
export function benchmarkHeaded(stack: readonly string[], t: TableText): boolean {
  const cells = cellsOf(stack);
  return cells.some((h, k) => {
    const hit = headerConventionInTable(t, h, cells.slice(0, k));
    return hit !== undefined && conventionHolds(hit, t);
  });
}

/** Whether the value columns (each its header cells, top row first) make the table a leaderboard of benchmarks. */
export function benchmarkLeaderboard(columns: readonly (readonly string[])[], t: TableText): boolean {
  const headed = columns.map((stack) => benchmarkHeaded(stack, t));
  const named = headed.filter(Boolean).length;
  return named >= 2 && named * 2 >= columns.length && columns.every((stack, j) => headed[j] || !printsPerformanceMetric(stack));
}

/** A header cell prints a metric that is no cost ("Accuracy", "F1"; not "Params"); a cell of a stack of several read strictly. */
function printsPerformanceMetric(stack: readonly string[]): boolean {
  const cells = cellsOf(stack);
  return cells.some((h) => {
    const def = metricById(metricFor(h, cells.length > 1) ?? '');
    return def !== undefined && !isCostMetric(def);
  });
}
