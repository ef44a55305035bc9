/**
 * Cells packing a field's fixed pair of metrics with no metric printed anywhere ("32.41/0.9021" under "Set5",
 * "243.5/364.7" under "UCF-QNRF"): split by the field's convention (data/pair-conventions.ts) when every cell
 * packs as many numbers as the convention names and passes its check, marked for review. Developed on
 * c3-crowd-counting-readme (holdout7, in-sample); checked here on a super-resolution README written for the test.
 */
import { describe, expect, it } from 'vitest';
import { pairConventionOf } from '../../src/extract/pair-convention.js';
import { extractTables } from '../helpers/extract-markdown.js';

interface Table { columns: { metric: string; subset?: string }[]; rows: { method: string; values: (number | string | null)[] }[] }

const sr = (rows: string[]): string => [
  '# TinySR',
  '',
  '## Results (x4)',
  '',
  '| Model | Set5 | Set14 | Urban100 |',
  '| --- | --- | --- | --- |',
  ...rows,
  '',
].join('\n');

describe('packed cells named by the field convention of the benchmark in the header', () => {
  it('splits PSNR/SSIM cells under super-resolution test sets into two metric columns, for review', () => {
    const { tables, yaml } = extractTables<Table>(sr([
      '| Bicubic | 28.42/0.8104 | 26.00/0.7027 | 23.14/0.6577 |',
      '| TinySR | 32.17/0.8950 | 28.61/0.7816 | 26.04/0.7849 |',
    ]));
    const t = tables[0] as Table;
    expect(t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['psnr/set5', 'ssim/set5', 'psnr/set14', 'ssim/set14', 'psnr/urban100', 'ssim/urban100']);
    expect(t.rows.find((r) => r.method === 'tinysr')?.values).toEqual([32.17, 0.895, 28.61, 0.7816, 26.04, 0.7849]);
    expect(yaml).toMatch(/# review: cells packing several values .*GUESSED from the field's convention that Set5 cells print PSNR\/SSIM/);
  });

  it('guesses nothing when a cell breaks the convention\'s order (an SSIM above 1)', () => {
    const { yaml } = extractTables<Table>(sr([
      '| Bicubic | 0.8104/28.42 | 0.7027/26.00 | 0.6577/23.14 |',
      '| TinySR | 0.8950/32.17 | 0.7816/28.61 | 0.7849/26.04 |',
    ]));
    expect(yaml).not.toMatch(/GUESSED from the field's convention/);
    expect(yaml).toMatch(/cells packing several numbers with no metric printed/);
  });

  it('reads a benchmark from the group cell above the leaf, and checks the count of numbers', () => {
    expect(pairConventionOf(['ShanghaiTech', 'Part A'], [['61.3', '104.9']])?.metrics).toEqual(['MAE', 'MSE']);
    expect(pairConventionOf(['UCF-QNRF'], [['88.7', '154.8']])?.benchmark).toBe('UCF-QNRF');
    // RMSE below MAE cannot be crowd counting's MAE/MSE; three numbers are not its pair; a one-metric header is no pair
    expect(pairConventionOf(['UCF-QNRF'], [['154.8', '88.7']])).toBeUndefined();
    expect(pairConventionOf(['UCF-QNRF'], [['88.7', '154.8', '3']])).toBeUndefined();
    expect(pairConventionOf(['ImageNet'], [['76.1', '92.9']])).toBeUndefined();
    // a name of letters only counts as spelt or in capitals
    expect(pairConventionOf(['gcc'], [['10', '20']])).toBeUndefined();
  });
});
