/**
 * A PDF table that stacks metric blocks (a rowspan label wrapped over two lines, left of the label column: `Mean abs.`
 * / `error`, `Mean sq.` / `error`) over the same benchmark rows, with the systems as its columns and the caption
 * spelling the abbreviated metrics out. A made-up load forecasting table (bbox XHTML, pure). Before, each half of a
 * wrapped block label was a label of its own (rows grouped under `error`), the grid was drafted with the benchmarks
 * as its rows (the corner `Models` over them read as the row axis) and every block's abbreviated label as an error
 * rate or as no metric (docs/extract-readers.md, "Metric blocks over benchmark rows, methods as columns").
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { joinWrappedSideLabels } from '../../src/extract/pdf-side-label-wrap.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { metricGroupsOverMethodColumns } from '../../src/extract/metric-row-groups.js';
import { spelledOutIn } from '../../src/extract/spelled-out.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const X = [110, 180, 260, 320, 380];
const row = (y: number, r: readonly string[], side?: string): string => line(y, [...(side ? [[40, side] as const] : []), ...r.map((t, k) => [X[k] as number, t] as const)]);

const page = [
  line(50, [[40, 'Metric'], [110, 'Models'], [180, 'ARIMA'], [260, 'LSTM [12]'], [320, 'TFT [4]'], [380, 'our GridNet']]),
  row(62, ['North', '7.10', '5.42', '4.88', '3.91']),
  row(72, ['South', '12.40', '9.87', '9.02', '7.35'], 'Mean abs.'),
  row(82, ['Coast', '15.30', '11.20', '10.80', '8.66'], 'error'),
  row(92, ['Inland', '20.50', '16.10', '15.40', '12.20']),
  row(102, ['Average', '13.83', '10.65', '10.03', '8.03']),
  row(112, ['North', '9.20', '7.01', '6.45', '5.12']),
  row(122, ['South', '16.10', '12.50', '11.90', '9.48'], 'Mean sq.'),
  row(132, ['Coast', '18.70', '14.30', '13.60', '10.90'], 'error'),
  row(142, ['Inland', '24.10', '19.30', '18.20', '14.70']),
  row(152, ['Average', '17.03', '13.28', '12.55', '10.05']),
  line(170, [[40, 'Table 2: Day-ahead load forecasts of all models in the four regions. The first five rows give the Mean absolute error,']]),
  line(180, [[40, 'the last five the Mean squared error (GW).']]),
];

describe('PDF: metric blocks over benchmark rows, the methods as columns', () => {
  const doc = readPdf(bboxPage(page));
  const tables = rawTables('paper', doc);

  it('joins a block label wrapped over two lines into one label for its rows', () => {
    const t = tables.find((x) => x.number === 2);
    expect(t?.body.map((r) => r[0])).toEqual([...Array(5).fill('Mean abs. error'), ...Array(5).fill('Mean sq. error')]);
  });

  it('drafts the systems as the rows, each block\'s metric spelled out by the caption, the benchmarks as subsets', () => {
    const ex = extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables }], 'load', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.rows.map((r) => r.label)).toEqual(['ARIMA', 'LSTM [12]', 'TFT [4]', 'our GridNet']);
    expect(t.columns.map((c) => c.metric)).toEqual([...Array(5).fill('mae'), ...Array(5).fill('mse')]);
    expect(t.columns.map((c) => c.subset)).toEqual(['north', 'south', 'coast', 'inland', 'average', 'north', 'south', 'coast', 'inland', 'average']);
    expect(t.rows[3]?.values).toEqual(['3.91', '7.35', '8.66', '12.20', '8.03', '5.12', '9.48', '10.90', '14.70', '10.05'].map((n) => ({ n })));
  });
});

describe('the three pieces, one at a time', () => {
  it('joins only a piece that cannot begin a label, printed at the next row', () => {
    expect(joinWrappedSideLabels([{ pos: 2, y: 10, text: 'Avg. non-linear' }, { pos: 3, y: 20, text: 'disp. error' }])).toEqual([{ pos: 2.5, y: 15, text: 'Avg. non-linear disp. error' }]);
    expect(joinWrappedSideLabels([{ pos: 2, y: 10, text: 'Fold 1' }, { pos: 3, y: 20, text: 'Fold 2' }])).toHaveLength(2);
    expect(joinWrappedSideLabels([{ pos: 0, y: 10, text: 'Avg.' }, { pos: 4, y: 50, text: 'error' }])).toHaveLength(2);
  });

  it('spells out a header only from a run of the text that matches every word', () => {
    expect(spelledOutIn('Avg. disp. error', 'the first rows are the Average displacement error, then')).toBe('Average displacement error');
    expect(spelledOutIn('Avg. disp. error', 'the average error of the displacement')).toBeUndefined();
    expect(spelledOutIn('word error', 'word error rate')).toBeUndefined();
  });

  it('reads the columns as methods only with a sign of it: an own method among them, or an aggregate row', () => {
    const isMetric = (s: string): boolean => /error|accuracy/i.test(s);
    expect(metricGroupsOverMethodColumns('Metric', ['Accuracy', 'Accuracy', 'Error', 'Error'], ['A', 'B', 'A', 'B'], ['M1', 'Ours'], isMetric)).toBe(true);
    expect(metricGroupsOverMethodColumns('Metric', ['Accuracy', 'Accuracy', 'Error', 'Error'], ['A', 'Average', 'A', 'Average'], ['M1', 'M2'], isMetric)).toBe(true);
    // methods as the rows (one of them the paper's own), benchmarks as the columns
    expect(metricGroupsOverMethodColumns('Metric', ['Accuracy', 'Accuracy', 'Error', 'Error'], ['M1', 'Ours', 'M1', 'Ours'], ['D1', 'D2'], isMetric)).toBe(false);
    expect(metricGroupsOverMethodColumns('Setting', ['Low', 'Low', 'High', 'High'], ['A', 'Average', 'A', 'Average'], ['M1', 'Ours'], isMetric)).toBe(false);
  });
});
