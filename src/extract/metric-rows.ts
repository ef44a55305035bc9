/**
 * A grid whose rows are metrics over columns that name nothing (pure): an ablation printed with `mAP` and
 * `rank1` as its rows and one column per configuration, the configurations marked by check marks above the
 * numbers (pdftotext keeps the marks, not the component names they sit under). No row is a method and no
 * column names one, so no results row can be drafted well: the grid is kept as an attribute table, with a
 * review line, instead of results whose method is a metric's name. A grid whose columns print names (methods,
 * datasets) is read as before (transposed when the names are methods).
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const MARKS = /^(?:[✓✔✗✘×xX]\s*)*$/;

/** The metric rows' labels ("mAP", "rank1") when every row names a registry metric and no value column's leaf header names anything; else undefined. */
export function metricRowsOverUnnamedColumns(t: Pick<RawTable, 'header' | 'body'>): string[] | undefined {
  const labels = t.body.map((r) => stripMarkup(r[0] ?? '').trim());
  if (labels.length < 2 || labels.some((l) => !l || !metricFor(l, true))) return undefined;
  const leaves = (t.header.at(-1) ?? []).slice(1).map((h) => stripMarkup(h).trim());
  const width = Math.max(0, ...t.body.map((r) => r.length)) - 1;
  if (width < 2 || leaves.some((h) => !MARKS.test(h))) return undefined;
  return labels;
}
