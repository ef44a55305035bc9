/**
 * Row-group label rows of a Markdown or HTML table (pure): a body row that prints only a label, in its first cell
 * (`| **Supervised** | | |`) or in one cell spanning the width (`<td colspan="5"><i>Self-supervised</i></td>`), heads
 * the rows below it up to the next such row. It is no method and holds no values: it names a setting or condition
 * of those rows. The label rows are taken out of the body before the table is read (so that they change neither the
 * header, nor the label columns, nor whether the table is printed transposed), and each row drafted from the printed
 * rows keeps its group's label as its `group` setting (blank above the first label row).
 */
import { isDashCell, isPlainNumber } from './cells.js';
import { stripMarkup } from './names.js';
import type { LabelSplit } from './label-columns.js';
import type { RawTable } from './types.js';

/** The label a body row prints alone (first cell, or the same text across every cell: a spanning cell), else undefined. */
export function groupLabelOf(row: readonly string[]): string | undefined {
  if (row.length < 2) return undefined;
  const cells = row.map((c) => stripMarkup(c).trim());
  const label = cells[0] ?? '';
  if (!label || isPlainNumber(label) || isDashCell(label) || !/\p{L}/u.test(label)) return undefined;
  const rest = cells.slice(1);
  // a label over blank cells, or one cell spanning the row (its text in every slot)
  return rest.every((c) => c === '') || rest.every((c) => c === label) ? label : undefined;
}

export interface LiftedGroups {
  /** The table without its label rows. */
  readonly table: RawTable;
  /** Per body row of `table`: the label of the group it is in ('' above the first label row); empty when none was lifted. */
  readonly groups: readonly string[];
  /** The distinct labels, in order. */
  readonly names: readonly string[];
}

/**
 * The table without its row-group label rows, and each remaining row's group label, when it prints at least one
 * such row, each heading value rows (no two label rows adjacent: a header printed in the body), and two value rows at
 * least; else the table as it is.
 */
export function liftGroupRows(t: RawTable): LiftedGroups {
  const labels = t.body.map(groupLabelOf);
  const groups = labels.filter((l): l is string => l !== undefined);
  const none = { table: t, groups: [], names: [] };
  if (!groups.length) return none;
  const headsRows = labels.every((l, i) => l === undefined || (i + 1 < labels.length && labels[i + 1] === undefined));
  if (!headsRows || t.body.length - groups.length < 2) return none;
  let current = '';
  const body: (readonly string[])[] = [];
  const of: string[] = [];
  t.body.forEach((r, i) => {
    const l = labels[i];
    if (l !== undefined) current = l;
    else {
      body.push(r);
      of.push(current);
    }
  });
  return { table: { ...t, body }, groups: of, names: [...new Set(groups)] };
}

/** The review line of lifted label rows: kept as each row's setting, or (a table read transposed or pivoted) only named. */
export function groupRowsReview(names: readonly string[], kept: boolean): string[] {
  if (!names.length) return [];
  const shown = `${names.slice(0, 3).map((g) => `"${g}"`).join(', ')}${names.length > 3 ? ' …' : ''}`;
  return [kept ? `row-group label rows (${shown}) name a setting of the rows below each, not a method: kept as each row's "group" setting — check it` : `row-group label rows (${shown}) taken out of the table, which is not read row by row as printed: their labels are not kept — add them as a setting where they matter`];
}

/** The label split with each row's group as a first setting column `group` (`row-group` where a column has that id). */
export function withGroupSetting(split: LabelSplit, groups: readonly string[]): LabelSplit {
  const id = split.settings.some((s) => s.id === 'group') ? 'row-group' : 'group';
  return {
    ...split,
    settings: [{ id, label: 'Group' }, ...split.settings],
    rowSettings: split.rowSettings.map((r, i) => ({ [id]: groups[i] ?? '', ...r })),
  };
}
