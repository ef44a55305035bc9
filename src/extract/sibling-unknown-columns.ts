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
import { printedDirection, scaleOf } from './local-metric.js';
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
  const bare = name.replace(/\s*[([][^()[\]]*[)\]]\s*$/, '').trim() || name;
  // a name: two letters or more, at most three words, no sentence, no braces, not a number with a word
  if (!/[A-Za-z].*[A-Za-z]/.test(bare) || bare.split(/\s+/).length > 3 || bare.length > 30 || /[{}[\]=:;,]/.test(bare) || /^\d/.test(bare)) return undefined;
  return bare;
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
      declared.push({ id, name, aliases: [], direction, ...scaleOf(bareHeader(c.label).unit, cells), field: 'other' });
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
