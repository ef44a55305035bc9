import { describe, expect, it } from 'vitest';
import { statementCheck } from '../../src/audits/statement.js';
import { fixtures, run } from './helpers.js';

describe('statement', () => {
  const r = run(statementCheck, fixtures('statement.yaml'));
  const id = (s: string) => `statement-paper/statement/${s}`;

  it('counts every checkable statement (not qualitative ones) and flags only the wrong ones', () => {
    expect(r.run).toBe(21);
    expect(r.ids).toEqual(['best-all-wrong', 'best-except', 'best-most-ties', 'bound-min', 'bound-wrong', 'cmp-improves-lower', 'cmp-improves-tie-only', 'cmp-tie', 'rel-round-wrong', 'rel-wrong'].map(id));
  });

  it('checks a stated bound against the attribute table, over the printed rounding', () => {
    const f = r.byId.get(id('bound-wrong'))!;
    expect(f.message).toBe('“at most 10,000 pairs”: statement-paper Table 1 prints # pairs outside the stated bound (at most 10,000) for big 13,192. Qualify the sentence or correct the table.');
    expect([f.stated, f.computed]).toEqual([10000, 13192]);
    expect(r.byId.get(id('bound-min'))!.message).toMatch(/at least 1\.9\) for big 1\.86/);
    expect(r.byId.has(id('bound-ok'))).toBe(false);
    expect(r.byId.has(id('bound-min-rounding'))).toBe(false);
  });

  it('reads "improves" as never lower and higher somewhere', () => {
    expect(r.byId.has(id('cmp-improves-ok'))).toBe(false);
    expect(r.byId.get(id('cmp-improves-lower'))!.message).toMatch(/on CIDEr \(Ours 33\.4 vs B 34\.2\)/);
    expect(r.byId.get(id('cmp-improves-lower'))!.message).not.toMatch(/METEOR/);
    expect(r.byId.get(id('cmp-improves-tie-only'))!.message).toMatch(/on METEOR \(Ours 15\.0 vs B 15\.0\)/);
  });

  it('recomputes relative improvements over the printed rounding', () => {
    const f = r.byId.get(id('rel-wrong'))!;
    expect(f.severity).toBe('error');
    expect(f.stated).toBe(9.9);
    expect(f.computed).toBeCloseTo(9.6703, 3);
    expect(f.interval![0]).toBeLessThan(9.67);
    expect(f.interval![1]).toBeLessThan(9.85);
  });

  it('reads a round figure as ±10% and says which baseline it matches', () => {
    const f = r.byId.get(id('rel-round-wrong'))!;
    expect(f.severity).toBe('warning');
    expect(f.matches).toMatch(/improvement over B 91\.0/);
  });

  it('does not count a tie as outperforming', () => {
    const f = r.byId.get(id('best-most-ties'))!;
    expect(f.message).toMatch(/strictly best on 1 of 4/);
    expect(f.message).toMatch(/BLEU-4 10\.0 ties A 10\.0/);
    expect(f.computed).toBe(1);
    expect(r.byId.get(id('cmp-tie'))!.message).toMatch(/not higher than B/);
  });

  it('lets own ablation rows and excluded rows stay out of the competition', () => {
    expect(r.byId.has(id('best-all-ok'))).toBe(false);
    expect(r.byId.get(id('best-all-wrong'))!.message).toMatch(/Pretrained/);
  });

  it('treats named exceptions as the only ones', () => {
    expect(r.byId.get(id('best-except'))!.message).toMatch(/CIDEr \(add\) 131\.1 < Pretrained 133\.3.*does not name/);
    expect(r.byId.has(id('best-except-ok'))).toBe(false);
  });
});
