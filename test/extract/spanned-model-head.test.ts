/**
 * A `Model` header spanning two label columns, the first printed once per group of rows (a rowspan: `News` over the
 * mBERT and XLM-R rows), the second filled on every row: the filled one names the rows, the sparse one is a setting.
 * A made-up cross-lingual classification table (RawTable, pure). Before, the first column headed `Model` was the row
 * label, so every row without a group label was dropped ("has no row label") and the models became a setting
 * (RECCON's Tables 4-5, `DD` / `IEMO` over RoBERTa / SpanBERT; docs/extract-readers.md).
 */
import { describe, expect, it } from 'vitest';
import { splitLabelColumns } from '../../src/extract/label-columns.js';
import type { RawTable } from '../../src/extract/types.js';

describe('a Model header over a group column and a name column', () => {
  it('names the rows by the column filled on every row', () => {
    const t: RawTable = {
      doc: 'paper', index: 1, line: 0, number: 3, numberFrom: 'caption', context: '',
      header: [['Model', 'Model', 'Accuracy', 'Macro F1']],
      body: [['News', 'mBERT', '81.2', '78.9'], ['', 'XLM-R', '84.6', '82.0'], ['Reviews', 'mBERT', '76.4', '73.1'], ['', 'XLM-R', '79.9', '77.5']],
    };
    const split = splitLabelColumns(t);
    expect(split.table.body.map((r) => r[0])).toEqual(['mBERT', 'XLM-R', 'mBERT', 'XLM-R']);
    expect(split.rowSettings.map((s) => Object.values(s)[0] ?? '')).toEqual(['News', '', 'Reviews', '']);
  });

  it('keeps the first Model column when it is the one filled on every row', () => {
    const t: RawTable = {
      doc: 'paper', index: 1, line: 0, number: 3, numberFrom: 'caption', context: '',
      header: [['Model', 'Model', 'Accuracy']],
      body: [['mBERT', 'base', '81.2'], ['XLM-R', '', '84.6']],
    };
    expect(splitLabelColumns(t).table.body.map((r) => r[0])).toEqual(['mBERT', 'XLM-R']);
  });
});
