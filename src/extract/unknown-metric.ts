/**
 * The metric a draft declares for a column whose metric is printed nowhere (not in its header, the
 * caption, the lead-in line, the section or a note) in a table whose other columns have one: its
 * values are drafted under this declared id, never checked (direction neither), with a review line,
 * rather than dropped. The reviewer replaces it with the column's metric. Pure data.
 */
import type { MetricDef } from '../core/metric-registry.js';

export const UNKNOWN_METRIC: MetricDef = {
  id: 'unknown-metric',
  name: 'metric not printed (name it)',
  aliases: [],
  direction: 'neither',
  scale: 'raw',
  field: 'other',
};
