/**
 * The scoring table of NIST sclite, as speech toolkits print it in their results pages (pure): ESPnet's RESULTS.md,
 * Kaldi-style recipes — `dataset | Snt | Wrd | Corr | Sub | Del | Ins | Err | S.Err` under a heading "### WER" or
 * "### CER". Only `Err` is the error rate the heading names; `Corr`, `Sub`, `Del`, `Ins` are the shares of words
 * correct, substituted, deleted and inserted, `S.Err` the sentence error rate, and `Snt` / `Wrd` count the test
 * sentences and words. Before, every column was read under the heading's metric (Corr as a CER of 82.0). The grid's
 * leaf header is rewritten to say so: `Err` → the heading's metric, `S.Err` → the sentence error rate, the word shares
 * marked with their direction (a measure of the document's own, never checked against the heading's), the counts
 * marked as counts (settings of each row).
 */
import { metricById } from '../core/metric-registry.js';
import { metricsInText } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

/** The error rates a heading over an sclite table names. */
const RATES = ['wer', 'cer', 'ter', 'mer'];
const key = (h: string): string => stripMarkup(h).trim().toLowerCase().replace(/\s+/g, '');
const PARTS: Readonly<Record<string, string>> = { corr: 'Corr ↑', sub: 'Sub ↓', del: 'Del ↓', ins: 'Ins ↓', 's.err': 'Sentence Error Rate', snt: '# Snt', wrd: '# Wrd' };

/** The grid with an sclite header named for what each column counts, and a review line; unchanged when it is none. */
export function scliteColumns(t: RawTable): { table: RawTable; review?: string } {
  const leaf = t.header[t.header.length - 1];
  if (!leaf) return { table: t };
  const keys = leaf.map(key);
  const err = keys.indexOf('err');
  const shares = ['corr', 'sub', 'del', 'ins'].filter((k) => keys.includes(k)).length;
  if (err < 0 || shares < 3) return { table: t };
  const around = [t.leadIn, ...(t.leadIns ?? []), t.section, t.caption].filter(Boolean).join(' . ');
  const rate = metricsInText(around).find((id) => RATES.includes(id));
  const name = rate ? metricById(rate)?.aliases[0] : undefined;
  if (!rate || !name) return { table: t };
  const renamed = leaf.map((h, j) => (j === err ? name : (PARTS[keys[j] as string] ?? h)));
  return {
    table: { ...t, header: [...t.header.slice(0, -1), renamed] },
    review: `sclite scoring columns: "Err" is the ${name} the heading names; Corr / Sub / Del / Ins are shares of the words (read as measures of their own), S.Err the sentence error rate, Snt / Wrd the counts of sentences and words`,
  };
}
