/**
 * An ablation printed with its metrics as rows and one column per configuration, the configurations marked only by
 * check marks (docs/extract-readers.md, "Rows that are metrics over unnamed columns"): no row or column names a method,
 * so the grid is kept as an attribute table with a review line, not drafted as results whose methods are "✓" or "F1".
 * A lane-detection ablation, written here (the cause was seen on a re-identification report).
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { metricRowsOverUnnamedColumns } from '../../src/extract/metric-rows.js';

const names = { methods: [], datasets: [], subsets: [] };
const draftOf = (text: string) => extractDraft([{ id: 'readme', file: 'README.md', kind: 'readme' as const, text, prose: text, pdf: false }], 'toy', names);
const table = (head: string) => ['# Lane detection', '', 'Table 3: Ablation of the three components on CULane.', '', `| Metric | ${head} |`, '| --- | --- | --- | --- |', '| F1 | 74.2 | 75.9 | 77.1 |', '| Precision | 80.1 | 81.0 | 82.3 |'].join('\n');

describe('extract: metric rows over columns that name nothing', () => {
  it('keeps a check-mark ablation with metric rows as attributes, with a review line', () => {
    const ex = draftOf(table('✓ | ✓ ✓ | ✓ ✓ ✓'));
    const t = ex.draft.tables[0];
    expect(t?.kind).toBe('attributes');
    expect(ex.yaml).toContain('# review: rows are metrics (F1, Precision) and no column names a method');
    // the numbers stay in the draft
    expect(ex.yaml).toContain('values: [74.2, 75.9, 77.1]');
  });

  it('still reads metric rows over named columns as a table printed with methods as columns', () => {
    const t = draftOf(table('LaneATT | CLRNet | Ours')).draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.kind === 'results' ? t.rows.map((r) => r.label) : []).toEqual(['LaneATT', 'CLRNet', 'Ours']);
  });

  it('needs every row to be a metric and every column header blank or marks', () => {
    const grid = (labels: string[], leaves: string[]) => ({ header: [['Metric', ...leaves]], body: labels.map((l) => [l, '1.0', '2.0']) });
    expect(metricRowsOverUnnamedColumns(grid(['mAP', 'rank1'], ['', 'X']))).toEqual(['mAP', 'rank1']);
    expect(metricRowsOverUnnamedColumns(grid(['mAP', 'Baseline'], ['', 'X']))).toBeUndefined();
    expect(metricRowsOverUnnamedColumns(grid(['mAP', 'rank1'], ['Market', 'Duke']))).toBeUndefined();
  });
});
