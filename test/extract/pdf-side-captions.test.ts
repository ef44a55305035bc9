/**
 * PDF reader (bbox XHTML, pure): two tables printed side by side on a two-column page, captions below
 * them that start on different printed lines (the right table is shorter, so its caption starts three
 * lines higher). A made-up self-supervised-learning page: linear-probe accuracies on the left, fine-tuning
 * on the right. Before, only captions sharing one printed line told the two tables apart: the rows were
 * read as one wide table, the right table's rows as extra columns of the left one, and the right table
 * was not drafted.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);
const prose = ['The pretrained encoders are evaluated in two ways', 'that are common in the literature on learning', 'visual features without labels: a linear probe', 'and end-to-end fine-tuning of the whole network.'];
const right = ['Fine-tuning reaches higher accuracy for every', 'encoder, and the gap between the methods is', 'smaller than with the linear probe, as the', 'earlier work on these benchmarks also found.'];

const left = [['SimCLR', '69.3', '89.0'], ['MoCo v2', '71.1', '90.1'], ['BYOL', '74.3', '91.6'], ['DINO', '75.3', '92.5'], ['Ours', '76.1', '93.0']];
const tuned = [['SimCLR', '82.1', '96.0'], ['BYOL', '83.0', '96.4'], ['Ours', '84.2', '96.9']];

const page = [
  ...prose.map((t, i) => line(40 + i * 11, [[60, t]])),
  ...right.map((t, i) => line(40 + i * 11, [[310, t]])),
  line(100, [[60, 'Method'], [170, 'Top-1'], [220, 'Top-5'], [320, 'Method'], [440, 'Top-1'], [490, 'Top-5']]),
  ...left.map((r, i) => line(112 + i * 11, [[60, r[0] as string], [170, r[1] as string], [220, r[2] as string], ...(tuned[i] ? ([[320, (tuned[i] as string[])[0] as string], [440, (tuned[i] as string[])[1] as string], [490, (tuned[i] as string[])[2] as string]] as Cell[]) : [])])),
  line(150, [[310, 'Table 2. Fine-tuning top-1 accuracy on ImageNet.']]),
  line(161, [[310, 'All encoders are ViT-S/16.']]),
  line(180, [[60, 'Table 1. Linear-probe accuracy on ImageNet.']]),
  line(191, [[60, 'Frozen features, one linear layer on top.']]),
  ...prose.map((t, i) => line(220 + i * 11, [[60, t]])),
  ...right.map((t, i) => line(220 + i * 11, [[310, t]])),
];

describe('pdf reader: side-by-side tables whose captions start on different lines', () => {
  it('reads two tables, each with its own rows and caption', () => {
    const tables = rawTables('paper', readPdf(bboxPage(page)));
    const one = tables.find((t) => t.number === 1);
    const two = tables.find((t) => t.number === 2);
    expect(one?.caption).toMatch(/^Linear-probe accuracy/);
    expect(one?.body.map((r) => r.join(' | '))).toEqual(['SimCLR | 69.3 | 89.0', 'MoCo v2 | 71.1 | 90.1', 'BYOL | 74.3 | 91.6', 'DINO | 75.3 | 92.5', 'Ours | 76.1 | 93.0']);
    expect(two?.caption).toMatch(/^Fine-tuning top-1 accuracy/);
    expect(two?.body.map((r) => r.join(' | '))).toEqual(['SimCLR | 82.1 | 96.0', 'BYOL | 83.0 | 96.4', 'Ours | 84.2 | 96.9']);
  });
});
