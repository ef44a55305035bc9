/**
 * A watermarking paper's comparison (an Elsevier two-column PDF of set 41, round 25): a full-width "Table 5" caption at
 * the foot of the two text columns, the right column's text read after it, then the table. Its header prints the
 * methods as column groups ("SVD based", …, "Proposed") over PSNR (dB) / SSIM, its rows the embedding capacities
 * (bpp). Before, the caption was not found (the right column's lines stood between it and the table in reading
 * order), and the table was kept as text; the rows, all numbers, kept the methods in the subsets. Now the caption is
 * found, and the table is read with a row per method, the capacity in each column's subset. Beside PSNR, "NC" is the
 * watermark's normalized correlation and WPSNR the weighted PSNR.
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface T { kind: string; source: { table: number | string }; columns: { metric: string; subset?: string }[]; rows: { label?: string; values: (number | null)[] }[] }

const prose = (y: number, x: number, text: string): string => bboxLine(y, [[x, text]], 9);
const xs = [50, 130, 190, 250, 310, 370, 430];
const row = (y: number, cells: readonly string[]): string => bboxLine(y, cells.map((t, k) => [xs[k] as number, t] as const), 8);

describe('a full-width caption under two columns of text', () => {
  it('is found above its table, and the method groups read as rows', () => {
    const left = ['The embedding capacity of the methods is', 'compared in this section with the four', 'conventional methods of the literature and', 'the proposed watermarking method here.'];
    const right = ['The PSNR is about 58 dB for an embedding', 'capacity of 0.03125 bpp. The high PSNR', 'value depicts that the proposed scheme is', 'highly imperceptible for every test image.'];
    const page = [
      ...left.map((t, k) => prose(100 + k * 11, 50, t)),
      prose(160, 50, 'Table 5'),
      prose(171, 50, 'PSNR and SSIM comparison of various watermarking methods on cover image lena.'),
      ...right.map((t, k) => prose(100 + k * 11, 310, t)),
      row(190, ['bpp', 'SVD based', 'SVD based', 'LU based', 'LU based', 'Proposed', 'Proposed']),
      row(202, ['', 'PSNR (dB)', 'SSIM', 'PSNR (dB)', 'SSIM', 'PSNR (dB)', 'SSIM']),
      row(214, ['0.03125', '42.122', '0.954', '46.124', '0.971', '58.2590', '0.9993']),
      row(226, ['0.015625', '44.154', '0.971', '52.450', '0.983', '61.1548', '0.9996']),
      row(238, ['0.0078125', '46.520', '0.982', '56.123', '0.989', '64.3830', '0.9998']),
    ];
    const tables = pdfPageDraft(page).draft.tables as unknown as T[];
    const t = tables.find((x) => x.source.table === 5);
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.label)).toEqual(['SVD based', 'LU based', 'Proposed']);
    expect(t?.columns.slice(0, 2).map((c) => [c.metric, c.subset])).toEqual([['psnr', '0.03125'], ['ssim', '0.03125']]);
    expect(t?.rows[2]?.values.slice(0, 2).map((v) => Number((v as unknown as { n: string }).n))).toEqual([58.259, 0.9993]);
  });
});

describe('watermarking measures', () => {
  it('reads NC beside PSNR as the normalized correlation, and WPSNR, BER, bit accuracy', () => {
    const r = extractMarkdown<{ tables: T[] }>(['# Watermarking', '', 'Table 1: Imperceptibility and robustness of the proposed method.', '', '| Cover image | PSNR (dB) | WPSNR (dB) | SSIM | NC | BER |', '|---|---|---|---|---|---|',
      '| Lena | 49.2075 | 49.8871 | 0.9948 | 1 | 0.00 |', '| Peppers | 49.2645 | 49.6554 | 0.9952 | 0.9999 | 0.01 |', '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['psnr', 'wpsnr', 'ssim', 'normalized-correlation', 'ber']);
    expectValidates(r.dir);
    expect(metricFor('Bit Acc.', true)).toBe('bit-accuracy');
  });

  it('still reads NC beside Chamfer distance as normal consistency', () => {
    const r = extractMarkdown<{ tables: T[] }>(['# Meshes', '', 'Table 2: Reconstruction on ShapeNet.', '', '| Method | Chamfer-L1 | NC | F-Score |', '|---|---|---|---|', '| ONet | 0.215 | 0.829 | 0.613 |', '| Ours | 0.101 | 0.901 | 0.852 |', '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toContain('normal-consistency');
  });
});
