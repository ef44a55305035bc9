/** What splitting a grid's label columns gives (label-columns.ts): the grid reduced to a row label and its values, with each row's settings. */
import type { RawTable } from './types.js';

export interface SettingColumn {
  readonly id: string;
  readonly label: string;
}

export interface LabelSplit {
  /** The grid as [row label, ...value columns]. */
  readonly table: RawTable;
  readonly settings: readonly SettingColumn[];
  /** Per body row: setting id → value as printed. */
  readonly rowSettings: readonly Record<string, string>[];
  /** No column names the method: rows are settings of one method (named by the section or the paper). */
  readonly noMethodColumn: boolean;
  /** The rows are numbered runs of an ablation (`#1` … `#7`): each row label is a run number, not a method's name. */
  readonly numberedRuns?: boolean;
  /** Per body row: the method's name where two columns name it together ("OE / MSP"); the row label is the first of them. */
  readonly methodNames?: readonly string[];
  /** Number columns after cost columns printed first were read as results, where they would otherwise be trailing settings (cost-lead.ts). */
  readonly costsLead?: boolean;
  readonly review: readonly string[];
}
