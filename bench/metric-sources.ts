/**
 * Per source of a column's metric (src/extract/metric-source.ts): how many scored cells each source drafted
 * and how many the key confirmed, per corpus set. `npm run bench:extract -- --metric-sources`.
 */
import type { CorpusScore } from '../src/extract/corpus-key.js';
import type { DraftFile } from '../src/extract/yaml.js';

/** Each drafted results table's column sources by table id ('other' where a column records none). */
export function columnSources(draft: DraftFile): Map<string, string[]> {
  return new Map(draft.tables.flatMap((t) => (t.kind === 'results' ? [[t.id, t.columns.map((c) => c.metricFrom ?? 'other')] as const] : [])));
}

export type SourceTally = Map<string, { cells: number; right: number }>;

/** Adds one document's scored cells to the tally of its set. */
export function tallySources(tally: SourceTally, sources: ReadonlyMap<string, readonly string[]>, judged: CorpusScore['judged']): void {
  for (const c of judged) {
    const from = sources.get(c.table)?.[c.column] ?? 'other';
    const e = tally.get(from) ?? { cells: 0, right: 0 };
    e.cells++;
    if (c.matched) e.right++;
    tally.set(from, e);
  }
}

/** One document's scored cells per source and table ("lead-in table-2 0/15; header table-1 30/30"), for --verbose. */
export function sourceLine(sources: ReadonlyMap<string, readonly string[]>, judged: CorpusScore['judged']): string {
  const by = new Map<string, { cells: number; right: number }>();
  for (const c of judged) {
    const k = `${sources.get(c.table)?.[c.column] ?? 'other'} ${c.table}`;
    const e = by.get(k) ?? { cells: 0, right: 0 };
    e.cells++;
    if (c.matched) e.right++;
    by.set(k, e);
  }
  return [...by].map(([k, e]) => `${k} ${e.right}/${e.cells}`).join('; ') || '-';
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(0)}%` : '-');

/** A markdown table: one row per source, one column (right/cells, precision) per set. */
export function printSourceTable(bySet: ReadonlyMap<string, SourceTally>): void {
  const sets = [...bySet.keys()];
  const sources = [...new Set([...bySet.values()].flatMap((t) => [...t.keys()]))].sort();
  console.log(`\n| metric source | ${sets.join(' | ')} |`);
  console.log(`|${' --- |'.repeat(sets.length + 1)}`);
  for (const s of sources) console.log(`| ${s} | ${sets.map((set) => { const e = bySet.get(set)?.get(s); return e ? `${e.right}/${e.cells} (${pct(e.right, e.cells)})` : '-'; }).join(' | ')} |`);
}
