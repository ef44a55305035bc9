/**
 * A short code in a header that the document defines as a name, not a measure (pure): "KL" after "left kidney (KL)",
 * "PC" after "pancreas (PC)". The document's own definition beats a registry alias of the same letters (KL divergence):
 * such a column is a part of the table's metric (an organ, a class), never that alias. A definition that shares a word
 * with the registry metric's names ("AUC: area under the curve") or names a measure ("NNZ: number of non-zero
 * coefficients") is the metric, as read.
 */
import { metricById } from '../core/metric-registry.js';
import { metricFor, metricsInText } from './metric-lookup.js';
import { stripMarkup } from './names.js';

/** Words of a measure: "NNZ stands for number of non-zero coefficients" defines a count, a metric, not a name. */
const MEASURE_WORD = /\b(?:numbers?|counts?|rates?|ratios?|scores?|errors?|loss|accuracy|precision|recall|times?|sizes?|percent(?:age)?|fractions?|average|mean|median|total|sum|distance|similarity|coefficients?|values?|index|length|speed|cost|gain|measures?|metrics?|statistics?|area|curve)\b/i;

const wordsOf = (s: string): string[] => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3);

export function definedAsName(header: string, definitions: ReadonlyMap<string, string> | undefined): boolean {
  const h = stripMarkup(header).trim();
  if (!definitions || !/^[A-Z][A-Za-z0-9]{1,4}$/.test(h)) return false;
  const long = definitions.get(h);
  if (long === undefined || MEASURE_WORD.test(long) || metricFor(long, true) !== undefined || metricsInText(long).length > 0) return false;
  // the registry's reading of the code: a name sharing none of its words
  const def = metricById(metricFor(h, true) ?? '');
  const theirs = new Set(def ? [def.name, ...def.aliases].flatMap(wordsOf) : []);
  return !wordsOf(long).some((w) => theirs.has(w));
}
