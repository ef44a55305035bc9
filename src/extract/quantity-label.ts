/**
 * A row or column label that names a measured quantity by its unit (pure): `Translation (m)`, `Rotation
 * (degree)`, `Energy [kWh]`, `Error / %` — a name, then a unit of measure in trailing brackets or after a slash.
 * Orientation by content (transpose.ts) counts such labels with the metric names on each axis: a table whose
 * row labels carry units while no header does prints its quantities as rows.
 */
import { stripMarkup } from './names.js';

/** Units of measure (not counts such as steps or epochs): length, angle, time, rate, size, energy, ratio. */
const MEASURE_UNIT = String.raw`%|‰|pp|nm|mm|cm|m|km|px|pixels?|°|deg(?:rees?)?|rad(?:ians?)?|ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|hz|khz|mhz|ghz|db|dbfs|[kmgt]i?b|bytes?|w|kw|kwh|wh|j|kj|mj|°c|k|m\/s|km\/h|fps|mb\/s|gb\/s`;
const TRAILING_UNIT = new RegExp(String.raw`^(.*[A-Za-z].*?)\s*(?:\(\s*(?:${MEASURE_UNIT})\s*\)|\[\s*(?:${MEASURE_UNIT})\s*\]|\/\s*(?:${MEASURE_UNIT}))\s*[↑↓]?$`, 'i');

/** Whether the label is a name followed by a unit of measure: "Translation (m)", "RMSE w.r.t GPS (m)", "Drift [%]". */
export function namesQuantityByUnit(label: string): boolean {
  const m = TRAILING_UNIT.exec(stripMarkup(label));
  // the name before the unit must be words, not a number or a size ("7B (GB)" is no quantity name)
  return Boolean(m && /[A-Za-z]{3,}/.test(m[1] ?? ''));
}
