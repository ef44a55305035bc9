/**
 * Tables printed with a decimal comma ("0,8123", "3,4"; European style) are read with points: the numbers are
 * values, not words nor thousands ("1,234" stays one thousand two hundred thirty-four in a point-style table).
 */
import { describe, expect, it } from 'vitest';
import { decimalCommaAsPoint, usesDecimalComma } from '../../src/core/decimal-comma.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

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
});
