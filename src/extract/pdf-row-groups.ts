/**
 * The row-group columns of a PDF table (pure). Two kinds of label group a table's rows: a label line at
 * the label column ("Baselines (Prior Work)", "Our Systems") labels the rows below it; a label printed
 * left of the label column, on its own line or as an extra cell of a row, labels the rows around it,
 * each row taking the one printed nearest to it on the page (a rowspan cell printed once, vertically
 * centred over its rows: Janus-Pro's `Type`, a fold's number, a model's name over its BLEURT and COMET
 * rows). When it is printed on the block's first row (a top-aligned rowspan), it labels the rows below
 * it. A table with both kinds, its label lines starting below its first row, keeps both, as two leading columns, the rowspan labels first (every row has
 * one) and then the groups of the label lines ("Our Systems" over the Seed-X models).
 */

import { joinWrappedSideLabels } from './pdf-side-label-wrap.js';

export interface BodyRow {
  readonly cells: string[];
  /** The label line above the row, when one was printed. */
  readonly group?: string;
  /** The row's vertical middle on the page. */
  readonly y: number;
}

/** A label printed left of the label column: `pos` is its row's index (x.5 between rows), `y` its middle on the page. */
export interface SideLabel {
  readonly pos: number;
  readonly y: number;
  readonly text: string;
}

interface Box {
  readonly x0: number;
  readonly x1: number;
}

/**
 * Whether a cell lies in the gap between the label column and the first value column: where a table prints a group
 * column once per block of rows ("Extra data": `Depth` on the middle row of its three), which no data line fills on
 * most rows, so the columns (read off the commonest rows) leave it out. Only where two rows or more (`wide`: a data
 * line with more cells than the columns) print a word there: one such cell is as likely a label's second part.
 */
export function gapColumn<L extends { readonly segs: readonly (Box & { readonly text: string })[] }>(cols: readonly Box[], lines: readonly L[], wide: (l: L) => boolean, isNum: (s: string) => boolean): (s: Box) => boolean {
  const label = cols[0];
  const first = cols[1];
  if (!label || !first) return () => false;
  const inside = (s: Box): boolean => s.x0 > label.x1 + 1 && s.x1 < first.x0 - 1;
  const rows = lines.filter((l) => wide(l) && l.segs.some((s, si) => si > 0 && inside(s) && /[A-Za-z]/.test(s.text) && !isNum(s.text)));
  return rows.length >= 2 ? inside : () => false;
}

/**
 * The first label is printed on the first row, at its height: a rowspan aligned top. A label centred between
 * the first two rows can share the first row's printed line (its box overlaps the row's middle), but it sits
 * half a row lower: it is centred like the others, and each row takes the label nearest to it (SV-Mixer's
 * `Wav2Vec2.0` / `HuBERT` / `WavLM-Large` teachers, each centred over a Transformer and an SV-Mixer row).
 */
function topAligned(rows: readonly BodyRow[], mids: readonly SideLabel[]): boolean {
  const first = mids[0];
  if (first?.pos !== 0) return false;
  const r0 = rows[0]?.y ?? first.y;
  const pitch = rows[1] ? (rows[1].y - r0) : Infinity;
  return first.y - r0 < pitch / 4;
}

function sideLabelOf(rows: readonly BodyRow[], mids: readonly SideLabel[], ri: number): string {
  if (!mids.length) return '';
  // printed at the top of its block (a rowspan aligned top): it labels the rows below it
  if (topAligned(rows, mids)) return [...mids].reverse().find((x) => x.pos <= ri)?.text ?? '';
  const y = (rows[ri] as BodyRow).y;
  return mids.reduce((b, x) => (Math.abs(x.y - y) < Math.abs(b.y - y) ? x : b), mids[0] as SideLabel).text;
}

/**
 * The header and body with the row-group column(s) in front, headed by what is printed over them
 * (`groupHead`, per header row: "Dataset") or else `Group`.
 */
export function withRowGroups(header: readonly string[][], groupHead: readonly string[], rows: readonly BodyRow[], printedMids: readonly SideLabel[]): { header: string[][]; body: string[][] } {
  const mids = joinWrappedSideLabels(printedMids);
  // a label line over every row (printed above the first) tells no rows apart: it stays the one group column
  const both = mids.length > 0 && rows.some((r) => r.group !== undefined) && rows.some((r) => r.group === undefined);
  const last = header.length - 1;
  const named = groupHead.some(Boolean);
  const head = header.map((r, n) => {
    const side = groupHead[n] || (n === last && !named ? 'Group' : '');
    return both ? [side, n === last ? 'Group' : '', ...r] : [side, ...r];
  });
  const body = rows.map((r, ri) => (both ? [sideLabelOf(rows, mids, ri), r.group ?? '', ...r.cells] : [r.group ?? sideLabelOf(rows, mids, ri), ...r.cells]));
  return { header: head, body };
}
