/**
 * A value written in LaTeX (pure): READMEs colour or embolden their best results with
 * `$\color{red}{\textbf{83.7}}$`, `$\textcolor{blue}{81.4}$`, `$\mathbf{0.960}$`, `$\underline{24.1}$` or print a
 * plain `$24.06$`, and print a mean with its spread as `$78.4 \pm 4.5$`, `$\mathbf{78.4}\pm 4.5$`,
 * `$78.4_{\pm 1.2}$` or `$78.4^{\pm1.2}$` (the spread as a subscript or superscript, perhaps `\scriptstyle`).
 * The span is rendered as the page shows it: the number, `**bold**` where a bold command wraps it (the mean's bold
 * marks the row's best), `\pm` as `±`, `\%` as `%`. The colour and the size are formatting, like bold, not a value:
 * they are not kept. A cell printed with a text command and no `$` (`\textbf{81.2}`, `\underline{3.1}`) reads the
 * same. A span that renders to anything but a number (a superscript `$^1$`, a name) is left as printed.
 */
import { expandScientific } from '../core/scientific-number.js';

const WRAPPERS = /\\(?:color|textcolor)\s*\{[^{}]*\}|\\(?:textbf|mathbf|boldsymbol|bm|underline|underbar|text|textrm|mathrm|mathit|textit|emph|scriptstyle|scriptscriptstyle|textstyle|displaystyle|scriptsize|footnotesize|tiny|small)\b|\\(?:bf|it|rm)\b/g;
const BOLD = /\\(?:textbf|mathbf|boldsymbol|bm|bf)\b/;
const NUMBER = String.raw`[~≈]?[-−+]?(?:\d+(?:[.,]\d+)*|\.\d+)\s?%?`;
/** A number, or a mean and its spread (`78.4 ± 4.5`). */
const NUMBER_TEXT = new RegExp(String.raw`^(${NUMBER})(?:\s?±\s?((?:\d+(?:\.\d+)?|\.\d+)\s?%?))?$`);

/** The math's text as printed: formatting commands and braces gone, `\pm` a `±` (a sub- or superscript spread on the line). */
function rendered(math: string): string {
  return math
    .replace(WRAPPERS, '')
    .replace(/\\%/g, '%')
    .replace(/\\(?:pm|mp)(?![A-Za-z])\s*/g, '±')
    .replace(/\\[,;!: ]/g, '')
    .replace(/\\(?:quad|qquad)\b/g, ' ')
    .replace(/[_^]\s*(?=\{?\s*±)/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rendered math with a number in scientific notation (`1.73\times10^-4`) written as its decimal. */
const renderedNumber = (math: string): string => expandScientific(rendered(math));

/** The number (with its spread) a math span shows, `**bold**` where it is bold, or undefined when it shows more than a number. */
function mathNumber(math: string): string | undefined {
  const m = NUMBER_TEXT.exec(renderedNumber(math));
  if (!m) return undefined;
  const number = (m[1] as string).trim();
  const mean = BOLD.test(math) ? `**${number}**` : number;
  return m[2] ? `${mean} ± ${m[2].trim()}` : mean;
}

/** The cell with each math span that holds only a (formatted) number, or a mean ± spread, replaced by what it shows. */
export function renderMathValues(raw: string): string {
  if (!raw.includes('$')) return raw.includes('\\') ? (mathNumber(raw) ?? raw) : raw;
  return raw.replace(/\$([^$]+)\$/g, (whole, math: string) => mathNumber(math) ?? whole);
}
