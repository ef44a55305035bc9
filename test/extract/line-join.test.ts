/**
 * Wrapped lines of a paragraph joined (line-join.ts, shared by the PDF reader and the plain-text unwrapper): a compound
 * cut at one of its own hyphens keeps it ("state-" / "of-the-art"; before round 22, "stateof-the-art", and the "best"
 * claim it carried was not read), a word hyphenated by the break is joined, a name cut before a capital keeps its hyphen.
 */
import { describe, expect, it } from 'vitest';
import { joinWrapped } from '../../src/extract/line-join.js';

describe('a compound cut at its own hyphen at a line end', () => {
  it('keeps the hyphen; a word hyphenated by the line break is joined', () => {
    expect(joinWrapped('achieves state-', 'of-the-art results')).toBe('achieves state-of-the-art results');
    expect(joinWrapped('an end-', 'to-end model')).toBe('an end-to-end model');
    expect(joinWrapped('the perfor-', 'mance of')).toBe('the performance of');
    expect(joinWrapped('the Transformer-', 'Enc model')).toBe('the Transformer-Enc model');
  });
});
