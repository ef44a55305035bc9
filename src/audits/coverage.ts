/**
 * Coverage of `audit check`: per paper, what the static checks examined (tables, cells, printed
 * deltas, statements, hardware claims) and each claim they could not check, with why. A paper with
 * nothing checked is said so: "0 errors" alone would read as an all-clear. Pure.
 *
 * Checks report what they examined as marks (`CoverageMark`): a path in the claim file, checked or
 * not (with a reason). Cells of statements are found from the statement's own references.
 */
import type { DocPath, LoadedClaimFile } from '../claims/model.js';
import type { Statement } from '../claims/schema.js';
import type { SourcePos } from '../core/errors.js';
import { isPerformance, metricOf } from './metric-view.js';

export interface CoverageMark {
  readonly paper: string;
  readonly path: DocPath;
  readonly checked: boolean;
  /** Why it could not be checked (for `checked: false`). */
  readonly reason?: string;
}

export type CoverageItemKind = 'table' | 'delta' | 'statement' | 'hardware';

export interface Unchecked {
  readonly what: CoverageItemKind;
  /** "tables[1] (ablation)", "statements[4] (s-gain)". */
  readonly item: string;
  readonly at: SourcePos;
  readonly reason: string;
  /** A claim (delta, statement, hardware claim) rather than a table: what `--fail-on unchecked` counts. */
  readonly claim: boolean;
}

export interface Count {
  readonly total: number;
  readonly checked: number;
}

export interface PaperCoverage {
  readonly paper: string;
  readonly tables: Count;
  readonly cells: Count;
  readonly deltas: Count;
  readonly statements: Count;
  readonly hardware: Count;
  readonly unchecked: readonly Unchecked[];
  /** No delta, statement, hardware claim or cell was checked. */
  readonly nothingChecked: boolean;
  /** Why nothing was checked (only with nothingChecked). */
  readonly why?: string;
}

const key = (path: DocPath): string => path.join('\u0000');

/** What a statement refers to: its tables, its rows' methods and its columns (any statement kind). */
function referencesOf(s: Statement): { tables: string[]; methods: string[]; columns: number[] | undefined } {
  const tables: string[] = [];
  const methods: string[] = [];
  let columns: number[] | undefined;
  const visit = (v: unknown, k: string): void => {
    if (typeof v === 'string') {
      if (k === 'table') tables.push(v);
      else if (k === 'method' || k === 'other' || k === 'over' || k === 'vs' || k === 'base') methods.push(v);
    } else if (typeof v === 'number') {
      if (k === 'column') columns = [...(columns ?? []), v];
    } else if (Array.isArray(v)) {
      if (k === 'tables') tables.push(...v.filter((x): x is string => typeof x === 'string'));
      else if (k === 'methods') methods.push(...v.filter((x): x is string => typeof x === 'string'));
      else if (k === 'columns') columns = [...(columns ?? []), ...v.filter((x): x is number => typeof x === 'number')];
      else v.forEach((x) => visit(x, k));
    } else if (v && typeof v === 'object') for (const [kk, x] of Object.entries(v)) if (kk !== 'source' && kk !== 'competitors') visit(x, kk);
  };
  visit(s, '');
  return { tables, methods, columns };
}

/** Default reason for a statement no check examined. */
function statementReason(s: Statement): string {
  switch (s.kind as string) {
    case 'quantity':
      return 'a bare quantity: no statement kind the checks understand (no table value, change or comparison is named)';
    case 'qualitative':
      return 'qualitative: kept for the record, nothing to recompute';
    default:
      return 'its table values are missing (a "-" cell, or a row or table that is not transcribed)';
  }
}

