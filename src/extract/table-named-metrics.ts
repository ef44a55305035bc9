/**
 * The metrics a table's surroundings name for its columns (pure): the caption's, else the nearest lead-in
 * paragraph's, else the section heading's, else the note's; what part of the header they cover (a subject the
 * text gives the metric, "All contact numbers are the … precision metric"; the short headers naming the one metric).
 * interpretColumns (table-columns.ts) reads each column without a metric of its own against these.
 */
import { isCostMetric, metricById } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import { captionMetricScope } from './caption-metric-heads.js';
import type { CaptionScope } from './caption-metric-heads.js';
import { metricsInText } from './metric-lookup.js';
import { coversColumn, metricSubject } from './metric-scope.js';
import { withoutMarkingSentences } from './marking-sentences.js';
import { outerHeadingMetrics } from './outer-sections.js';
import { sectionOpeningMetrics } from './section-opening.js';
import type { MetricSource } from './metric-source.js';
import { metricsIn } from './names.js';
import type { TableContext } from './table-context.js';
import type { RawTable } from './types.js';
import { withoutTaskAcronyms } from './task-acronyms.js';
import { besideOnlyInText } from './beside-only-text.js';

export interface NamedMetrics {
  /** Metrics the caption names. */
  readonly captionMetrics: string[];
  /** The caption's, else the lead-in's, else the section heading's, else the note's performance metrics. */
  readonly namedMetrics: string[];
  readonly namedFrom: MetricSource;
  /** In a PDF, performance metrics a paragraph further above names when the nearest names none (for a review line only). */
  readonly fartherLead: string[];
  /** The caption, the lead-in paragraphs and the note, joined. */
  readonly prose: string;
  /** namedMetrics, else the metrics the wider context names. */
  readonly contextMetrics: string[];
  /** The words the text gives the one named metric's scope ("contact numbers"), when it gives any. */
  readonly subject: string[] | undefined;
  /** Whether column j's headers name that subject (every column when there is none). */
  readonly covered: (j: number) => boolean;
  /** The subject covers some columns and not others. */
  readonly scoped: boolean;
  /** "Pass | Win" under "Win rate is …": the columns the one named metric's head word covers. */
  readonly headScope: CaptionScope | undefined;
}

/**
 * The performance metrics a text names in a reporting construction ("we report recall"); a cost named in running text is
 * no column's metric (costs are printed in the header), nor is a heading's printed number ("B.3 Split-batch Method").
 */
export function performanceIn(text: string): string[] {
  return metricsInText(text.replace(/^(?:\d+|[A-Z])(?:\.\d+)+\.?\s+/, ''), true).filter((id) => !isCostMetric(metricById(id) ?? ({ field: '' } as MetricDef)));
}

