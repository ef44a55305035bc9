/**
 * A statistic word printed before a metric (pure): "mean mae", "avg RMSE", "std mae", "max max_error". The
 * mean (average, median) of a metric over runs or folds is that metric's value; a spread ("std", "stdev", "sd",
 * "var") or an extreme ("max", "min") is another number, a metric of its own the document reports
 * (`mae-std`, `max-error`). The statistic word also shows that a lower-case code ("mae") is the metric's name.
 */
import { findMetric, isCostMetric } from '../core/metric-registry.js';
import { columnAccepts } from './schema-support.js';
import { slug } from './names.js';

const CENTRE = /^(?:mean|avg\.?|average|median)$/i;
const SPREAD = /^(?:std\.?|stdev|stddev|sd|var|variance)$/i;
const EXTREME = /^(?:max|min|maximum|minimum)$/i;

export interface StatisticMetric {
  /** The registry metric the header names after the statistic word, or the printed name when the registry lacks it. */
  readonly base: string;
  /** Whether `base` is a registry id. */
  readonly known: boolean;
  readonly statistic: 'centre' | 'spread' | 'extreme';
  /** The id of the metric the column reports: the registry id for a centre, else a document-local id. */
  readonly id: string;
  readonly word: string;
}

/** "mean mae" → mae; "std mae" → mae-std; "max max_error" → max-error; undefined for any other header. */
export function statisticMetric(header: string): StatisticMetric | undefined {
  const m = /^([A-Za-z]+\.?)\s+([A-Za-z][\w@.-]{1,24})$/.exec(header.replace(/<[^>]+>|\*\*|`/g, '').trim());
  if (!m) return undefined;
  const word = (m[1] as string).replace(/\.$/, '');
  const rest = m[2] as string;
  const statistic = CENTRE.test(word) ? 'centre' : SPREAD.test(word) ? 'spread' : EXTREME.test(word) ? 'extreme' : undefined;
  if (!statistic) return undefined;
  // a two-character code ("Average HM", "mean AP") is read as elsewhere, by its own rules: too short to trust here
  if (rest.length < 3) return undefined;
  const def = findMetric(rest) ?? findMetric(rest.replace(/_/g, ' '));
  // a cost ("max tokens", "max memory") is a setting or a budget, not a statistic of results
  if (def && isCostMetric(def)) return undefined;
  const known = def !== undefined && columnAccepts(def.id);
  // a name the registry lacks counts only as a script's metric name: one snake_case or upper-case token ("max_error", "EPE")
  if (!known && !(/_/.test(rest) || /^[A-Z][A-Z0-9-]{1,9}$/.test(rest))) return undefined;
  const base = known ? (def.id) : slug(rest.replace(/_/g, '-'));
  if (statistic === 'centre') return known ? { base, known, statistic, id: base, word } : undefined;
  const w = word.toLowerCase().replace(/^maximum$/, 'max').replace(/^minimum$/, 'min');
  // "max max_error": the extreme already in the name is not printed twice
  const id = statistic === 'spread' ? `${base}-${/^var/i.test(w) ? 'var' : 'std'}` : base.startsWith(`${w}-`) ? base : `${w}-${base}`;
  return { base, known, statistic, id, word };
}
