/**
 * A medical segmentation report (set 49, round 26, in-sample) sets its label columns a word space apart: "ResEnc No – 0.724"
 * under "Model | Binary Mask | Radius". Before, each row's first cell was "ResEnc No" and the switch column was lost (the
 * rows of one model told apart by nothing). Now a column boundary the header prints is kept where every row has a word
 * starting there too; a label of several words is not cut where the header prints nothing.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

// at 9 pt a character is 4.5 wide and words 2.25 apart: "nnU-Net" ends at 111.5, the next word starts at 113.75
const line = (y: number, cells: readonly (readonly [number, string])[]): string => bboxLine(y, cells, 9);

describe('label columns a word space apart in a PDF table', () => {
  it('are cut where the header starts a column', () => {
    const page = [
      line(60, [[80, 'Table 2: Segmentation of the left atrium on the validation fold.']]),
      line(80, [[80, 'Model'], [113.75, 'Pretrained'], [200, 'Dice'], [250, 'HD95']]),
      line(92, [[80, 'nnU-Net Yes'], [200, '0.812'], [250, '3.20']]),
      line(104, [[80, 'nnU-Net No'], [200, '0.781'], [250, '4.13']]),
      line(116, [[80, 'UNet'], [113.75, 'No'], [200, '0.744'], [250, '5.02']]),
      line(128, [[80, 'MedNeXt Yes'], [200, '0.825'], [250, '3.01']]),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 2);
    expect(t?.body.map((r) => r.join(' | '))).toEqual(['nnU-Net | Yes | 0.812 | 3.20', 'nnU-Net | No | 0.781 | 4.13', 'UNet | No | 0.744 | 5.02', 'MedNeXt | Yes | 0.825 | 3.01']);
  });

  it('leave a label of several words whole where the header prints no column', () => {
    const page = [
      line(60, [[80, 'Table 3: Ablation of the loss terms.']]),
      line(80, [[80, 'Variant'], [200, 'Dice'], [250, 'HD95']]),
      line(92, [[80, 'Ours w/o boundary'], [200, '0.801'], [250, '3.40']]),
      line(104, [[80, 'Ours w/o shape'], [200, '0.795'], [250, '3.52']]),
      line(116, [[80, 'Ours full'], [200, '0.825'], [250, '3.01']]),
    ];
    const t = rawTables('paper', readPdf(bboxPage(page))).find((x) => x.number === 3);
    expect(t?.body.map((r) => r[0])).toEqual(['Ours w/o boundary', 'Ours w/o shape', 'Ours full']);
  });
});
