/**
 * What the text by a table says a header is (pure):
 * - the header followed by a metric noun, "L1 loss is given in ×10⁻³" over an `L1` column, "clean accuracy" over
 *   `Clean`: that phrase is the column's metric, nearer than any other metric the caption names (a caption that
 *   names SI-SDR for another column does not make `L1` an SI-SDR);
 * - the header introduced after a plural noun, "different batch sizes B and dropout probabilities p": a
 *   quantity the table varies, a setting of each row, never a metric (`p` is not "params" under a "Param." group).
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { esc as escapeRe } from './name-index.js';


/** The metric of a phrase "<header> <noun>" the text prints ("L1 loss" → loss), when the header alone names none. */
export function headerPhraseMetric(header: string, texts: readonly (string | undefined)[]): { metric: string; phrase: string } | undefined {
  const h = stripMarkup(header).trim();
  // a header that starts with a digit is an amount ("32K tokens", "100 epochs"), not a name the text qualifies
  if (h.length < 2 || h.length > 20 || !/^[A-Za-z]/.test(h) || metricFor(h, true)) return undefined;
  const re = new RegExp(String.raw`(?<![\w-])${escapeRe(h)}\s+([A-Za-z][A-Za-z-]{2,})(?![\w-])`, 'gi');
  for (const text of texts) {
    for (const m of (text ?? '').matchAll(re)) {
      const phrase = `${h} ${m[1] as string}`;
      const metric = metricFor(phrase, true);
      // the noun alone must be a metric too: "L1 loss" (loss), "clean accuracy"; not "B and", not a name that merely starts so
      if (metric && metricFor(m[1] as string, true, false) === metric) return { metric, phrase };
    }
  }
  return undefined;
}

/** Whether the caption introduces a one- or two-letter header after a plural noun: "batch sizes B", "probabilities p". */
export function symbolOfVariedQuantity(header: string, caption: string | undefined): boolean {
  const h = stripMarkup(header).trim();
  if (!caption || !/^[A-Za-zα-ωΑ-Ω]{1,2}$/u.test(h)) return false;
  return new RegExp(String.raw`\b[a-z]{3,}(?:ies|s)\s+${escapeRe(h)}(?![\w-])`).test(caption);
}

/** A header naming a length, a size or a count of the setup ("Claimed Length", "Context window", "Batch size", "#Layers"). */
const QUANTITY_HEAD = /(?:^|\s)(?:lengths?|sizes?|windows?|resolutions?|epochs?|steps?|layers?|depths?|widths?)$/i;

/** Whether a header names a quantity of the setup, not a result: its cells are settings of each row. */
export function namesSetupQuantity(header: string): boolean {
  const h = stripMarkup(header).replace(/\s*[([][^()[\]]*[)\]]\s*$/, '').trim();
  return QUANTITY_HEAD.test(h) && !metricFor(h, true);
}
