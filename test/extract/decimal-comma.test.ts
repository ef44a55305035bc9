/**
 * Tables printed with a decimal comma ("0,8123", "3,4"; European style) are read with points: the numbers are
 * values, not words nor thousands ("1,234" stays one thousand two hundred thirty-four in a point-style table).
 * A table that mixes the styles (a deepfake-detection README, round 23: "55.48 | 56.59 | -3,56", one "66,13" among
 * points) is read cell by cell once a column shows decimal commas plainly; before, the comma column was kept as text
 * and a row with one comma cell was left out.
 */
import { describe, expect, it } from 'vitest';
import { decimalCommaAsPoint, usesDecimalComma } from '../../src/core/decimal-comma.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { columns: { metric: string }[]; rows: { method: string; values: (number | null)[] }[] }[] }

describe('decimal comma tables', () => {
  it('tells a decimal-comma table from thousands separators', () => {
    expect(usesDecimalComma([['Model', 'MOS', 'WER'], ['A', '3,41', '12,5'], ['B', '**3,87**', '9,8']])).toBe(true);
    expect(usesDecimalComma([['Model', 'Params', 'Acc'], ['A', '1,234', '76.1'], ['B', '12,345', '77.0']])).toBe(false);
    // one odd cell is not enough, nor cells with words
    expect(usesDecimalComma([['Model', 'Note'], ['A', '3,4'], ['B', 'see 0,5 above']])).toBe(false);
    expect(usesDecimalComma([['A', '1,234,567', '0,5', '0,25']])).toBe(false);
    expect(decimalCommaAsPoint([['Model', 'F1 (a, b)'], ['A', '0,812'], ['B', '**0,9013**']])).toEqual([['Model', 'F1 (a, b)'], ['A', '0.812'], ['B', '**0.9013**']]);
  });

  it('drafts the values of a decimal-comma pipe table and of an HTML table in Markdown (CLI)', () => {
    const pipe = ['# Speech enhancement results', '', '| Model | PESQ | STOI |', '|---|---|---|', '| Wiener | 2,13 | 0,881 |', '| DCCRN | **2,94** | 0,937 |', ''].join('\n');
    const a = extractMarkdown<Draft>(pipe, { name: 'README.md', id: 'se' });
    expect(a.code, a.stderr).toBe(0);
    expect(a.draft.tables[0]?.rows.map((r) => r.values)).toEqual([[2.13, 0.881], [2.94, 0.937]]);
    const html = ['## Soil moisture regression (RMSE, R2)', '', '<table><tr><th>Model</th><th>RMSE</th><th>R2</th></tr>',
      '<tr><td>Random forest</td><td>0,0412</td><td>0,71</td></tr><tr><td>XGBoost</td><td>0,0398</td><td>-</td></tr></table>', ''].join('\n');
    const b = extractMarkdown<Draft>(html, { name: 'README.md', id: 'soil' });
    expect(b.code, b.stderr).toBe(0);
    expect(b.draft.tables[0]?.rows.map((r) => r.values)).toEqual([[0.0412, 0.71], [0.0398, null]]);
  });

  it('reads the decimal commas of a table that mixes them with points, cell by cell', () => {
    const rows = [['Nr.', 'Detector', 'Acc', 'AUC', 'log(wP)'], ['1', 'xception', '55.48', '56.59', '-3,56'], ['2', 'mesonet', '71.63', '77.10', '-2.37'], ['3', 'b1_lstm', '67.66', '66,13', '-2,84'], ['4', 'total', '1,234', '8.1', '-3,01']];
    expect(decimalCommaAsPoint(rows)).toEqual([['Nr.', 'Detector', 'Acc', 'AUC', 'log(wP)'], ['1', 'xception', '55.48', '56.59', '-3.56'], ['2', 'mesonet', '71.63', '77.10', '-2.37'], ['3', 'b1_lstm', '67.66', '66.13', '-2.84'], ['4', 'total', '1,234', '8.1', '-3.01']]);
    // one comma cell in a point-style table is no evidence: "3,4" may be a list
    expect(decimalCommaAsPoint([['A', '3,4', '1.5'], ['B', '2.5', '1.7']])).toEqual([['A', '3,4', '1.5'], ['B', '2.5', '1.7']]);
  });

  it('drafts every row of a mixed table, validate finding each (CLI)', () => {
    const doc = ['# Deepfake detectors', '', 'Average accuracy, AUC and log(wP) over five datasets.', '', '| Nr. | Detector | Average Accuracy | Average AUC | Average log(wP), R=0.9 |', '|---|---|---|---|---|',
      '| 1 | xception_uadfv | 55.48 | 56.59 | -3,56 |', '| 2 | mesonet_uadfv | 71.63 | 77.10 | -2.37 |', '| 3 | b1_lstm_celebdf | 67.66 | 66,13 | -2,84 |', ''];
    const r = extractMarkdown<Draft>(doc);
    expect(r.draft.tables[0]?.rows.map((x) => x.values)).toEqual([[55.48, 56.59, -3.56], [71.63, 77.1, -2.37], [67.66, 66.13, -2.84]]);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'auc', 'log-wp']);
    expectValidates(r.dir);
  });
});
