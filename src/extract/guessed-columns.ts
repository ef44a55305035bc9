/**
 * A table interpretColumns (table-columns.ts) found no metric column in: its columns drafted with guessed metric ids
 * (unknown-header-columns.ts) when it prints the signs of results and none of settings (results-evidence.ts), with a
 * review line naming the signs; else nothing, and the table stays an attributes table. Pure.
 */
import type { MetricDef } from '../core/metric-registry.js';
import { reportsResults, resultsEvidence } from './results-evidence.js';
import type { TableContext } from './table-context.js';
import type { DraftColumn, RawTable } from './types.js';
import { bareHeader, definedName, qualifiedName, unknownHeaderColumns } from './unknown-header-columns.js';
import { findMetric } from '../core/metric-registry.js';
import { metricsInText } from './metric-lookup.js';
import type { MetricSource } from './metric-source.js';

/** Where a metric named for the whole table comes from: the text around it, not the column's header. */
const TEXT_SOURCES: ReadonlySet<MetricSource> = new Set(['caption', 'lead-in', 'section-heading', 'note', 'paragraph-prose']);
import { UNKNOWN_METRIC } from './unknown-metric.js';
import { datasetsIn, stripMarkup } from './names.js';

/** A header cell naming the paper's own method. */
export const OWN_METHOD_HEAD = /^(?:ours|our\s+(?:method|model|approach|system)|proposed(?:\s+(?:method|model|approach))?)(?:\s*[([].*[)\]])?\*?$/i;

/** Whether a leaf header cell names the paper's own method (the columns are methods). */
export const ownMethodHeaded = (t: RawTable): boolean => (t.header.at(-1) ?? []).slice(1).some((h) => OWN_METHOD_HEAD.test(stripMarkup(h).trim()));

export function guessedColumns(t: RawTable, width: number, ctx: TableContext): { columns: (DraftColumn | undefined)[]; review: string[]; viaContext: boolean; declared: MetricDef[]; benchmark?: string } | undefined {
  const evidence = resultsEvidence(t, { datasets: ctx.names.datasets, abbreviations: ctx.abbreviations });
  if (!reportsResults(evidence)) return undefined;
  // a header naming the paper's own method ("Ours", "Ours (full)", "Proposed") says the columns are methods, not
  // measures: no metric id is guessed from the method names (the table stays attributes, said in a review line)
  if (ownMethodHeaded(t)) return undefined;
  const guessed = unknownHeaderColumns(t, width, ctx.definitions ?? new Map());
  if (!guessed) return undefined;
  const why = `no header names a registry metric, but the table prints the signs of results (${evidence.results.join('; ')}): drafted as results, each metric id read from its header`;
  return { columns: guessed.columns, review: [why, ...guessed.review], viaContext: false, declared: guessed.declared };
}

/**
 * A results table's columns drafted under the declared unknown metric whose header the document defines ("D-Cal" after
 * "distribution calibration (D-Cal)"): the metric read from the definition instead — a registry id when the long
 * name is a registry name or alias, else the guessed id of the long name, declared, with a review line. A header
 * naming a dataset is left as it was.
 */
export function definedUnknownColumns<C extends { columns: (DraftColumn | undefined)[]; review: string[]; declared: MetricDef[] }>(cols: C, t: RawTable, width: number, ctx: TableContext): C {
  const definitions = ctx.definitions ?? new Map<string, string>();
  const leaves = (t.header.at(-1) ?? []).slice(1);
  const names = leaves.map((l) => bareHeader(stripMarkup(l)).name);
  const defined = cols.columns.map((c, j) => {
    // (a metric the caption, a lead-in or a note names for every column, "AUC" of "W-AUC denotes the window-weighted
    // AUC", gives way too: the header's own definition is nearer)
    const unknown = c?.metric === UNKNOWN_METRIC.id && c.metricFrom === 'unknown';
    if (!c || (!unknown && !TEXT_SOURCES.has(c.metricFrom ?? 'unknown'))) return false;
    const name = names[j] ?? bareHeader(stripMarkup(c.label)).name;
    const own = definedName(name, definitions) ? name : qualifiedName(name, names, definitions)?.metric;
    const long = own ? definedName(own, definitions) : undefined;
    // (a header defined as a variant of the table's metric, "window-weighted AUC" under AUC, not as data, "CSN:
    // CodeSearchNet", nor as a name, "GC: Grand Challenge")
    const variant = long !== undefined && findMetric(long)?.id !== c.metric && metricsInText(long, true).includes(c.metric);
    return long !== undefined && (unknown || variant) && !datasetsIn(name, ctx.names.datasets, ctx.abbreviations).length;
  });
  if (!defined.some(Boolean)) return cols;
  const guessed = unknownHeaderColumns(t, width, definitions);
  if (!guessed) return cols;
  const columns = cols.columns.map((c, j) => {
    const g = guessed.columns[j];
    return defined[j] && g && c ? { ...g, label: c.label, ...(!g.subset && c.subset ? { subset: c.subset } : {}) } : c;
  });
  const used = new Set(columns.map((c) => c?.metric));
  const declared = [...cols.declared, ...guessed.declared.filter((d) => used.has(d.id) && !cols.declared.some((x) => x.id === d.id))];
  const review = [...cols.review.filter((r) => !defined.some((d, j) => d && r.startsWith(`column ${j} `))), ...guessed.review.filter((r) => defined.some((d, j) => d && r.startsWith(`column ${j} `)))];
  return { ...cols, columns, review, declared };
}
