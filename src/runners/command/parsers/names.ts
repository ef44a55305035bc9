/** Metric names as scripts print them → coco-caption names, or registry ids for any other field (pure). */
import { METRICS } from '../../../core/metrics.js';
import type { MetricName } from '../../../core/metrics.js';
import { findMetric, type MetricDef } from '../../../core/metric-registry.js';

const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const ALIASES: Record<string, MetricName> = {
  ...Object.fromEntries(METRICS.map((m) => [key(m), m])),
  rougel: 'ROUGE_L',
  bleu1: 'Bleu_1',
  bleu2: 'Bleu_2',
  bleu3: 'Bleu_3',
  bleu4: 'Bleu_4',
  cider: 'CIDEr',
  ciderd: 'CIDEr',
  meteor: 'METEOR',
  spice: 'SPICE',
};

export function metricNameOf(printed: string): MetricName | undefined {
  return ALIASES[key(printed)];
}

/**
 * A printed name → a metric id: the coco-caption names first (as before), then any metric of the
 * registry or of the claim file's `metrics:` ("test_acc" → accuracy, "WER" → wer, "val/top1" → top1-acc).
 */
export function anyMetricOf(printed: string, declared?: readonly MetricDef[]): string | undefined {
  const coco = metricNameOf(printed);
  if (coco) return coco;
  const plain = printed.replace(/^(?:test|val|valid|validation|eval|dev)[/_. -]+/i, '').replace(/[_/]+/g, ' ');
  return findMetric(printed, declared)?.id ?? findMetric(plain, declared)?.id;
}

/** Values found by a parser, by metric id (coco-caption names or registry ids), as printed (scale applied later). */
export type ParsedMetrics = Partial<Record<string, number>>;

export type ParseResult = { readonly ok: true; readonly values: ParsedMetrics } | { readonly ok: false; readonly problem: string };

/** `anyField`: names may be any registry metric (JSON, regex, CSV); otherwise coco-caption names only (log-text parsers, where stray "epoch: 3" lines abound). */
export function collect(pairs: Iterable<readonly [string, number]>, anyField?: { readonly declared?: readonly MetricDef[] }): ParsedMetrics {
  const out: ParsedMetrics = {};
  for (const [name, value] of pairs) {
    const m = anyField ? anyMetricOf(name, anyField.declared) : metricNameOf(name);
    if (m !== undefined && Number.isFinite(value)) out[m] = value;
  }
  return out;
}

export function nonEmpty(values: ParsedMetrics, what: string, anyField = false): ParseResult {
  return Object.keys(values).length > 0 ? { ok: true, values } : { ok: false, problem: `no ${anyField ? 'known' : 'coco-caption'} metric in ${what}` };
}

export function pick<T>(items: readonly T[], occurrence: 'first' | 'last'): T | undefined {
  return occurrence === 'first' ? items[0] : items[items.length - 1];
}
