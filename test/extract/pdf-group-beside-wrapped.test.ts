/**
 * A PDF header band that holds both a group ("Test Error (%)" over "Top-1" "Top-5") and column names
 * wrapped onto two lines beside it ("Params" / "(million)", "Latency" / "(ms)"), as CVPR tables print it;
 * a made-up knowledge-distillation table. Before, the group was spread over every column right of it, so
 * "Params (million)" and "Latency (ms)" were read as error columns. Also the rule under it: a group row
 * that spells its spans out (a label repeated over each column) leaves its empty cells without a group,
 * while a Markdown-style group row (a label, then empty cells) still spans them.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { spreadHeader } from '../../src/extract/header-spread.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);

describe('a header band with a group beside wrapped column names', () => {
  it('keeps the group over its own columns only', () => {
    const page = [
      line(70, [[200, 'Test Error (%)'], [290, 'Params'], [350, 'Latency']]),
      line(76, [[60, 'Student'], [130, 'Teacher']]),
      line(82, [[190, 'Top-1'], [250, 'Top-5'], [290, '(million)'], [350, '(ms)']]),
      line(96, [[60, 'ResNet-18'], [130, 'ResNet-34'], [190, '29.7'], [250, '10.4'], [290, '11.7'], [350, '3.1']]),
      line(107, [[60, 'ResNet-18 + KD'], [130, 'ResNet-34'], [190, '29.1'], [250, '10.1'], [290, '11.7'], [350, '3.1']]),
      line(118, [[60, 'ResNet-18 + Ours'], [130, 'ResNet-34'], [190, '28.4'], [250, '9.8'], [290, '11.7'], [350, '3.1']]),
      line(136, [[60, 'Table 4. Distillation from ResNet-34 to ResNet-18 on ImageNet.']]),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 4);
    const groups = t?.header[0] ?? [];
    const leaves = t?.header[1] ?? [];
    expect(leaves).toEqual(['Student', 'Teacher', 'Top-1', 'Top-5', 'Params (million)', 'Latency (ms)']);
    expect(spreadHeader(t?.header ?? [], leaves.length)[0]).toEqual(['', '', 'Test Error (%)', 'Test Error (%)', '', '']);
    expect(groups.filter((g) => g === 'Test Error (%)')).toHaveLength(2);
  });
  it('spreads a Markdown-style group over the empty cells after it, but not a spelled-out one', () => {
    expect(spreadHeader([['', 'Error', '', 'Speed'], ['Model', 'Top-1', 'Top-5', 'FPS']], 4)[0]).toEqual(['', 'Error', 'Error', 'Speed']);
    expect(spreadHeader([['', 'Error', 'Error', ''], ['Model', 'Top-1', 'Top-5', 'FPS']], 4)[0]).toEqual(['', 'Error', 'Error', '']);
  });
});
