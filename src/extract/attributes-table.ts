/**
 * A grid that is no results table, drafted as printed: an attributes table (one column per value
 * column, labelled by its header rows; one row per labelled body row; numbers kept as printed, text as
 * text). Pure.
 */
import { isBareNumber, isDashCell, parseCell } from './cells.js';
import { cleanLabel, datasetsIn, slug, stripMarkup } from './names.js';
import { isDateCell, isDateColumn } from './date-cells.js';
import { spreadHeader } from './header-spread.js';
import type { DraftAttributesTable, Printed, RawTable } from './types.js';
import { tableSource } from './table-context.js';
import type { TableContext } from './table-context.js';

/**
 * The names key the rows, not the column before them, when that column holds dates (a leaderboard's submission
 * dates) or groups the rows (a model family printed once over its blank continuation rows, every row naming its
 * own model in the next column, distinct within its group): the first column becomes the second.
 */
/**
 * Whether the names are distinct within each group of rows (a group: a row with a first cell, and the blank
 * continuation rows under it). The same model may be printed again under another group (each input size, each
 * prompting method): its rows are still one per model of the group.
 */
function distinctInGroups(first: readonly string[], names: readonly string[]): boolean {
  let group = new Set<string>();
  return names.every((n, i) => {
    if (first[i]) group = new Set();
    if (group.has(n)) return false;
    group.add(n);
    return true;
  });
}

function namesBeforeDates(t: RawTable): RawTable {
  const col = (j: number) => t.body.map((r) => stripMarkup(r[j] ?? ''));
  const names = col(1).filter(Boolean);
  const first = col(0);
  const grouping = first.some((c) => !c) && first.some(Boolean) && names.length === t.body.length && distinctInGroups(first, col(1));
  if (!(isDateColumn(first) || grouping) || !names.length || names.some((c) => isBareNumber(c) || isDateCell(c))) return t;
  const swap = (r: readonly string[]) => [r[1] ?? '', r[0] ?? '', ...r.slice(2)];
  return { ...t, header: t.header.map((r) => swap(r).map((c, j) => (j === 1 && !stripMarkup(c) && r === t.header[t.header.length - 1] ? 'date' : c))), body: t.body.map(swap) };
}

export function attributesTable(printed: RawTable, id: string, width: number, ctx: TableContext): DraftAttributesTable | undefined {
  const t = namesBeforeDates(printed);
  const spread = spreadHeader(t.header, width);
  const leaf = spread[spread.length - 1] ?? [];
  const used = new Set<string>();
  const columns = Array.from({ length: width - 1 }, (_, j) => {
    const label = [...spread.slice(0, -1).map((g) => g[j + 1] ?? ''), leaf[j + 1] ?? ''].map(stripMarkup).filter(Boolean).join(' ') || `column ${j + 1}`;
    let cid = slug(label.replace(/#/g, 'n '));
    while (used.has(cid)) cid = `${cid}-${j + 1}`;
    used.add(cid);
    return { id: cid, label };
  });
  const keys = new Set<string>();
  const rows = t.body
    .filter((r) => stripMarkup(r[0] ?? ''))
    .map((r) => {
      const label = stripMarkup(r[0] as string);
      const ds = datasetsIn(cleanLabel(label).name, ctx.names.datasets, ctx.abbreviations);
      let key = ds.length === 1 ? (ds[0] as string) : slug(cleanLabel(label).name);
      while (keys.has(key)) key = `${key}-2`;
      keys.add(key);
      const values: Printed[] = Array.from({ length: width - 1 }, (_, j) => {
        const c = r[j + 1] ?? '';
        if (isDashCell(c)) return null;
        if (isBareNumber(c)) return { n: parseCell(c).text };
        return { s: stripMarkup(c) };
      });
      return { key, label, values };
    });
  if (!rows.length) return undefined;
  // a row printed with cells but no label (a leaderboard's human baseline under an empty date cell) has no key: say so
  const unlabelled = t.body
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => !stripMarkup(r[0] ?? '') && r.slice(1).some((c) => stripMarkup(c)))
    .map(({ r, i }) => `row ${i + 1} has no label in the first column (${r.slice(1).map((c) => stripMarkup(c)).filter(Boolean).join(' | ').slice(0, 120)}): not in the draft — add it with a key if it is a row of the table`);
  return {
    kind: 'attributes',
    id,
    source: tableSource(t),
    ...(t.caption ? { caption: t.caption } : {}),
    columns,
    rows,
    review: ['attribute table: check column ids, units and row keys', ...unlabelled],
  };
}
