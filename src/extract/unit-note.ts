/**
 * A unit printed only in the note under a table ("Unit: tokens/second", "(unit: ms)"), as systems and
 * efficiency papers print throughput, latency and memory tables: the metric of every column that names
 * none. Tables printed one after another with the same column headers (one per GPU, one per setting)
 * share the note under the last of them. Pure.
 */
import { metricById } from '../core/metric-registry.js';
import { metricFor } from './metric-lookup.js';

// "Unit: tokens/second", "units are ms", "(unit: GB)", "unit = samples/s"; the unit ends at a stop or bracket
const UNIT = /\bunits?\s*(?::|=|is|are)\s*([A-Za-z%][A-Za-z%/ ]{0,30}?)\s*(?=[.;,)]|$|\s[-–(])/i;

/** The unit statement of a note and the registry metric it prints, or nothing. */
export function unitStated(note: string | undefined): { printed: string; metric: string } | undefined {
  const m = UNIT.exec((note ?? '').replace(/\*\*|__|`/g, ''));
  const unit = m?.[1]?.trim();
  if (!m || !unit) return undefined;
  // "tokens/second", "tokens per second", "images per sec" → the registry's "tokens/s"
  const short = unit.replace(/\s+per\s+/gi, '/').replace(/\s*\/\s*/g, '/').replace(/\/(?:seconds?|secs?)\b/i, '/s');
  const metric = metricFor(unit, true) ?? metricFor(short, true);
  return metric ? { printed: m[0].trim(), metric } : undefined;
}

export interface NotedTable {
  readonly header: readonly (readonly string[])[];
  /** The first paragraph printed under the table, before the next heading or table. */
  readonly below?: string;
  /** Whether the next table follows this one at once (no paragraph or heading between). */
  readonly nextAtOnce?: boolean;
}

const columnsOf = (t: NotedTable): string => (t.header.at(-1) ?? []).slice(1).map((h) => h.replace(/\*\*|__/g, '').trim().toLowerCase()).join('|');

/** For each table, the note under it that states a unit: its own, else that of the run of same-headed tables it starts. */
export function unitNotes(tables: readonly NotedTable[]): (string | undefined)[] {
  return tables.map((t, i) => {
    let k = i;
    while (!tables[k]?.below && tables[k]?.nextAtOnce && tables[k + 1] && columnsOf(tables[k + 1] as NotedTable) === columnsOf(t) && columnsOf(t)) k++;
    const below = tables[k]?.below;
    return unitStated(below) ? below : undefined;
  });
}

/**
 * A row of multipliers ("Throughput Increase | 1.39x | 1.13x", "Speed-up | 2.1×") under columns whose metric is
 * not a ratio: a speed-up over another row, not a value in the columns' unit. Its printed cells, or nothing.
 */
export function multiplierRow(valueCells: readonly string[], metrics: readonly (string | undefined)[]): string[] | undefined {
  const printed = valueCells.map((c) => c.replace(/\*\*|__/g, '').trim()).filter((c) => c && !/^[-–—]+$/.test(c));
  if (!printed.length || !printed.every((c) => /^[~≈]?\d+(?:\.\d+)?\s*[x×]$/i.test(c))) return undefined;
  if (metrics.some((id) => id !== undefined && metricById(id)?.unit === 'x')) return undefined;
  return printed;
}
