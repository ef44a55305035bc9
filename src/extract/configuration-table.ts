/**
 * A table of a configuration, not results (pure): its caption, or its section heading, calls it hyper-parameters,
 * a configuration, architecture details or the model's variants (not "Implementation details" or "Training details":
 * sections that hold results tables too, a seed paper's supplement among them), no header cell names a performance metric and the
 * caption names none either. Its numbers are layer counts, widths, learning rates, kernel sizes; a metric the
 * paragraph above names ("We report the mAP on COCO for each setting below") or a benchmark's convention named
 * next to the table would make them results, so it is drafted as attributes (a review line says why).
 *
 * It stays a results table when the words that call it a configuration also call it results ("Model configs and
 * results"), or when a column reports a registry performance metric on evidence of its own: its header names the
 * metric, or names a benchmark whose convention gives it ("MMLU" beside "Layers | Hidden"), or other tables of the
 * document report that metric on the dataset it names, or the text names the metric for it.
 */
import { isCostMetric, metricById } from '../core/metric-registry.js';
import { conventionOf } from './benchmark-conventions.js';
import { metricFor, metricsInText } from './metric-lookup.js';
import type { MetricSource } from './metric-source.js';
import { stripMarkup } from './names.js';
import type { DraftColumn, RawTable } from './types.js';

/** Words that name a table of settings: "Hyper-parameters", "Model configurations", "Architecture details", "Model variants". */
const CONFIG_WORDS = /\bhyper-?\s?parameters?\b|\bconfigurations?\b|\barchitectures?\s+(?:details|specifications?|settings)\b|\barchitectural\s+details\b|\bmodel\s+(?:variants|configs?|specifications?|sizes)\b/i;

/**
 * Words that call the same table results too, joined to the rest by "and" ("Model configs and results", "Results &
 * configurations"); not results merely mentioned ("Hyper-parameters for the results of Table 2": a configuration).
 */
const RESULT_WORDS = /(?:\band|&|\/)\s*(?:(?:the|their|its|main)\s+)?(?:results?|performances?)\b|\b(?:results?|performances?)\s*(?:and\b|&|\/)/i;

/** Where a column's metric was read from something of the column's own (its header, its dataset, the text about it). */
const OWN_EVIDENCE: ReadonlySet<MetricSource> = new Set(['header', 'header-group', 'ambiguous-alias', 'text-for-column', 'dataset-elsewhere', 'benchmark-convention']);

const performance = (id: string | undefined): boolean => {
  const def = id === undefined ? undefined : metricById(id);
  return def !== undefined && !isCostMetric(def);
};

/**
 * A column reporting a registry performance metric on evidence of its own; a benchmark's convention counts only
 * when the column's header names the benchmark (not one named in the caption or section heading above a grid of settings).
 */
const reportsResults = (c: DraftColumn | undefined): boolean =>
  c !== undefined && performance(c.metric) && c.metricFrom !== undefined && OWN_EVIDENCE.has(c.metricFrom) && (c.metricFrom !== 'benchmark-convention' || conventionOf(c.label ?? '') !== undefined);

/**
 * The words of the caption, else of the section heading, that call the table a configuration; undefined when it is
 * not one. `columns`: the table's columns as interpretColumns read them, when it read any.
 */
export function configurationTable(t: Pick<RawTable, 'caption' | 'section' | 'header'>, columns: readonly (DraftColumn | undefined)[] = []): { words: string; where: 'caption' | 'section heading' } | undefined {
  const where = CONFIG_WORDS.test(t.caption ?? '') ? 'caption' : CONFIG_WORDS.test(t.section ?? '') ? 'section heading' : undefined;
  if (!where) return undefined;
  const text = where === 'caption' ? (t.caption ?? '') : (t.section ?? '');
  if (RESULT_WORDS.test(text)) return undefined;
  if (metricsInText(t.caption ?? '').some(performance)) return undefined;
  const heads = t.header.flat().map((h) => stripMarkup(h)).filter(Boolean);
  if (heads.some((h) => performance(metricFor(h, true)))) return undefined;
  if (columns.some(reportsResults)) return undefined;
  const words = CONFIG_WORDS.exec(text)?.[0] ?? '';
  return { words, where };
}
