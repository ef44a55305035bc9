/**
 * Comparative statements over printed tables: "best on all metrics", "on most metrics", "ranks
 * first on almost all types", "generally best except for …", "the lowest WER on every test set".
 * Best means strictly better than every competitor as printed, by each metric's direction (a
 * lower-is-better metric's best is its minimum): a tie is not "outperforms".
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Statement } from '../claims/schema.js';
import type { ClaimLocation, Finding } from '../core/findings.js';
import type { Cell, TableRef } from './cells.js';
import { cell, cellLocation, findTable, isOwnRow, locate, methodName, paperId, rowName, slug, tableTitle } from './cells.js';
import { directionAt, isCostColumn } from './statement-metric.js';

export type BestStatement = Extract<Statement, { kind: 'best' }>;

/** How many covered columns the method must win for the quantifier to hold. */
export function required(quantifier: BestStatement['quantifier'], covered: number): number {
  switch (quantifier) {
    case 'all':
      return covered;
    case 'most':
      return Math.floor(covered / 2) + 1;
    case 'almost-all':
      return Math.max(Math.floor(covered / 2) + 1, covered - Math.max(1, Math.floor(covered / 10)));
  }
}

const QUANTIFIER_WORDS: Record<BestStatement['quantifier'], string> = { all: 'all', most: 'most', 'almost-all': 'almost all' };

interface Column {
  readonly own: Cell;
  /** Competitors at least as high, best first (empty when the method wins). */
  readonly beaten: readonly Cell[];
  readonly excepted: boolean;
  /** The winner is the lowest value (a lower-is-better metric, or "lowest"). */
  readonly lower: boolean;
}

function competitors(file: LoadedClaimFile, ref: TableRef, s: BestStatement, ownIndex: number, col: number): Cell[] {
  const c = s.competitors;
  return ref.table.rows.flatMap((row, ri) => {
    if (ri === ownIndex || row.method === s.method || row.reproduction !== undefined) return [];
    if (c.methods && !c.methods.includes(row.method)) return [];
    if (c.exclude?.includes(row.method)) return [];
    if (!c.ownIncluded && isOwnRow(file, row)) return [];
    return cell(file, ref, ri, col) ?? [];
  });
}

/**
 * Which way wins on a column: "highest"/"lowest" as printed; "best" by the metric's direction —
 * undefined (not covered) for a metric with no direction, and for a cost column (params, FLOPs,
 * latency …) unless the statement names its columns: cost is not "performance".
 */
function winning(file: LoadedClaimFile, ref: TableRef, s: BestStatement, col: number): 'higher' | 'lower' | undefined {
  if (s.extreme !== 'best') return s.extreme === 'highest' ? 'higher' : 'lower';
  if (!s.columns && isCostColumn(file, ref, col)) return undefined;
  const d = directionAt(file, ref, col);
  return d === 'neither' ? undefined : d;
}

function columnsOf(file: LoadedClaimFile, ref: TableRef, s: BestStatement): Column[] {
  const ownIndex = ref.table.rows.findIndex((r) => r.method === s.method && r.reproduction === undefined);
  if (ownIndex < 0) return [];
  const indices = s.columns ?? ref.table.columns.map((_, i) => i);
  return indices.flatMap((col) => {
    const dir = winning(file, ref, s, col);
    const own = cell(file, ref, ownIndex, col);
    const others = competitors(file, ref, s, ownIndex, col);
    if (!dir || !own || !others.length) return [];
    const k = dir === 'lower' ? -1 : 1;
    const beaten = others.filter((o) => k * o.value >= k * own.value).sort((a, b) => k * (b.value - a.value));
    return [{ own, beaten, excepted: s.except.includes(col), lower: dir === 'lower' }];
  });
}

function describeLoss(c: Column): string {
  const top = c.beaten[0];
  if (!top) return `${c.own.column.label}: best`;
  const tie = top.value === c.own.value;
  return `${c.own.column.label} ${c.own.text} ${tie ? 'ties' : c.lower ? '>' : '<'} ${rowName(top.file, top.row)} ${top.text}${c.lower && !tie ? ' (lower is better)' : ''}`;
}


export function checkBest(file: LoadedClaimFile, index: number, s: BestStatement): Finding | undefined | 'skip' {
  const refs = s.tables.flatMap((t) => findTable(file, t) ?? []);
  const cols = refs.flatMap((ref) => columnsOf(file, ref, s).map((c) => ({ ...c, ref })));
  const covered = cols.filter((c) => !c.excepted);
  if (!covered.length) return 'skip';
  const wins = covered.filter((c) => !c.beaten.length).length;
  // Naming exceptions ("generally best, except for T") says every other column is won.
  const need = s.except.length ? covered.length : required(s.quantifier, covered.length);
  const wrongExceptions = cols.filter((c) => c.excepted && !c.beaten.length);
  const losses = covered.filter((c) => c.beaten.length);
  if (wins >= need && !wrongExceptions.length) return undefined;

  const who = methodName(file, s.method);
  const where = refs.map((r) => tableTitle(file, r.table.source)).join(', ');
  const quote = s.source.quote ? `“${s.source.quote}”` : `Statement ${s.id}`;
  const parts: string[] = [];
  if (wins < need && s.except.length)
    parts.push(`besides the named exception${s.except.length > 1 ? 's' : ''}, ${who} is not best on ${losses.map(describeLoss).join('; ')} in ${where}, which the statement does not name`);
  else if (wins < need)
    parts.push(
      `${who} is strictly best on ${wins} of ${covered.length} columns of ${where}, not on ${QUANTIFIER_WORDS[s.quantifier]} (${losses.map(describeLoss).join('; ')})`,
    );
  if (wrongExceptions.length) parts.push(`it is best on ${wrongExceptions.map((c) => c.own.column.label).join(', ')}, which the statement names as an exception`);
  const sources: ClaimLocation[] = [
    locate(file, ['statements', index], s.source, `statement ${s.id}`),
    ...[...losses, ...wrongExceptions].flatMap((c) => [cellLocation(c.own), ...c.beaten.slice(0, 1).map(cellLocation)]),
  ];
  return {
    id: `${paperId(file)}/statement/${slug(s.id)}`,
    paper: paperId(file),
    check: 'statement',
    severity: 'warning',
    message: `${quote}: ${parts.join('; ')}. Qualify the sentence or correct the table.`,
    sources,
    stated: need,
    computed: wins,
  };
}
