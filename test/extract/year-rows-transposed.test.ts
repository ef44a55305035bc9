/**
 * A result per year, methods as columns (round 19: a crop-yield paper prints `Year | Ridge | Tree | DNN | LSTM | CNN`
 * over the rows 2011 … 2015 and Avg, the metric, RMSE, only in its caption). Before, the years were drafted as the
 * rows (methods named "2011") and each method as a column subset. Rows that are years, an average after them, under
 * headers that name no metric, are read transposed: a row per method, a column per year.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; subset?: string }[]; rows: readonly { label?: string; values: readonly number[] }[] }[];
}

describe('rows that are years', () => {
  it('with methods as columns: read transposed, a row per method', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Forecasting regional rainfall',
      '',
      'Table 1: The RMSE of the station-level forecasts.',
      '',
      '| Year | Persistence | ARIMA | GRU | Ours |',
      '| --- | --- | --- | --- | --- |',
      '| 2019 | 9.00 | 7.98 | 6.10 | 5.70 |',
      '| 2020 | 6.95 | 7.40 | 6.22 | 5.68 |',
      '| 2021 | 7.31 | 8.13 | 6.39 | 5.83 |',
      '| Avg | 7.75 | 7.84 | 6.24 | 5.74 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.rows.map((r) => r.label)).toEqual(['Persistence', 'ARIMA', 'GRU', 'Ours']);
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['rmse', '2019'], ['rmse', '2020'], ['rmse', '2021'], ['rmse', 'avg']]);
    expect(t?.rows[3]?.values).toEqual([5.7, 5.68, 5.83, 5.74]);
  });

  it('with metrics as columns: left as printed, a row per year', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Forecasting regional rainfall',
      '',
      'Table 2: Our model per year.',
      '',
      '| Year | RMSE | MAE |',
      '| --- | --- | --- |',
      '| 2019 | 5.70 | 4.10 |',
      '| 2020 | 5.68 | 4.02 |',
      '| 2021 | 5.83 | 4.20 |',
    ]);
    const t = draft.tables[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['2019', '2020', '2021']);
  });
});
