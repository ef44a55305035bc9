/**
 * Inline LaTeX in a printed label (pure): READMEs write names with math ("$\text{Zephyr-7B-}\beta$",
 * "$\mathrm{DINO}_{v2}$"). Inside `$…$` a text command gives its argument and a Greek letter command its letter,
 * so the label reads as the page renders it ("Zephyr-7B-β"), not as its source ("\text{Zephyr-7B-}\beta").
 * Anything else in the math is left as printed.
 */
import { GREEK } from '../core/metric-symbol.js';

const TEXT_COMMAND = /\\(?:text|textrm|textsf|texttt|textbf|textit|mathrm|mathsf|mathtt|mathbf|mathit|operatorname)\s*\{([^{}]*)\}/g;
const GREEK_COMMAND = /\\([A-Za-z]+)(?![A-Za-z])\s?/g;

/** The label with each `$…$` span's text and Greek-letter commands rendered; unchanged without one. */
export function renderInlineMath(s: string): string {
  if (!s.includes('$') || !s.includes('\\')) return s;
  return s.replace(/\$([^$]+)\$/g, (whole, math: string) => {
    const out = math.replace(TEXT_COMMAND, '$1').replace(GREEK_COMMAND, (cmd, name: string) => GREEK[name] ?? cmd);
    return out === math ? whole : out;
  });
}
