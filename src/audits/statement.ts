/**
 * statement: numeric sentences of the text recomputed from the tables they refer to —
 * stated relative improvements ("4.7% against RNet+SSP"), comparisons and "best on …" claims
 * (see best.ts). Arithmetic statements belong to dataset-arithmetic; quantities and qualitative
 * sentences have nothing to recompute.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Statement } from '../claims/schema.js';
import type { Finding } from '../core/findings.js';
import { checkBest } from './best.js';
import { checkBound } from './bound.js';
import type { Cell, TableRef } from './cells.js';
import { cell, cellLocation, decimalsAt, findTable, focused, locate, methodName, paperId, rowName, slug, tableTitle } from './cells.js';
import { difference, formatInterval, intersects, relativeChange, round, roundInterval, zeroBase } from './interval.js';
import { statedInterval } from './statement-interval.js';
import { checkChange, checkRatio } from './statement-change.js';
import { checkSignificance } from './statement-significance.js';
import { directionAt } from './statement-metric.js';
import type { Alternative } from './explain.js';
import { explain } from './explain.js';
import type { Check } from './types.js';
import type { CoverageMark } from './coverage.js';

type RelativeImprovement = Extract<Statement, { kind: 'relative-improvement' }>;
type Comparison = Extract<Statement, { kind: 'comparison' }>;

export { statedInterval } from './statement-interval.js';

function rowIndexOf(ref: TableRef, method: string): number {
  return ref.table.rows.findIndex((r) => r.method === method && r.reproduction === undefined);
}

function checkRelative(file: LoadedClaimFile, index: number, s: RelativeImprovement): Finding | undefined | 'skip' {
  const ref = findTable(file, s.of.table);
  if (!ref) return 'skip';
  const of = cell(file, ref, rowIndexOf(ref, s.of.method), s.of.column);
  const over = cell(file, ref, rowIndexOf(ref, s.over), s.of.column);
  if (!of || !over) return 'skip';
  if (zeroBase(over.interval)) {
    return {
      id: `${paperId(file)}/statement/${slug(s.id)}`,
      paper: paperId(file),
      check: 'statement',
      severity: 'error',
      message:
        `${s.source.quote ? `“${s.source.quote}”` : `Statement ${s.id}`}: a relative improvement of ${s.stated}% over ${rowName(file, over.row)}, whose ${over.column.label} is printed as ${over.text} in ${tableTitle(file, ref.table.source)}: ` +
        `a relative change over a base of zero is undefined (${over.text} stands for any value in ${formatInterval(over.interval)}, zero included), so the statement cannot be checked and cannot be right. State the difference in points instead.`,
      sources: [locate(file, ['statements', index], s.source, `statement ${s.id}: ${s.stated}%`), cellLocation(of), cellLocation(over)],
      stated: s.stated,
    };
  }
  const computed = relativeChange(of.interval, over.interval);
  const decimals = decimalsAt(file, ['statements', index, 'stated'], s.stated);
  const stated = statedInterval(s.stated, decimals, s.approximate);
  if (intersects(stated, computed)) return undefined;

  const value = (100 * (of.value - over.value)) / over.value;
  const alternatives: Alternative[] = [
    { name: `the difference in points (${round(of.value - over.value, 2)})`, value: of.value - over.value, interval: difference(of.interval, over.interval) },
    ...ref.table.rows.flatMap((row, ri) => {
      const other = ri === of.rowIndex || ri === over.rowIndex || row.reproduction !== undefined ? undefined : cell(file, ref, ri, s.of.column);
      if (!other) return [];
      const v = (100 * (of.value - other.value)) / other.value;
      return [{ name: `the improvement over ${rowName(file, other.row)} ${other.text} (${v.toFixed(2)}%)`, value: v, interval: relativeChange(of.interval, other.interval) }];
    }),
  ];
  const { matches: match, possibilities } = explain(s.stated, decimals, value, alternatives, stated);
  const quote = s.source.quote ? `“${s.source.quote}”` : `Statement ${s.id}`;
  const printedStated = `${s.stated}%${s.approximate ? ' (a round figure, read as ±10%)' : ''}`;
  return {
    id: `${paperId(file)}/statement/${slug(s.id)}`,
    paper: paperId(file),
    check: 'statement',
    severity: s.approximate ? 'warning' : 'error',
    message:
      `${quote}: ${tableTitle(file, ref.table.source)} gives (${of.text} − ${over.text})/${over.text} = ${value.toFixed(2)}% ` +
      `for ${rowName(file, of.row)} over ${rowName(file, over.row)} on ${of.column.label} (${formatInterval(computed)}% given the rounding), not ${printedStated}` +
      (match ? `; the stated figure matches ${match}.` : possibilities.length ? `. Possible explanations, none established: ${possibilities.join('; ')}.` : '.') +
      ' Correct the figure or name the baseline it was computed against.',
    sources: [locate(file, ['statements', index], s.source, `statement ${s.id}: ${s.stated}%`), cellLocation(of), cellLocation(over)],
    stated: s.stated,
    computed: round(value),
    interval: roundInterval(computed),
    ...(match ? { matches: match } : {}),
    ...(possibilities.length ? { possibilities } : {}),
  };
}

/** `holds` judges one column; `improves` also needs one strict gain over all columns (see `anyHigher`). */
const RELATIONS: Record<Comparison['relation'], { words: string; holds: (a: number, b: number) => boolean }> = {
  higher: { words: 'higher than', holds: (a, b) => a > b },
  lower: { words: 'lower than', holds: (a, b) => a < b },
  'not-lower': { words: 'at least as high as', holds: (a, b) => a >= b },
  improves: { words: 'an improvement on (never lower, higher somewhere)', holds: (a, b) => a >= b },
  equal: { words: 'equal to', holds: (a, b) => a === b },
  // by the column's direction: `a`/`b` arrive already oriented so that higher is better (see orient)
  better: { words: 'better than', holds: (a, b) => a > b },
  'not-worse': { words: 'at least as good as', holds: (a, b) => a >= b },
};

