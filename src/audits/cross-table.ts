/**
 * cross-table: the same (method, dataset, split, subset, metric) printed in two tables of one
 * paper must be the same number (see `samePrinted`). The unit checked is a method whose numbers
 * are printed in more than one table; one finding lists every number printed differently. Tables whose dataset is not
 * named (`unknown`) are not compared.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Finding } from '../core/findings.js';
import type { Cell } from './cells.js';
import { allCells, cellKey, cellLocation, focused, paperId, rowName, samePrinted, slug, tableTitle, UNNAMED_DATASET } from './cells.js';
import { roundInterval } from './interval.js';
import type { Check } from './types.js';
import type { CoverageMark } from './coverage.js';

/** Printings of one key, split into groups of mutually agreeing values. */
function clusters(cells: readonly Cell[]): Cell[][] {
  const groups: Cell[][] = [];
  for (const c of cells) {
    const g = groups.find((x) => x.every((y) => samePrinted(x[0]!, c) && samePrinted(y, c)));
    if (g) g.push(c);
    else groups.push([c]);
  }
  return groups;
}

const tablesOf = (cells: readonly Cell[]): string => [...new Set(cells.map((c) => tableTitle(c.file, c.ref.table.source)))].join(', ');

interface Disagreement {
  readonly first: Cell;
  readonly groups: Cell[][];
}

function describe(d: Disagreement): string {
  return `${d.first.column.label} ${d.groups.map((g) => `${g[0]!.text} in ${tablesOf(g)}`).join(' vs ')}`;
}

function evidence(d: Disagreement): string | undefined {
  const sorted = [...d.groups].sort((a, b) => b.length - a.length);
  const [top, next] = sorted;
  if (!top || !next || top.length === next.length) return undefined;
  return `${d.first.column.label}: ${top.length} printings (${tablesOf(top)}) give ${top[0]!.text}`;
}

function checkMethod(file: LoadedClaimFile, id: string, cells: readonly Cell[]): Finding | undefined {
  const byKey = new Map<string, Cell[]>();
  for (const c of cells) byKey.set(cellKey(c), [...(byKey.get(cellKey(c)) ?? []), c]);
  const bad: Disagreement[] = [];
  for (const group of byKey.values()) {
    const g = clusters(group);
    if (g.length > 1) bad.push({ first: group[0]!, groups: g });
  }
  const first = bad[0];
  if (!first) return undefined;
  const ev = bad.map(evidence).filter((e): e is string => e !== undefined);
  const a = first.groups[0]![0]!;
  const b = first.groups[1]![0]!;
  return {
    id: `${paperId(file)}/cross-table/${slug(id)}`,
    paper: paperId(file),
    check: 'cross-table',
    severity: 'error',
    message: `${rowName(file, first.first.row)} is printed differently in different tables: ${bad.map(describe).join('; ')}. Correct the tables that are wrong.`,
    sources: bad.flatMap((d) => d.groups.flat().map(cellLocation)),
    stated: b.value,
    computed: a.value,
    interval: roundInterval(a.interval),
    ...(ev.length ? { evidence: ev.join('; ') } : {}),
  };
}

export const crossTableCheck: Check = (ctx) => {
  let run = 0;
  const findings: Finding[] = [];
  const marks: CoverageMark[] = [];
  for (const file of focused(ctx)) {
    const byMethod = new Map<string, Cell[]>();
    const byKey = new Map<string, Set<number>>();
    // (a table whose dataset is not named, `unknown` as audit extract drafts it, is no evidence that two tables report
    // the same data: "Ours" of two experiments, one method on two unnamed datasets; those cells are left unchecked)
    const cells = allCells(file).filter((c) => c.column.dataset !== UNNAMED_DATASET);
    for (const c of cells) byKey.set(cellKey(c), (byKey.get(cellKey(c)) ?? new Set()).add(c.ref.index));
    for (const c of cells) {
      if ((byKey.get(cellKey(c))?.size ?? 0) < 2) continue;
      marks.push({ paper: paperId(file), path: c.path, checked: true });
      const id = c.row.reproduction ?? c.row.method;
      byMethod.set(id, [...(byMethod.get(id) ?? []), c]);
    }
    for (const [id, mine] of byMethod) {
      run += 1;
      const f = checkMethod(file, id, mine);
      if (f) findings.push(f);
    }
  }
  return { findings, run, marks };
};
