/** scoreFiles, the IO edge the runners call: real files in, a ScoreResult with `dropped` out. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreFiles } from '../../src/scoring/index.js';
import { sharedDir } from '../helpers/cli.js';

const data = join(sharedDir, 'data', 'ssgpa-repro');

describe('scoreFiles', () => {
  it('scores the Spot-the-Diff validation predictions', async () => {
    const r = await scoreFiles(join(data, 'gt_spot_val.json'), join(data, 'pred_spot_val.json'));
    expect(r.n).toBe(1489);
    expect(r.dropped).toEqual({ missingPredictions: [], unknownPredictions: [] });
    expect(r.perImage.size).toBe(1489);
    expect(r.corpus.CIDEr).toBeCloseTo(0.2951, 4);
    expect(r.intervals).toEqual({});
  });

  it('falls back to METEOR~ and says why when the METEOR jar is given but Java cannot run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-scoring-'));
    const jar = join(dir, 'meteor-1.5.jar');
    writeFileSync(jar, '');
    const refs = join(dir, 'refs.json');
    const preds = join(dir, 'preds.json');
    writeFileSync(refs, JSON.stringify({ a: ['the cube moved'] }));
    writeFileSync(preds, JSON.stringify([{ image_id: 'a', caption: 'the cube moved' }]));
    const r = await scoreFiles(refs, preds, { meteorJar: jar, java: join(dir, 'no-java-here') });
    expect(r.corpus['METEOR~']).toBeCloseTo(1, 9);
    expect(r.corpus.METEOR).toBeUndefined();
    expect(r.unavailable.find((u) => u.metric === 'METEOR')!.reason).toMatch(/^Java not found .*METEOR~ is a native approximation$/);
  });
});
