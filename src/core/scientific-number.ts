/**
 * Numbers printed in scientific notation, written out as plain decimals (pure). Physics-informed and
 * scientific-ML papers, energy and carbon tables and p-values print "1.73e-4", "3.5E+02", "9.03×10<sup>−1</sup>",
 * "$1.73\times10^{-4}$", "2.1 · 10⁻³", "1.056 × 10−6" (a PDF whose superscript lost its raise) or "10^{-5}". A cell
 * reader and validate's transcription check both read such a print as the number it denotes ("0.000173"), through
 * this one function, so a drafted value is found again on its line.
 *
 * The decimal is made by moving the mantissa's point, never through floating point: "9.03" × 10⁻¹ is "0.903",
 * not "0.9029999999999999". An exponent beyond ±12 is left as printed (no table prints such a value in decimals).
 */
const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+',
};
const MANTISSA = String.raw`(?<![\w.,^])([-−]?\d+(?:\.\d+)?)`;
const TIMES = String.raw`\s*(?:×|[xX*·⋅]|\\times|\\cdot)\s*`;
/** The exponent after "10": "^-4", "^{-4}", "<sup>−4</sup>", "⁻⁴". */
const RAISED = String.raw`(?:\^\s*\{?\s*([-−+]?\d{1,3})\s*\}?|<sup>\s*([-−+]?\d{1,3})\s*</sup>|([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3}))`;
/**
 * "1.056 × 10−6", "4.47×10 −1", "4.47×10 0": the exponent on the line after a raise was lost (a PDF's text layer, an
 * HTML `<sup>` read as text), only after a "×"; glued to the 10 only when negative, one space after it only when the
 * mantissa has decimals (a plain "3 × 10 20" is a product and a count).
 */
const LOWERED = String.raw`(?:10([-−]\d{1,2})|(?<=\d\.\d+\s*(?:×|\\times)\s*)10 ([-−]?\d{1,2}))(?![\d.])`;
const WITH_MANTISSA = new RegExp(String.raw`${MANTISSA}(?:${TIMES}10\s*${RAISED}|\s*(?:×|\\times)\s*${LOWERED})`, 'g');
const BARE_POWER = new RegExp(String.raw`(?<![\w.,×*·⋅\\])10\s*${RAISED}`, 'g');
const E_FORM = /(?<![\w.,])([-−]?\d+(?:\.\d+)?)[eE]([-+−]?\d{1,3})(?![\w.])/g;

/** The decimal that `mantissa` × 10^`exponent` denotes, or undefined when the exponent is out of reach. */
export function shiftDecimal(mantissa: string, exponent: number): string | undefined {
  if (!Number.isInteger(exponent) || Math.abs(exponent) > 12) return undefined;
  const sign = /^[-−]/.test(mantissa) ? '-' : '';
  const [whole = '', frac = ''] = mantissa.replace(/^[-−+]/, '').split('.');
  const digits = `${whole}${frac}`;
  const point = whole.length + exponent;
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = `${digits}${'0'.repeat(point - digits.length)}`;
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  out = out.replace(/^0+(?=\d)/, '');
  return `${sign}${out}`;
}

const exponentOf = (printed: string): number =>
  Number([...printed].map((c) => SUPERSCRIPT[c] ?? c).join('').replace('−', '-'));

/** The text with each number printed in scientific notation written as the decimal it denotes. */
export function expandScientific(text: string): string {
  if (!/\d\s*[eE][-+−]?\d|10\s*(?:\^|<sup>|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺])|(?:×|\\times)\s*10 ?[-−]?\d/.test(text)) return text;
  return text
    .replace(WITH_MANTISSA, (whole, m: string, a?: string, b?: string, c?: string, d?: string, e?: string) =>
      shiftDecimal(m, exponentOf((a ?? b ?? c ?? d ?? e) as string)) ?? whole)
    .replace(BARE_POWER, (whole, a?: string, b?: string, c?: string) => shiftDecimal('1', exponentOf((a ?? b ?? c) as string)) ?? whole)
    .replace(E_FORM, (whole, m: string, e: string) => shiftDecimal(m, exponentOf(e)) ?? whole);
}
