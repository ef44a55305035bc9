/**
 * A duration printed with its unit in a column of a time metric (pure): "1.5h", "25.7 hrs" under
 * "Training time (2080 Ti)" is 1.5 hours. An hour mark is read only where the column's metric is a
 * duration counted in hours: elsewhere "178h" is an amount of training data, a setting, not a value.
 */
import { metricById } from '../core/metric-registry.js';
import { bareText } from './bare-text.js';

/** "1.5h", "12 hrs": a number and an hour sign (an approximation in words, "~1.2 hours", stays text). */
const HOURS = /^(\d+(?:\.\d+)?)\s?(?:h|hrs?)$/i;

/** The number of hours a cell prints, when the column's metric is measured in hours; undefined otherwise. */
export function hoursValue(cell: string, metric: string | undefined): string | undefined {
  const def = metric ? metricById(metric) : undefined;
  if (!def || def.scale !== 'time' || def.unit !== 'h') return undefined;
  return HOURS.exec(bareText(cell))?.[1];
}
