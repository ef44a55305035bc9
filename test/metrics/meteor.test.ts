/** METEOR~'s matching modules and scoring formula on hand-checked cases. */
import { describe, expect, it } from 'vitest';
import { encodeSet } from '../../src/metrics/encode.js';
import { lexicon, meteorScore } from '../../src/metrics/meteor.js';
import type { Lexicon, MeteorStats } from '../../src/metrics/meteor.js';
import { meteorEncoded } from '../../src/metrics/meteor-encoded.js';
import { porterStem } from '../../src/metrics/porter.js';
import { loadWordNet } from '../../src/scoring/wordnet.js';

const words = (s: string) => s.split(' ');
/** The statistics `audit score` computes for one prediction against one reference. */
const meteorStats = (hyp: string[], ref: string[], lex: Lexicon = lexicon()): MeteorStats => meteorEncoded(encodeSet(['img'], [[ref]], [hyp]), lex)[0]!;

describe('METEOR~', () => {
  it('stems with Porter', () => {
    expect(['moved', 'moving', 'cubes', 'disappeared', 'relational', 'happiness'].map(porterStem)).toEqual(['move', 'move', 'cube', 'disappear', 'relat', 'happi']);
  });

  it('scores an identical sentence 1 and a disjoint one 0', () => {
    expect(meteorScore(meteorStats(words('the red cube moved'), words('the red cube moved')))).toBe(1);
    expect(meteorScore(meteorStats(words('a blue ball'), words('the red cube moved')))).toBe(0);
  });

  it('matches exact words first, then stems (weight 0.6), then WordNet synonyms (weight 0.8)', () => {
    const lex = lexicon(loadWordNet());
    const st = meteorStats(words('the car moved'), words('the automobile was moving'), lex);
    expect(st.testContent).toEqual([0, 1, 1]); // moved~moving by stem, car~automobile by synonym
    expect(st.testFunction).toEqual([1, 0, 0]); // the
    const noSyn = meteorStats(words('the car moved'), words('the automobile was moving'));
    expect(noSyn.testContent).toEqual([0, 1, 0]);
    expect(meteorScore(st)).toBeGreaterThan(meteorScore(noSyn));
  });

  it('applies METEOR 1.5 English parameters (α .85, β .2, γ .6, δ .75)', () => {
    // hyp "cube red" vs ref "red cube": 2 content matches in 2 chunks, P = R = 1,
    // Fmean = 1, penalty = 0.6 · (2/2)^0.2 = 0.6 → 0.4.
    expect(meteorScore(meteorStats(words('cube red'), words('red cube')))).toBeCloseTo(0.4, 12);
    // hyp "red" vs ref "red cube": P = 1, R = 0.5, Fmean = 0.5/(0.85·1 + 0.15·0.5) = 0.5405…,
    // one chunk of one match: penalty 0.6 · 1^0.2 = 0.6.
    expect(meteorScore(meteorStats(words('red'), words('red cube')))).toBeCloseTo((0.5 / (0.85 + 0.15 * 0.5)) * 0.4, 12);
  });
});
