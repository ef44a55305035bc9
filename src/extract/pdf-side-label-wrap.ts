/**
 * A rowspan label printed left of a PDF table's label column and wrapped over two lines (pure): `Avg. disp.` beside
 * one row and `error` beside the next, `Final disp.` / `error`, `Avg. non-linear` / `disp. error`. Each piece was
 * read as a label of its own, so the rows nearest the second piece took a label `error`. A piece that begins with a
 * lower-case letter or a closing bracket, printed at the next row (or half a row) below the piece above it, continues
 * that piece: the two are one label, centred between them. So does a capitalised noun naming the rows (`General` /
 * `Tasks`), and any piece after one ending on a joiner (`Agent &` / `Coding`).
 */

/** A side label as pdf-row-groups.ts reads it: `pos` its row's index (x.5 between rows), `y` its middle on the page. */
interface SideLabel {
  readonly pos: number;
  readonly y: number;
  readonly text: string;
}

/**
 * The second line of a capitalised group label (`General` / `Tasks`, `Math & Text` / `Reasoning`, an LLM report's
 * benchmark groups): a noun naming what the block's rows are; or a first line ending on a joiner (`Agent &` / `Coding`).
 */
const GROUP_NOUN = /^(?:Tasks?|Benchmarks?|Datasets?|Reasoning|Understanding|Generation|Evaluation|Results|Models|Methods|Metrics|Capabilit(?:y|ies)|Knowledge|Skills?)$/;
const OPEN_END = /(?:&|\band|,|\/)$/;

/** `error`, `disp. error`, `(ours)`, `-based`: text that cannot begin a label of its own. */
const CONTINUES = /^(?:[a-z]|[)\]]|-\s*[a-z])/;

export function joinWrappedSideLabels(mids: readonly SideLabel[]): SideLabel[] {
  const out: SideLabel[] = [];
  for (const m of mids) {
    const prev = out[out.length - 1];
    if (prev && m.pos - prev.pos > 0 && m.pos - prev.pos <= 1 && (CONTINUES.test(m.text.trim()) || GROUP_NOUN.test(m.text.trim()) || OPEN_END.test(prev.text.trim()))) {
      const text = /-$/.test(prev.text) && /^[a-z]/.test(m.text) ? `${prev.text.slice(0, -1)}${m.text}` : `${prev.text} ${m.text}`;
      out[out.length - 1] = { pos: (prev.pos + m.pos) / 2, y: (prev.y + m.y) / 2, text };
      continue;
    }
    out.push(m);
  }
  return out;
}
