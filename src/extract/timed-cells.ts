/**
 * Cells that print a result and the time it took, "0.931±0.000 (41s)", "28.4 (3.2 h)" (pure): the bracket is a
 * duration, a value of its own. It is split into a column of its own only where the text by the table says what was
 * timed ("… as well as the total time spent, including hyper-parameter search and final model training": training
 * time; "decoding time", "inference time", "latency": inference); else the bracket is left out with a review line, as
 * before, and no time metric is guessed.
 */
import { stripMarkup } from './names.js';
import { NUM, SPREAD } from './cell-number-patterns.js';
const UNIT = String.raw`ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?`;
const TIMED = new RegExp(String.raw`^(${NUM}${SPREAD})\s*[(（\[]\s*(\d+(?:\.\d+)?)\s*(?:${UNIT})\s*[)）\]]$`, 'i');

/** The value (with its spread) and the duration of a cell printed "v ± s (Ns)", or undefined. */
export function timedParts(cell: string): string[] | undefined {
  const m = TIMED.exec(stripMarkup(cell).replace(/\s+/g, ' ').trim());
  return m ? [m[1] as string, m[2] as string] : undefined;
}

/**
 * What the text says the time in the cells is, as a header the registry reads ("Training time" → train-time,
 * "Inference time" → latency): a sentence that names a time ("time spent", "runtime", "seconds") and what was timed.
 */
export function timedName(text: string): string | undefined {
  for (const s of text.split(/(?<=[.;!?])\s+/)) {
    if (!/\b(?:time|times|runtime|run-time|seconds|wall[- ]clock|duration)\b/i.test(s)) continue;
    if (/\b(?:train(?:ing|ed)?|fit(?:ting)?|tuning|search)\b/i.test(s)) return 'Training time';
    if (/\b(?:inference|decod(?:e|ing)|latency|predict(?:ion|ing)?|test(?:ing)?\s+time)\b/i.test(s)) return 'Inference time';
  }
  return undefined;
}
