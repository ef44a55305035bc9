/**
 * A row marked as a header by its tags that prints a method's values (pure). Some sites mark every cell `<th>`, and
 * some put a first method row inside `<thead>` (or print it bold): a tag says how a cell looks, not what it is. A row
 * is read as data when its first cell is a name (letters, no metric, no label-column word such as `Method`) and the
 * rest are mostly numbers (a ranking's rank may come before the name), one at least with decimals, a spread or a percent sign. A header row of cut-offs or
 * thresholds (`1 | 5 | 10`, `0.5 | 0.75` under a spanning name) starts with no name, so it stays a header.
 */
import { isPlainNumber } from './cells.js';
import { metricFor } from './metric-lookup.js';
import { namesMethodAxis } from './method-axis-words.js';

const bare = (s: string): string => s.replace(/\*\*|<\/?b>/g, '').trim();
/** Label-column words that are no method words (those: method-axis-words.ts). */
const LABEL_WORD = /^(?:settings?|datasets?|tasks?|benchmarks?|metrics?|thresholds?|k|n|iou|#)$/i;

/** `cells`: the row as printed (its first cell is the label column's). */
export function readsAsDataRow(cells: readonly string[]): boolean {
  // a ranking prints the rank before the name ("1 | LVI-SAM | … | 2.170 %")
  const ranked = /^\d{1,3}$/.test(bare(cells[0] ?? '')) ? 1 : 0;
  const label = bare(cells[ranked] ?? '');
  if (!/[A-Za-z]{2}/.test(label) || isPlainNumber(label) || namesMethodAxis(label) || LABEL_WORD.test(label) || metricFor(label, true)) return false;
  const rest = cells.slice(ranked + 1).map(bare).filter((c) => c && !/^[-–—]$/.test(c));
  const numbers = rest.filter((c) => isPlainNumber(c));
  // (a ranking row may print one value among its words: the rank before the name says it is a row)
  const enough = ranked ? numbers.length >= 1 : numbers.length >= 2 && numbers.length * 2 > rest.length;
  return enough && numbers.some((c) => /\d[.,]\d|±|%/.test(c));
}
