/**
 * Method names printed over two header lines, the name and its citation year or tag in brackets under it
 * ("Conformer" / "(2020)", "Ours" / "(Ours)"), the corner label ("Models") centred between the two lines, over a
 * metric row ("Metric | WER | CER | WER | CER …"), with the benchmarks as rows: the methods are column groups
 * (pdf-line-kinds.ts `isCitationLine`). Before, the bracketed years read as a row of numbers: the header stopped
 * at the metric row, the methods were lost (each benchmark drafted as a method), and, the caption above being
 * out of reach, the next table's caption printed just below was taken as this table's. A made-up speech
 * recognition paper (bbox XHTML, pure). A prose line beside a figure just under the table ("Results | As shown
 * in Figure | 5, | …") is no row of it: "5," is no number.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

// label column, then two value columns (WER, CER) per method
const X = [60, 130, 160, 200, 230, 270, 300, 340, 370];
const methods: [string, string][] = [['Ours', '(Ours)'], ['Conformer', '(2020)'], ['Citrinet', '(2021a)'], ['QuartzNet', '(2019)']];
const num = (v: unknown): unknown => (v && typeof v === 'object' && 'n' in v ? Number((v as { n: unknown }).n) : v);
const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const row = (y: number, r: readonly string[]): string => line(y, r.map((t, k) => [X[k] as number, t] as const));

function page(withFigureText: boolean): string {
  const lines = [
    line(40, [[60, 'Table 1: Word and character error rates on three test sets, decoded without a language model.']], 10),
    line(52, [[60, 'All systems are trained on the same 960 hours of speech. See Table 5 for the full results.']], 10),
    line(70, methods.map(([m], k) => [(X[1 + 2 * k] as number) + 6, m] as const)),
    line(74, [[60, 'Models']], 10),
    line(80, methods.map(([, y], k) => [(X[1 + 2 * k] as number) + 10, y] as const)),
    row(92, ['Metric', 'WER', 'CER', 'WER', 'CER', 'WER', 'CER', 'WER', 'CER']),
    row(104, ['dev-clean', '2.1', '0.9', '2.6', '1.1', '2.9', '1.3', '3.4', '1.5']),
    row(114, ['test-clean', '2.3', '1.0', '2.7', '1.2', '3.1', '1.4', '3.6', '1.6']),
    row(124, ['test-other', '5.0', '2.4', '6.1', '2.9', '6.8', '3.3', '9.2', '4.1']),
  ];
  if (withFigureText) lines.push(line(138, [[60, 'Results'], [110, 'As shown in Figure'], [200, '5,'], [240, 'Streaming'], [300, 'Offline']], 10));
  lines.push(
    line(160, [[60, 'Table 2: Real-time factor of two of the systems on one GPU.']], 10),
    row(174, ['Model', 'RTF']),
    row(184, ['Ours', '0.05']),
    row(194, ['Conformer', '0.08']),
  );
  return bboxPage(lines);
}

function draftOf(withFigureText = false) {
  const doc = readPdf(page(withFigureText));
  const tables = rawTables('paper', doc);
  return extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables }], 'asr', { methods: [], datasets: [], subsets: [] });
}

describe('citation years under the method names of a header', () => {
  it('reads the methods as column groups over the metric row, with the caption above', () => {
    const ex = draftOf();
    const t = ex.draft.tables.find((x) => x.source.table === 1);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.caption).toMatch(/^Word and character error rates/);
    expect(t.rows.map((r) => r.label)).toEqual(['Ours (Ours)', 'Conformer (2020)', 'Citrinet (2021a)', 'QuartzNet (2019)']);
    expect(t.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['wer/dev-clean', 'cer/dev-clean', 'wer/test-clean', 'cer/test-clean', 'wer/test-other', 'cer/test-other']);
    expect(t.rows[1]?.values.map(num)).toEqual([2.6, 1.1, 2.7, 1.2, 6.1, 2.9]);
  });

  it('keeps a prose line beside a figure under the table out of it', () => {
    const ex = draftOf(true);
    const t = ex.draft.tables.find((x) => x.source.table === 1);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns).toHaveLength(6);
    expect(t.rows.map((r) => r.label)).toEqual(['Ours (Ours)', 'Conformer (2020)', 'Citrinet (2021a)', 'QuartzNet (2019)']);
    expect(ex.yaml).not.toMatch(/As shown in Figure/);
  });
});
