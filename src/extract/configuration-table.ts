/**
 * A table of a configuration, not results (pure): its caption, or its section heading, calls it hyper-parameters,
 * a configuration, architecture details or the model's variants (not "Implementation details" or "Training details":
 * sections that hold results tables too, a seed paper's supplement among them), no header cell names a performance metric and the
 * caption names none either. Its numbers are layer counts, widths, learning rates, kernel sizes; a metric the
 * paragraph above names ("We report the mAP on COCO for each setting below") or a benchmark's convention would
 * make them results, so it is drafted as attributes (a review line says why).
 */
import { isCostMetric, metricById } from '../core/metric-registry.js';
import { metricFor, metricsInText } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

/** Words that name a table of settings: "Hyper-parameters", "Model configurations", "Architecture details", "Model variants". */
const CONFIG_WORDS = /\bhyper-?\s?parameters?\b|\bconfigurations?\b|\barchitectures?\s+(?:details|specifications?|settings)\b|\barchitectural\s+details\b|\bmodel\s+(?:variants|configs?|specifications?|sizes)\b/i;

const performance = (id: string | undefined): boolean => {
  const def = id === undefined ? undefined : metricById(id);
  return def !== undefined && !isCostMetric(def);
};

/** The words of the caption, else of the section heading, that call the table a configuration; undefined when it is not one. */
export function configurationTable(t: Pick<RawTable, 'caption' | 'section' | 'header'>): { words: string; where: 'caption' | 'section heading' } | undefined {
  const where = CONFIG_WORDS.test(t.caption ?? '') ? 'caption' : CONFIG_WORDS.test(t.section ?? '') ? 'section heading' : undefined;
  if (!where) return undefined;
  if (metricsInText(t.caption ?? '').some(performance)) return undefined;
  const heads = t.header.flat().map((h) => stripMarkup(h)).filter(Boolean);
  if (heads.some((h) => performance(metricFor(h, true)))) return undefined;
  const words = CONFIG_WORDS.exec(where === 'caption' ? (t.caption ?? '') : (t.section ?? ''))?.[0] ?? '';
  return { words, where };
}
