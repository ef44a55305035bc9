/**
 * A perturbation that changes how a method's row label is printed (`Name (ResNet-50)`, `Name<br>ViT-B/16`,
 * `Name (ours)`) leaves the key's `row` the bare name, while the corpus key convention asks a keyer to key such a
 * row as printed (test/fixtures/extract-corpus/README.md: `row` is the row label as printed). Scored against the
 * unchanged key, a draft that keeps the printed label counts as a miss. This gives the key cells of the changed
 * rows the new printed label as `row`, as a keyer would key the variant. Pure: no IO.
 */
import type { KeyCell } from '../../src/extract/corpus-key.js';
import { bodyRows } from './perturbations.js';
import type { Table } from './table-model.js';
import { plain } from './table-model.js';

const visible = (text: string): string => plain(text.replace(/<br\s*\/?>/gi, ' ')).replace(/\s+/g, ' ');
/** As the scorer compares rows (src/extract/corpus-key.ts): citation numbers dropped, letters and digits only. */
const same = (s: string): string => visible(s).replace(/\s*\[[\d,\s–-]+\]/g, '').normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Printed method labels that differ between the table and its perturbed copy: bare (comparable) → new printed text. */
export function relabelled(before: Table, after: Table, method: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of bodyRows(before)) {
    const a = before.grid[r]?.[method]?.text;
    const b = after.grid[r]?.[method]?.text;
    if (a !== undefined && b !== undefined && visible(a) !== visible(b) && same(a)) out.set(same(a), visible(b));
  }
  return out;
}

/** The key with `row` set to the new printed label on the cells of `table` whose row was relabelled. */
export function relabelKey(cells: readonly KeyCell[], table: number, renamed: ReadonlyMap<string, string>): KeyCell[] {
  if (!renamed.size) return [...cells];
  return cells.map((c) => {
    const printed = c.table === table ? renamed.get(same(c.row)) : undefined;
    return printed === undefined ? c : { ...c, row: printed };
  });
}
