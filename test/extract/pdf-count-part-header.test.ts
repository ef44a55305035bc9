/**
 * A count column printed as a count mark and a cost, then the part of the model it counts ("# params." over
 * "encoder" / "readout", one header band once pdftotext's interleaved lines are merged): the cost metric, with the
 * part as its subset (metric-lookup.ts `countThenPart`). A made-up molecular property table (bbox XHTML, pure). Before,
 * "# params. encoder" named no metric, so the three count columns became setting columns with string values.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { qualifiedMetric } from '../../src/extract/metric-lookup.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const X = [80, 150, 200, 260, 320];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 8);

const page = [
  bboxLine(60, [[150, 'ZINC'], [196, '# params.'], [256, '# params.'], [316, '# params.']], 8),
  bboxLine(66, [[80, 'Model'], [150, 'MAE']], 8),
  bboxLine(72, [[200, 'encoder'], [260, 'readout'], [320, 'atom embed.']], 8),
  row(84, ['GIN', '0.252', '102', '0', '3.1']),
  row(94, ['GatedGCN', '0.214', '98', '4.2', '3.1']),
  row(104, ['Graphormer', '0.122', '480', '8.4', '6.2']),
  bboxLine(120, [[60, 'Table 2: Test MAE on ZINC and number of parameters (in thousands) of each part of the model.']], 8),
];

describe('a count mark, a cost and the part it counts', () => {
  it('reads the cost metric and the part', () => {
    expect(qualifiedMetric('# params. encoder')).toEqual({ metric: 'params', qualifier: 'encoder' });
    expect(qualifiedMetric('#FLOPs decoder')).toEqual({ metric: 'flops', qualifier: 'decoder' });
    expect(qualifiedMetric('# params of model')).toBeUndefined();
  });

  it('drafts the count columns as params with the part as subset', () => {
    const doc = readPdf(bboxPage(page));
    const tables = rawTables('paper', doc);
    const ex = extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables }], 'zinc', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables.find((x) => x.source.table === 2);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => c.metric)).toEqual(['mae', 'params', 'params', 'params']);
    expect(t.columns.slice(1).map((c) => c.subset)).toEqual(['encoder', 'readout', 'atom-embed']);
    expect(t.rows[2]?.values).toEqual(['0.122', '480', '8.4', '6.2'].map((n) => ({ n })));
  });
});
