/** Attribute tables with training columns (batch size, learning rate, training time, GPU memory) → hardware claims per row. Pure. */
import type { DraftAttributesTable, DraftItem, Printed } from './types.js';

const textOf = (v: Printed): string => (v === null ? '' : 'n' in v ? v.n : v.s);

export function hardwareFromAttributes(t: DraftAttributesTable, datasets: readonly string[]): DraftItem[] {
  const items: DraftItem[] = [];
  t.columns.forEach((c, j) => {
    const kind = /batch/i.test(c.label) ? 'batch-size' : /learning\s*rate|\blr\b/i.test(c.label) ? 'learning-rate' : /train\w*\s*time|time/i.test(c.label) ? 'training-time' : /memory|vram/i.test(c.label) ? 'gpu-memory' : undefined;
    if (!kind) return;
    for (const r of t.rows) {
      const raw = textOf(r.values[j] ?? null);
      const m = /^(\d+(?:\.\d+)?)\s*([A-Za-z]*)$/.exec(raw.trim());
      if (!m) continue;
      const unitRaw = (m[2] as string).toLowerCase();
      const scope = datasets.includes(r.key) ? { dataset: r.key } : { model: r.label };
      const source = { doc: t.source.doc, ...(t.source.table !== undefined ? { table: t.source.table } : {}), ...(t.source.section ? { section: t.source.section } : {}) };
      const review = [`${kind} of row "${r.label}" in table ${t.source.table ?? t.id}: check the unit and what the row is`];
      if (kind === 'training-time') {
        const unit = unitRaw.startsWith('h') ? 'hours' : unitRaw.startsWith('m') ? 'minutes' : unitRaw.startsWith('d') ? 'days' : undefined;
        if (unit) items.push({ section: 'hardware', fields: { kind, ...scope, value: { n: m[1] }, unit, source }, review });
      } else if (kind === 'gpu-memory') {
        const unit = /^(g|gb)$/.test(unitRaw) ? 'GB' : unitRaw === 'gib' ? 'GiB' : unitRaw === 'mb' ? 'MB' : undefined;
        if (unit) items.push({ section: 'hardware', fields: { kind, ...scope, value: { n: m[1] }, unit, source }, review: unitRaw === 'g' ? [...review, 'printed "G": read as GB'] : review });
      } else if (kind === 'batch-size') {
        if (/^\d+$/.test(m[1] as string) && !unitRaw) items.push({ section: 'hardware', fields: { kind, ...scope, value: { n: m[1] }, source }, review });
      } else if (!unitRaw && Number(m[1]) > 0) {
        items.push({ section: 'hardware', fields: { kind, ...scope, value: { n: m[1] }, printed: raw, source }, review: [...review, Number(m[1]) >= 1 ? 'a learning rate ≥ 1 as printed: its power of ten was probably lost; write the value' : ''].filter(Boolean) });
      }
    }
  });
  return items;
}
