import { describe, expect, it } from 'vitest';
import { printedDeltaCheck } from '../../src/audits/printed-delta.js';
import { fixtures, run } from './helpers.js';

describe('printed-delta', () => {
  const r = run(printedDeltaCheck, fixtures('printed-delta.yaml'));

  it('checks every printed delta and flags only what no rounding explains', () => {
    expect(r.run).toBe(8); // null deltas and null values are not checked
    expect(r.ids).toEqual([
      'delta-paper/printed-delta/t/r1/total/cider',
      'delta-paper/printed-delta/t/r1/total/spice',
      'delta-paper/printed-delta/t/r2/total/bleu_4',
    ]);
  });

  it('passes a delta 0.01 off the exact value when the printed rounding explains it', () => {
    expect(r.byId.has('delta-paper/printed-delta/t/r1/total/rouge_l')).toBe(false); // -37.29 vs -37.28
    expect(r.byId.has('delta-paper/printed-delta/t/r1/total/meteor')).toBe(false); // -50.01: inside [-50.0075, -49.9925] ± 0.005
  });

  it('flags a delta 0.01 off that the rounding does not explain, with the admissible interval', () => {
    const f = r.byId.get('delta-paper/printed-delta/t/r1/total/spice')!;
    expect(f.severity).toBe('error');
    expect(f.stated).toBe(-50.02);
    expect(f.computed).toBe(-50);
    expect(f.interval![0]).toBeCloseTo(-50.0075, 4);
    expect(f.interval![1]).toBeCloseTo(-49.9925, 4);
  });

  it('names the formula a wrong delta matches: the ratio reproduced/claimed', () => {
    const f = r.byId.get('delta-paper/printed-delta/t/r2/total/bleu_4')!;
    expect(f.matches).toMatch(/ratio reproduced\/claimed/);
    expect(f.message).toContain('-53.20%');
    expect(f.computed).toBeCloseTo(-46.798, 3);
  });

  it('says when no formula matches, and locates all three numbers', () => {
    const f = r.byId.get('delta-paper/printed-delta/t/r1/total/cider')!;
    expect(f.matches).toBeUndefined();
    expect(f.message).toMatch(/reproduced value of ≈65\.64/);
    expect(f.sources.map((s) => s.claimFile.line)).toEqual([18, 18, 15]);
    expect(f.sources[0]!.claimFile.file).toMatch(/printed-delta\.yaml$/);
  });
});
