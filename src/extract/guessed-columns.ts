/**
 * A table interpretColumns (table-columns.ts) found no metric column in: its columns drafted with guessed metric ids
 * (unknown-header-columns.ts) when it prints the signs of results and none of settings (results-evidence.ts), with a
 * review line naming the signs; else nothing, and the table stays an attributes table. Pure.
 */
import type { MetricDef } from '../core/metric-registry.js';
import { reportsResults, resultsEvidence } from './results-evidence.js';
import type { TableContext } from './table-context.js';
import type { DraftColumn, RawTable } from './types.js';
import { bareHeader, definedName, unknownHeaderColumns } from './unknown-header-columns.js';
import { UNKNOWN_METRIC } from './unknown-metric.js';
import { datasetsIn, stripMarkup } from './names.js';

export function guessedColumns(t: RawTable, width: number, ctx: TableContext): { columns: (DraftColumn | undefined)[]; review: string[]; viaContext: boolean; declared: MetricDef[]; benchmark?: string } | undefined {
  const evidence = resultsEvidence(t, { datasets: ctx.names.datasets, abbreviations: ctx.abbreviations });
  if (!reportsResults(evidence)) return undefined;
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
  const defined = cols.columns.map((c, j) => {
    if (c?.metric !== UNKNOWN_METRIC.id || c.metricFrom !== 'unknown') return false;
    const name = bareHeader(stripMarkup(leaves[j] ?? c.label)).name;
    return definedName(name, definitions) !== undefined && !datasetsIn(name, ctx.names.datasets, ctx.abbreviations).length;
  });
  if (!defined.some(Boolean)) return cols;
  const guessed = unknownHeaderColumns(t, width, definitions);
  if (!guessed) return cols;
  const columns = cols.columns.map((c, j) => {
    const g = guessed.columns[j];
    return defined[j] && g && c ? { ...g, label: c.label, ...(c.subset ? { subset: c.subset } : {}) } : c;
  });
  const used = new Set(columns.map((c) => c?.metric));
  const declared = [...cols.declared, ...guessed.declared.filter((d) => used.has(d.id) && !cols.declared.some((x) => x.id === d.id))];
  const review = [...cols.review.filter((r) => !defined.some((d, j) => d && r.startsWith(`column ${j} `))), ...guessed.review.filter((r) => defined.some((d, j) => d && r.startsWith(`column ${j} `)))];
  return { ...cols, columns, review, declared };
}
