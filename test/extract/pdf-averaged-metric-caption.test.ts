/**
 * A metric's averaging spelled with a participle ("micro averaged F1", "Macro-averaged F1", "micro-avg. F1") is the
 * averaged metric (micro-f1, macro-f1), in a header and in a caption (metric-lookup.ts `AVERAGED`). A made-up ICD code
 * assignment table (bbox XHTML, pure) whose only metric is in its caption. Before, the participle between the two words
 * hid the registry's name "Micro F1" and the columns were drafted as plain f1.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const X = [80, 160, 220];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 8);

describe('an averaging spelled with a participle', () => {
  it('reads the averaged metric', () => {
    expect(metricFor('micro averaged F1', true)).toBe('micro-f1');
    expect(metricFor('Macro-averaged F1', true)).toBe('macro-f1');
    expect(metricFor('micro-avg. F1', true)).toBe('micro-f1');
  });

  it('drafts a caption-only metric as micro-f1', () => {
    const page = [
      row(60, ['Model', 'MIMIC-III', 'MIMIC-IV']),
      row(70, ['CAML', '53.9', '55.4']),
      row(80, ['LAAT', '57.5', '58.0']),
      row(90, ['PLM-ICD', '59.8', '60.3']),
      bboxLine(106, [[60, 'Table 2: ICD code assignment on the top-50 codes, micro averaged F1.']], 8),
    ];
    const doc = readPdf(bboxPage(page));
    const tables = rawTables('paper', doc);
    const ex = extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables }], 'icd', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables.find((x) => x.source.table === 2);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => c.metric)).toEqual(['micro-f1', 'micro-f1']);
  });
});
