/**
 * Word-run indexes for statement resolution (pure): the method names of a draft and the printed names of a
 * table's columns, built once, so a sentence is compared with the names it can print rather than with every
 * name of the document (which made statements quadratic in its size: docs/benchmarks.md).
 */
import type { MetricDef } from '../core/metric-registry.js';
import { findMetric, metricById } from '../core/metric-registry.js';
import type { DraftColumn, DraftMethod, DraftResultsTable } from './types.js';

export interface Mention {
  readonly id: string;
  readonly at: number;
  readonly end: number;
}

export const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ASCII word runs of a text (\w+, as the name patterns bound them), for the word indexes below. */
export const wordRuns = (text: string, lower = false): Set<string> => new Set((lower ? text.toLowerCase() : text).match(/\w+/g) ?? []);

interface NamePattern {
  readonly id: string;
  readonly n: string;
  readonly re: RegExp;
}

/**
 * The method names of a draft, longest first, each with its pattern, indexed by the first word run of the name:
 * a name that starts with a word character can only be printed where that run is a whole word run of the text
 * (nothing word-like may precede it, and its run ends where the name's does), so a sentence is matched against
 * the names whose run it prints, not against every name (which made statements quadratic in the document).
 * Names starting with another character ("+FLAG", "π-Net") are tried on every sentence. Built once per
 * methods map; the map is complete when statements are read (a change of its size rebuilds it).
 */
interface MethodPatterns {
  readonly size: number;
  readonly byRun: ReadonlyMap<string, readonly number[]>;
  readonly always: readonly number[];
  readonly names: readonly NamePattern[];
}
const methodPatterns = new WeakMap<ReadonlyMap<string, DraftMethod>, MethodPatterns>();

function patternsOf(methods: ReadonlyMap<string, DraftMethod>): MethodPatterns {
  const have = methodPatterns.get(methods);
  if (have && have.size === methods.size) return have;
  const names = [...methods.values()]
    .flatMap((m) => [m.name, ...m.aliases].map((n) => ({ id: m.id, n })))
    .filter((x) => x.n.length >= 2)
    .sort((a, b) => b.n.length - a.n.length)
    .map(({ id, n }) => ({ id, n, re: new RegExp(`(?<![\\w+-])${esc(n)}(?![\\w+-])`, 'g') }));
  const byRun = new Map<string, number[]>();
  const always: number[] = [];
  names.forEach(({ n }, i) => {
    const run = /^\w+/.exec(n)?.[0];
    if (run === undefined) always.push(i);
    else byRun.set(run, [...(byRun.get(run) ?? []), i]);
  });
  const built = { size: methods.size, byRun, always, names };
  methodPatterns.set(methods, built);
  return built;
}

/** Methods named in a sentence with their positions, longest names first (SCORER+CBR before SCORER). */
export function mentions(text: string, methods: ReadonlyMap<string, DraftMethod>): Mention[] {
  const p = patternsOf(methods);
  const tried = [...p.always];
  for (const run of wordRuns(text)) tried.push(...(p.byRun.get(run) ?? []));
  const out: Mention[] = [];
  for (const i of tried.sort((a, b) => a - b)) {
    const { id, n, re } = p.names[i] as NamePattern;
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      if (out.some((x) => at < x.end && at + n.length > x.at)) continue;
      out.push({ id, at, end: at + n.length });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

export function metricOfColumn(c: DraftColumn): MetricDef | undefined {
  return metricById(c.metric) ?? findMetric(c.label);
}

/** Printed names of a column: its header, its metric's name and aliases, its subset/dataset words. */
function columnNames(c: DraftColumn): string[] {
  const m = metricOfColumn(c);
  return [c.label, ...(m ? [m.name, ...m.aliases] : [])].filter((n) => n.trim().length >= 2);
}

export interface ColumnNames {
  readonly c: DraftColumn;
  readonly names: readonly string[];
  /** Each name's first word run, lower-cased (undefined: the name starts with no word character). */
  readonly runs: readonly (string | undefined)[];
  readonly metric: MetricDef | undefined;
}

/** A table's columns with their printed names, once per table (columns do not change once statements are read). */
const columnNamesOf = new WeakMap<DraftResultsTable, { columns: readonly DraftColumn[]; named: readonly ColumnNames[] }>();
export function columnsOf(t: DraftResultsTable): readonly ColumnNames[] {
  const have = columnNamesOf.get(t);
  if (have && have.columns === t.columns) return have.named;
  const named = t.columns.map((c) => {
    const list = columnNames(c);
    return { c, names: list, runs: list.map((n) => /^\w+/.exec(n.trim().toLowerCase())?.[0]), metric: metricOfColumn(c) };
  });
  columnNamesOf.set(t, { columns: t.columns, named });
  return named;
}

