/**
 * Columns that would be drafted with the same metric, subset and condition though their group headers differ (pure):
 * "Val AUC" and "Test AUC" over "Top 1 | Top 2", a scenario "I" and "II" over a swept parameter's "0.2 | 0.5", "ssl" and
 * "fbank" features over "test-clean | test-other". Each such column's condition is its group's words (the metric's
 * name left out: "val", "ii", "ssl"), joined to any condition it had, so no two columns of the table claim the same
 * cell. Columns whose groups are the same, or absent, stay as they are.
 */
import { slug } from './names.js';
import type { DraftColumn } from './types.js';

/** `groupOf(j)`: the printed group words over column j (its upper header cells), metric names already left out. */
export function conditionsByGroup(columns: readonly (DraftColumn | undefined)[], groupOf: (j: number) => string): { columns: (DraftColumn | undefined)[]; review?: string } {
  const key = (c: DraftColumn): string => `${c.metric}\u0000${c.subset ?? ''}\u0000${c.condition ?? ''}`;
  const byKey = new Map<string, number[]>();
  columns.forEach((c, j) => {
    if (c) byKey.set(key(c), [...(byKey.get(key(c)) ?? []), j]);
  });
  const out = [...columns];
  const changed: string[] = [];
  for (const js of byKey.values()) {
    if (js.length < 2) continue;
    const groups = js.map((j) => groupOf(j).trim());
    if (groups.some((g) => !g) || new Set(groups).size < 2) continue;
    js.forEach((j, k) => {
      const c = columns[j] as DraftColumn;
      const condition = [c.condition, slug(groups[k] as string)].filter(Boolean).join(', ');
      out[j] = { ...c, condition };
      changed.push(`"${groups[k] as string} / ${c.label}": condition '${condition}'`);
    });
  }
  return changed.length ? { columns: out, review: `columns with the same metric and subset under different group headers: each group read as the column's condition (${changed.join('; ')}) — check them` } : { columns: out };
}
