/**
 * Metrics from a CSV file a script wrote (a results table, a per-epoch log): the header names the
 * metrics (any registry name: "top1_acc", "WER", "F1"), one row holds the values — the first or
 * last row, or the first/last row whose `where` column equals a value (e.g. split = test).
 */
import { parse } from 'csv-parse/sync';
import type { MetricDef } from '../../../core/metric-registry.js';
import type { ParseResult } from './names.js';
import { collect, nonEmpty, pick } from './names.js';

export function metricsFromCsv(text: string, occurrence: 'first' | 'last', where: { readonly column: string; readonly equals: string } | undefined, declared?: readonly MetricDef[]): ParseResult {
  let rows: string[][];
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
  } catch (e) {
    return { ok: false, problem: `not CSV (${e instanceof Error ? e.message : String(e)})` };
  }
  const [header, ...body] = rows;
  if (!header || !body.length) return { ok: false, problem: 'no header and data row' };
  const at = where ? header.indexOf(where.column) : -1;
  if (where && at < 0) return { ok: false, problem: `no column '${where.column}' (columns: ${header.join(', ')})` };
  const row = pick(where ? body.filter((r) => r[at] === where.equals) : body, occurrence);
  if (!row) return { ok: false, problem: `no row with ${where?.column} = ${where?.equals}` };
  const pairs = header.flatMap((h, i) => {
    const v = row[i]?.replace(/%$/, '');
    return v !== undefined && v !== '' && Number.isFinite(Number(v)) ? [[h, Number(v)] as const] : [];
  });
  return nonEmpty(collect(pairs, { declared }), `the ${occurrence} row${where ? ` with ${where.column} = ${where.equals}` : ''}`, true);
}
