/**
 * Marks and scripts that pdftotext prints as words of their own, higher or lower than their word (pure): each joins
 * the line of the word it is glued to instead of making a line of its own (pdf-words.ts groups words into lines).
 */
import type { Word } from './pdf-gutter.js';

// `∗` (U+2217) and `⋆` are what LaTeX prints for $^*$ and $^\star$; a raised `+` names a variant ("MBPP$^+$", "HumanEval$^+$")
const MARK = /^(?:[*∗⋆†‡§¶]+|\+)$/u;
/** A short raised or lowered token ("10" of F^10_a, "2" of x^2): joins its word's line when printed small and glued to it. */
const SCRIPT = /^[A-Za-z0-9]{1,3}$/;

/**
 * A line of footnote marks only ("†" printed raised after "Activated Params", or the "+" of "MBPP+") is a superscript that sits
 * too high to share its word's line: each mark joins the line it touches vertically whose word ends just
 * left of it, so it neither splits a table's header from its rows nor becomes a line of its own. So does a line of
 * short tokens in smaller print each glued to the end of a larger word ("10 10" raised over "F a | F c": F^10_a).
 */
export function attachMarks(lines: readonly Word[][]): Word[][] {
  const out = lines.map((l) => [...l]);
  const gone = new Set<number>();
  out.forEach((l, i) => {
    if (!l.length || !l.every((w) => MARK.test(w.text) || SCRIPT.test(w.text))) return;
    const to = l.map((m) => {
      const h = m.y1 - m.y0;
      // the line with the word that ends nearest before the mark, among those the mark touches vertically
      let best = -1;
      let gap = h;
      out.forEach((o, j) => {
        if (j === i || gone.has(j) || o.every((w) => MARK.test(w.text))) return;
        for (const w of o) {
          const d = m.x0 - w.x1;
          // (a raised "10" of "F^10": in smaller print, glued to the end of its word)
          const script = MARK.test(m.text) || (w.y1 - w.y0 >= 1.25 * h && Math.abs(d) < h * 0.3);
          if (script && w.y0 < m.y1 + h * 0.3 && m.y0 < w.y1 + h * 0.3 && d > -h * 0.3 && Math.abs(d) < gap) {
            gap = Math.abs(d);
            best = j;
          }
        }
      });
      return best;
    });
    if (to.some((j) => j < 0)) return;
    l.forEach((m, k) => out[to[k] as number]?.push(m));
    gone.add(i);
  });
  return out.filter((_l, i) => !gone.has(i));
}
