/**
 * A value written in GitHub inline math (pure): READMEs colour or embolden their best results with
 * `$\color{red}{\textbf{83.7}}$`, `$\textcolor{blue}{81.4}$`, `$\mathbf{0.960}$`, `$\underline{24.1}$` or print a
 * plain `$24.06$`. The span is rendered as the page shows it: the number, `**bold**` where a bold command wraps it,
 * `\%` as `%`. The colour is formatting, like bold, not a value: it is not kept. A span that renders to anything but
 * a number (a superscript `$^1$`, a name) is left as printed.
 */
const WRAPPERS = /\\(?:color|textcolor)\s*\{[^{}]*\}|\\(?:textbf|mathbf|boldsymbol|bm|underline|underbar|text|textrm|mathrm|mathit|textit|emph)\b|\\(?:bf|it|rm)\b/g;
const BOLD = /\\(?:textbf|mathbf|boldsymbol|bm|bf)\b/;
const NUMBER_TEXT = /^[~≈]?[-−+]?(?:\d+(?:[.,]\d+)*|\.\d+)\s?%?$/;

/** The cell with each math span that holds only a (formatted) number replaced by that number. */
export function renderMathValues(raw: string): string {
  if (!raw.includes('$')) return raw;
  return raw.replace(/\$([^$]+)\$/g, (whole, math: string) => {
    const text = math.replace(WRAPPERS, '').replace(/\\%/g, '%').replace(/\\[,;!: ]/g, '').replace(/[{}]/g, '').trim();
    if (!NUMBER_TEXT.test(text)) return whole;
    return BOLD.test(math) ? `**${text}**` : text;
  });
}
