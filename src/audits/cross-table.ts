/**
 * cross-table: the same (method, dataset, split, subset, metric) printed in two tables of one
 * paper must agree within the printed rounding. One finding per pair of rows that disagree.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Finding } from '../core/findings.js';
import type { Cell } from './cells.js';
import { allCells, cellKey, cellLocation, focused, paperId, rowName, slug, tableTitle } from './cells.js';
import { intersects, round } from './interval.js';
import type { Check } from './types.js';

interface RowPair {
  readonly a: readonly Cell[];
  readonly b: readonly Cell[];
}

/** Pairs of rows (in different tables) that print at least one number under the same key. */
function rowPairs(cells: readonly Cell[]): Map<string, RowPair> {
  const byKey = new Map<string, Cell[]>();
  for (const c of cells) byKey.set(cellKey(c), [...(byKey.get(cellKey(c)) ?? []), c]);
  const pairs = new Map<string, { a: Cell[]; b: Cell[] }>();
  for (const group of byKey.values()) {
    group.forEach((x, i) =>
      group.slice(i + 1).forEach((y) => {
        if (x.ref.index === y.ref.index) return;
        const id = `${x.ref.index}:${x.rowIndex}|${y.ref.index}:${y.rowIndex}`;
        const p = pairs.get(id) ?? { a: [], b: [] };
        p.a.push(x);
        p.b.push(y);
        pairs.set(id, p);
      }),
    );
  }
  return pairs;
}

/** Which printed value the paper's other tables support, when any does. */
function evidence(cells: readonly Cell[], a: Cell, b: Cell): string | undefined {
  const others = cells.filter((c) => c !== a && c !== b && cellKey(c) === cellKey(a));
  const forA = others.filter((c) => intersects(c.interval, a.interval)).map((c) => tableTitle(c.file, c.ref.table.source));
  const forB = others.filter((c) => intersects(c.interval, b.interval)).map((c) => tableTitle(c.file, c.ref.table.source));
  if (forA.length && !forB.length) return `${forA.join(', ')} also print ${a.value}`;
  if (forB.length && !forA.length) return `${forB.join(', ')} also print ${b.value}`;
  return undefined;
}

function checkPair(file: LoadedClaimFile, cells: readonly Cell[], pair: RowPair): Finding | undefined {
  const bad = pair.a.flatMap((a, i) => {
    const b = pair.b[i];
    return b && !intersects(a.interval, b.interval) ? [{ a, b }] : [];
  });
  const first = bad[0];
  if (!first) return undefined;
  const { a, b } = first;
  const ta = tableTitle(file, a.ref.table.source);
  const tb = tableTitle(file, b.ref.table.source);
  const list = bad.map((d) => `${d.a.column.label} ${d.a.value} vs ${d.b.value}`).join(', ');
  const ev = bad.map((d) => evidence(cells, d.a, d.b)).filter((e): e is string => e !== undefined);
  return {
    id: `${paperId(file)}/cross-table/${slug(a.ref.table.id, b.ref.table.id, a.row.reproduction ?? a.row.method)}`,
    paper: paperId(file),
    check: 'cross-table',
    severity: 'error',
    message: `${rowName(file, a.row)} is printed differently in ${ta} and ${tb}: ${list} (${bad.length} of ${pair.a.length} shared numbers disagree beyond rounding). Correct one of the tables.`,
    sources: bad.flatMap((d) => [cellLocation(d.a), cellLocation(d.b)]),
    stated: b.value,
    computed: a.value,
    interval: [round(a.interval[0]), round(a.interval[1])],
    ...(ev.length ? { evidence: ev.join('; ') } : {}),
  };
}

export const crossTableCheck: Check = (ctx) => {
  let run = 0;
  const findings: Finding[] = [];
  for (const file of focused(ctx)) {
    const cells = allCells(file);
    for (const pair of rowPairs(cells).values()) {
      run += 1;
      const f = checkPair(file, cells, pair);
      if (f) findings.push(f);
    }
  }
  return { findings, run };
};
