/**
 * The number a table caption prints after "Table" (pure): Arabic ("Table 3:", a thesis's "Table 5.2") or Roman, as IEEE and
 * ACM styles print it ("TABLE IV:", "Table II."). A Roman numeral counts only with a stop after it, at
 * the end of its line, or before a title in capitals (IEEE's "TABLE I" line joined to its small-caps title
 * "MODELS' PREDICTION ACCURACY", which the PDF reader may print "M ODELS"), so "Table I shows" stays prose.
 */
import { CAPTION_STOP } from './caption-word.js';

/** A regex source for the printed number, one capture group: `3` or `IV` (Roman only before a stop, the line's end or a title in capitals). */
export const CAPTION_NUMBER = String.raw`(\d{1,2}\.\d{1,2}(?![\d.]\d)|\d+|[A-Z]\.?\d{1,3}(?![\d.]\d)|[IVXLC]{1,7}(?=\s*${CAPTION_STOP}|\s*$|\s+[A-Z][A-Z’'\s]*[A-Z]{2}))`;

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

/** "3" → 3, "IV" → 4, "XII" → 12; NaN for anything else. */
export function captionNumber(printed: string | undefined): number {
  const s = (printed ?? '').trim();
  if (/^\d+$/.test(s)) return Number(s);
  const lettered = letteredTable(s);
  if (lettered) return letteredNumber(lettered.letter, lettered.n);
  const chaptered = chapterTable(s);
  if (chaptered) return chaptered.chapter * CHAPTERED + chaptered.n;
  if (!/^[IVXLC]+$/.test(s)) return Number.NaN;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i] as string] as number;
    const next = ROMAN[s[i + 1] ?? ''] ?? 0;
    n += v < next ? -v : v;
  }
  return n;
}

/**
 * An appendix or supplement table ("Table A1", "Table S3", "Table D.4") is numbered apart from the main text's: its
 * letter's place in the alphabet times 1000, plus its number (A1 → 1001, D4 → 4004, S3 → 19003), so "Table 4" and
 * "Table D4" of one paper never share a number. `printedTableNumber` gives back what the caption printed.
 */
export const LETTERED = 1000;

/** "D4", "S12", "A.1" → its letter and number; undefined for anything else. */
export function letteredTable(printed: string): { letter: string; n: number } | undefined {
  const m = /^([A-Z])\.?(\d{1,3})$/.exec(printed.trim());
  return m ? { letter: m[1] as string, n: Number(m[2]) } : undefined;
}
function letteredNumber(letter: string, n: number): number {
  return (letter.charCodeAt(0) - 64) * LETTERED + n;
}

/**
 * A thesis or book numbers its tables within each chapter ("Table 5.2", "Table 3.10"): the chapter times 100000 plus its
 * number (5.2 → 500002), apart from the main text's and the lettered ones. `printedTableNumber` gives back "5.2".
 */
export const CHAPTERED = 100_000;

/** "5.2", "3.10" → its chapter and number; undefined for anything else. */
export function chapterTable(printed: string): { chapter: number; n: number } | undefined {
  const m = /^(\d{1,2})\.(\d{1,2})$/.exec(printed.trim());
  return m && Number(m[1]) > 0 && Number(m[2]) > 0 ? { chapter: Number(m[1]), n: Number(m[2]) } : undefined;
}

/** A table's number as its caption printed it: 4 → 4, 4004 → "D4", 500002 → "5.2". */
export function printedTableNumber(n: number): number | string {
  if (n > CHAPTERED && n % CHAPTERED > 0) return `${Math.floor(n / CHAPTERED)}.${n % CHAPTERED}`;
  return n > LETTERED && n % LETTERED > 0 && n < 27 * LETTERED ? `${String.fromCharCode(64 + Math.floor(n / LETTERED))}${n % LETTERED}` : n;
}
