/**
 * Two PDF layouts of the LAVIS technical report's page 6, on word boxes as `pdftotext -bbox-layout`
 * prints them (pure): two tables side by side on a two-column page, their captions on one line, and
 * the right one stacked in blocks (task and dataset cells spanning rows, printed once and vertically
 * centred; a header row of its own at the top of each block). Before: the two tables were read as one
 * wide grid, and the stacked one's rows as cells of the wrong columns (0 of 18 key cells).
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const SIZE = 7.2;
/** One printed line: each cell's words from its x, about half an em per character. */
const line = (y: number, cells: readonly Cell[], size = SIZE): string => bboxLine(y, cells, size);

const prose = 'the models are finetuned on each task and we report the results of both official and replicated runs here';
const page = [
  line(40, [[50, 'Table 5. Replicated retrieval results using ALPRO'], [310, 'Table 7. Experiment results on KVQA and AVSD']], 8),
  line(60, [[55, 'Tasks'], [95, 'Datasets'], [190, 'Results'], [321, 'Tasks'], [358, 'Datasets'], [422, 'Models'], [497, 'Results']]),
  line(74, [[190, 'R1'], [225, 'R5'], [260, 'R10'], [482, 'test']]),
  line(84, [[188, '32.0'], [223, '60.7'], [258, '70.8'], [405, 'KAT (Single) [20]'], [481, '53.1']]),
  line(94, [[60, 'TR'], [100, 'MSRVTT'], [358, 'OKVQA'], [399, 'KAT (Ensemble) [20]'], [481, '54.4']]),
  line(104, [[188, '33.2'], [223, '60.5'], [258, '71.7'], [422, 'ALBEF'], [481, '54.7']]),
  line(114, [[188, '33.9'], [223, '60.7'], [258, '73.2'], [319, 'KVQA'], [426, 'BLIP'], [481, '55.4']]),
  line(124, [[60, 'VR'], [100, 'MSRVTT'], [483, 'val'], [512, 'test']]),
  line(134, [[188, '33.8'], [223, '61.4'], [258, '72.7'], [416, 'GPV-2 [24]'], [481, '48.6'], [511, '40.7']]),
  line(144, [[356, 'AOKVQA'], [422, 'ALBEF'], [481, '54.5'], [517, '-']]),
  line(154, [[410, 'BLIP (VQAv2)'], [481, '53.4'], [517, '-']]),
  line(164, [[426, 'BLIP'], [481, '56.2'], [511, '50.1']]),
  line(176, [[479, 'B@4'], [506, 'CIDEr']]),
  line(186, [[418, 'MTN [30]'], [479, '0.410'], [509, '1.129']]),
  line(192, [[321, 'Video'], [362, 'AVSD'], [419, 'PDC [28]'], [479, '0.429'], [509, '1.194']]),
  line(200, [[316, 'Dialogue']]),
  line(206, [[418, 'RLM [38]'], [479, '0.459'], [509, '1.308']]),
  line(216, [[417, 'VGD-GPT'], [479, '0.465'], [509, '1.315']]),
  ...Array.from({ length: 14 }, (_, i) => line(250 + i * 12, [[50, prose.slice(0, 60)], [310, prose.slice(0, 60)]], 8.9)),
];
const xhtml = bboxPage(page);

describe('pdf reader: side-by-side tables, one stacked in blocks', () => {
  const model = readPdf(xhtml);
  const tables = rawTables('paper', model);

  it('reads each table of the pair on its own, under its own caption', () => {
    const left = tables.find((t) => t.number === 5);
    expect(left?.caption).toMatch(/^Replicated retrieval results/);
    expect(left?.body.flat().join(' ')).not.toMatch(/KAT|BLIP|MTN/);
    expect(left?.body.map((r) => r.filter((c) => /\d/.test(c)))).toContainEqual(['32.0', '60.7', '70.8']);
  });

  it('reads the stacked table as one grid per block, numbered by its caption, spanning cells repeated', () => {
    const seven = tables.filter((t) => t.number === 7);
    expect(seven.map((t) => t.numberFrom)).toEqual(['caption', 'caption', 'caption']);
    expect(seven.map((t) => t.header.at(-1)?.slice(3))).toEqual([['test'], ['val', 'test'], ['B@4', 'CIDEr']]);
    expect(seven[0]?.header[0]).toEqual(['Tasks', 'Datasets', 'Models', 'Results']);
    expect(seven[0]?.body).toEqual([
      ['KVQA', 'OKVQA', 'KAT (Single)', '53.1'],
      ['KVQA', 'OKVQA', 'KAT (Ensemble)', '54.4'],
      ['KVQA', 'OKVQA', 'ALBEF', '54.7'],
      ['KVQA', 'OKVQA', 'BLIP', '55.4'],
    ]);
    // the task printed in the first block spans the second; "Video" / "Dialogue" is one two-line cell
    expect(seven[1]?.body.map((r) => r.slice(0, 3).join(' | '))).toEqual(['KVQA | AOKVQA | GPV-2', 'KVQA | AOKVQA | ALBEF', 'KVQA | AOKVQA | BLIP (VQAv2)', 'KVQA | AOKVQA | BLIP']);
    expect(seven[1]?.body[1]?.slice(3)).toEqual(['54.5', '-']);
    expect(seven[2]?.body.map((r) => r.slice(0, 3).join(' | '))).toEqual(['Video Dialogue | AVSD | MTN', 'Video Dialogue | AVSD | PDC', 'Video Dialogue | AVSD | RLM', 'Video Dialogue | AVSD | VGD-GPT']);
  });
});