/** better/not-worse compare by each column's direction: a lower-is-better value is negated. */
const DIRECTIONAL = new Set<Comparison['relation']>(['better', 'not-worse']);

function checkComparison(file: LoadedClaimFile, index: number, s: Comparison): Finding | undefined | 'skip' {
  const ref = findTable(file, s.table);
  if (!ref) return 'skip';
  const pairs = s.columns.flatMap((col) => {
    const a = cell(file, ref, rowIndexOf(ref, s.method), col);
    const b = cell(file, ref, rowIndexOf(ref, s.other), col);
    const dir = DIRECTIONAL.has(s.relation) ? directionAt(file, ref, col) : 'higher';
    if (dir === 'neither') return [];
    const k = dir === 'lower' ? -1 : 1;
    return a && b ? [{ a, b, va: k * a.value, vb: k * b.value }] : [];
  });
  if (!pairs.length) return 'skip';
  const lowerSomewhere = pairs.filter(({ va, vb }) => !RELATIONS[s.relation].holds(va, vb));
  // "improves" with every column tied is no improvement: then every tied column is the evidence.
  const noGain = s.relation === 'improves' && !lowerSomewhere.length && !pairs.some(({ va, vb }) => va > vb);
  const failed = noGain ? pairs : lowerSomewhere;
  if (!failed.length) return undefined;
  const quote = s.source.quote ? `“${s.source.quote}”` : `Statement ${s.id}`;
  const show = (c: Cell) => `${rowName(file, c.row)} ${c.text}`;
  return {
    id: `${paperId(file)}/statement/${slug(s.id)}`,
    paper: paperId(file),
    check: 'statement',
    severity: 'warning',
    message: `${quote}: ${methodName(file, s.method)} is not ${RELATIONS[s.relation].words} ${methodName(file, s.other)} on ${failed.map(({ a, b }) => `${a.column.label} (${show(a)} vs ${show(b)})`).join(', ')} in ${tableTitle(file, ref.table.source)}. Qualify the sentence or correct the table.`,
    sources: [locate(file, ['statements', index], s.source, `statement ${s.id}`), ...failed.flatMap(({ a, b }) => [cellLocation(a), cellLocation(b)])],
    stated: pairs.length,
    computed: pairs.length - failed.length,
  };
}

function checkStatement(file: LoadedClaimFile, index: number, s: Statement): Finding | undefined | 'skip' | { readonly skip: string } {
  switch (s.kind) {
    case 'relative-improvement':
      return checkRelative(file, index, s);
    case 'best':
      return checkBest(file, index, s);
    case 'change':
      return checkChange(file, index, s);
    case 'ratio':
      return checkRatio(file, index, s);
    case 'significance':
      return checkSignificance(file, index, s);
    case 'comparison':
      return checkComparison(file, index, s);
    case 'bound':
      return checkBound(file, index, s);
    case 'arithmetic': // dataset-arithmetic
    case 'quantity':
    case 'qualitative':
      return 'skip';
  }
}

export const statementCheck: Check = (ctx) => {
  let run = 0;
  const findings: Finding[] = [];
  const marks: CoverageMark[] = [];
  for (const file of focused(ctx)) {
    file.data.statements.forEach((s, i) => {
      const outcome = checkStatement(file, i, s);
      // a skip that knows why it could not check says so in the coverage
      if (typeof outcome === 'object' && 'skip' in outcome) {
        marks.push({ paper: paperId(file), path: ['statements', i], checked: false, reason: outcome.skip });
        return;
      }
      // arithmetic statements are dataset-arithmetic's (it marks them); other skips stay unmarked: coverage says why
      if (outcome !== 'skip') marks.push({ paper: paperId(file), path: ['statements', i], checked: true });
      if (outcome === 'skip') return;
      run += 1;
      if (outcome) findings.push(outcome);
    });
  }
  return { findings, run, marks };
};
