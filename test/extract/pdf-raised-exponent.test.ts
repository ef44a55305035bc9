/**
 * A 3D shape-generation paper (set 44, round 26, after its blind measurement) prints its header run together, one word
 * space apart, with a raised exponent: "COV-CD↑(%) MMD-CD↓(×10⁻³) FID↓". Each header word was dealt to the nearest
 * column of numbers on its own, so the exponent "−3" went to the next column: "MMD-CD↓(×10" | "−3 ) FID↓". Now words
 * printed with no space between them go to one column together.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

interface Draft { tables: { kind: string; columns: { metric: string; label: string }[]; rows: { label?: string }[] }[] }

const word = (x0: number, x1: number, y0: number, y1: number, text: string): string => `<word xMin="${x0}" yMin="${y0}" xMax="${x1}" yMax="${y1}">${text}</word>`;
// the header, one word space (2.25) apart, the exponent glued to the word before it and printed small and raised
const header = [
  word(80, 107, 80, 89, 'Method'),
  word(150, 195, 80, 89, 'COV-CD↑(%)'),
  word(197.25, 246.75, 80, 89, 'MMD-CD↓(×10'),
  word(246.75, 252, 80, 85, '−3'),
  word(252.5, 257, 80, 89, ')'),
  word(259.25, 277.25, 80, 89, 'FID↓'),
].join('\n');
// the numbers centred under the header words' columns: 172.5, 227, 268.25
const row = (y: number, name: string, cov: string, mmd: string, fid: string): string => bboxLine(y, [[80, name], [161.25, cov], [218, mmd], [257, fid]], 9);

describe('a raised exponent in a header run together', () => {
  it('stays with its column', () => {
    const page = [
      bboxLine(60, [[80, 'Table 1: Shape generation on ShapeNet chairs.']], 9),
      header,
      row(92, 'GET3D', '76.63', '5.81', '33.18'),
      row(104, 'Sparse3D', '83.28', '3.33', '18.85'),
      row(116, 'LION', '80.12', '3.92', '21.40'),
    ];
    const t = (pdfPageDraft(page).draft.tables as unknown as Draft['tables']).find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['cov-cd', 'mmd-cd', 'fid']);
    expect(t?.rows.map((r) => r.label)).toEqual(['GET3D', 'Sparse3D', 'LION']);
  });
});

describe('two header words of the same print touching over two narrow columns', () => {
  it('go to their own columns ("answer" "choice", set 15\'s ScienceQA paper, a regression caught in round 26)', () => {
    const page = [
      bboxLine(60, [[80, 'Table 2: Comparisons on the A-OKVQA dataset.']], 9),
      [word(80, 107, 80, 89, 'Method'), word(150, 177, 80, 89, 'answer'), word(177.25, 204.25, 80, 89, 'choice')].join('\n'),
      bboxLine(92, [[80, 'Pythia'], [154.5, '25.2'], [181.75, '49.0']], 9),
      bboxLine(104, [[80, 'ViLBERT'], [154.5, '30.6'], [181.75, '49.1']], 9),
      bboxLine(116, [[80, 'BLIP-2'], [154.5, '53.2'], [181.75, '70.2']], 9),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 2);
    expect(t?.header.at(-1)).toEqual(['Method', 'answer', 'choice']);
  });
});
