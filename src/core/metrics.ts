import { metricById, type MetricDef } from './metric-registry.js';
/**
 * Metric names follow coco-caption. Machine-readable values use the toolkit's scale (fractions,
 * CIDEr as returned, i.e. ~1.27 for 126.8 printed); tables for people show ×100 as papers print.
 * A metric that only approximates the toolkit's says so in its name (`METEOR~`) and is never
 * compared silently with a paper's number.
 */
export const METRICS = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR', 'ROUGE_L', 'CIDEr', 'SPICE'] as const;
export type MetricName = (typeof METRICS)[number];

export const APPROXIMATE_METRICS = ['METEOR~'] as const;
export type ApproximateMetricName = (typeof APPROXIMATE_METRICS)[number];
export type MeasuredMetricName = MetricName | ApproximateMetricName;

export function isMetricName(s: string): s is MetricName {
  return (METRICS as readonly string[]).includes(s);
}

/** The metric a measured (possibly approximate) metric stands in for. */
export function baseMetric<M extends string>(m: M): M extends 'METEOR~' ? 'METEOR' : M;
export function baseMetric(m: string): string {
  return m === 'METEOR~' ? 'METEOR' : m;
}

export function isApproximate(m: string): m is ApproximateMetricName {
  return (APPROXIMATE_METRICS as readonly string[]).includes(m);
}

/** A coco-caption metric or its approximation: measured in the toolkit's fraction scale. */
export function isCocoMeasured(m: string): m is MeasuredMetricName {
  return isMetricName(m) || isApproximate(m);
}

/**
 * A measured value on the scale papers print: coco-caption metrics ×100 (toolkit fractions);
 * registry metrics are stored on their common scale already (percent for proportions).
 */
export function toPrintedOf(metric: string, value: number): number {
  return isCocoMeasured(metric) ? value * 100 : value;
}

/** How papers label the metrics, for tables shown to people. */
export const METRIC_LABELS: Record<MeasuredMetricName, string> = {
  Bleu_1: 'BLEU-1',
  Bleu_2: 'BLEU-2',
  Bleu_3: 'BLEU-3',
  Bleu_4: 'BLEU-4',
  METEOR: 'METEOR',
  'METEOR~': 'METEOR~ (approx.)',
  ROUGE_L: 'ROUGE-L',
  CIDEr: 'CIDEr',
  SPICE: 'SPICE',
};

/** Toolkit scale → the ×100 scale papers print. */
export function toPrinted(value: number): number {
  return value * 100;
}

/**
 * How people read a metric id: the paper label of a coco-caption metric ("BLEU-4"), else the
 * registry's (or a claim file's declared) name, else the id itself.
 */
export function metricLabel(id: string, declared?: readonly MetricDef[]): string {
  return (METRIC_LABELS as Record<string, string | undefined>)[id] ?? metricById(id, declared)?.name ?? id;
}
