/**
 * A regression paper's supplement (set 46, round 26, after its blind measurement) prints "0.53 +/- 0.02" in narrow
 * columns and names its metric only in the caption, "(R2 < 0.40)" beside "regressors". Before, "+/-" ended a cell, so
 * the spread became a column of its own ("0.53 +/-" | "0.02"), and "R2" in the caption was read as ROUGE-2. Now "+/-"
 * (like "±") binds a value to its spread, and a name two fields print for two metrics is read by the words of the text
 * around it, as a header is.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

interface Draft { tables: { kind: string; columns: { metric: string }[]; rows: { label?: string; values: unknown[]; spreads?: unknown[] }[] }[] }

/** A drafted number as written (the draft keeps printed decimals as { n: "0.50" }). */
const num = (v: unknown): unknown => (v !== null && typeof v === 'object' && 'n' in v ? Number((v as { n: string }).n) : v);

const xs = [80, 170, 250];
const line = (y: number, cells: readonly string[]): string => bboxLine(y, cells.map((t, k) => [xs[k] as number, t] as const), 9);

describe('a value printed with "+/-" and its spread', () => {
  it('is one cell in a PDF table', () => {
    const page = [
      bboxLine(60, [[80, 'Table 2. Mean absolute error of three regressors in a 10-fold cross-validation.']], 9),
      line(80, ['Model', 'Housing', 'Wine']),
      line(92, ['Ridge', '0.53 +/- 0.02', '0.47 +/- 0.02']),
      line(104, ['Lasso', '0.61 +/- 0.05', '0.52 +/- 0.03']),
      line(116, ['Forest', '0.42 +/- 0.01', '0.39 +/- 0.04']),
    ];
    const t = (pdfPageDraft(page).draft.tables as unknown as Draft['tables']).find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['mae', 'mae']);
    expect(t?.rows.map((r) => [r.label, ...r.values.map(num)])).toEqual([['Ridge', 0.53, 0.47], ['Lasso', 0.61, 0.52], ['Forest', 0.42, 0.39]]);
    expect(t?.rows.map((r) => r.spreads?.map((x) => Number(num(x))))).toEqual([[0.02, 0.02], [0.05, 0.03], [0.01, 0.04]]);
  });
});

describe('an ambiguous name in running text', () => {
  it('is read by the words around it', () => {
    expect(metricsInText('Mean performance of Random Forest and XGBoost regressors; rows with poor (R2 < 0.40) performance are discarded.')).toEqual(['r-squared']);
    expect(metricsInText('ROUGE scores of the summarizers on CNN/DM: we report R1, R2 and RL.')).toContain('rouge-2');
  });
});

describe('a metric\'s variant named in a caption', () => {
  it('is that metric ("Evaluated with BLEU-DM." names BLEU), a short code before a hyphen none', () => {
    expect(metricsInText('Table 28: Performance on different datasets. Evaluated with BLEU-DM.')).toEqual(['bleu']);
    expect(metricsInText('scores in BLEU-NCS and METEOR')).toEqual(['bleu', 'METEOR']);
    expect(metricsInText('a model trained with MT-NLG and IS-NET')).toEqual([]);
  });
});

describe('an approximation sign printed apart from its number', () => {
  it('is part of the value\'s cell in a PDF table ("∼ 5000" was two cells)', () => {
    const page = [
      bboxLine(60, [[150, 'Table 4: Iterations to converge per setting.']], 9),
      bboxLine(80, [[80, 'Setting'], [170, 'mIoU'], [236, 'iter.']], 9),
      bboxLine(92, [[80, 'Base'], [170, '90.16'], [236, '∼'], [245, '5000']], 9),
      bboxLine(104, [[80, '+Filter'], [170, '92.20'], [236, '∼'], [245, '3000']], 9),
      bboxLine(116, [[80, '+Prompt'], [170, '81.17'], [236, '∼'], [245, '10000']], 9),
    ];
    const t = (pdfPageDraft(page).draft.tables as unknown as Draft['tables']).find((x) => x.kind === 'results');
    expect(t?.rows.map((r) => r.values.map(num))).toEqual([[90.16, 5000], [92.2, 3000], [81.17, 10000]]);
    // (before, the signs were a column of their own, kept as a setting "iter." of each row)
    expect((t as unknown as { settings?: { id: string }[] }).settings?.map((x) => x.id)).toEqual(['setting']);
  });
});
