/**
 * "At most 10,000 text-image pairs": a stated bound against the values an attributes table prints
 * for the rows the sentence is about. A value breaks the bound only when no rounding of it keeps
 * it inside.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { AttributeTable, Statement } from '../claims/schema.js';
import type { Finding } from '../core/findings.js';
import { decimalsAt, locate, paperId, slug, tableTitle } from './cells.js';
import { printed } from './interval.js';

export type BoundStatement = Extract<Statement, { kind: 'bound' }>;

// one formatter per decimals: toLocaleString with options builds a new Intl.NumberFormat per call
const formats = new Map<number, Intl.NumberFormat>();
const fmt = (v: number, d: number): string => {
  let f = formats.get(d);
  if (!f) formats.set(d, (f = new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })));
  return f.format(v);
};

export function checkBound(file: LoadedClaimFile, index: number, s: BoundStatement): Finding | undefined | 'skip' {
  const ti = file.data.tables.findIndex((t) => t.id === s.table);
  const table = file.data.tables[ti] as AttributeTable | undefined;
  if (!table || table.kind !== 'attributes') return 'skip';
  const ci = table.columns.findIndex((c) => c.id === s.column);
  const values = s.rows.flatMap((key) => {
    const ri = table.rows.findIndex((r) => r.key === key);
    const row = table.rows[ri];
    const value = row?.values[ci];
    if (!row || typeof value !== 'number') return [];
    const path = ['tables', ti, 'rows', ri, 'values', ci] as const;
    const d = decimalsAt(file, path, value);
    return [{ row, value, path, d, interval: printed(value, d) }];
  });
  if (!values.length) return 'skip';
  const above = s.max === undefined ? [] : values.filter((v) => v.interval[0] > (s.max as number));
  const below = s.min === undefined ? [] : values.filter((v) => v.interval[1] < (s.min as number));
  const broken = [...above, ...below];
  if (!broken.length) return undefined;
  const column = table.columns[ci]?.label ?? s.column;
  const where = tableTitle(file, table.source);
  const stated = (key: 'max' | 'min', v: number) => fmt(v, decimalsAt(file, ['statements', index, key], v));
  const bound = [s.max !== undefined ? `at most ${stated('max', s.max)}` : '', s.min !== undefined ? `at least ${stated('min', s.min)}` : ''].filter(Boolean).join(' and ');
  const quote = s.source.quote ? `“${s.source.quote}”` : `Statement ${s.id}`;
  const worst = above.length ? Math.max(...above.map((v) => v.value)) : Math.min(...below.map((v) => v.value));
  return {
    id: `${paperId(file)}/statement/${slug(s.id)}`,
    paper: paperId(file),
    check: 'statement',
    severity: 'warning',
    message: `${quote}: ${where} prints ${column} outside the stated bound (${bound}) for ${broken.map((v) => `${v.row.label ?? v.row.key} ${fmt(v.value, v.d)}`).join(', ')}. Qualify the sentence or correct the table.`,
    sources: [
      locate(file, ['statements', index], s.source, `statement ${s.id}: ${bound}`),
      ...broken.map((v) => locate(file, v.path, table.source, `${where}: ${v.row.label ?? v.row.key} · ${column} = ${fmt(v.value, v.d)}`)),
    ],
    stated: (s.max ?? s.min) as number,
    computed: worst,
  };
}
