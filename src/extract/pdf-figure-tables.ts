/**
 * A table printed under a "Figure N" caption (pure). Authors sometimes caption a small results grid as a
 * figure while the text calls it a table ("Results are included in Table 7", with no "Table 7" caption
 * anywhere). Such a grid is read as that table, with a review line. A grid with a header and labelled rows
 * under a figure caption that the text never calls a table stays text (a figure's labels), but with a review
 * line: issue #25 forbids dropping a table silently.
 */

/** "Figure 7: …", "Fig. 3. …": a figure caption's number and the rest of its text. */
export const FIGURE_LINE = /^(?:Figure|FIGURE|Fig\.|FIG\.)\s*(\d+)\s*[.:|]\s*(.*)$/;

export interface FigureTable {
  /** The caption to read the grid under ("Table 7: …"), when the text calls the figure a table. */
  readonly caption?: string;
  /** The review line, always. */
  readonly review: string;
}

/**
 * What to do with a grid under a figure caption: `prose` is the document's text outside captions, `captioned`
 * the numbers of the document's "Table N" captions.
 */
export function figureCaptionedGrid(printed: string, page: number, prose: string, captioned: ReadonlySet<number>): FigureTable | undefined {
  const m = FIGURE_LINE.exec(printed.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const short = printed.trim().slice(0, 80);
  if (!captioned.has(n) && new RegExp(String.raw`\b(?:Table|Tab\.)\s*${n}(?![\d.]\d)`).test(prose))
    return { caption: `Table ${n}: ${m[2] as string}`, review: `Figure ${n} (page ${page}, "${short}"): a grid of numbers captioned as a figure, which the text calls Table ${n} (no "Table ${n}" caption in the document): read as Table ${n} — check it` };
  return { review: `Figure ${n} (page ${page}, "${short}"): a grid of numbers with a header and labelled rows under a figure caption, kept as text (a figure's labels?); if it is a table, key it by hand` };
}
