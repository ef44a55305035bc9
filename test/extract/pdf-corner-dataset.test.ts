/**
 * The dataset printed in a table's corner cell, over the method labels, when every other header cell names a metric
 * ("EuRoC | RMSE | MAE"): the table's dataset, marked for review (corner-dataset.ts). A made-up visual odometry report
 * (bbox XHTML, pure). Before, the corner was dropped and the table's dataset left `unknown`. A corner naming the row
 * axis ("Method") names no dataset.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const X = [80, 170, 220];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 8);

const draftOf = (corner: string) => {
  const page = [
    row(60, [corner, 'RMSE', 'MAE']),
    row(70, ['ORB-SLAM3', '0.035', '0.021']),
    row(80, ['DROID-SLAM', '0.022', '0.015']),
    bboxLine(96, [[60, 'Table 2: Trajectory errors of the two systems (m).']], 8),
  ];
  const doc = readPdf(bboxPage(page));
  const tables = rawTables('paper', doc);
  return extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables }], 'vo', { methods: [], datasets: [], subsets: [] });
};

describe('a dataset in the header corner', () => {
  it('reads it as the dataset, for review', () => {
    const ex = draftOf('EuRoC');
    const t = ex.draft.tables.find((x) => x.source.table === 2);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.dataset).toBe('euroc');
    expect(ex.yaml).toMatch(/dataset 'euroc' \("EuRoC"\) read from the header's corner cell/);
  });

  it('reads no dataset from a row-axis corner', () => {
    const t = draftOf('Method').draft.tables.find((x) => x.source.table === 2);
    expect(t?.kind === 'results' ? t.dataset : undefined).toBe('unknown');
  });
});
