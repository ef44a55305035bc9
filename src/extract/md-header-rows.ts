/**
 * How many rows of a pipe table are its header (pure). Markdown has one header row, so READMEs print a two-level
 * header as a header row of groups with blank cells for their spans (`| Method | COCO | | LVIS | |`) and the lower
 * level as the first body row (`| | AP | AP50 | AP | AP50 |`). That row is the header's second level when the header
 * leaves a value column blank, the row's first cell is blank (or a label word such as `Method`), it names two or more
 * value columns with words and no plain number, and a row with a number follows; or, with no label, it prints a whole
 * number in every value column (`| | 40 | 250 | 4000 |`, the levels of each group) over rows of measured values.
 * Otherwise the header is one row.
 */
import { isPlainNumber } from './cells.js';
import { namesMethodAxis } from './method-axis-words.js';

const bare = (s: string): string => s.replace(/\*\*|<\/?b>|`/g, '').trim();
/** Label-column words that are no method words (those: method-axis-words.ts). */
const OTHER_WORD = /^(?:settings?)$/i;

/** `rows`: the grid as printed, the header row first. */
export function pipeHeaderRows(rows: readonly (readonly string[])[]): number {
  const [head, next, ...rest] = rows;
  if (!head || !next) return 1;
  const firstFilled = head.findIndex((c, i) => i > 0 && bare(c));
  // (or a group name repeated over the columns it spans: a centred group filled over its block, md-spacer-columns.ts)
  const repeated = head.some((c, i) => i > 1 && bare(c) && bare(c) === bare(head[i - 1] ?? ''));
  const spans = (firstFilled > 0 && head.some((c, i) => i > firstFilled && !bare(c))) || repeated;
  if (!spans) return 1;
  const corner = bare(next[0] ?? '');
  const values = next.slice(1).map(bare).filter(Boolean);
  // (a level among the words, "Rank1 | Rank5 | 1%" where 1% is the false-positive rate a TPIR is read at, is no value)
  const level = (c: string) => /^\d{1,3}(?:\.\d+)?%$/.test(c);
  const words = values.filter((c) => /[A-Za-z]/.test(c)).length >= 2 && values.every((c) => (!isPlainNumber(c) && /[A-Za-z]/.test(c)) || level(c));
  const numbersFollow = rest.some((r) => r.slice(1).some((c) => isPlainNumber(bare(c))));
  // a row of whole numbers with no label ("| | 40 | 250 | 4000 |": labels per class, horizons, sizes) over rows of
  // measured values (decimals or a spread) is the lower level too: the levels of each group
  const levels = !corner && values.length >= 2 && values.length === next.slice(1).length && values.every((c) => /^\d+(?:[kKM])?$/.test(c));
  const measuredFollow = rest.length > 0 && rest.every((r) => r.slice(1).some((c) => /\d\.\d|±/.test(bare(c))));
  return ((!corner || namesMethodAxis(corner) || OTHER_WORD.test(corner)) && words && numbersFollow) || (levels && measuredFollow) ? 2 : 1;
}
