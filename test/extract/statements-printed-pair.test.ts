/**
 * A relative change no table resolves is checkable when the sentence prints the two values it is
 * measured between (src/extract/statements-pair.ts): a pair in parentheses after the phrase ("(4.96%
 * vs. 6.25%)", subject first) or the sentence's own "from A to B". Examples from audio tagging and
 * clinical NLP; before, each was a `quantity` and the pair two more quantities.
 */
import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';

const items = (text: string) => statementsOf(sentencesOf(text), { doc: 'paper', tables: [], methods: new Map() });

describe('relative changes between printed values', () => {
  it('reads "(A vs. B)" after the phrase as the subject\'s and the baseline\'s values', () => {
    const out = items('Our audio tagger also shows a 20.6% relative reduction in error rate on the ESC-50 folds (4.96% vs. 6.25%), although it is slower.');
    expect(out.map((i) => i.fields)).toMatchObject([{ kind: 'change', mode: 'relative', direction: 'lower', stated: { n: '20.6' }, from: { n: '6.25' }, to: { n: '4.96' } }]);
    expect(out[0]?.review.join(' ')).toMatch(/pair printed after it .*checked against the printed values only/);
  });

  it('"versus" and "compared to" pairs too', () => {
    const out = items('The clinical NER model gains a 12% relative improvement in recall (70.0 versus 62.5) on discharge notes.');
    expect(out.map((i) => i.fields)).toMatchObject([{ kind: 'change', from: { n: '62.5' }, to: { n: '70.0' } }]);
  });

  it('reads a pair printed with its units ("(35.0 ms vs. 40.0 ms)", round 22), the units no part of the values', () => {
    const out = items('The planner cuts the mean latency of a control step by 12.5% (35.0 ms vs. 40.0 ms) on the test track.');
    expect(out.map((i) => i.fields)).toMatchObject([{ kind: 'change', direction: 'lower', stated: { n: '12.5' }, from: { n: '40.0' }, to: { n: '35.0' } }]);
    expect(items('The grasp margin grows by 20% (0.30 m versus 0.25 m).').map((i) => i.fields)).toMatchObject([{ kind: 'change', from: { n: '0.25' }, to: { n: '0.30' } }]);
  });

  it('takes the sentence\'s "from A to B" for the relative change stated after it', () => {
    const out = items('On the clinical notes, the tagger reduces the error from 12.5% to 10.3%, corresponding to a 17.6% relative improvement.');
    expect(out.map((i) => i.fields.kind)).toEqual(['change', 'change']);
    expect(out[1]?.fields).toMatchObject({ mode: 'relative', stated: { n: '17.6' }, from: { n: '12.5' }, to: { n: '10.3' } });
  });

  it('no pair, or a pair that is no two values, leaves the quantity', () => {
    expect(items('The pruned tagger shows a 20.6% relative reduction in error rate on the ESC-50 folds.').map((i) => i.fields.kind)).toEqual(['quantity']);
    expect(items('The pruned tagger shows a 20.6% relative reduction in error rate (see Section 4 vs. 5).').map((i) => i.fields.kind)).not.toContain('change');
  });
});
