/**
 * A first place in a ranking is a `best` claim (src/extract/statements-claims.ts, bestIn): "is ranked
 * #1", "ranks 1st", "ranked first", "ranks No. 1"; the competitors it is ranked among ("among all
 * submissions") are no scope, the benchmark after them is, and a clause "and achieves …" after it
 * ends it. An ordering by a criterion ("ranked first by CLIP score") is no claim. Sentences written for
 * this test (multi-object tracking, document layout, remote sensing); the class was seen in a lidar
 * odometry paper and a multi-view stereo paper (in-sample).
 */
import { describe, expect, it } from 'vitest';
import { bestIn } from '../../src/extract/statements-claims.js';

const one = (text: string) => {
  const b = bestIn(text);
  return b.length ? { extreme: b[0]?.extreme, quantifier: b[0]?.quantifier, scope: b[0]?.scope.trim() } : undefined;
};

describe('a first place in a ranking', () => {
  it('"is ranked #1", "ranked first", "ranks No. 1", "ranks 1st": a best claim on the benchmark named', () => {
    expect(one('Our tracker is ranked #1 on the MOT20 leaderboard.')).toEqual({ extreme: 'best', quantifier: 'all', scope: 'the MOT20 leaderboard' });
    expect(one('The layout model ranked first on the DocLayNet benchmark.')?.scope).toBe('the DocLayNet benchmark');
    expect(one('SegNeXt ranks No. 1 on the iSAID leaderboard for aerial segmentation.')?.scope).toMatch(/^the iSAID leaderboard/);
  });
  it('the competitors ranked against are no scope; "and achieves …" ends it', () => {
    expect(one('It ranks 1st among all submissions on the DOTA-v2 benchmark and achieves competitive results on DIOR.')?.scope).toBe('the DOTA-v2 benchmark');
    expect(one('Our detector is ranked #1 among all published methods on the xView leaderboard.')?.scope).toBe('the xView leaderboard');
  });
  it('no claim: an ordering by a criterion, a ranked list, "rank" as a noun', () => {
    expect(bestIn('Each caption is ranked first by CLIP score and then filtered.')).toEqual([]);
    expect(bestIn('The ranked list of tiles is shown in Table 2.')).toEqual([]);
    expect(bestIn('We use a rank of 8 for the adapters.')).toEqual([]);
  });
});
