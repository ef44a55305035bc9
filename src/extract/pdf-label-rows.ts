/**
 * Rows of a full-width table whose label columns all sit left of a two-column page's gutter and whose
 * values all sit right of it (pure). A conference table often prints `Method | Venue` or
 * `model | backbone` in the left half and the numbers in the right half: no word crosses the gutter and
 * the left half holds no number, so each row looked like a line of the left column beside a line of
 * the right column, and the labels were read apart from their values (the first value column became
 * the method). Such a row is recognised by its halves, over a run of at least three rows:
 *   - left of the gutter, short cells only (a label, a citation, a venue; no prose);
 *   - right of the gutter, value cells only ("1.7", "58.9 ± 1.9", "−", "8-10"), two or more, one a number.
 * A table inside the right column never qualifies (its labels are right of the gutter), nor does prose.
 */

import type { Word } from './pdf-gutter.js';

/** A run of words printed close together, as pdf-words cuts a line. */
interface Seg {
  readonly text: string;
}

// (".485": IEEE tables drop the leading zero; "12.3M": a count with its magnitude)
const NUMBER = /^[(]?[-+−–]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)%?[KMBGT]?[)]?[*∗†‡]?$/u;
/** A value cell: a number, a range ("8-10", "3-4"), a spread ("58.9 ± 1.9", "53.47±0.63"), a dash or "N/A" for "none". */
const VALUE = /^(?:[-−–—]|N\/A|n\/a|NA|[∼~≈]?[-+−–]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)%?[KMBGT]?(?:\s*[-–]\s*\d[\d.]*)?(?:\s*±\s*\d[\d.]*)?[*∗†‡]?)$/u;
/** A short word a row prints first right of the gutter, a setting before its values ("Enc∗", "No", "Yes"). */
const SETTING_WORD = /^[A-Za-z][\w+∗*-]{0,7}$/u;
const PROSE_END = /[a-z][.,;:]$/;

/** Whether one printed line reads as a label part left of `g` and a value part right of it. */
function labelLeftRow(l: readonly Word[], g: number, segs: (ws: readonly Word[]) => readonly Seg[]): boolean {
  const left = l.filter((w) => w.x1 <= g);
  const right = l.filter((w) => w.x0 >= g);
  if (!left.length || !right.length || left.length + right.length !== l.length || left.length > 12) return false;
  const ls = segs(left);
  if (ls.some((s) => s.text.split(' ').length > 5 || PROSE_END.test(s.text))) return false;
  const all = segs(right).flatMap((s) => { const t = s.text.trim(); return VALUE.test(t) ? [t] : t.split(/\s+/); });
  // (one short word first, a setting of the row, then values only: "Enc∗ | .485 | N/A | 171M")
  const rs = all.length > 2 && SETTING_WORD.test(all[0] as string) && !VALUE.test(all[0] as string) ? all.slice(1) : all;
  return rs.length >= 2 && rs.every((t) => VALUE.test(t)) && rs.some((t) => NUMBER.test(t.split(/\s*±/)[0] ?? ''));
}

/** A line that may sit between two rows of such a table: a group label at the left ("Macro", "search"), or nothing right of the gutter. */
const between = (l: readonly Word[], g: number): boolean => l.length <= 3 && l.every((w) => w.x1 <= g);

/**
 * The indices of the lines that are rows of a full-width table with its labels left of the gutter `g`:
 * runs of at least three such rows, with at most two short group-label lines between two of them.
 */
export function labelLeftRows(lines: readonly (readonly Word[])[], g: number, segs: (ws: readonly Word[]) => readonly Seg[]): Set<number> {
  const out = new Set<number>();
  let run: number[] = [];
  let gap = 0;
  const close = (): void => {
    if (run.length >= 3) for (const i of run) out.add(i);
    run = [];
    gap = 0;
  };
  lines.forEach((l, i) => {
    if (labelLeftRow(l, g, segs)) {
      run.push(i);
      gap = 0;
    } else if (run.length && between(l, g) && gap < 2) gap++;
    else close();
  });
  close();
  return out;
}
