/**
 * A simulation table with the methods as columns and, as rows, a parameter swept within each scenario (seen in a
 * causal-inference paper, round 17): the scenario ("I", "II") printed once beside its block, the parameter's values
 * (0.2 … 1) in the label column under a corner symbol the text layer dropped, cells "1.26 ± 0.09•" (a bullet marking
 * a significant difference), and a four-line caption above whose last line, in the text's print, prints a number
 * ("(pairwise t-test at 0.05 significance level)."). Before, that caption line was read as a header row, the
 * scenario column as the row labels, and every cell with a bullet as text: one method of nine was drafted. Now the
 * caption stays the caption, the rows are read transposed with scenario and value naming each column, and the bullet
 * is a mark.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { sweptWithinGroups } from '../../src/extract/transpose.js';
import { parseValue } from '../../src/extract/cells.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { RawTable } from '../../src/extract/types.js';

const x = (k: number): number => 90 + k * 60;
const row = (y: number, group: string, value: string, cells: readonly string[]): string =>
  bboxLine(y, [...(group ? [[60, group] as const] : []), [75, value] as const, ...cells.map((c, k) => [x(k), c] as const)], 6);
const values = [
  ['0.2', ['1.26 ± 0.09•', '1.16 ± 0.07•', '1.05 ± 0.01']],
  ['0.5', ['1.46 ± 0.13•', '1.50 ± 0.17•', '1.25 ± 0.03']],
  ['1', ['4.56 ± 0.13•', '3.28 ± 1.59•', '1.71 ± 0.06']],
] as const;
const page = [
  bboxLine(40, [[60, 'Table 1: MAE (mean±s.d.) of each estimator on the simulated panels. Scenario I has no hidden']], 10),
  bboxLine(52, [[60, 'confounder, whereas II has one. In addition, • indicates whether our estimator is better']], 10),
  bboxLine(64, [[60, '(paired t-test at'], [150, '0.05 significance level).']], 10),
  bboxLine(80, [[x(0), 'meta learners'], [x(2), 'trees']], 7),
  bboxLine(90, [[x(0), 'Slearner'], [x(1), 'Tlearner'], [x(2), 'OurTree']], 7),
  ...values.map(([v, cells], i) => row(100 + i * 8, i === 1 ? 'I' : '', v, cells)),
  ...values.map(([v, cells], i) => row(126 + i * 8, i === 1 ? 'II' : '', v, cells.map((c) => c.replace('1.', '2.')))),
];

describe('a parameter swept within scenarios, methods as columns (PDF)', () => {
  it('keeps the caption out of the header and reads the grid under its group row', () => {
    const t = rawTables('paper', readPdf(bboxPage(page)))[0];
    expect(t?.number).toBe(1);
    expect(t?.header.at(-1)?.slice(-3)).toEqual(['Slearner', 'Tlearner', 'OurTree']);
    expect(t?.header.flat().join(' ')).not.toMatch(/significance/);
  });

  it('drafts every method as a row, each value under its scenario and parameter value', () => {
    const doc = readPdf(bboxPage(page));
    const ex = extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables: rawTables('paper', doc) }], 'ct', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables[0] as { kind: string; columns: { metric: string }[]; rows: { label: string; values: ({ n: string } | null)[] }[] };
    expect(t.kind).toBe('results');
    expect(t.rows.map((r) => r.label)).toEqual(['Slearner', 'Tlearner', 'OurTree']);
    expect(t.rows[0]?.values.map((v) => (v ? Number(v.n) : v))).toEqual([1.26, 1.46, 4.56, 2.26, 2.46, 4.56]);
    expect(t.columns.every((c) => c.metric === 'mae')).toBe(true);
  });

  it('reads a significance bullet as a mark, and a swept parameter only where every group repeats its values', () => {
    expect(parseValue('1.26 ± 0.09•')).toEqual(parseValue('1.26 ± 0.09'));
    const grid = (rows: string[][]): RawTable => ({ doc: 'p', index: 1, line: 0, header: [['', '', 'A', 'B']], body: rows, context: '' } as unknown as RawTable);
    expect(sweptWithinGroups(grid([['I', '0.2', '1', '2'], ['I', '0.5', '1', '2'], ['II', '0.2', '1', '2'], ['II', '0.5', '1', '2']]))).toBe(true);
    expect(sweptWithinGroups(grid([['I', '0.2', '1', '2'], ['I', '0.5', '1', '2'], ['II', '0.2', '1', '2'], ['II', '0.9', '1', '2']]))).toBe(false);
  });
});
