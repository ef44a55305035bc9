/**
 * How a draft table prints its percent-type metrics (pure): accuracy, F1, AP … printed as 0.912 are
 * fractions, as 91.2 percent. A column is read as fractions when every value it prints lies in
 * [0, 1] and one is not a whole number (a column of 0 and 1 says nothing); the claim file then
 * says `scale: fraction`, so checks and runs compare 0.912 with a measured 91.2% correctly.
 */
import { metricById } from '../core/metric-registry.js';
import type { DraftResultsTable } from './types.js';

/** Indices of the columns whose percent-type metric is printed as fractions. */
export function fractionColumns(t: DraftResultsTable): number[] {
  const out: number[] = [];
  t.columns.forEach((c, j) => {
    if (metricById(c.metric)?.scale !== 'percent') return;
    const values = t.rows.flatMap((r) => {
      const v = r.values[j];
      return v && 'n' in v ? [Number(v.n.replace(/,/g, ''))] : [];
    });
    if (values.length && values.every((v) => v >= 0 && v <= 1) && values.some((v) => !Number.isInteger(v))) out.push(j);
  });
  return out;
}

/** How many of the table's columns hold a percent-type metric. */
export function percentTyped(t: DraftResultsTable): number {
  return t.columns.filter((c) => metricById(c.metric)?.scale === 'percent').length;
}
