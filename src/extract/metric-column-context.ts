/**
 * A column's metric read from what surrounds it, not from its own header (pure): the sentence that names the metric
 * for that column, the captions of the document's other tables that name its dataset, the mean column beside
 * per-class columns. The lookups are passed in (`metricFor`, `metricsInText` of metric-lookup.ts).
 */
import { bareText } from './bare-text.js';
import { columnAccepts } from './schema-support.js';
import { GENERIC_WORD } from './generic-words.js';
import { isTrainingSetting } from './training-setting.js';
import type { MetricLookup } from './metric-qualified.js';
import { esc as escapeRe } from './name-index.js';

/** metric-lookup.ts's `metricsInText`: the metrics running text names, in order. */
export type TextLookup = (text: string, strict?: boolean) => string[];


/**
 * A metric the text names for one column: "we report the top-1 accuracy for UCF-101 and the mean of
 * top-1 and top-5 accuracy for Kinetics-400/600/700". The column's header (or its stem before a
 * "-400" suffix) follows "for"/"on"; the metric phrase runs back to "report", "use", "and the", a comma
 * or the sentence start. A "mean/average of …" phrase is a combination (composite), not one metric.
 */
export function metricForColumnInBy(text: string, header: string, metricFor: MetricLookup, metricsInText: TextLookup): { metric?: string; composite?: boolean; phrase: string } | undefined {
  const h = bareText(header);
  if (!text || h.length < 2) return undefined;
  const stem = /^(.{3,}?)[-\s]?\d+[a-z]?$/i.exec(h)?.[1];
  const names = [h, ...(stem ? [stem] : [])].map(escapeRe).join('|');
  const re = new RegExp(String.raw`\b(?:for|on)\s+(?:the\s+)?(?:${names})(?![A-Za-z])`, 'gi');
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index);
    const cut = Math.max(...[/.*[.;,:]\s/s, /.*\b(?:report|reports|reported|use|uses|measure|measures|show|shows)\s/is, /.*\band\s+the\s+/is].map((r) => r.exec(before)?.[0].length ?? 0));
    const phrase = before.slice(cut).replace(/^(?:we\s+|the\s+)+/i, '').trim();
    if (!phrase || phrase.length > 60) continue;
    // a combination the registry names ("the mean of top-1 and top-5 accuracy") is that metric; another one has no id
    const whole = metricFor(phrase, false, false);
    if (whole && /\b(?:mean|average|avg\.?)\s+of\b/i.test(phrase)) return { metric: whole, phrase };
    if (/\b(?:mean|average|avg\.?)\s+of\b/i.test(phrase) && metricsInText(phrase).length) return { composite: true, phrase };
    const found = metricsInText(phrase);
    if (found.length === 1) return { metric: found[0] as string, phrase };
  }
  return undefined;
}


/** A header that can name a dataset: a proper name (a capital letter or a digit in it), not a split or an aggregate. */
function namesADataset(h: string): boolean {
  return /[A-Z0-9]/.test(h) && !GENERIC_WORD.test(h.replace(/[.:]+$/, ''));
}

/**
 * The metric the document's other tables report for a dataset that heads a column with no metric
 * printed anywhere near it (BGE-M3's Table 11: "Miracl | MKQA | MLDR"): the metric named by the
 * captions that name that dataset ("… on MKQA (measured by Recall@100)"): the most of them, on a tie the first printed.
 */
export function metricOfDatasetElsewhereBy(header: string, captions: readonly string[], own: string | undefined, metricFor: MetricLookup, metricsInText: TextLookup): { metric: string; caption: string; agree: number; of: number } | undefined {
  const h = bareText(header);
  if (h.length < 3 || !/[A-Za-z]{3}/.test(h) || metricFor(h, true) || !namesADataset(h)) return undefined;
  const re = new RegExp(String.raw`(?<![\w-])${escapeRe(h)}(?![\w-])`, 'i');
  const found = captions.filter((c) => c !== own && re.test(c)).map((c) => ({ caption: c, metrics: metricsInText(c) })).filter((x) => x.metrics.length === 1);
  if (!found.length) return undefined;
  const votes = new Map<string, number>();
  for (const f of found) votes.set(f.metrics[0] as string, (votes.get(f.metrics[0] as string) ?? 0) + 1);
  // most captions win; on a tie, the first printed (a main results table comes before its per-language appendix tables)
  const [top] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  if (!top) return undefined;
  return { metric: top[0], caption: found.find((f) => f.metrics[0] === top[0])?.caption as string, agree: top[1], of: found.length };
}

/**
 * Headers of label, aggregate and resource columns, never a class; nor is a training setting ("Lr schd", "Crop size"
 * beside a detector's mAP: its training schedule; training-setting.ts).
 */
const NOT_A_CLASS = /^(?:methods?|models?|backbones?|detectors?|architectures?|settings?|configs?|size|year|venue|type|download|weights|checkpoint|log|links?|notes?|avg\.?|average|mean|total|overall|all|pre-?train(?:ing)?(?: data)?)$/i;

/** A mean over per-class columns, and the metric of each part: mAP is the mean of the classes' AP, mIoU of their IoU. */
// (mAPH and MOTA on Waymo and nuScenes: each class's APH / MOTA, their mean the printed column; the registry reads APH as maph)
const MEANS: Readonly<Record<string, string>> = { map: 'ap', miou: 'miou', maph: 'maph', mota: 'mota' };

/**
 * The metric of a column that names none, when another column of the same header row is the mean over
 * columns like it: "Vehicle | Pedestrian | Cyclist | mAP" are the classes' AP. A header that is itself a
 * metric, a number, or a cost is no class.
 */
export function partOfMeanBy(header: string, leaves: readonly string[], metricFor: MetricLookup): { metric: string; mean: string } | undefined {
  const h = bareText(header);
  if (!/^[A-Za-z][\w .&'-]{1,30}$/.test(h) || metricFor(h, true) || NOT_A_CLASS.test(h) || isTrainingSetting(h)) return undefined;
  const mean = leaves.map((l) => bareText(l)).find((l) => MEANS[metricFor(l, true) ?? '']);
  if (!mean) return undefined;
  const metric = MEANS[metricFor(mean, true) as string] as string;
  return columnAccepts(metric) ? { metric, mean } : undefined;
}
