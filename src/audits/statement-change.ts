/**
 * Stated changes and ratios recomputed from the printed numbers, direction-aware: "3.1 points
 * above X", "reduces WER by 10%" (a decrease of a lower-is-better metric is an improvement),
 * "from 41.2 to 45.3", "3× faster", "half the memory". A finding only when no value inside the
 * printed rounding of the numbers gives the claim (under every reading the statement allows).
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Statement } from '../claims/schema.js';
import type { ClaimLocation, Finding } from '../core/findings.js';
import type { Cell } from './cells.js';
import { cell, cellLocation, decimalsAt, findTable, intervalAt, locate, paperId, rowName, shownAt, slug, tableTitle } from './cells.js';
import type { Interval } from './interval.js';
import { difference, formatInterval, intersects, relativeChange, round, roundInterval, zeroBase } from './interval.js';
import { statedInterval } from './statement-interval.js';
import { directionAt, directionNote, printedAsFraction, valueMove } from './statement-metric.js';

type Change = Extract<Statement, { kind: 'change' }>;
type Ratio = Extract<Statement, { kind: 'ratio' }>;
type Outcome = Finding | undefined | 'skip' | { readonly skip: string };

const rowIndexOf = (ref: NonNullable<ReturnType<typeof findTable>>, method: string) => ref.table.rows.findIndex((r) => r.method === method && r.reproduction === undefined);

function cellsOf(file: LoadedClaimFile, s: { of?: { table: string; method: string; column: number } | undefined; over?: string | undefined }): { of: Cell; over: Cell } | 'skip' | undefined {
  if (!s.of || s.over === undefined) return undefined;
  const ref = findTable(file, s.of.table);
  if (!ref) return 'skip';
  const of = cell(file, ref, rowIndexOf(ref, s.of.method), s.of.column);
  const over = cell(file, ref, rowIndexOf(ref, s.over), s.of.column);
  return of && over ? { of, over } : 'skip';
}

const scale = (a: Interval, k: number): Interval => [a[0] * k, a[1] * k];
const quoteOf = (s: { id: string; source: { quote?: string | undefined } }) => (s.source.quote ? `“${s.source.quote}”` : `Statement ${s.id}`);
const signed = (x: number, d: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(d)}`;

interface Reading {
  readonly name: string;
  readonly value: number;
  readonly interval: Interval;
  readonly unit: string;
}

/** The readings of a change: in points / metric units, relative in %, or both ("by 2.1%" on a % metric). */
function readings(s: Change, after: Interval, before: Interval, a: number, b: number, fraction: boolean): Reading[] {
  const out: Reading[] = [];
  if (s.mode !== 'relative') {
    const diff = difference(after, before);
    // "3.1 points" on a table printed as fractions: the difference ×100; a bare "by 0.031" stays as printed
    const ks = fraction ? (s.points ? [100] : [1, 100]) : [1];
    for (const k of ks) out.push({ name: k === 100 ? 'the difference in points (×100 of the printed fractions)' : 'the difference', value: (a - b) * k, interval: scale(diff, k), unit: k === 100 || s.points ? ' points' : '' });
  }
  // a relative change over a base printed as zero is undefined: no reading (a relative-only claim then fails)
  if (s.mode !== 'absolute' && !zeroBase(before)) out.push({ name: 'the relative change', value: (100 * (a - b)) / b, interval: relativeChange(after, before), unit: '%' });
  return out;
}

