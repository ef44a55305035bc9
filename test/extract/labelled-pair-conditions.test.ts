/**
 * Two values in one cell whose header names their CONDITIONS, not their metrics (src/extract/packed-labels.ts):
 * "PSNR (10 / 30 frames) [dB]" over "28.1 / 24.9" — numbers sharing the unit printed after the last one, a unit in
 * brackets after the label group, and a row printing one number (kept under the first label, with a review line).
 * Seen in a weather-forecasting leaderboard (holdout9 `weatherbench-leaderboard-readme`, in-sample: "Z500 RMSE
 * (3 / 5 days) [m<sup>2</sup>/s<sup>2</sup>]"); checked here on a video-prediction README written for the test.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { subLabels } from '../../src/extract/packed-labels.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: ({ metric: string; subset?: string } | { id: string })[]; rows: { label?: string; values: unknown[] }[] };

describe('pair cells whose header names the conditions', () => {
  it('reads numbered labels with a shared unit, before a trailing bracketed unit', () => {
    expect(subLabels('PSNR (10 / 30 frames) [dB]', 2)).toEqual({ stem: 'PSNR', labels: ['10 frames', '30 frames'] });
    expect(subLabels('Z500 RMSE (3 / 5 days) [m 2/s 2]', 2)).toEqual({ stem: 'Z500 RMSE', labels: ['3 days', '5 days'] });
    expect(subLabels('MAE (24h/72h)', 2)).toEqual({ stem: 'MAE', labels: ['24h', '72h'] });
    expect(subLabels('Acc (T/S) (%)', 2)).toEqual({ stem: 'Acc', labels: ['T', 'S'] });
    expect(subLabels('PSNR [dB]', 2)).toBeUndefined();
  });

  it('splits the pairs into one column per condition, the qualifier kept', () => {
    const { yaml } = extractMarkdown([
      '# FrameCast: long-horizon video prediction',
      '',
      '## Results on KTH',
      '',
      '| Model | Action PSNR (10 / 30 frames) [dB] | SSIM (10 / 30 frames) | Notes |',
      '| --- | --- | --- | --- |',
      '| Copy last frame | 25.9 | 0.779 | no learning |',
      '| ConvLSTM | 27.4 / 23.1 | 0.812 / 0.706 | recurrent |',
      '| FrameCast (ours) | **29.8 / 26.2** | **0.871 / 0.790** | transformer |',
      '',
    ]);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    const cols = t.columns.filter((c) => 'metric' in c).map((c) => `${c.metric}/${c.subset ?? ''}`);
    expect(cols).toEqual(['psnr/action-10-frames', 'psnr/action-30-frames', 'ssim/10-frames', 'ssim/30-frames']);
    expect(t.rows[2]?.values.slice(0, 4)).toEqual([29.8, 26.2, 0.871, 0.79]);
    // the baseline's one number stays in the first condition's column, and a review line says so
    expect(t.rows[0]?.values.slice(0, 4)).toEqual([25.9, null, 0.779, null]);
    expect(yaml).toContain('a cell with one number in a column of labelled pairs kept under the first label');
  });
});
