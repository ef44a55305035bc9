/**
 * Check-mark columns of a PDF table (pure). An ablation prints a ✓ under each component a row uses
 * ("GCM | LGM | MSM"); most rows check one, so the grid built from the commonest rows has one column for
 * all the marks, and a row that checks all three read "✓ ✓ ✓" in one cell. The marks' own x positions
 * tell the columns apart: leading columns holding only marks are replaced by one column per position.
 */
import type { PLine, Seg } from './pdf-words.js';

// (a capital X is the check mark of fonts without ✓: an ablation's rows of X under its components)
const MARK = /^(?:[✓✔√☑✗✘×]|X)$/u;

interface Col {
  x0: number;
  x1: number;
}

/**
 * The columns with the leading mark-only ones split at the marks' printed positions, or undefined when
 * the table has no such columns or its marks stand at one position per column already.
 */
export function splitMarkColumns(cols: readonly Col[], anchor: readonly PLine[], data: readonly PLine[]): Col[] | undefined {
  // leading columns whose anchor cells are all marks (or empty)
  let m = 0;
  while (m < cols.length - 1 && anchor.every((d) => MARK.test((d.segs[m] as Seg | undefined)?.text.trim() ?? ''))) m++;
  if (m === 0) return undefined;
  const end = (cols[m] as Col).x0;
  const marks = data.flatMap((d) => d.segs.filter((s) => s.x1 <= end + 1 && MARK.test(s.text.trim())));
  const size = Math.max(...data.map((d) => d.size));
  const clusters: Col[] = [];
  for (const s of [...marks].sort((a, b) => a.x0 - b.x0)) {
    const last = clusters[clusters.length - 1];
    if (last && s.x0 - last.x1 < size) last.x1 = Math.max(last.x1, s.x1);
    else clusters.push({ x0: s.x0, x1: s.x1 });
  }
  if (clusters.length <= m) return undefined;
  return [...clusters, ...cols.slice(m).map((c) => ({ ...c }))];
}
