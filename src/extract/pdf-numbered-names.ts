/**
 * Lines of a PDF table run that hold numbers but are not rows of values (pure). A line counts as a table row when it
 * has numeric cells; three kinds of line have them and are still header or label lines:
 *  - a header of levels over the columns ("% of training set | 1% | 10% | 20% | 50% | 100%", "Width | 0.5× | 1× | 2×"):
 *    a name, then three or more numbers with the same unit sign, in strictly rising or falling order, over rows whose
 *    numbers never carry that sign;
 *  - a header of names, one of which holds a number ("SemEval 2010 | KBP37 | TACRED" over "SOTA | 84.8 | 58.8 | 68.2"):
 *    nothing in the label column, more word cells than number cells, whole numbers only, over rows with decimals;
 *  - a header of steps after the rows' axis ("Method | 10 | 20 | … | 100 | incr."): the corner a method word, then three or
 *    more rising whole numbers, words after them only, over rows with decimals;
 *  - a header of whole numbers alone under group headers ("3 6 12 24 3 6 12 24" under "Solar-Energy / Horizon" groups):
 *    nothing in the label column, three or more whole numbers that rise, or repeat one rising run, over rows with decimals;
 *    or after the axis's name ("millisecond (ms) | 80 160 320 400 80 160 320 400" under action groups): the same run of
 *    three or more repeated, or one rising run under a name of steps or time ("Horizon", "Frames", "(ms)");
 *  - a row-group label with a number in its name ("SemEval 2010 Task 8", "Split 2", "ImageNet 1K" over their blocks): every
 *    number printed right after a word and left of every value the other rows print.
 */
import type { PLine, Seg } from './pdf-words.js';
import { isNum } from './pdf-line-kinds.js';
import { namesMethodAxis } from './method-axis-words.js';

const LEVEL = /^[-+−]?(\d+(?:\.\d+)?)\s*(%|×|x|X)$/;
const LETTERS = /[A-Za-z]{2}/;
const DECIMAL = /\d[.,]\d/;

/** The value cells of a line: its cells after the first (the label column's). */
const valueSegs = (l: PLine): readonly Seg[] => l.segs.slice(1);

/** "name | 1% | 10% | 100%": three or more levels with one sign, in strictly rising or falling order. */
export function levelHeader(l: PLine): boolean {
  const [name, ...rest] = l.segs;
  if (!name || !LETTERS.test(name.text) || rest.length < 3) return false;
  const m = rest.map((s) => LEVEL.exec(s.text.trim()));
  if (m.some((x) => !x)) return false;
  const signs = new Set(m.map((x) => (x?.[2] ?? '').replace(/[xX]/, '×')));
  if (signs.size !== 1) return false;
  const v = m.map((x) => Number(x?.[1]));
  const up = v.every((n, i) => i === 0 || n > (v[i - 1] as number));
  const down = v.every((n, i) => i === 0 || n < (v[i - 1] as number));
  return up || down;
}

/** Whether the first line of a run is a header line that holds numbers; `rest`: the run's other data lines. */
export function numberedHeader(first: PLine, rest: readonly PLine[]): boolean {
  if (rest.length < 2) return false;
  if (axisNumbers(first, rest) || cornerAxis(first, rest)) return true;
  if (levelHeader(first)) {
    const sign = (LEVEL.exec(first.segs[1]?.text.trim() ?? '')?.[2] ?? '').replace(/[xX]/, '×');
    return !rest.some((r) => valueSegs(r).some((s) => (LEVEL.exec(s.text.trim())?.[2] ?? '').replace(/[xX]/, '×') === sign));
  }
  const labelEnd = Math.max(...rest.map((r) => r.segs[0]?.x1 ?? Infinity));
  if ((first.segs[0]?.x0 ?? 0) <= labelEnd) return false;
  const nums = first.segs.filter((s) => isNum(s.text));
  const names = first.segs.filter((s) => !isNum(s.text) && LETTERS.test(s.text));
  if (names.length < 2 || names.length <= nums.length || nums.some((s) => !/^\d{1,4}$/.test(s.text.trim()))) return false;
  const withDecimals = rest.filter((r) => valueSegs(r).some((s) => isNum(s.text) && DECIMAL.test(s.text)));
  return withDecimals.length * 2 >= rest.length;
}

