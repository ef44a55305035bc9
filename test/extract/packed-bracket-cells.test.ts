/**
 * Cells packing two metrics as "a (b)" ("32.41 (0.902)"), whose format only the text states ("Results are
 * presented in the format of <PSNR (SSIM)>", at the top of the document, far from the table), are split into
 * one column per metric (docs/extract-corpus.md, "Third held-out set (vision and signal processing)", cause 2).
 * Without such a statement, "a (b)" cells are left as they are. Checked on a super-resolution README written here.
 */
import { describe, expect, it } from 'vitest';
import { bracketFormat, bracketParts } from '../../src/extract/packed-cells.js';
import { extractTables } from '../helpers/extract-markdown.js';

interface Table { columns: { metric: string; subset?: string }[]; rows: { method: string; values: (number | string | null)[] }[] }

const extract = (text: string) => extractTables<Table>(text);

const doc = (statement: string): string => [
  '# TinySR model zoo',
  '',
  statement,
  '',
  '## x4 models',
  '',
  'Trained on DIV2K.',
  '',
  '| Model | Params | Set5 | Urban100 |',
  '| --- | --- | --- | --- |',
  '| Bicubic | 0 | 28.42 (0.810) | 23.14 (0.657) |',
  '| TinySR (ours) | 0.3 | 32.41 (0.902) | 26.37 (0.794) |',
  '',
].join('\n');

describe('"a (b)" cells whose format the text states', () => {
  it('splits each packed column into its two metrics, the dataset kept as the subset', () => {
    const { tables, yaml } = extract(doc('Results are presented in the format of <PSNR (SSIM)>.'));
    const t = tables[0] as Table;
    expect(t.columns.filter((c) => c.metric === 'psnr' || c.metric === 'ssim').map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['psnr/set5', 'ssim/set5', 'psnr/urban100', 'ssim/urban100']);
    const ours = t.rows.find((r) => r.method !== 'bicubic');
    expect(ours?.values.slice(-4)).toEqual([32.41, 0.902, 26.37, 0.794]);
    expect(yaml).toMatch(/# review: cells packing several values .*the "a \(b\)" format the text states/);
  });

  it('leaves "a (b)" cells alone when the text states no format', () => {
    const { yaml } = extract(doc('Models are trained for 300 epochs.'));
    expect(yaml).not.toMatch(/cells packing several values/);
    expect(yaml).not.toMatch(/\bssim\b/);
  });

  it('reads the stated format only when both names are metrics', () => {
    expect(bracketFormat('Results are presented in the format of <em>&lt;Rank-1 (mAP)&gt;</em>.')).toEqual(['Rank-1', 'mAP']);
    expect(bracketFormat('Numbers are PSNR (SSIM).')).toEqual(['PSNR', 'SSIM']);
    expect(bracketFormat('Numbers are accuracy (std).')).toBeUndefined();
    expect(bracketFormat('Results are reported as Top-1 (%).')).toBeUndefined();
    expect(bracketParts('87.9 (70.4)')).toEqual(['87.9', '70.4']);
    expect(bracketParts('50.1 (↓12.11%)')).toBeUndefined();
  });
});
