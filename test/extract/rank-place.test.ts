/**
 * "We rank #1 in these tasks" names a place in a ranking, not the Rank-1 (R@1) metric (src/extract/metric-lookup.ts,
 * `metricsInText`). Before, MAE's README lead-in ("we rank #1 in these classification tasks") gave every column of
 * the table under it `r@1`. Checked on a sign-language recognition README written here.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('a place in a ranking is no metric', () => {
  it('reads "rank #1" as a place and "Rank-1" as the metric', () => {
    expect(metricsInText('By pre-training on more signers we rank #1 on these leaderboards:')).toEqual([]);
    expect(metricsInText('ranked #2 on the WLASL leaderboard with a WER of 20.1')).toEqual(['wer']);
    expect(metricsInText('Rank-1 accuracy and mAP on Market-1501')).toContain('r@1');
  });

  it('drafts no column under r@1 from such a lead-in', () => {
    const { yaml } = extractMarkdown([
      '# SignPose: isolated sign language recognition',
      '',
      'By pre-training on more signers we rank #1 on these leaderboards:',
      '',
      '| Model | WLASL100 | WLASL300 | WLASL2000 |',
      '| --- | --- | --- | --- |',
      '| I3D | 65.89 | 56.14 | 32.48 |',
      '| SignPose | 81.20 | 74.53 | 52.61 |',
      '',
    ]);
    expect(yaml).not.toContain('"r@1"');
  });
});
