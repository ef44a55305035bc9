/**
 * The number a table caption prints after "Table" (pure): Arabic ("Table 3:") or Roman, as IEEE and
 * ACM styles print it ("TABLE IV:", "Table II."). A Roman numeral counts only with a stop after it, at
 * the end of its line, or before a title in capitals (IEEE's "TABLE I" line joined to its small-caps title
 * "MODELS' PREDICTION ACCURACY", which the PDF reader may print "M ODELS"), so "Table I shows" stays prose.
 */
import { CAPTION_STOP } from './caption-word.js';

/** A regex source for the printed number, one capture group: `3` or `IV` (Roman only before a stop, the line's end or a title in capitals). */
export const CAPTION_NUMBER = String.raw`(\d+|[IVXLC]{1,7}(?=\s*${CAPTION_STOP}|\s*$|\s+[A-Z][A-Z’'\s]*[A-Z]{2}))`;

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

/** "3" → 3, "IV" → 4, "XII" → 12; NaN for anything else. */
export function captionNumber(printed: string | undefined): number {
  const s = (printed ?? '').trim();
  if (/^\d+$/.test(s)) return Number(s);
  if (!/^[IVXLC]+$/.test(s)) return Number.NaN;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i] as string] as number;
    const next = ROMAN[s[i + 1] ?? ''] ?? 0;
    n += v < next ? -v : v;
  }
  return n;
}
