/**
 * Packed headers the document defines elsewhere (pure): a README's metric list prints "cNLL/cA/cCE.
 * Negative-log-likelihood, accuracy, and calibration error on CIFAR-10-C", so a column headed `cNLL/cA/cCE`
 * whose cells pack three values (`1.05 / 76.1% / 0.153`) reports those three metrics, in that order. A line
 * counts when it starts with the slash-joined header (list marker and bold aside), then `.`, `:` or a dash,
 * then as many names as the header has parts, each naming a metric.
 */
import { metricFor, metricsInText } from './metric-lookup.js';

/** The printed header's key: letters, digits and slashes. */
export const packedHeaderKey = (h: string): string => h.replace(/<[^>]+>|\*\*|__|`/g, '').toLowerCase().replace(/[^a-z0-9/]/g, '');

const DEFINITION = /^\s*(?:\d+[.)]|[-*+])?\s*(?:\*\*|__|`)?([^\s*_`/]+(?:\s*\/\s*[^\s*_`/]+)+)(?:\*\*|__|`)?\s*(?:[.:]|\s[-–—])\s+(.+)$/;

/** The metric a defining name names ("calibration error on CIFAR-10-C" → "calibration error"), or undefined. */
function metricName(name: string): string | undefined {
  if (metricFor(name, true)) return name;
  const id = metricsInText(name)[0];
  return id ? name : undefined;
}

/** Header key → the names of its packed values, from the document's definition lines. */
export function packedDefinitions(text: string): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const line of text.split('\n')) {
    const m = DEFINITION.exec(line);
    if (!m) continue;
    const parts = (m[1] as string).split(/\s*\/\s*/);
    // the first clause: up to a semicolon or the end of the sentence
    const clause = (m[2] as string).replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').split(/;|\.\s/)[0] as string;
    const names = clause.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((s) => s.trim()).filter(Boolean);
    if (names.length !== parts.length || !names.every(metricName)) continue;
    out.set(packedHeaderKey(m[1] as string), names);
  }
  return out;
}
