/** Bootstrap intervals and the paired test on the real Spot-the-Diff predictions. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alignSets, pairedBootstrap, parsePredictions, parseReferences, scoreCaptions } from '../../src/metrics/index.js';
import { sharedDir } from '../helpers/cli.js';

const dir = join(sharedDir, 'data', 'ssgpa-repro');
const read = (f: string) => readFileSync(join(dir, f), 'utf8');
const refs = parseReferences(read('gt_spot_val.json'), 'gt_spot_val.json');
const vit = alignSets(refs, parsePredictions(read('pred_spot_val.json'), 'pred_spot_val.json'), { allowMissing: false }).set;
const resnet = alignSets(refs, parsePredictions(read('pred_resnet_spot_val.json'), 'pred_resnet_spot_val.json'), { allowMissing: false }).set;

describe('bootstrap', () => {
  const a = scoreCaptions(vit, { bootstrap: 40, seed: 3 });

  it('gives seeded, reproducible 95% intervals around the corpus value', () => {
    const again = scoreCaptions(vit, { bootstrap: 40, seed: 3 });
    expect(again.intervals).toEqual(a.intervals);
    for (const [m, ci] of Object.entries(a.intervals)) {
      const v = a.corpus[m as keyof typeof a.corpus]!;
      expect(ci[0]).toBeLessThan(v);
      expect(ci[1]).toBeGreaterThan(v);
    }
    expect(Object.keys(a.intervals).sort()).toEqual(['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'CIDEr', 'METEOR~', 'ROUGE_L']);
  });

  it('changes with the seed and is empty without resamples', () => {
    expect(scoreCaptions(vit, { bootstrap: 40, seed: 4 }).intervals).not.toEqual(a.intervals);
    expect(scoreCaptions(vit).intervals).toEqual({});
  });

  it('finds the ResNet variant significantly worse than the ViT predictions', () => {
    const p = pairedBootstrap(vit, resnet, { samples: 40, seed: 1 });
    expect(p.n).toBe(1489);
    const cider = p.metrics.CIDEr!;
    expect(cider.delta).toBeCloseTo(cider.b - cider.a, 12);
    expect(cider.delta).toBeLessThan(0);
    expect(cider.interval[1]).toBeLessThan(0);
    expect(cider.p).toBeLessThan(0.05);
  });

  it('finds no difference between a system and itself', () => {
    const p = pairedBootstrap(vit, vit, { samples: 20, seed: 1 });
    for (const x of Object.values(p.metrics)) {
      expect(x.delta).toBe(0);
      expect(x.interval).toEqual([0, 0]);
      expect(x.p).toBe(1);
    }
  });
});
