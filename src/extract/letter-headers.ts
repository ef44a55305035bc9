/**
 * One-letter headers (pure). A single letter names a metric only where its field prints it so, beside its
 * field's metrics: the coco-caption letters `B | M | R | C | S` (BLEU-4, METEOR, ROUGE-L, CIDEr, SPICE) in a
 * captioning table that prints several of them, BLEU or CIDEr among them, in capitals. Anywhere else a letter is
 * a symbol the paper defines: a layer count `L`, a width `d`, heads `h`, a ratio `m` or `r`, a kernel `k`, a stride
 * `s`, channels `c` — a configuration, not METEOR or ROUGE-L. A lower-case letter heading numbers beside result
 * columns is such a variable: a setting of each row (label-columns.ts).
 */
import { metricOf, stripMarkup } from './names.js';
import { metricFor } from './metric-lookup.js';

/** A header that is one letter, Latin or Greek ("m", "L", "α"), markup and a trailing unit in brackets aside. */
export function isLetterHeader(header: string): boolean {
  const h = stripMarkup(header).replace(/\s*[([][^()[\]]*[)\]]\s*$/, '').trim();
  return /^\p{L}$/u.test(h);
}

/** A lower-case one-letter header ("d", "h", "k", "α"): a symbol of the setup, never a metric's name. */
export function isVariableHeader(header: string): boolean {
  return isLetterHeader(header) && stripMarkup(header).trim() === stripMarkup(header).trim().toLowerCase() && stripMarkup(header).trim() !== stripMarkup(header).trim().toUpperCase();
}

/** The coco-caption metrics (the ids names.ts reads the letters as). */
const CAPTIONING = new Set(['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR', 'ROUGE_L', 'CIDEr', 'SPICE']);

/**
 * Whether the one-letter headers of this header row may be read as the coco-caption metrics: the row names at
 * least three of them (in any spelling: "B@4 | M | R | C"), BLEU or CIDEr among them, and each letter among
 * them is printed in capitals.
 */
export function captionLettersRead(leaves: readonly string[]): boolean {
  const named = leaves.map((h) => ({ h: stripMarkup(h).trim(), m: metricOf(h) ?? metricFor(h, true) })).filter((x) => x.m !== undefined && CAPTIONING.has(x.m));
  if (named.some((x) => isLetterHeader(x.h) && x.h !== x.h.toUpperCase())) return false;
  const metrics = new Set(named.map((x) => x.m as string));
  return metrics.size >= 3 && [...metrics].some((m) => m === 'CIDEr' || m.startsWith('Bleu'));
}

/** `strict` for metricFor: a one-letter header is read as a metric only among its field's metrics (captionLettersRead). */
export function strictLetter(header: string, leaves: readonly string[], strict = false): boolean {
  return strict || (isLetterHeader(header) && !captionLettersRead(leaves));
}

/** The precision / recall / F-score letters, and the F-score printed in full beside P and R ("P | R | F1"). */
const PRF: Readonly<Record<string, string>> = { P: 'precision', R: 'recall', F: 'f1' };
const F_FORMS = new Set(['F', 'F1', 'F-1', 'F₁']);

/**
 * "P | R | F" (any order, side by side, in capitals): the precision, recall and F-score of information extraction,
 * clustering and detection tables; one of those letters there names its metric ("F" the F1), never a symbol or a
 * captioning letter (ROUGE-L for R). Anywhere else, undefined.
 */
export function prfLetter(header: string, leaves: readonly string[]): string | undefined {
  const h = stripMarkup(header).trim();
  if (!PRF[h]) return undefined;
  const ls = leaves.map((l) => stripMarkup(l).trim());
  for (let i = 0; i + 3 <= ls.length; i++) {
    const w = ls.slice(i, i + 3);
    if (w.includes('P') && w.includes('R') && w.some((x) => F_FORMS.has(x)) && w.includes(h)) return PRF[h];
  }
  return undefined;
}

/** The metric a header names among the leaves of its row: a P / R / F letter (prfLetter), else metricFor under strictLetter. */
export function leafLetterMetric(header: string, leaves: readonly string[], strict = false): string | undefined {
  return prfLetter(header, leaves) ?? metricFor(header, strictLetter(header, leaves, strict));
}
