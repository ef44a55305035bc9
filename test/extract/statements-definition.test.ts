/**
 * Sentences that define a printed token, and software versions glued to their name, claim nothing:
 * "“Acc@5” refers to …", "\"F1-ent\" is the F1 score when …", "Tested on Ubuntu18.04 and 20.04". Sentences
 * written for this test (sentiment analysis, NER); the class was seen in a lane-detection README.
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../src/extract/sentences.js';
import { isNotationDefinition } from '../../src/extract/statements-definition.js';
import { statementsOf } from '../../src/extract/statements.js';

const ctx = { doc: 'paper', tables: [], methods: new Map() };
const drafted = (text: string) => statementsOf([{ text, section: 'Results', tables: [] } as Sentence], ctx);

describe('a definition of a printed token', () => {
  it('"“Acc@5” refers to …", "\\"F1-ent\\" is the F1 score when …", "AP_S denotes …": no statement', () => {
    expect(drafted('“Acc@5” refers to the official metric, i.e., accuracy when the polarity margin is 0.5 between the gold and predicted score.')).toEqual([]);
    expect(drafted('"F1-ent" is the F1 score when the entity overlap threshold is 0.75.')).toEqual([]);
    expect(drafted('AP_S denotes AP on entities shorter than 3 tokens.')).toEqual([]);
  });
  it('near misses: a result sentence that names a metric is no definition', () => {
    expect(isNotationDefinition('Our tagger reaches an F1 of 91.2 on CoNLL-03.')).toBe(false);
    expect(isNotationDefinition('"BERT-CRF" is the strongest baseline, at 90.1 F1.')).toBe(false);
    expect(drafted('Our tagger reaches an F1 of 91.2 on CoNLL-03.').length).toBeGreaterThan(0);
  });
});

describe('software versions glued to their name', () => {
  it('"Tested on Ubuntu18.04 and 20.04 with cuda10.2": no quantity', () => {
    expect(drafted('The sentiment pipeline was only tested on Ubuntu18.04 and 20.04 with cuda10.2.').filter((i) => i.fields.kind === 'quantity')).toEqual([]);
  });
});
