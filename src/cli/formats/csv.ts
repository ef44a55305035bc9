/**
 * CSV cells (pure). RFC 4180 quoting, and OWASP's rule against spreadsheet formula injection: a
 * text cell that begins with `=`, `+`, `-`, `@`, a tab or a CR is prefixed with `'`, so a
 * spreadsheet shows it as text instead of evaluating it (`=HYPERLINK(…)` in a method name of a
 * claim file, an image id of a references file). Quoting alone does not stop it: `"=1+1"` is
 * still a formula. A number stays a number: cells the program writes as numbers, and text that is
 * a plain decimal number (`-0.53`, `+1.2e-3`), are left as they are — a spreadsheet reads those as
 * values, never as formulas, and a `'` would turn every negative delta into text. See docs/security.md.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The cell's text as a spreadsheet must read it: `'` before anything it would evaluate. */
export function neutralCell(v: string | number | undefined): string {
  const s = v === undefined ? '' : String(v);
  return typeof v !== 'number' && FORMULA_START.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s;
}

/** One CSV field: neutralised, then quoted when it holds a comma, quote, CR or LF (quotes doubled). */
export function csvField(v: string | number | undefined): string {
  const s = neutralCell(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
