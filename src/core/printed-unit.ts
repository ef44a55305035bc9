/**
 * The unit a printed metric header shows in its trailing brackets ("Acc.(mm)", "Time (s)", "PSNR [dB]") and
 * whether it contradicts a registry entry's unit (pure). A header printing millimetres does not name a
 * percentage ("Acc.(mm)" is not `accuracy`), one printing a percentage does not name a time. Only units of a
 * known dimension are compared: an unknown unit ("(M)", "(x)", "(GPU hours)") or an entry with no unit and a
 * raw or count scale contradicts nothing.
 */
/** What this needs of a registry entry (metric-registry.ts's MetricDef): its unit and print scale. */
export interface UnitOf {
  readonly unit?: string;
  readonly scale: string;
}

export type Dimension = 'percent' | 'length' | 'time' | 'bytes' | 'decibel' | 'angle';

// "m" is left out: it prints metres, minutes and millions alike
const UNITS: ReadonlyArray<readonly [Dimension, RegExp]> = [
  ['percent', /^(?:%|percent|pct)$/i],
  ['length', /^(?:nm|[μµu]m|mm|cm|km)$/],
  // short forms only in lower case: "AP(H)", "AP(S)", "AP (MS)" are subsets (hard, small, multi-scale), not times
  ['time', /^(?:s|h|[μµu]s|ms)$/],
  ['time', /^(?:secs?|seconds?|mins?|minutes?|hrs?|hours?|days?)$/i],
  ['bytes', /^(?:[KMGT]i?B|bytes?)$/],
  ['decibel', /^dB$/i],
  ['angle', /^(?:°|deg|degrees?|rad)$/i],
];

/** The dimension of a printed unit ("mm" → length), undefined for a unit it cannot place. */
export function unitDimension(unit: string): Dimension | undefined {
  const u = unit.trim();
  return UNITS.find(([, re]) => re.test(u))?.[0];
}

/** The unit in a header's trailing brackets, when the brackets hold a unit alone: "Acc.(mm)" → "mm"; "F1 (ours)" → undefined. */
export function printedUnit(header: string): string | undefined {
  const inner = /[([（]\s*([^()[\]（）]{1,10}?)\s*[)\]）]\s*$/.exec(header.trim())?.[1];
  return inner !== undefined && unitDimension(inner) ? inner : undefined;
}

/** The dimension of a registry entry: its unit's, else its print scale's (percent / fraction, time, bytes). */
export function metricDimension(def: UnitOf): Dimension | undefined {
  const own = def.unit ? unitDimension(def.unit) : undefined;
  if (own) return own;
  if (def.scale === 'percent' || def.scale === 'fraction') return 'percent';
  if (def.scale === 'time') return 'time';
  if (def.scale === 'bytes') return 'bytes';
  return undefined;
}

/** Whether a header's printed unit contradicts an entry: both of a known dimension, and not the same one. */
export function unitContradicts(def: UnitOf, header: string): boolean {
  const unit = printedUnit(header);
  if (!unit) return false;
  const printed = unitDimension(unit);
  const own = metricDimension(def);
  return printed !== undefined && own !== undefined && printed !== own;
}
