/**
 * A column whose header prints a unit no performance metric is reported in (pure): a rate or a bitrate
 * ("Frame Rate (Hz)", "(kbps)"), a count ("+× (million)", "#Samples (K)"), a duration in days or hours
 * ("Search Cost (GPU days)"), a size in pixels, tokens or layers. Such a column describes each row (a
 * configuration, a cost): it is never the values of the accuracy, EER or similarity the caption or the text
 * around the table names. Percent, seconds and milliseconds are not such units: a success rate and a
 * latency are printed in them. A header that names a metric ("Params (M)", "Time (h)") is read as that
 * metric before this applies. So is a header counted per unit of the model or the input whose quantity names no
 * metric ("Size /Layer": a size per layer; "GMACs /Layer" is a cost metric and read as one).
 */
import { metricFor, PER_UNIT } from './metric-lookup.js';

const SETTING_UNIT = /^(?:[kmg]?hz|[kmg]?bps|[kmg]?b\/s|bits?|million|billion|thousands?|[mbk]|(?:gpu[- ])?days?|(?:gpu[- ])?hours?|hrs?|px|pixels?|layers?|tokens?|frames?|samples?|steps?|epochs?|[kmgt]b)$/i;

/** The unit a header prints in brackets at its end, or as the whole header: "Frame Rate (Hz)" → "Hz", "(kbps)" → "kbps". */
export function bracketUnit(header: string): string | undefined {
  return /[(（[]\s*([A-Za-zµ/ -]{1,12}?)\s*[)）\]]\s*$/.exec(header.trim())?.[1];
}

/** Whether any of a column's header cells (one per header row) prints a unit of a configuration or a count. */
export function printsSettingUnit(headers: readonly string[]): boolean {
  return headers.some((h) => {
    const per = PER_UNIT.exec(h.trim());
    if (per && per[1] !== h.trim() && !metricFor(per[1] as string, true)) return true;
    const unit = bracketUnit(h);
    return unit !== undefined && SETTING_UNIT.test(unit.trim());
  });
}

/** A storage size: "3GB", "2.4 GB", "350MB", "1.2 GiB", "800 KB". */
const STORAGE = /^~?\d+(?:\.\d+)?\s?(?:[KMGT]i?B|bytes)$/i;

/** Whether every printed cell of a column is a storage size (a checkpoint's or a dataset's size on disk, no result). */
export function printsStorageSizes(cells: readonly string[]): boolean {
  const printed = cells.map((c) => c.trim()).filter((c) => c && !/^[-–—]$/.test(c));
  return printed.length > 0 && printed.every((c) => STORAGE.test(c));
}
