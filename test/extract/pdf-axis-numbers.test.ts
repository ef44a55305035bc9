/**
 * Two PDF forms of the thirtieth held-out set (round 21), tried on made-up papers of other fields (bbox XHTML, pure):
 * - a caption whose sentence wraps onto a line of prose just under it ("Table 2. … mDice" / "is the average Dice
 *   score of all classes (%)"): part of the caption, not a header row (it used to be cut into header cells, the organ
 *   columns read as settings);
 * - a header whose last line is whole numbers only ("1 3 6 1 3 6" under "Beijing / Horizon" groups) over rows of a
 *   "Metrics" column (RSE, CORR), each method's name printed on its first line: the numbers are the leaf header,
 *   not a first row, and CORR beside RSE is the correlation (a registry alias read only beside its field's metrics).
 */
import { describe, expect, it } from 'vitest';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

/** A drafted value as a number (the draft keeps each value as printed). */
const num = (v: unknown): number | null => (v === null || v === undefined ? null : typeof v === 'object' ? Number((v as { n: string }).n) : Number(v));

const draftOf = (page: string[]) => pdfPageDraft(page);

describe('a caption wrapped onto a line of prose', () => {
  it('keeps the line in the caption and reads the class columns as parts of the average', () => {
    const X = [60, 150, 200, 240, 280, 320];
    const row = (y: number, r: readonly string[]) => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 7);
    const ex = draftOf([
      bboxLine(40, [[60, 'Table 2. Segmentation of the retinal layers on the OCT benchmark. mDice']], 7),
      bboxLine(49, [[60, 'is the average Dice score of all classes (%)']], 7),
      row(64, ['Method', 'mDice', 'RNFL', 'GCL', 'INL', 'ONL']),
      row(76, ['ReLayNet', '82.4', '85.1', '80.2', '78.9', '85.4']),
      row(86, ['Y-Net', '84.0', '86.7', '82.5', '80.1', '86.7']),
      row(96, ['Ours', '86.3', '88.0', '84.9', '83.2', '89.1']),
    ]);
    const t = ex.draft.tables.find((x) => x.source.table === 2);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.caption).toMatch(/is the average Dice score of all classes/);
    expect(t.columns.map((c) => c.metric)).toEqual(['dice', 'dice', 'dice', 'dice', 'dice']);
    expect(t.columns.slice(1).map((c) => c.label)).toEqual(['RNFL', 'GCL', 'INL', 'ONL']);
    expect(t.rows.map((r) => num(r.values[2]))).toEqual([80.2, 82.5, 84.9]);
  });
});

describe('a header of horizons printed as numbers alone', () => {
  it('reads them as the leaf header and each method\'s RSE and CORR lines under their metrics', () => {
    const X = [60, 110, 160, 200, 240, 290, 330, 370];
    const at = (y: number, r: readonly string[], size = 7) => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const).filter(([, t]) => t), size);
    const ex = draftOf([
      bboxLine(30, [[60, 'Table 3: Single-step forecasting of air quality on the Beijing and Delhi datasets.']], 7),
      at(42, ['', '', 'Beijing', '', '', 'Delhi', '', '']),
      at(51, ['Methods', 'Metrics', 'Horizon', '', '', 'Horizon', '', '']),
      at(60, ['', '', '1', '3', '6', '1', '3', '6']),
      at(70, ['LSTNet', 'RSE', '0.2135', '0.2811', '0.3402', '0.3120', '0.3555', '0.4101']),
      at(80, ['', 'CORR', '0.9512', '0.9201', '0.8844', '0.9010', '0.8702', '0.8377']),
      at(90, ['MTGNN', 'RSE', '0.2051', '0.2690', '0.3315', '0.3011', '0.3489', '0.3990']),
      at(100, ['', 'CORR', '0.9560', '0.9274', '0.8903', '0.9088', '0.8751', '0.8420']),
      at(110, ['Ours', 'RSE', '0.1987', '0.2604', '0.3251', '0.2950', '0.3402', '0.3915']),
      at(120, ['', 'CORR', '0.9588', '0.9306', '0.8951', '0.9122', '0.8800', '0.8466']),
    ]);
    const t = ex.draft.tables.find((x) => x.source.table === 3);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    const cells = t.rows.flatMap((r) => r.values.map((v, k) => ({ row: r.label, metric: t.columns[k]?.metric, label: t.columns[k]?.label, v: num(v) }))).filter((c) => c.v !== null);
    expect(cells).toContainEqual({ row: 'LSTNet', metric: 'rse', label: 'Horizon 1', v: 0.2135 });
    expect(cells).toContainEqual({ row: 'Ours', metric: 'pearson', label: 'Horizon 6', v: 0.8466 });
    expect(cells).toHaveLength(36);
    expect(cells.filter((c) => c.metric === 'rse')).toHaveLength(18);
  });
});
