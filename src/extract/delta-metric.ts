/**
 * A column of changes of a metric (pure): "Δ Acc (%)", "∆mAP", "$\Delta$ Top-1", "Delta BLEU", "Change in F1",
 * "Acc. change", "WER diff." report how much the metric moved (a pruned model over its base, a method over a
 * baseline), signed ("+0.03", "-0.33"), not the metric itself. Drafted under a metric the draft declares for its
 * document, `<metric>-delta` (the change of `accuracy` is `accuracy-delta`), in the metric's units (points for a
 * percentage), with the metric's direction (a larger change of accuracy is better, of WER worse) and field. A
 * registry name that is itself a difference ("ΔDP", a parity gap) is the registry's metric, not this.
 */
import { findMetric, metricById } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import { stripMarkup } from './names.js';

const PREFIX = /^(?:Δ|∆|delta\b|change\s+(?:in|of)\b|diff(?:erence)?\s+(?:in|of)\b|gain\s+in\b)\s*(.+)$/i;
const SUFFIX = /^(.+?)\s*(?:Δ|∆|\bdelta|\bchange|\bdiff\.?|\bdifference)$/i;
/** A unit in trailing brackets ("(%)", "(pts)", "[%]"): the change is in the metric's units. */
const UNIT = /\s*[([]\s*(?:%|pts?\.?|points?|pp|abs\.?|absolute)\s*[)\]]\s*$/i;

export interface DeltaMetric {
  readonly def: MetricDef;
  /** The registry metric whose change the column reports. */
  readonly base: string;
}

/**
 * The declared change metric a header prints, or undefined. `metricOf` reads the metric name left after the
 * delta word (strictly: no single letters).
 */
export function deltaMetricOf(header: string, metricOf: (name: string) => string | undefined): DeltaMetric | undefined {
  const h = stripMarkup(header.replace(/\\Delta\b/g, 'Δ')).replace(/[↑↓]/g, '').replace(/\s+/g, ' ').trim();
  // a registry name that is a difference ("ΔDP") is that metric
  if (findMetric(h)) return undefined;
  const bare = h.replace(UNIT, '').trim();
  const m = PREFIX.exec(bare) ?? SUFFIX.exec(bare);
  const rest = m?.[1]?.trim().replace(/[.:]$/, '');
  if (!rest || !/[A-Za-z]/.test(rest)) return undefined;
  const base = metricOf(rest);
  const def = base ? metricById(base) : undefined;
  if (!base || !def) return undefined;
  const id = `${base}-delta`;
  if (metricById(id)) return undefined;
  return {
    base,
    def: { id, name: `Δ ${def.name}`, aliases: [h], direction: def.direction, scale: def.scale, ...(def.unit ? { unit: def.unit } : {}), field: def.field },
  };
}
