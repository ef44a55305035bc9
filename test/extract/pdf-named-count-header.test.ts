/**
 * A PDF table whose column groups are test sets printed with their sizes ("CAMO (250)  CHAMELEON (76)  COD10K (2026)",
 * seen in a camouflaged-object-detection paper, round 24), a header line "Method | M ↓ F ω ↑ Sm ↑ …" under it, and its
 * rows grouped by label lines centred over the table ("RGB-based COD Methods" right under the header, "RGB-D-based COD
 * Methods" between the rows). The sizes in brackets made the group line read as a row of numbers, so the test sets were
 * lost; the first label line read as a third header row. And salient / camouflaged object detection heads its mean
 * absolute error `M` beside the S-measure and the weighted F-measure: the letter is read as `mae` only there.
 */
import { describe, expect, it } from 'vitest';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric: string; subset?: string }[]; rows: { label?: string; values: (number | null)[]; settings?: Record<string, string> }[] }[];
}

const row = (y: number, label: string, values: readonly string[]): string => bboxLine(y, [[60, label], ...values.map((v, k) => [160 + k * 40, v] as const)], 8);

describe('test sets printed with their sizes over a PDF table, rows grouped by centred label lines', () => {
  const page = [
    bboxLine(50, [[60, 'Table 3. Comparison with the state of the art on two multi-organ benchmarks.']], 8),
    // "Synapse" and its size two cells apart, "ACDC (100)" in one cell: each centred over its two columns
    bboxLine(66, [[158, 'Synapse'], [197, '(30)'], [242, 'ACDC (100)']], 8),
    bboxLine(78, [[60, 'Method'], [160, 'Dice ↑'], [200, 'HD95 ↓'], [240, 'Dice ↑'], [280, 'HD95 ↓']], 8),
    bboxLine(92, [[141, 'CNN-based methods']], 8),
    row(104, 'U-Net', ['76.85', '39.70', '87.55', '1.90']),
    row(114, 'Att-UNet', ['77.77', '36.02', '86.75', '2.10']),
    bboxLine(126, [[123, 'Transformer-based methods']], 8),
    row(138, 'TransUNet', ['77.48', '31.69', '89.71', '1.62']),
    row(148, 'Swin-UNet', ['79.13', '21.55', '90.00', '1.55']),
    row(158, 'Ours', ['82.10', '17.36', '91.62', '1.20']),
  ];

  it('reads the test sets as the column groups, every row a result, each under its group', () => {
    const t = pdfPageDraft(page).draft.tables[0] as unknown as Draft['tables'][number];
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => [c.metric, c.subset])).toEqual([['dice', 'synapse'], ['hd95', 'synapse'], ['dice', 'acdc'], ['hd95', 'acdc']]);
    expect(t.rows.map((r) => r.label)).toEqual(['U-Net', 'Att-UNet', 'TransUNet', 'Swin-UNet', 'Ours']);
    expect(t.rows.map((r) => (r.values[0] as unknown as { n: string }).n)).toEqual(['76.85', '77.77', '77.48', '79.13', '82.10']);
    expect(t.rows.map((r) => Object.values(r.settings ?? {})[0])).toEqual(['CNN-based methods', 'CNN-based methods', 'Transformer-based methods', 'Transformer-based methods', 'Transformer-based methods']);
  });
});

describe('`M` of salient object detection', () => {
  it('is the mean absolute error beside the S-measure and the weighted F-measure', () => {
    const r = extractMarkdown<Draft>(['# Salient object detection', '', 'Table 1: Results on DUTS-TE.', '',
      '| Method | M ↓ | Sm ↑ | Fω ↑ |', '|---|---|---|---|', '| BASNet | .048 | .866 | .803 |', '| U2-Net | .045 | .874 | .804 |', '| Ours | .037 | .888 | .842 |', '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['mae', 's-measure', 'weighted-f-measure']);
  });

  it('is no metric beside a model size', () => {
    const r = extractMarkdown<Draft>(['# Models', '', 'Table 1: Our models.', '', '| Model | M | Params |', '|---|---|---|', '| Small | 4 | 22 |', '| Base | 8 | 86 |', '']);
    expect(r.draft.tables[0]?.columns.some((c) => c.metric === 'mae')).toBe(false);
  });
});
