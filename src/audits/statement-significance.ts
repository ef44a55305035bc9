/**
 * "Significantly better than X (p < 0.05)" against the printed mean ± spread over n runs: Welch's
 * t-test per column. A warning (showing t, df and p) only when not even the most favourable values
 * inside the printed rounding make the difference significant in the stated direction. Not checked
 * (skipped) where the table prints no spreads or no number of runs.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { ResultsTable, Statement } from '../claims/schema.js';
import type { Finding } from '../core/findings.js';
import type { Cell } from './cells.js';
import { cell, cellLocation, decimalsAt, findTable, locate, paperId, rowName, slug, tableTitle } from './cells.js';
import { halfUnit, round } from './interval.js';
import { directionAt, directionNote, valueMove } from './statement-metric.js';
import type { SpreadKind, Summary, WelchResult } from './statement-welch.js';
import { welch } from './statement-welch.js';

type Significance = Extract<Statement, { kind: 'significance' }>;

/** The table's "±" meaning and runs (`spread: {kind, n}`). */
const tableSpread = (t: ResultsTable): { kind?: string; n?: number | undefined } => t.spread ?? {};

/** The printed ± of a cell (`spreads:` parallel to `values`), with its decimals. */
function spreadOf(file: LoadedClaimFile, c: Cell): { value: number; decimals: number } | undefined {
  const v = c.row.spreads?.[c.col];
  if (typeof v !== 'number') return undefined;
  return { value: v, decimals: decimalsAt(file, [...c.path.slice(0, -2), 'spreads', c.col], v) };
}

interface Tested {
  readonly a: Cell;
  readonly b: Cell;
  readonly printed: WelchResult;
  readonly best: WelchResult;
  readonly move: 'higher' | 'lower' | 'either';
}

const fmtP = (p: number) => (p < 0.001 ? p.toExponential(1) : p.toFixed(3));
const show = (r: WelchResult) => `t = ${r.t.toFixed(2)}, df = ${r.df.toFixed(1)}, p = ${fmtP(r.p)} (two-sided)`;

export function checkSignificance(file: LoadedClaimFile, index: number, s: Significance): Finding | undefined | 'skip' | { readonly skip: string } {
  const ref = findTable(file, s.table);
  if (!ref) return 'skip';
  const ts = tableSpread(ref.table);
  const kind = (s.spread ?? ts.kind) as SpreadKind | undefined;
  const n = s.n ?? ts.n;
  if (!kind || !['std', 'sem', 'ci95'].includes(kind)) return { skip: `significance not tested: the table does not say what its ± is (std, sem or ci95: table \`spread: {kind, n}\`)` };
  if (n === undefined || n < 2) return { skip: 'significance not tested: the number of runs per mean is not printed (table `spread: {kind, n}`)' };
  const ai = ref.table.rows.findIndex((r) => r.method === s.method && !r.reproduction);
  const bi = ref.table.rows.findIndex((r) => r.method === s.other && !r.reproduction);
  const tested: Tested[] = [];
  for (const col of s.columns) {
    const a = cell(file, ref, ai, col);
    const b = cell(file, ref, bi, col);
    const sa = a && spreadOf(file, a);
    const sb = b && spreadOf(file, b);
    if (!a || !b || !sa || !sb) continue;
    const move = s.direction === 'different' ? 'either' : valueMove(s.direction, directionAt(file, ref, col));
    if (!move) continue;
    const printed = welch({ mean: a.value, spread: sa.value, n }, { mean: b.value, spread: sb.value, n }, kind);
    // the most favourable reading of the printed rounding: means pushed apart, spreads at their smallest
    const toward = move === 'lower' ? -1 : move === 'higher' ? 1 : Math.sign(a.value - b.value) || 1;
    const fav = (c: Cell, sp: { value: number; decimals: number }, sign: number): Summary => ({ mean: c.value + sign * halfUnit(c.decimals), spread: Math.max(0, sp.value - halfUnit(sp.decimals)), n });
    const best = welch(fav(a, sa, toward), fav(b, sb, -toward), kind);
    if (!printed || !best) continue;
    tested.push({ a, b, printed, best, move });
  }
  if (!tested.length) return { skip: 'significance not tested: no column with a printed mean ± spread for both methods (and a metric direction)' };
  const holds = (t: Tested) => t.best.p < s.alpha && (t.move === 'either' || (t.move === 'higher' ? t.best.t > 0 : t.best.t < 0));
  const failed = tested.filter((t) => !holds(t));
  if (!failed.length) return undefined;
  const quote = s.source.quote ? `“${s.source.quote}”` : `Statement ${s.id}`;
  const detail = failed
    .map(
      (t) =>
        `${t.a.column.label}${directionNote(file, t.a)}: ${rowName(file, t.a.row)} ${t.a.text} vs ${rowName(file, t.b.row)} ${t.b.text} ` +
        `(± ${kind}, n = ${n}): Welch's t-test gives ${show(t.printed)}; even at the ends of the printed rounding p ≥ ${fmtP(t.best.p)}` +
        (t.move !== 'either' && (t.move === 'higher' ? t.printed.t <= 0 : t.printed.t >= 0) ? `, and the difference goes the other way` : ''),
    )
    .join('; ');
  const first = failed[0] as Tested;
  return {
    id: `${paperId(file)}/statement/${slug(s.id)}`,
    paper: paperId(file),
    check: 'statement',
    severity: 'warning',
    message: `${quote}: not significant at p < ${s.alpha} by the printed numbers of ${tableTitle(file, ref.table.source)} — ${detail}. Give the test used, its p-value and the number of runs, or qualify the sentence.`,
    sources: [locate(file, ['statements', index], s.source, `statement ${s.id}`), ...failed.flatMap((t) => [cellLocation(t.a), cellLocation(t.b)])],
    stated: s.alpha,
    computed: round(first.printed.p),
  };
}
