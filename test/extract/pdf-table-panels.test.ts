/**
 * PDF reader (bbox XHTML, pure): a wide table printed as panels stacked under one caption, each panel with a header
 * of its own (seen in a prompt-learning paper's eleven-dataset table). A made-up remote-sensing scene
 * classification table in two panels. Before, only the panel next to the "Table N" caption was read; the other was
 * a grid with no caption, and its lines stayed text: its rows were lost without a review line.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const row = (y: number, r: readonly string[]): string => line(y, r.map((t, k) => [60 + k * 70, t] as const));

const panelOne = [
  row(70, ['Method', 'UCM', 'AID', 'NWPU']),
  row(80, ['ResNet-50', '98.1', '94.6', '91.9']),
  row(90, ['ViT-B', '98.8', '95.9', '93.2']),
  row(100, ['Ours', '99.2', '96.7', '94.4']),
];
const panelTwo = [
  row(114, ['Method', 'RSSCN7', 'WHU-RS19', 'PatternNet']),
  row(124, ['ResNet-50', '93.4', '97.8', '99.0']),
  row(134, ['ViT-B', '94.1', '98.5', '99.3']),
  row(144, ['Ours', '95.0', '99.0', '99.6']),
];

describe('pdf reader: a table printed in panels under one caption', () => {
  it('reads the panel below the captioned one as a block of the same table (caption above)', () => {
    const page = [line(50, [[60, 'Table 2. Overall accuracy (%) of scene classification on six remote sensing benchmarks.']]), ...panelOne, ...panelTwo];
    const ts = rawTables('paper', readPdf(bboxPage(page)));
    expect(ts.map((t) => t.number)).toEqual([2, 2]);
    expect(ts[1]?.header).toEqual([['Method', 'RSSCN7', 'WHU-RS19', 'PatternNet']]);
    expect(ts[1]?.body.map((r) => r[0])).toEqual(['ResNet-50', 'ViT-B', 'Ours']);
    // the block reads the caption of its table
    expect(ts[1]?.caption).toMatch(/^Overall accuracy/);
  });
  it('reads the panel above the captioned one as a block of the same table (caption below)', () => {
    const page = [...panelOne, ...panelTwo, line(160, [[60, 'Table 4: Overall accuracy (%) of scene classification on six remote sensing benchmarks.']])];
    const ts = rawTables('paper', readPdf(bboxPage(page)));
    expect(ts.map((t) => t.number)).toEqual([4, 4]);
    expect(ts.map((t) => t.header[0]?.[1])).toEqual(['UCM', 'RSSCN7']);
  });
  it('keeps a grid set apart from the captioned table (a paragraph between them) as text', () => {
    const page = [
      line(50, [[60, 'Table 2. Overall accuracy (%) of scene classification on three benchmarks.']]),
      ...panelOne,
      line(112, [[60, 'The per-class results below follow the same protocol as the main comparison here.']]),
      ...panelTwo.map((l) => l.replace(/yMin="(\d+)\.00" yMax="(\d+)\.00"/g, (_m, a: string, b: string) => `yMin="${Number(a) + 12}.00" yMax="${Number(b) + 12}.00"`)),
    ];
    const ts = rawTables('paper', readPdf(bboxPage(page)));
    expect(ts.map((t) => t.number)).toEqual([2]);
  });
  it('does not join a grid with other columns and another corner cell', () => {
    const other = [
      row(114, ['Backbone', 'Params', 'FLOPs']),
      row(124, ['ResNet-50', '25.6', '4.1']),
      row(134, ['ViT-B', '86.6', '17.6']),
    ];
    const ts = rawTables('paper', readPdf(bboxPage([line(50, [[60, 'Table 2. Overall accuracy (%) on three benchmarks.']]), ...panelOne, ...other])));
    expect(ts.map((t) => t.number)).toEqual([2]);
  });
});
