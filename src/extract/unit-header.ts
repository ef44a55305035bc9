/**
 * A header that is a word and a time unit, "Infer(ms)", "Decode (s)", "Runtime [ms]" (pure): a time per item,
 * whatever performance metric the lead-in or caption names for the table's other columns ("mAP was evaluated
 * with …" is not the metric of "Infer(ms)"). Read as latency, with a review line.
 */
import { columnAccepts } from './schema-support.js';
import { stripMarkup } from './names.js';

const TIMED = /^([A-Za-z][A-Za-z .-]{1,24}?)\s*[([]\s*(?:ms|msec|µs|us|s|sec|secs|seconds?)\s*[)\]]$/;
/** Words before the unit that name something other than a time taken (a length of audio, a duration of a clip). */
const NOT_TAKEN = /\b(?:length|duration|audio|clip|video|segment|context|window|delay|offset)\b/i;

export function timeUnitHeader(header: string): { metric: string; review: string } | undefined {
  const h = stripMarkup(header).trim();
  const m = TIMED.exec(h);
  if (!m || NOT_TAKEN.test(m[1] as string) || !columnAccepts('latency')) return undefined;
  return { metric: 'latency', review: `"${h}" prints a time unit and no metric: read as latency (a time per item), not the metric the text names for the other columns — check it` };
}
