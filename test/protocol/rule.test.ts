/** The no-change substitution rule of BLIP2IDC's released evaluation, on hand-made cases. */
import { describe, expect, it } from 'vitest';
import { applyProtocol, NO_CHANGE_PHRASES, protocolEffect } from '../../src/metrics/index.js';
import type { CaptionSet } from '../../src/metrics/index.js';

const set = (rows: [string, string[], string][]): CaptionSet => ({
  refs: new Map(rows.map(([id, refs]) => [id, refs])),
  preds: new Map(rows.map(([id, , pred]) => [id, pred])),
});

const noChangeRefs = ['there is no change', 'nothing has changed', 'the scene remains the same'];
const changeRefs = ['the red cube moved', 'the red cube changed its location'];

describe('no-change-substitution', () => {
  it('lists the eight stock phrases of the released code, in its order and spelling', () => {
    expect(NO_CHANGE_PHRASES).toEqual([
      'the scene remains the same', 'nothing has changed', 'nothing was modified', 'the two scenes seem identical',
      'the scene is the same as before', 'no change was made', 'no change has occured', 'there is no change',
    ]);
  });

  it('replaces a stock phrase predicted for a no-change pair by one of that pair\'s own references', () => {
    // 'no change was made' is a stock phrase but not among this pair's references.
    const s = set([['a', noChangeRefs, 'no change was made']]);
    const out = applyProtocol(s, 'no-change-substitution', 7);
    expect(out.substituted).toEqual(['a']);
    expect(noChangeRefs).toContain(out.set.preds.get('a'));
    expect(out.noChange).toEqual(['a']);
  });

  it('keeps any other phrase predicted for a no-change pair', () => {
    for (const pred of ['the scene is unchanged', 'the red cube moved', 'There is no change', 'there is no change .', ' there is no change', '']) {
      const out = applyProtocol(set([['a', noChangeRefs, pred]]), 'no-change-substitution', 1);
      expect(out.substituted).toEqual([]);
      expect(out.set.preds.get('a')).toBe(pred);
    }
  });

  it('keeps a stock phrase predicted for a change pair (its references hold no stock phrase)', () => {
    const out = applyProtocol(set([['c', changeRefs, 'there is no change']]), 'no-change-substitution', 1);
    expect(out.substituted).toEqual([]);
    expect(out.noChange).toEqual([]);
    expect(out.set.preds.get('c')).toBe('there is no change');
  });

  it('treats a pair as no-change when any one of its references is a stock phrase, compared exactly', () => {
    const mixed = ['nothing was modified', 'a small object appeared'];
    expect(applyProtocol(set([['m', mixed, 'there is no change']]), 'no-change-substitution', 3).substituted).toEqual(['m']);
    const cased = ['Nothing was modified', 'there is no change.'];
    expect(applyProtocol(set([['n', cased, 'there is no change']]), 'no-change-substitution', 3).noChange).toEqual([]);
  });

  it('draws the reference with the seed: the same seed gives the same captions, every reference can be drawn', () => {
    const rows: [string, string[], string][] = Array.from({ length: 60 }, (_, i) => [`${i}`, noChangeRefs, 'there is no change']);
    const a = applyProtocol(set(rows), 'no-change-substitution', 11);
    const b = applyProtocol(set(rows), 'no-change-substitution', 11);
    expect([...a.set.preds]).toEqual([...b.set.preds]);
    expect(new Set(a.set.preds.values())).toEqual(new Set(noChangeRefs));
  });

  it('standard changes nothing', () => {
    const s = set([['a', noChangeRefs, 'there is no change'], ['c', changeRefs, 'the red cube moved']]);
    const out = applyProtocol(s, 'standard', 1);
    expect(out.set).toBe(s);
    expect(out.substituted).toEqual([]);
    expect(out.noChange).toEqual(['a']);
  });
});

describe('protocolEffect', () => {
  it('measures no effect where nothing is substituted, and an inflation with an interval where it is', () => {
    const changeOnly = set([['1', changeRefs, 'the red cube moved'], ['2', ['a cube was added', 'someone added a cube'], 'a cube appeared']]);
    const none = protocolEffect(changeOnly, 'no-change-substitution', { samples: 50, seed: 1 });
    expect(none.substituted).toBe(0);
    expect(none.subsets.map((s) => s.subset)).toEqual(['total']);
    for (const m of Object.values(none.subsets[0]!.metrics)) expect(m!.delta).toBe(0);

    const rows: [string, string[], string][] = [];
    for (let i = 0; i < 40; i++) rows.push([`n${i}`, noChangeRefs, i % 4 === 0 ? 'the scene is unchanged' : 'no change was made']);
    for (let i = 0; i < 40; i++) rows.push([`c${i}`, [`the red cube number ${i} moved`, `the red cube number ${i} changed its location`], `the red cube number ${i} moved`]);
    const e = protocolEffect(set(rows), 'no-change-substitution', { samples: 200, seed: 2 });
    expect(e.pairs).toBe(80);
    expect(e.noChangePairs).toBe(40);
    expect(e.substituted).toBe(30);
    const [total, noChange] = e.subsets;
    expect(noChange!.subset).toBe('no-change');
    expect(noChange!.n).toBe(40);
    for (const s of [total!, noChange!]) {
      const b4 = s.metrics.Bleu_4!;
      expect(b4.delta).toBeGreaterThan(0);
      expect(b4.b).toBeCloseTo(b4.a + b4.delta, 12);
      expect(b4.interval[0]).toBeGreaterThan(0);
    }
    expect(total!.metrics.CIDEr!.delta).toBeGreaterThan(0);
    // Every no-change pair here has the same three references: within that subset each n-gram is in
    // every document, its idf is 0, and CIDEr is 0 under either protocol, as in the toolkit.
    expect(noChange!.metrics.CIDEr!.a).toBe(0);
    expect(noChange!.metrics.CIDEr!.b).toBe(0);
  });
});
