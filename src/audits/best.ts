/**
 * Comparative statements over printed tables: "best on all metrics", "on most metrics", "ranks
 * first on almost all types", "generally best except for …". Best means strictly higher than every
 * competitor as printed: a tie is not "outperforms".
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Statement } from '../claims/schema.js';
import type { ClaimLocation, Finding } from '../core/findings.js';
import type { Cell, TableRef } from './cells.js';
import { cell, cellLocation, findTable, isOwnRow, locate, methodName, paperId, rowName, slug, tableTitle } from './cells.js';
import { betterSign, directionOf, isPerformance } from './metric-view.js';

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

function columnsOf(file: LoadedClaimFile, ref: TableRef, s: BestStatement): Column[] {
  const ownIndex = ref.table.rows.findIndex((r) => r.method === s.method && r.reproduction === undefined);
  if (ownIndex < 0) return [];
  // by default "best" is about performance: cost columns (params, FLOPs, latency …) and metrics with no better side are left out
  const indices = s.columns ?? ref.table.columns.map((_, i) => i).filter((i) => { const c = cell(file, ref, ownIndex, i); return c === undefined || c.column.def === undefined || isPerformance(c.column.def); });
  return indices.flatMap((col) => {
    const own = cell(file, ref, ownIndex, col);
    const others = competitors(file, ref, s, ownIndex, col);
    if (!own || !others.length) return [];
    // lower-is-better metrics (WER, FID, perplexity): the best is the minimum
    const dir = own.column.def === undefined ? 'higher' : directionOf(own.column.def);
    const beaten = others.filter((o) => betterSign(dir, o.value, own.value) >= 0).sort((a, b) => betterSign(dir, a.value, b.value) * -1 || 0);
    return [{ own, beaten, excepted: s.except.includes(col) }];
  });
}

function describeLoss(c: Column): string {
  const top = c.beaten[0];
  if (!top) return `${c.own.column.label}: best`;
  const tie = top.value === c.own.value;
  const worse = c.own.column.def?.direction === 'lower' ? '>' : '<';
  return `${c.own.column.label} ${c.own.text} ${tie ? 'ties' : worse} ${rowName(top.file, top.row)} ${top.text}`;
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