export function checkChange(file: LoadedClaimFile, index: number, s: Change): Outcome {
  const cells = cellsOf(file, s);
  if (cells === 'skip') return 'skip';
  const at = (k: 'from' | 'to', v: number) => intervalAt(file, ['statements', index, k], v);
  const sources: ClaimLocation[] = [locate(file, ['statements', index], s.source, `statement ${s.id}`)];
  const problems: string[] = [];
  // "from A to B" printed next to table cells: the sentence's numbers must be the table's
  if (cells && s.from !== undefined && s.to !== undefined) {
    const wrong = [
      { k: 'from' as const, v: s.from, c: cells.over },
      { k: 'to' as const, v: s.to, c: cells.of },
    ].filter(({ k, v, c }) => !intersects(at(k, v), c.interval));
    for (const w of wrong) problems.push(`the sentence prints ${shownAt(file, ['statements', index, w.k], w.v)} where ${tableTitle(file, w.c.ref.table.source)} prints ${rowName(file, w.c.row)} ${w.c.column.label} = ${w.c.text}`);
    if (wrong.length) sources.push(...wrong.map((w) => cellLocation(w.c)));
  }
  const after = cells ? cells.of.interval : at('to', s.to as number);
  const before = cells ? cells.over.interval : at('from', s.from as number);
  const a = cells ? cells.of.value : (s.to as number);
  const b = cells ? cells.over.value : (s.from as number);
  const direction = cells ? directionAt(file, cells.of.ref, cells.of.col) : 'neither';
  const move = valueMove(s.direction, direction);
  const fraction = cells ? printedAsFraction(file, cells.of.ref, cells.of.col) : false;
  const what = cells ? `${rowName(file, cells.of.row)} ${cells.of.text} vs ${rowName(file, cells.over.row)} ${cells.over.text} on ${cells.of.column.label}${directionNote(file, cells.of)} in ${tableTitle(file, cells.of.ref.table.source)}` : `${shownAt(file, ['statements', index, 'from'], b)} → ${shownAt(file, ['statements', index, 'to'], a)}`;
  const rs = readings(s, after, before, a, b, fraction);
  if (!rs.length) problems.push(`${what}: a relative change over a base printed as ${cells ? cells.over.text : shownAt(file, ['statements', index, 'from'], b)} (zero within its rounding) is undefined, so the stated figure cannot be right; state the difference in points instead`);
  let shown = (rs[0] ?? { name: 'the relative change', value: Number.NaN, interval: [-Infinity, Infinity], unit: '%' }) as Reading;
  if (s.stated !== undefined) {
    const decimals = decimalsAt(file, ['statements', index, 'stated'], s.stated);
    const mag = statedInterval(s.stated, decimals, s.approximate);
    // with no direction to go by ("better" on a metric with none), the size alone is checked
    const targets: Interval[] = move === 'higher' ? [mag] : move === 'lower' ? [[-mag[1], -mag[0]]] : [mag, [-mag[1], -mag[0]]];
    const fits = rs.some((r) => targets.some((t) => intersects(t, r.interval)));
    if (!fits && rs.length) {
      shown = rs.find((r) => r.unit === (s.mode === 'relative' ? '%' : r.unit)) ?? shown;
      const claimed = `${s.stated}${s.mode === 'relative' ? '%' : s.points ? ' points' : s.mode === 'either' ? '% (points or relative)' : ''} ${move ?? s.direction}${s.approximate ? ' (a round figure, read as ±10%)' : ''}`;
      const d = Math.max(2, decimals + 1);
      problems.push(`${what} gives ${rs.map((r) => `${r.name} ${signed(r.value, d)}${r.unit} (${formatInterval(r.interval, d)} given the rounding)`).join(' and ')}, not ${claimed}`);
    }
  } else if (move && !(move === 'higher' ? after[1] > before[0] : after[0] < before[1])) {
    problems.push(`${what}: the value did not go ${move === 'higher' ? 'up' : 'down'} as the sentence says (${s.direction})`);
  }
  if (!problems.length) return undefined;
  if (cells) for (const c of [cells.of, cells.over]) if (!sources.some((x) => x.claimFile.line === c.file.pos(c.path).line && x.claimFile.col === c.file.pos(c.path).col)) sources.push(cellLocation(c));
  return {
    id: `${paperId(file)}/statement/${slug(s.id)}`,
    paper: paperId(file),
    check: 'statement',
    severity: s.approximate ? 'warning' : 'error',
    message: `${quoteOf(s)}: ${problems.join('; ')}. Correct the figure or name the baseline it was computed against.`,
    sources,
    ...(s.stated !== undefined ? { stated: s.stated, computed: round(shown.value), interval: roundInterval(shown.interval) } : {}),
  };
}

/** b/a over the printed rounding, for positive values. */
const quotient = (b: Interval, a: Interval): Interval => (a[0] <= 0 || b[0] < 0 ? [-Infinity, Infinity] : [b[0] / a[1], b[1] / a[0]]);

export function checkRatio(file: LoadedClaimFile, index: number, s: Ratio): Outcome {
  const cells = cellsOf(file, s);
  if (!cells || cells === 'skip') return 'skip';
  const { of, over } = cells;
  const move = valueMove(s.direction, directionAt(file, of.ref, of.col));
  if (!move) return { skip: `"${s.direction}" cannot be read on ${of.column.label}: the metric has no direction in the registry (say higher or lower)` };
  const decimals = decimalsAt(file, ['statements', index, 'factor'], s.factor);
  const stated = statedInterval(s.factor, decimals, s.approximate);
  const head = { id: `${paperId(file)}/statement/${slug(s.id)}`, paper: paperId(file), check: 'statement' as const };
  const sources = [locate(file, ['statements', index], s.source, `statement ${s.id}: ${s.factor}×`), cellLocation(of), cellLocation(over)];
  const denominator = move === 'higher' ? over : of;
  if (zeroBase(denominator.interval))
    return {
      ...head,
      severity: 'error',
      message: `${quoteOf(s)}: a factor over ${rowName(file, denominator.row)}'s ${denominator.column.label} printed as ${denominator.text} (zero within its rounding) is undefined, so the stated ${s.factor}× cannot be right.`,
      sources,
      stated: s.factor,
    };
  const computed = move === 'higher' ? quotient(of.interval, over.interval) : quotient(over.interval, of.interval);
  if (intersects(stated, computed)) return undefined;
  const value = move === 'higher' ? of.value / over.value : over.value / of.value;
  const formula = move === 'higher' ? `${of.text}/${over.text}` : `${over.text}/${of.text}`;
  return {
    ...head,
    severity: s.approximate ? 'warning' : 'error',
    message:
      `${quoteOf(s)}: ${rowName(file, of.row)} ${of.text} vs ${rowName(file, over.row)} ${over.text} on ${of.column.label}${directionNote(file, of)} in ${tableTitle(file, of.ref.table.source)} ` +
      `is a factor of ${formula} = ${value.toFixed(2)} (${formatInterval(computed)} given the rounding) ${move === 'higher' ? 'higher' : 'lower'}, not ${s.factor}×. Correct the factor or name the baseline it was computed against.`,
    sources,
    stated: s.factor,
    computed: round(value),
    interval: roundInterval(computed),
  };
}
