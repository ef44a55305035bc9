/**
 * PDF reader (bbox XHTML, pure): a full-width table of a two-column conference page whose label columns
 * (`Method`, `Venue`) are printed left of the gutter and whose values are all right of it, under a
 * caption of five printed lines (two of them cut at the gutter), with `∗` marks printed raised (LaTeX's
 * `$^\ast$`). A made-up trajectory-prediction page. Before: the rows were read as lines of the left
 * column beside lines of the right column, so the labels were lost and the first value column became
 * the method; the caption ended too far above the table to be found, so the table was not read at all;
 * the raised `∗` marks were lines of their own.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);

const rows: [string, string, string, string, string, string][] = [
  ['Social-LSTM', 'CVPR16', '0.72', '1.54', '0.65', '1.31'],
  ['Social-GAN', 'CVPR18', '0.58', '1.18', '−', '−'],
  ['Trajectron', 'ECCV20', '0.43', '0.86', '0.39', '0.83'],
  ['Ours', '−', '0.36 ± 0.02', '0.71 ± 0.03', '0.33 ± 0.01', '0.66 ± 0.02'],
];
const left = ['We compare with the methods that report results', 'on both benchmarks, using the splits of the', 'original papers and the same observation length', 'of eight frames for every method we evaluate.'];
const right = ['The displacement errors are averaged over the', 'twenty samples drawn for each agent, and the', 'best of them is kept as in the earlier work', 'so the numbers can be compared directly here.'];

const page = [
  // a five-line caption: its second and third lines come out cut at the gutter
  line(40, [[60, 'Table 1. Comparison with prior work on the ETH and UCY pedestrian benchmarks. Average and final displacement errors (ADE / FDE)']]),
  line(50, [[60, 'in meters over twelve predicted frames; lower is better.'], [310, 'Methods marked with a star use extra map input.']]),
  line(60, [[60, 'The last row is our method averaged over five seeds.'], [310, 'A dash means the paper reports no such result.']]),
  line(70, [[60, 'Results of the baselines are copied from the original papers.']]),
  line(80, [[60, '∗ Uses the scene map as an additional input.']]),
  line(104, [[60, 'Method'], [170, 'Venue'], [330, 'ADE'], [390, 'FDE'], [450, 'ADE'], [510, 'FDE']]),
  ...rows.flatMap((r, i) => {
    const y = 116 + i * 11;
    const marked = i === 1 ? [line(y - 2, [[60 + r[0].length * 4, '∗']], 5)] : [];
    return [...marked, line(y, [[60, r[0]], [170, r[1]], [330, r[2]], [390, r[3]], [450, r[4]], [510, r[5]]])];
  }),
  ...left.map((t, i) => line(200 + i * 11, [[60, t]])),
  ...right.map((t, i) => line(200 + i * 11, [[310, t]])),
  ...left.map((t, i) => line(250 + i * 11, [[60, t]])),
  ...right.map((t, i) => line(250 + i * 11, [[310, t]])),
];

describe('pdf reader: a full-width table with its labels left of the gutter', () => {
  const tables = rawTables('paper', readPdf(bboxPage(page)));
  it('keeps each row whole: the method and venue with their values', () => {
    const t = tables.find((x) => x.number === 1);
    expect(t?.numberFrom).toBe('caption');
    expect(t?.body.map((r) => r.join(' | '))).toEqual([
      'Social-LSTM | CVPR16 | 0.72 | 1.54 | 0.65 | 1.31',
      'Social-GAN | CVPR18 | 0.58 | 1.18 | − | −',
      'Trajectron | ECCV20 | 0.43 | 0.86 | 0.39 | 0.83',
      'Ours | − | 0.36 ± 0.02 | 0.71 ± 0.03 | 0.33 ± 0.01 | 0.66 ± 0.02',
    ]);
  });
  it('reads the caption that ends five printed lines and a gap of two lines above the header, and keeps the prose out of the table', () => {
    const t = tables.find((x) => x.number === 1);
    expect(t?.caption).toMatch(/^Comparison with prior work on the ETH and UCY .* additional input\.$/);
    expect(tables.flatMap((x) => x.body).some((r) => r.some((c) => /compare|displacement errors/.test(c)))).toBe(false);
  });
});

/**
 * Round 26 (set 48's audio captioning paper, IEEE two-column, in-sample): the values right of the gutter print no leading
 * zero (".485"), counts with their magnitude ("171M"), "N/A", and a short setting word first ("Enc∗", "No"). Before,
 * none of these was a value cell, so the rows were read as lines of two columns and the table was lost.
 */
describe('pdf reader: a full-width IEEE table of captioners, labels left of the gutter', () => {
  const ieee: [string, string, string, string, string, string, string][] = [
    ['HTSAT-BART', 'AS', 'Enc∗', '.485', 'N/A', '171M', '0'],
    ['Multi-TTA', 'AS', 'Enc∗', '.475', 'N/A', '108M', '0'],
    ['CNN14-trans', 'AS', 'Enc', '.443', '.615', '12.3M', '75.5M'],
    ['CNext-trans', 'AS-AC', 'No', '.466', '.630', '12.0M', '28.2M'],
  ];
  const ieeePage = [
    line(40, [[200, 'TABLE V']]),
    line(50, [[60, 'AUDIO CAPTIONING RESULTS ON THE TESTING SUBSET. ENC MEANS A POTENTIAL BIAS IN THE ENCODER.']]),
    line(70, [[60, 'System'], [170, 'Pretraining'], [330, 'Biased'], [380, 'SPIDEr'], [430, 'FENSE'], [480, 'Trainable'], [540, 'Frozen']]),
    ...ieee.map((r, i) => line(82 + i * 11, [[60, r[0]], [170, r[1]], [330, r[2]], [380, r[3]], [430, r[4]], [480, r[5]], [540, r[6]]])),
    ...left.map((t, i) => line(200 + i * 11, [[60, t]])),
    ...right.map((t, i) => line(200 + i * 11, [[310, t]])),
  ];
  const tables = rawTables('paper', readPdf(bboxPage(ieeePage)));
  it('keeps each row whole', () => {
    const t = tables.find((x) => x.number === 5);
    expect(t?.body.map((r) => r.join(' | '))).toEqual(ieee.map((r) => r.join(' | ')));
  });
});