/**
 * "Method | 10 | 20 | … | 100 | Avg. incr. acc.": the label column's header naming the rows' axis ("Method", "Model"), then
 * three or more whole numbers that rise (the steps, sizes, epochs the columns are at), words after them only, over rows
 * of decimals.
 */
function cornerAxis(first: PLine, rest: readonly PLine[]): boolean {
  const [corner, ...cells] = first.segs.map((x) => x.text.trim());
  if (!corner || !namesMethodAxis(corner)) return false;
  const k = cells.findIndex((c) => !/^\d{1,5}$/.test(c));
  const nums = (k < 0 ? cells : cells.slice(0, k)).map(Number);
  if (nums.length < 3 || (k >= 0 && cells.slice(k).some((c) => !LETTERS.test(c) || isNum(c)))) return false;
  if (!nums.every((n, i) => i === 0 || n > (nums[i - 1] as number))) return false;
  const withDecimals = rest.filter((r) => valueSegs(r).some((s) => isNum(s.text) && DECIMAL.test(s.text)));
  return withDecimals.length * 2 >= rest.length;
}

/** "3 6 12 24 3 6 12 24": whole numbers only, right of the label column, one rising run or the same run repeated, over decimal rows. */
function axisNumbers(first: PLine, rest: readonly PLine[]): boolean {
  const all = first.segs.map((x) => x.text.trim());
  // (or after the axis's name in the label column, "millisecond (ms) | 80 160 320 400 80 160 320 400": see below)
  const named = all.length > 3 && LETTERS.test(all[0] as string) && !/\d/.test(all[0] as string);
  const cells = named ? all.slice(1) : all;
  if (cells.length < 3 || cells.some((c) => !/^\d{1,4}$/.test(c))) return false;
  const labelEnd = Math.min(...rest.map((r) => r.segs[0]?.x1 ?? Infinity));
  if (!named && (first.segs[0]?.x0 ?? 0) <= labelEnd) return false;
  const v = cells.map(Number);
  const rising = (xs: number[]) => xs.every((n, i) => i === 0 || n > (xs[i - 1] as number));
  const starts = v.map((n, i) => (i === 0 || n <= (v[i - 1] as number) ? i : -1)).filter((i) => i >= 0);
  const runs = starts.map((at, k) => v.slice(at, starts[k + 1] ?? v.length));
  const same = runs.every((r) => r.join(' ') === (runs[0] as number[]).join(' '));
  // a named axis: its run printed again under each column group, or the name a horizon, a time or a count with its unit
  if (named && !((runs.length >= 2 && same && (runs[0] as number[]).length >= 3) || (rising(v) && AXIS_NAME.test(all[0] as string)))) return false;
  if (!(rising(v) || (runs.length >= 2 && same && (runs[0] as number[]).length >= 2))) return false;
  const withDecimals = rest.filter((r) => valueSegs(r).some((x) => isNum(x.text) && DECIMAL.test(x.text)));
  return withDecimals.length * 2 >= rest.length;
}

/** The name of an axis of steps in a header's label column: a horizon, a time or a count, or a unit in brackets. */
const AXIS_NAME = /\((?:ms|s|sec|frames?|steps?|epochs?|k|%)\)|\b(?:horizons?|milliseconds?|seconds?|frames?|steps?|epochs?|time\s*steps?|lengths?|shots?|iterations?)\b/i;

/** Data lines of a run that are row-group labels with a number in their name. */
export function numberedLabels(run: readonly PLine[]): Set<PLine> {
  const out = new Set<PLine>();
  for (const l of run) {
    const nums = l.segs.map((s, i) => ({ s, i })).filter(({ s, i }) => i > 0 && isNum(s.text));
    if (!nums.length || nums.length > 2 || !LETTERS.test(l.segs[0]?.text ?? '')) continue;
    const others = run.filter((o) => o !== l && valueSegs(o).filter((s) => isNum(s.text)).length >= 2);
    if (others.length < 2) continue;
    const firstValue = Math.min(...others.flatMap((o) => valueSegs(o).filter((s) => isNum(s.text)).map((s) => s.x0)));
    const glued = nums.every(({ s, i }) => {
      const before = l.segs[i - 1] as Seg;
      return s.x1 < firstValue && LETTERS.test(before.text) && s.x0 - before.x1 < l.size;
    });
    if (glued) out.add(l);
  }
  return out;
}
