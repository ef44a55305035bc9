/**
 * What a metric named in the text by a table covers, when the sentence says so (pure): "All contact numbers
 * are the top-L,LR precision metric" covers the columns under "Unsupervised contact prediction", not those
 * under "Structure Prediction" beside them, whose metric is printed nowhere.
 */
import { metricsInText } from './metric-lookup.js';
import { stripMarkup } from './names.js';

const SUBJECT = /\b(?:all|the)\s+((?:[A-Za-z][\w-]*\s+){1,3}?)(?:numbers|results|scores|values|columns|figures)\s+(?:are|is|report|use|show)\b/i;
const SMALL = /^(?:the|of|on|for|and|other|reported|our)$/i;

/** The words naming what the metric covers ("contact"), when a sentence of the text names the metric and its subject. */
export function metricSubject(text: string, metric: string): string[] | undefined {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (!metricsInText(sentence).includes(metric)) continue;
    const m = SUBJECT.exec(sentence);
    const words = m ? (m[1] as string).trim().split(/\s+/).filter((w) => !SMALL.test(w)) : [];
    if (words.length) return words;
  }
  return undefined;
}

/** Whether a column's headers (its group cells and its own) name one of the subject's words. */
export function coversColumn(subject: readonly string[], headers: readonly string[]): boolean {
  const words = headers.flatMap((h) => stripMarkup(h).toLowerCase().split(/[^a-z0-9-]+/));
  return subject.some((s) => words.includes(s.toLowerCase()));
}
