/**
 * A second label column that prints the cut-off of the metric beside it (pure): `Metric | K | …` over
 * `NDCG | 1`, `NDCG | 3`, `MAP | 1` … (a metric printed once per cut-off, often as a rowspan) is one row label
 * per metric and cut-off, `NDCG@1`, `NDCG@3`, `MAP@1`: the K column is no value column (nor, once the table is read
 * with the methods as columns, a method). Recognised when the column's head names a cut-off (`K`, `N`, `@K`,
 * `Top-K`, `Cut-off`), every body cell of it is a whole number (at most 4 digits, two values at least), and the
 * first column holds words, one of them printed for several rows. Any other table is returned as it came.
 */
import { isPlainNumber } from './cells.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const CUTOFF_HEAD = /^(?:@\s*)?[KkNn]$|^top[-\s]?[KkNn]$|^cut[-\s]?offs?(?:\s*\(?[KkNn]\)?)?$|^rank(?:ing)?\s+cut[-\s]?off$/i;

export function cutoffLabelColumn(t: RawTable): { table: RawTable; review?: string } {
  const leaf = t.header[t.header.length - 1];
  if (!leaf || leaf.length < 3 || t.body.length < 2) return { table: t };
  const head = stripMarkup(leaf[1] ?? '');
  if (!CUTOFF_HEAD.test(head)) return { table: t };
  const ks = t.body.map((r) => stripMarkup(r[1] ?? ''));
  const labels = t.body.map((r) => stripMarkup(r[0] ?? '').replace(/\*\*/g, '').trim());
  if (!ks.every((k) => /^\d{1,4}$/.test(k)) || new Set(ks).size < 2) return { table: t };
  if (labels.some((l) => !l || isPlainNumber(l) || /@\s*\d/.test(l))) return { table: t };
  if (new Set(labels).size === labels.length) return { table: t };
  const drop = (r: readonly string[]): string[] => r.filter((_, j) => j !== 1);
  const body = t.body.map((r, i) => [`${labels[i] ?? ''}@${ks[i] ?? ''}`, ...drop(r).slice(1)]);
  const shown = [...new Set(body.map((r) => r[0] as string))].slice(0, 3).map((s) => `"${s}"`).join(', ');
  return {
    table: { ...t, header: t.header.map(drop), body },
    review: `column "${head}" prints the cut-off of the metric beside it: rows read as ${shown} … — check the metrics`,
  };
}
