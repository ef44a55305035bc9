/**
 * A first column printed as header cells in the body (`<th>128</th><td>x1</td><td>88.67</td>`, pandas'
 * `to_html` index, a hand-written HTML table with a row header per row): the author marked that column as
 * what names each row, even when it prints a number ("# Mel" 128 / 96 / 48, "Layers" 6 / 12) and the
 * columns after it are words (a setting "x1" / "x2"). Pure.
 */

export interface BodyRow {
  readonly cells: readonly string[];
  /** Per cell: printed as a header cell. */
  readonly header: readonly boolean[];
}

/**
 * Whether every body row prints its first cell, and only it, as a header cell. A header cell spanning a block
 * of rows (`<th rowspan=3>ImageNet</th>`: its text repeats on consecutive rows) groups the rows, it does not
 * name each one.
 */
export function firstColumnHeads(body: readonly BodyRow[]): boolean {
  if (body.length < 2) return false;
  const first = body.map((r) => (r.cells[0] ?? '').trim());
  if (first.some((c) => !c) || first.some((c, i) => i > 0 && c === first[i - 1])) return false;
  return body.every((r) => r.header[0] === true && r.cells.slice(1).some((c) => c.trim()) && r.header.slice(1, r.cells.length).every((h) => !h));
}
