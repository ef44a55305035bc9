/**
 * A decimal value typed with a stray separator after it ("0.4146,") is that value (cells.ts `parseValue`), not a cell
 * "that is not a number". A made-up wind-turbine fault detection table (bbox XHTML, pure); an integer before a comma
 * ("12,") is left alone (a thousands group cut short reads nothing sure).
 */
import { describe, expect, it } from 'vitest';
import { parseCell } from '../../src/extract/cells.js';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const X = [80, 160, 220];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 8);

describe('a stray comma after a decimal value', () => {
  it('reads the value', () => {
    expect(parseCell('0.4146,').value).toBe(0.4146);
    expect(parseCell('12.5;').value).toBe(12.5);
    expect(parseCell('12,').value).toBeNull();
  });

  it('drafts the cell in a PDF table', () => {
    const page = [
      row(60, ['Model', 'RMSE', 'MAE']),
      row(70, ['SCADA-LSTM', '0.4146,', '0.3012']),
      row(80, ['SCADA-GRU', '0.4391', '0.3275']),
      bboxLine(96, [[60, 'Table 2: Fault detection error on the turbine test set.']], 8),
    ];
    const doc = readPdf(bboxPage(page));
    const tables = rawTables('paper', doc);
    const ex = extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables }], 'wind', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables.find((x) => x.source.table === 2);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.rows[0]?.values[0]).toEqual({ n: '0.4146' });
  });
});
