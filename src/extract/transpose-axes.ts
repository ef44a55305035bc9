/**
 * Methods as columns, read by the content of both axes (pure; the general case after transpose.ts's printed
 * cues): the rows that print numbers name metrics or benchmarks, and a header row names the methods
 * (axis-score.ts). Read transposed, one row per method column:
 *
 * - the leading label columns (no number in any cell: `Private Dataset | Dice↑`) give the new columns' labels,
 *   the last one the leaf header, each one before it a header row above (the dataset over its metrics);
 * - the method row is the header row the corner calls `Model`/`Method`, else the one scored most as methods;
 *   every other header row (`Backbone`, `Params`, `Type`, `Input shape`) holds an attribute of each method and
 *   becomes a label column after the method, named by its corner — the table as it would print with methods as rows;
 * - rows of text (`Paper`, `Notes`, links) become text columns, as they would print.
 */
import { isPlainNumber } from './cells.js';
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { namesRowAxis } from './transpose.js';
import { namesMethodAxis } from './method-axis-words.js';
import type { RawTable } from './types.js';
import type { AxisContext } from './axis-score.js';
import { namesMethodCorner, axisScore, namesMeasure, rowsAreMeasures } from './axis-score.js';

const plain = (s: string | undefined): string => stripMarkup(s ?? '').trim();

/** Leading columns in which no body cell is a number (at most two, and leaving two value columns). */
function labelColumns(t: RawTable, width: number): number {
  let n = 0;
  while (n < 2 && n < width - 2 && t.body.every((r) => !isPlainNumber(plain(r[n])))) n++;
  return n;
}

export function transposeByAxes(t: RawTable, ctx: AxisContext = {}): { table: RawTable; review: string } | undefined {
  if (!t.body.length || !t.header.length) return undefined;
  const width = Math.max(...t.header.map((r) => r.length), ...t.body.map((r) => r.length));
  const L = labelColumns(t, width);
  if (L < 1) return undefined;
  // the labels of the rows printing a number: a row measures when its label (or its group's) names a measure
  const numeric = t.body.filter((r) => r.slice(L).some((c) => isPlainNumber(plain(c))));
  if (!numeric.length) return undefined;
  // (a first column headed as the methods' axis, "Arch" R18 | R50 | R100, "Backbone", names architectures, not recall@50)
  const firstNamesMethods = t.header.some((h) => namesMethodAxis(plain(h[0])));
  const rowLabel = (r: readonly string[]): string => {
    const own = plain(r[L - 1]);
    if (L === 2 && !firstNamesMethods && !namesMeasure(own, ctx) && namesMeasure(plain(r[0]), ctx)) return plain(r[0]);
    return own;
  };
  const rows = numeric.map(rowLabel);
  const cornerOf = (h: readonly string[]): string => [...new Set(h.slice(0, L).map(plain).filter(Boolean))].join(' ');
  const headsOf = (h: readonly string[]): string[] => Array.from({ length: width - L }, (_, k) => plain(h[k + L]));
  // the method row: the one its corner calls Model/Method, else the one scored most as methods
  const scored = t.header.map((h, i) => ({ i, corner: cornerOf(h), method: axisScore(headsOf(h), ctx).method }));
  const named = scored.filter((s) => namesMethodCorner(s.corner));
  const m = (named.length === 1 ? named[0] : [...scored].sort((a, b) => b.method - a.method || b.i - a.i)[0])?.i;
  if (m === undefined) return undefined;
  const methodRow = t.header[m] as readonly string[];
  // a corner naming the measure axis ("Metrics", "Dataset", "Benchmark (Metric)") heads the axis it labels: transpose.ts reads those
  if (namesRowAxis(cornerOf(methodRow)) || namesMeasure(cornerOf(methodRow), ctx)) return undefined;
  if (!rowsAreMeasures(rows, headsOf(methodRow).filter(Boolean), cornerOf(methodRow), ctx)) return undefined;
  // every other header row must not name metrics either (a metric row under the methods is another layout:
  // pivot-method-subcolumns.ts); its values (`10M`, `R50`) are attributes of the methods
  const others = t.header.filter((_, i) => i !== m);
  // (most of its cells metrics: a `Backbone` row of `R50` is no recall@50 row)
  if (others.some((h) => { const cells = headsOf(h).filter(Boolean); return cells.filter((c) => metricFor(c, true)).length > cells.length / 2; })) return undefined;
  const methodCols = Array.from({ length: width - L }, (_, k) => k + L).filter((j) => plain(methodRow[j]));
  if (methodCols.length < 2 && !(methodCols.length === 1 && namesMethodCorner(cornerOf(methodRow)))) return undefined;
  const attrs = others.filter((h) => methodCols.some((j) => plain(h[j])));
  const corner = cornerOf(methodRow);
  const lead = ['', ...attrs.map(() => '')];
  const groupRows = Array.from({ length: L - 1 }, (_, c) => {
    const name = plain(methodRow[c]);
    return [namesMethodCorner(name) ? '' : name, ...lead.slice(1), ...t.body.map((r) => r[c] ?? '')];
  });
  // (a header row with no corner, "Comparisons of Methods" spanning some method columns: a group of the methods, a setting
  // of each, never the rest of its name)
  const attrName = (h: readonly string[], k: number): string => cornerOf(h) || (k === 0 ? 'Group' : `Group ${k + 1}`);
  const leaf = [namesMethodCorner(corner) ? corner : 'Method', ...attrs.map(attrName), ...t.body.map((r) => r[L - 1] ?? '')];
  const body = methodCols.map((j) => [methodRow[j] ?? '', ...attrs.map((h) => h[j] ?? ''), ...t.body.map((r) => r[j] ?? '')]);
  const review = `orientation by content: ${rows.filter((l) => namesMeasure(l, ctx)).length} of ${rows.length} rows name metrics or benchmarks and the header${corner ? ` ("${corner}")` : ''} names methods: read transposed${attrs.length ? `, the header rows ${attrs.map((h, k) => `"${cornerOf(h) || `(unnamed: ${attrName(h, k)})`}"`).join(', ')} as columns of each method` : ''} — check the orientation`;
  return { table: { ...t, header: [...groupRows, leaf], body, context: `${t.context}\n[printed transposed: methods as columns]` }, review };
}
