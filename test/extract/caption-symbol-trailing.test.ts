/**
 * A trailing column headed by a symbol the caption defines as a measure the registry lacks ("Krippendorff (α)")
 * is a metric column, drafted under the declared unknown metric with a review line naming it, not a setting of
 * each row (docs/extract-readers.md, "A caption-defined symbol after the metrics"). A chest X-ray grading table,
 * written here.
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';

const names = { methods: [], datasets: [], subsets: [] };
const text = [
  '# Chest X-ray severity grading',
  '',
  'Table 2: Grading quality per reader. Agreement with the consensus grade as Pearson (r), and between repeated reads as Krippendorff (α).',
  '',
  '| Reader | Sensitivity | Specificity | r | α |',
  '| --- | --- | --- | --- | --- |',
  '| Radiologist A | 91.2 | 88.4 | 0.88 | 0.81 |',
  '| Radiologist B | 87.5 | 90.1 | 0.85 | 0.77 |',
  '| CNN grader | 89.9 | 86.0 | 0.83 | 0.74 |',
].join('\n');

describe('extract: a caption-defined symbol after the metrics', () => {
  it('drafts the α column as a metric the caption names, not as a setting', () => {
    const ex = extractDraft([{ id: 'readme', file: 'README.md', kind: 'readme' as const, text, prose: text, pdf: false }], 'toy', names);
    const t = ex.draft.tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.settings ?? []).toEqual([]);
    expect(t.columns.map((c) => c.label)).toEqual(['Sensitivity', 'Specificity', 'Pearson', 'α (Krippendorff)']);
    expect(t.columns[3]?.metric).toBe('unknown-metric');
    expect(t.rows.map((r) => r.values.length)).toEqual([4, 4, 4]);
    expect(ex.yaml).toContain('the caption names this symbol Krippendorff, a metric the registry does not know');
  });
});