export function coverageOf(file: LoadedClaimFile, marks: readonly CoverageMark[]): PaperCoverage {
  const paper = file.data.paper.id;
  const mine = marks.filter((m) => m.paper === paper);
  const checked = new Set(mine.filter((m) => m.checked).map((m) => key(m.path)));
  const reasons = new Map(mine.filter((m) => !m.checked && m.reason).map((m) => [key(m.path), m.reason as string]));
  const unchecked: Unchecked[] = [];

  // statements: marked by the statement checks; their cells are those they name
  let statementsChecked = 0;
  file.data.statements.forEach((s, i) => {
    const path = ['statements', i];
    if (!checked.has(key(path))) {
      // a qualitative statement records a sentence no number can check, by design: listed, not failed
      unchecked.push({ what: 'statement', item: `statements[${i}] (${s.id})`, at: file.pos(path), reason: reasons.get(key(path)) ?? statementReason(s), claim: s.kind !== 'qualitative' });
      return;
    }
    statementsChecked += 1;
    const refs = referencesOf(s);
    // a "best" claim compares its method with every other row of the tables it names
    if (s.kind === 'best') refs.methods.length = 0;
    file.data.tables.forEach((t, ti) => {
      if (!refs.tables.includes(t.id)) return;
      checked.add(key(['tables', ti]));
      if (t.kind !== 'results') return;
      t.rows.forEach((r, ri) => {
        if (refs.methods.length && !refs.methods.includes(r.method)) return;
        r.values.forEach((v, ci) => {
          // a "best" claim naming no columns is about performance: its cost columns were not compared
          const col = t.columns[ci];
          const skipCost = s.kind === 'best' && !refs.columns && col !== undefined && !isPerformance(metricOf(typeof col === 'string' ? col : col.metric, file.data.metrics));
          if (v !== null && !skipCost && (!refs.columns || refs.columns.includes(ci))) checked.add(key(['tables', ti, 'rows', ri, 'values', ci]));
        });
      });
    });
  });

  // printed deltas
  let deltasTotal = 0;
  let deltasChecked = 0;
  let cellsTotal = 0;
  let cellsChecked = 0;
  let tablesChecked = 0;
  file.data.tables.forEach((t, ti) => {
    if (t.kind !== 'results') {
      if (checked.has(key(['tables', ti]))) tablesChecked += 1;
      else unchecked.push({ what: 'table', item: `tables[${ti}] (${t.id})`, at: file.pos(['tables', ti]), reason: 'an attributes table: no metric recognised in its columns, and no statement bounds its values', claim: false });
      return;
    }
    let any = false;
    t.rows.forEach((r, ri) => {
      r.values.forEach((v, ci) => {
        if (v === null) return;
        cellsTotal += 1;
        if (checked.has(key(['tables', ti, 'rows', ri, 'values', ci]))) {
          cellsChecked += 1;
          any = true;
        }
      });
      r.deltas?.forEach((d, ci) => {
        if (d === null) return;
        deltasTotal += 1;
        const path = ['tables', ti, 'rows', ri, 'deltas', ci];
        if (checked.has(key(path))) deltasChecked += 1;
        else unchecked.push({ what: 'delta', item: `tables[${ti}].rows[${ri}].deltas[${ci}] (${t.id}, ${r.label ?? r.method})`, at: file.pos(path), reason: reasons.get(key(path)) ?? 'baseline not resolved', claim: true });
      });
    });
    if (any) tablesChecked += 1;
    else unchecked.push({ what: 'table', item: `tables[${ti}] (${t.id})`, at: file.pos(['tables', ti]), reason: 'no printed delta, statement or second printing refers to its values', claim: false });
  });

  let hardwareChecked = 0;
  file.data.hardware.forEach((h, hi) => {
    const path = ['hardware', hi];
    if (checked.has(key(path))) hardwareChecked += 1;
    else unchecked.push({ what: 'hardware', item: `hardware[${hi}] (${h.id})`, at: file.pos(path), reason: reasons.get(key(path)) ?? `no estimate config or other evidence covers a ${h.kind} claim`, claim: true });
  });

  const nothingChecked = deltasChecked + statementsChecked + hardwareChecked + cellsChecked === 0;
  const cov: PaperCoverage = {
    paper,
    tables: { total: file.data.tables.length, checked: tablesChecked },
    cells: { total: cellsTotal, checked: cellsChecked },
    deltas: { total: deltasTotal, checked: deltasChecked },
    statements: { total: file.data.statements.length, checked: statementsChecked },
    hardware: { total: file.data.hardware.length, checked: hardwareChecked },
    unchecked,
    nothingChecked,
  };
  return nothingChecked ? { ...cov, why: whyNothing(cov) } : cov;
}

function whyNothing(c: PaperCoverage): string {
  const parts: string[] = [];
  if (c.tables.total === 0 && c.statements.total === 0 && c.hardware.total === 0) return 'the claim file holds no table, statement or hardware claim';
  const byReason = new Map<string, number>();
  for (const u of c.unchecked) byReason.set(u.reason, (byReason.get(u.reason) ?? 0) + 1);
  for (const [reason, n] of [...byReason].sort((a, b) => b[1] - a[1])) parts.push(`${n} × ${reason}`);
  return parts.join('; ') || 'no claim the checks understand';
}

/** One line: "tables 2/3, cells 14/48, printed deltas 4/4, statements 3/5, hardware claims 0/1 checked". */
export function coverageLine(c: PaperCoverage): string {
  const f = (n: Count, what: string) => `${what} ${n.checked}/${n.total}`;
  return `${[f(c.tables, 'tables'), f(c.cells, 'cells'), f(c.deltas, 'printed deltas'), f(c.statements, 'statements'), f(c.hardware, 'hardware claims')].join(', ')} checked`;
}

/** What `--fail-on unchecked` fails on: a paper with nothing checked, or a claim that could not be checked. */
export function failsUnchecked(c: PaperCoverage): boolean {
  return c.nothingChecked || c.unchecked.some((u) => u.claim);
}
