/**
 * A pipe-table row that stacks several rows in its cells with `<br>` (pure): "Teacher <br> Student | 75.61 <br> 73.26 |
 * 74.31 <br> 69.06" prints a teacher's and a student's accuracy in each column. When the label cell stacks k names and
 * every other printed cell stacks k numbers, the row is k rows, one name and one number per column each. Anything else
 * (a cell with one number, a label with one name, a note broken over lines) stays one row.
 */

const BR = /\s*<br\s*\/?>\s*/i;
/** A printed number, bold and a percent sign aside: "75.61", "**72.50**", "-1.2%". */
const NUMBER = /^(?:\*\*)?[-+−]?\d+(?:\.\d+)?%?(?:\*\*)?$/;

/** The rows of a pipe table (the header row first, left as it is) with each stacked body row split into its rows. */
export function splitStackedRows(rows: readonly (readonly string[])[]): string[][] {
  return rows.flatMap((r, i) => {
    if (i === 0) return [[...r]];
    const names = (r[0] ?? '').split(BR).map((s) => s.trim());
    const k = names.length;
    if (k < 2 || names.some((n) => !n)) return [[...r]];
    const parts = r.slice(1).map((c) => (c.trim() ? c.split(BR).map((s) => s.trim()) : undefined));
    const stacked = parts.some(Boolean) && parts.every((p) => !p || (p.length === k && p.every((x) => NUMBER.test(x))));
    if (!stacked) return [[...r]];
    return names.map((name, j) => [name, ...parts.map((p) => p?.[j] ?? '')]);
  });
}
