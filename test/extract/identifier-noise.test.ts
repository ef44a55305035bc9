/**
 * Identifiers and addresses are no claims (a genomics preprint and a thesis of sets 41 / 42, round 25): an ORCID iD
 * ("ORCID: 0000-0002-7864-5971"), an ISBN, a phone number, and a postal code closing an address after a comma
 * ("IIT-Madras, 600 036") gave quantities. A number printed with a space in it at a sentence's end, with no comma
 * before, is still read.
 */
import { describe, expect, it } from 'vitest';
import { numbersIn } from '../../src/extract/statements-numbers.js';

const values = (s: string): string[] => numbersIn(s).map((t) => t.text);

describe('identifiers in a sentence', () => {
  it('give no printed values', () => {
    expect(values('Correspondence: someone@example.org ORCID: 0000-0002-7864-5971')).toEqual([]);
    expect(values('Published by Springer, ISBN 978-3-16-148410-0')).toEqual([]);
    expect(values('Call the lab at +1 650-723-2300')).toEqual([]);
    expect(values('Department of Computer Science and Engineering IIT-Madras, 600 036')).toEqual([]);
  });

  it('nor do a changelog\'s dates and a software version (round 26: "05/09/2022: Pre-trained models have been updated." gave 5)', () => {
    expect(values('05/09/2022: Pre-trained models have been updated.')).toEqual([]);
    expect(values('Released on 9.5.2022 with version 4.1.1 of the library (v2.0.3 of the tokenizer).')).toEqual([]);
  });

  it('leave the values of a result', () => {
    expect(values('We train for 100 epochs and reach 72.5 accuracy')).toEqual(['100', '72.5']);
  });
});
