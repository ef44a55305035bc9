/**
 * The shapes of a metric's header that wrap its name (pure): a unit in brackets then a condition ("L2 (m) 1s"), a unit
 * after a slash ("RPE/%"), a per-unit suffix ("GMACs/Layer"), an averaging spelled out ("micro averaged F1"), a time
 * printed in minutes or hours ("Time (mins)"). metric-lookup.ts reads the metric's name inside them.
 */
import { bareText } from './bare-text.js';
import { columnAccepts } from './schema-support.js';

/** An averaging (micro, macro, weighted) spelled with "averaged" / "average" / "avg." before the metric's name. */
export const AVERAGED = /^(micro|macro|weighted)[- ]?(?:averaged|average|avg\.?)[- ]+(\S.*)$/i;

/**
 * "L2 (m) 1s" → metric "L2 (m)", condition "1s": a header printing a metric, its unit in brackets (no digit), then
 * one short word with a digit (a horizon, a threshold) it was measured at; undefined for any other header.
 */
export function unitThenCondition(header: string): { metric: string; condition: string } | undefined {
  const m = /^(.+?[(（]\s*[^()（）\d]{1,6}\s*[)）])\s+([^\s()（）]{1,6})$/.exec(bareText(header));
  // ("training time (m) 1,2": footnote marks printed after the unit, a list of small numbers, are no condition)
  return m && /\d/.test(m[2] as string) && !/^\d{1,2}(?:,\d{1,2})+$/.test(m[2] as string) ? { metric: m[1] as string, condition: m[2] as string } : undefined;
}

/** A metric, a slash and a unit of length, angle, time, ratio or signal level (`RPE/%`, `ATE/m`, `Rot./deg`). */
export const SLASH_UNIT = /^(.+?)\s*\/\s*(?:%|m|cm|mm|km|deg|°|rad|s|ms|dB|px)$/;

/**
 * "AP3D|R40", "AP 3D|BEV", "mAP|IoU=0.5": a metric whose subscript pdftotext or an HTML `<sub>` flattened, with a
 * condition after a vertical bar (KITTI's AP_{3D|R40}: 3D boxes, 40 recall positions). The part before the last bar, when
 * the part after it is one short token that is no metric of its own ("Acc|F1" is two metrics, never accuracy).
 */
export function beforeBar(h: string, isMetric: (name: string) => boolean): string | undefined {
  const m = /^(.*\S)\s*\|\s*([^\s|]{1,12})$/.exec(h);
  if (!m || !/[A-Za-z]/.test(m[1] as string) || isMetric(m[2] as string)) return undefined;
  return m[1] as string;
}

/** A metric with a per-unit suffix: "/layer", " per token", "/img" (a unit of the model or the input, never a metric). */
export const PER_UNIT = /^(.+?)\s*(?:\/|\bper\s+)\s*(?:layers?|blocks?|tokens?|tok|images?|imgs?|frames?|samples?|examples?|iters?|iterations?|steps?|queries|query|sequences?|seqs?|batch(?:es)?|gpus?|devices?|nodes?)\.?$/i;


/**
 * "Time (mins)", "Runtime (h)": a time printed in minutes, hours or days is the wall-clock of a whole run
 * (`train-time`), not the per-item latency a bare "Time" reads as (ms, s).
 */
export function durationOf(h: string, id: string): string {
  return id === 'latency' && /^(?:time|run\s*time|wall[- ]?clock(?:\s+time)?)\s*[([]\s*(?:mins?|minutes?|h|hrs?|hours?|days?)\s*[)\]]$/i.test(h) && columnAccepts('train-time') ? 'train-time' : id;
}