/** `leaves`: the leaf header of each value column; `headersOf(j)`: every header cell over value column j. */
export function namedMetricsOf(t: RawTable, ctx: TableContext, leaves: readonly string[], headersOf: (j: number) => string[]): NamedMetrics {
  // "5.1 ASR result comparison" over LibriSpeech rows: an acronym naming a task of the field the table speaks of names no metric (task-acronyms.ts)
  const surroundings = [t.caption, t.leadIn, ...(t.leadIns ?? []), t.section, t.note, ...t.header.flat(), ...t.body.map((r) => r[0] ?? '')].filter(Boolean).join(' \n ');
  const performanceNamed = (text: string): string[] => withoutTaskAcronyms(performanceIn(text), text, surroundings);
  // (a sentence saying how results are marked, "top-3 … in bold", names no metric: marking-sentences.ts)
  const caption = withoutMarkingSentences(t.caption ?? '');
  const captionMetrics = withoutTaskAcronyms([...new Set([...metricsIn(caption), ...metricsInText(caption)])], caption, surroundings);
  // named outside the grid but next to it: the caption, a lead-in line, the section heading
  // the nearest paragraph above the table that names a metric ("The top-1 accuracy of …"), else the section, else the note under it
  // a cost named in running text ("we split the large batch …") is no column's metric: costs are printed in the header
  // nor is a heading's printed number ("B.3 Split-batch Method" is not BLEU-3), for a lead-in may be the heading
  // a paragraph or heading names a metric only in a reporting construction ("we report recall"), not at any occurrence
  // in a PDF only the nearest paragraph: those further up are often the other column's running text (a method's
  // description, another table's metric); what they name is left in the review line of a column with no metric
  // (docs/extract.md, "Where a column's metric comes from")
  const leadMetrics = [...(t.leadIns ?? []).slice(0, ctx.pdf ? 1 : undefined), t.leadIn ?? ''].map(performanceNamed).find((m) => m.length) ?? [];
  const fartherLead = ctx.pdf && !leadMetrics.length ? ((t.leadIns ?? []).slice(1).map(performanceNamed).find((m) => m.length) ?? []) : [];
  // (but the section's opening paragraph saying what the whole section reports does count: section-opening.ts)
  const opening = ctx.pdf && !leadMetrics.length && !captionMetrics.length ? sectionOpeningMetrics(t.sectionOpening, performanceNamed) : [];
  if (opening.length) leadMetrics.push(...opening);
  const section = t.section ?? '';
  const sectionMetrics = performanceNamed(section);
  const noteMetrics = performanceNamed(t.note ?? '');
  // the first source that names one, nearest first; last, a heading above the section's ("#### AUROC" over
  // "##### Operational Outcomes": outer-sections.ts), read only when every nearer source names none
  const named0: { ids: string[]; from: MetricSource } = captionMetrics.length ? { ids: captionMetrics, from: 'caption' } : leadMetrics.length ? { ids: leadMetrics, from: 'lead-in' } : sectionMetrics.length ? { ids: sectionMetrics, from: 'section-heading' } : noteMetrics.length ? { ids: noteMetrics, from: 'note' } : { ids: outerHeadingMetrics(t.outerSections, performanceNamed), from: 'section-heading' };
  // last, a beside-only alias the caption or lead-in prints ("… SIM(⬆) Results"), read beside the document's metrics (beside-only-text.ts)
  const beside = named0.ids.length || !ctx.text ? undefined : besideOnlyInText([t.caption, t.leadIn].filter(Boolean).join(' . '), ctx.text);
  // last, the one metric the document declares as its evaluation metric ("Metrics. MPJPE in millimeter is the … evaluation metric"; declared-metric.ts)
  const declared = named0.ids.length || beside ? undefined : ctx.declaredMetric;
  const named: { ids: string[]; from: MetricSource } = beside ? { ids: [beside], from: t.caption ? 'caption' : 'lead-in' } : declared ? { ids: [declared], from: 'document-metric' } : named0;
  const namedMetrics = named.ids;
  const namedFrom: MetricSource = namedMetrics.length ? named.from : 'paragraph-prose';
  const prose = [t.caption ?? '', ...(t.leadIns ?? []), t.note ?? ''].join(' ');
  const contextMetrics = namedMetrics.length ? namedMetrics : withoutTaskAcronyms(metricsIn(t.context), t.context, surroundings);
  // "All contact numbers are the … precision metric": the text's metric covers only the columns whose headers name its subject
  const subject = namedMetrics.length === 1 ? metricSubject(prose, namedMetrics[0] as string) : undefined;
  const covered = (j: number): boolean => !subject || coversColumn(subject, headersOf(j));
  const scoped = subject !== undefined && leaves.some((_, j) => covered(j)) && leaves.some((_, j) => !covered(j));
  // "Pass | Win" under "Win rate is …": the one metric named by the table covers only the short headers naming it
  const headScope = namedMetrics.length === 1 ? captionMetricScope(leaves, namedMetrics[0] as string, [prose, t.leadIn ?? '', t.context, ...(ctx.captions ?? [])].join(' \n ')) : undefined;
  return { captionMetrics, namedMetrics, namedFrom, fartherLead, prose, contextMetrics, subject, covered, scoped, headScope };
}
