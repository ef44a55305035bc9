/** Metric names as scripts print them → coco-caption names (pure). */
import { METRICS } from '../../../core/metrics.js';
import type { MetricName } from '../../../core/metrics.js';

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

/** Values found by a parser, in coco-caption names, as printed (scale applied later). */
export type ParsedMetrics = Partial<Record<MetricName, number>>;

export type ParseResult = { readonly ok: true; readonly values: ParsedMetrics } | { readonly ok: false; readonly problem: string };

export function collect(pairs: Iterable<readonly [string, number]>): ParsedMetrics {
  const out: ParsedMetrics = {};
  for (const [name, value] of pairs) {
    const m = metricNameOf(name);
    if (m !== undefined && Number.isFinite(value)) out[m] = value;
  }
  return out;
}

export function nonEmpty(values: ParsedMetrics, what: string): ParseResult {
  return Object.keys(values).length > 0 ? { ok: true, values } : { ok: false, problem: `no coco-caption metric in ${what}` };
}

export function pick<T>(items: readonly T[], occurrence: 'first' | 'last'): T | undefined {
  return occurrence === 'first' ? items[0] : items[items.length - 1];
}
