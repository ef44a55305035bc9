/**
 * Which caption metrics a run computes and reports (`audit score --metrics bleu,rouge_l,cider`).
 * A selection names metric families: `bleu` (Bleu_1..4), `meteor` (METEOR from the jar, or
 * METEOR~), `rouge_l` (ROUGE_L), `cider` (CIDEr), `spice` (SPICE). A family left out is neither
 * computed where that saves work (METEOR~ with its WordNet look-ups, the jars) nor reported.
 * Pure: no IO.
 */
import type { MeasuredMetricName } from '../core/metrics.js';

export const METRIC_FAMILIES = ['bleu', 'meteor', 'rouge_l', 'cider', 'spice'] as const;
export type MetricFamily = (typeof METRIC_FAMILIES)[number];

/** Other spellings of a family, lower-cased (the output names, and ROUGE-L as papers print it). */
const ALIASES: ReadonlyMap<string, MetricFamily> = new Map([
  ['rouge', 'rouge_l'],
  ['rouge-l', 'rouge_l'],
  ['meteor~', 'meteor'],
]);

/** The families of the COCO caption toolkit's ref_score.py pipeline (no METEOR, no SPICE). */
export const TOOLKIT_FAMILIES: readonly MetricFamily[] = ['bleu', 'rouge_l', 'cider'];

/** The family a measured metric belongs to. */
export function familyOf(m: MeasuredMetricName): MetricFamily {
  if (m.startsWith('Bleu_')) return 'bleu';
  if (m === 'METEOR' || m === 'METEOR~') return 'meteor';
  if (m === 'ROUGE_L') return 'rouge_l';
  if (m === 'CIDEr') return 'cider';
  return 'spice';
}

/** The families named by a comma-separated list, or the reason it is not one (which item, at which place). */
export function parseMetricList(text: string): { readonly families: ReadonlySet<MetricFamily> } | { readonly error: string } {
  const items = text.split(',');
  const families = new Set<MetricFamily>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!.trim();
    const where = `item ${i + 1} of ${items.length}`;
    if (item === '') return { error: `${where} is empty` };
    const lower = item.toLowerCase();
    const family = (METRIC_FAMILIES as readonly string[]).includes(lower) ? (lower as MetricFamily) : ALIASES.get(lower);
    if (family === undefined) return { error: `${where}, '${item}', is not a metric` };
    families.add(family);
  }
  return { families };
}

/** The entries of `values` whose metric is in `families`. */
export function pickMetrics<T>(values: Partial<Record<MeasuredMetricName, T>>, families: ReadonlySet<MetricFamily>): Partial<Record<MeasuredMetricName, T>> {
  const out: Partial<Record<MeasuredMetricName, T>> = {};
  for (const [m, v] of Object.entries(values) as [MeasuredMetricName, T][]) if (families.has(familyOf(m))) out[m] = v;
  return out;
}
