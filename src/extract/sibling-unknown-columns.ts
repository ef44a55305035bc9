/**
 * A column drafted under the declared unknown metric in a table whose other columns name their registry performance
 * metrics in their own headers ("hits@10 | mrr | f1 macro | norm dist", "PSNR | SSIM | NIQE-v2"): its header is one more metric's
 * name, one the registry lacks. Drafted under the slug of that name ("norm dist (10%)" → norm-dist: a bracketed
 * qualifier, as "mrr (10%)" beside it prints, is no part of the name), declared for the document with the direction
 * printed (else none), and a review line says so; the group header above it is its subset, a level in brackets its
 * condition. A header that names a dataset, a language or nothing name-like
 * stays under the unknown metric. Pure.
 */
import { isCostMetric, metricById } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import { bracketLevel } from './bracket-condition.js';
import { spreadHeader } from './header-spread.js';
import { isLanguageName } from './language-names.js';
import { metricFor } from './metric-lookup.js';
import { documentMetric, printedDirection } from './local-metric.js';
import { datasetsIn, slug, stripMarkup } from './names.js';
import type { TableContext } from './table-context.js';
import type { DraftColumn, RawTable } from './types.js';
import { bareHeader } from './unknown-header-columns.js';
import { UNKNOWN_METRIC } from './unknown-metric.js';

/** At least this many columns must name a registry performance metric (no cost) in their own header. */
const SIBLINGS = 2;

/** The metric name a header prints, its bracketed qualifier and unit aside ("norm dist (10%)" → "norm dist"); undefined when it is no name. */
export function siblingMetricName(header: string): string | undefined {
  const { name } = bareHeader(header);
  // ("Average log(wP), R=0.9": the average of log(wP) at a parameter's value: the name is log(wP))
  const plain = name.replace(/,\s*[A-Za-z]{1,3}\s*=\s*[-\d.]+$/, '').replace(/^(?:average|avg\.?|mean)\s+(?=\S)/i, '').trim() || name;
  // (a bracket glued to the name is part of it: "log(wP)")
  const bare = plain.replace(/\s+[([][^()[\]]*[)\]]\s*$/, '').trim() || plain;
  // a name: two letters or more, at most three words, no sentence, no braces, not a number with a word
  if (!/[A-Za-z].*[A-Za-z]/.test(bare) || bare.split(/\s+/).length > 3 || bare.length > 30 || /[{}[\]=:;,]/.test(bare) || /^\d/.test(bare)) return undefined;
  return bare;
}

/**
 * Whether a header names its own measure, one the registry lacks, that the text by the table names too, while every
 * metric that text names is printed by another header of the table ("the average accuracy, the average AUC and the
 * average log(wP)" over "Average Accuracy | Average AUC | Average log(wP), R=0.9"): the column borrows none of them.
 */
export function namesOwnMeasure(header: string, named: readonly string[], printed: readonly (string | undefined)[], text: string): boolean {
  const name = siblingMetricName(stripMarkup(header));
  if (!name || name.length < 3 || metricFor(name, true) || !named.length) return false;
  if (!named.every((id) => printed.includes(id))) return false;
  return text.toLowerCase().includes(name.toLowerCase());
}

export function siblingUnknownColumns<C extends { columns: (DraftColumn | undefined)[]; review: string[]; declared: MetricDef[] }>(cols: C, t: RawTable, ctx: TableContext): C {
  // (performance metrics: beside costs only, "Params | GFLOPs | Revisited Oxford", the other headers are data, not metrics)
  const named = cols.columns.filter((c) => c?.metricFrom === 'header' && c.metric !== UNKNOWN_METRIC.id && !isCostMetric(metricById(c.metric) ?? ({ field: '' } as MetricDef))).length;
  if (named < SIBLINGS) return cols;
  const groups = spreadHeader(t.header, Math.max(...t.header.map((r) => r.length), cols.columns.length + 1)).slice(0, -1);
  const declared = [...cols.declared];
  const review = [...cols.review];
  let changed = false;
  const columns = cols.columns.map((c, j) => {
    if (!c || c.metric !== UNKNOWN_METRIC.id || c.metricFrom !== 'unknown') return c;
    const name = siblingMetricName(stripMarkup(c.label));
    if (!name || isLanguageName(name) || datasetsIn(name, ctx.names.datasets, ctx.abbreviations).length) return c;
    const id = slug(name);
    if (!id || metricById(id)) return c;
    const cells = t.body.map((r) => r[j + 1] ?? '');
    if (!declared.some((d) => d.id === id)) {
      const direction = printedDirection(c.label, name, t.caption ?? '') ?? 'neither';
      const unit = bareHeader(c.label).unit;
      declared.push(documentMetric(id, name, cells, { direction, ...(unit ? { unit } : {}) }));
      review.push(`column ${j} "${c.label}": beside columns whose headers name registry metrics, "${name}" is read as a metric the registry lacks: '${id}', declared for this document (direction ${direction}${direction === 'neither' ? ': none printed' : ', as printed'}) — check it, or use a registry id`);
    }
    changed = true;
    // the group header above it is its subset, as it is of the named columns beside it; a level in brackets its condition
    const group = groups.map((g) => stripMarkup(g[j + 1] ?? '').trim()).find((g) => g && g !== c.label && !metricFor(g, true));
    const level = bracketLevel(c.label);
    return { ...c, metric: id, ...(!c.subset && group ? { subset: slug(group) } : {}), ...(!c.condition && level ? { condition: level } : {}), metricFrom: 'local-definition' as const };
  });
  if (!changed) return cols;
  // the review lines that said the column was drafted under the unknown metric no longer hold
  const unknownLine = (r: string) => columns.some((c, j) => c?.metricFrom === 'local-definition' && cols.columns[j]?.metric === UNKNOWN_METRIC.id && r.startsWith(`column ${j} `) && r.includes(UNKNOWN_METRIC.id));
  return { ...cols, columns, review: review.filter((r) => !unknownLine(r)), declared };
}
