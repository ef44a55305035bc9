/** Hand-checked cases, one or more per PTBTokenizer 3.4.1 rule implemented (see tokenizer.ts). */
import { describe, expect, it } from 'vitest';
import { cocoTokenize, ptbTokenize } from '../../src/metrics/index.js';

describe('PTB tokenisation + coco-caption punctuation removal', () => {
  it.each([
    ['lower-cases and drops the final period', 'The Cube Moved.', 'the cube moved'],
    ['collapses runs of spaces, tabs and newlines', 'the \t left\ncube   moved', 'the left cube moved'],
    ['keeps hyphenated words whole', 'the left-most black-and-white cube', 'the left-most black-and-white cube'],
    ['splits the possessive and is-clitic', "the man's bag, it's gone", "the man 's bag it 's gone"],
    ["splits n't off its verb", "don't, can't, won't, isn't", "do n't ca n't wo n't is n't"],
    ['splits other clitics', "they're here, we've gone, I'll see, he'd go, I'm", "they 're here we 've gone i 'll see he 'd go i 'm"],
    ['keeps clitics already separated', "the man 's bag is n't there", "the man 's bag is n't there"],
    ['splits cannot / gonna / gotta / wanna', 'cannot gonna gotta wanna', 'can not gon na got ta wan na'],
    ['keeps a word-internal apostrophe that is no clitic', "at 5 o'clock", "at 5 o'clock"],
    ['removes straight, curly and backtick quotes', 'the "stop" sign, the \u2018old\u2019 \u201ccar\u201d `x`', 'the stop sign the old car x'],
    ['turns a curly apostrophe into a straight one', 'don\u2019t, it\u2019s', "do n't it 's"],
    ['keeps numbers with separators whole', 'crop 16:9, 1,000 cars, 3.5 m', 'crop 16:9 1,000 cars 3.5 m'],
    ['splits % and ° from numbers', '25% more, 90° turn', '25 % more 90 ° turn'],
    ['turns brackets into -lrb- style tokens, which the toolkit keeps', '(maybe) [x] {y}', '-lrb- maybe -rrb- -lsb- x -rsb- -lcb- y -rcb-'],
    ['turns dashes into -- and removes them', 'a -- b \u2014 c \u2013 d - e', 'a b c d e'],
    ['normalises ellipses and removes them', 'gone... gone\u2026 ...', 'gone gone'],
    ['keeps runs of ! or ? as one (kept) token, removes single ones', 'gone!! gone?! gone! gone?', 'gone !! gone ?! gone gone'],
    ['removes , ; :', 'a, b; c: d', 'a b c d'],
    ['keeps the period of abbreviations and dotted acronyms', 'Mr. Smith of the U.S. army', 'mr. smith of the u.s. army'],
    ['keeps British spellings as written (3.4.1 does not americanize)', 'the colour grey Grey centre travelled', 'the colour grey grey centre travelled'],
    ['escapes / and * as PTB3 does', '1/2 and/or a * b', '1\\/2 and\\/or a \\* b'],
    ['keeps non-ASCII letters', 'make the café sign brighter', 'make the café sign brighter'],
    ['drops emoji', 'nice \u{1F600} car \u{1F44D}\u{1F3FD}!', 'nice car'],
    ['drops control characters', '\u0004\u0004\u0004', ''],
    ['gives an empty string for punctuation-only captions', '...', ''],
  ])('%s', (_rule, input, expected) => {
    expect(cocoTokenize(input)).toBe(expected);
  });

  it('produces the PTB punctuation tokens before the toolkit removes them', () => {
    expect(ptbTokenize('"Hi," (he) said -- ok...')).toEqual(['``', 'hi', ',', "''", '-lrb-', 'he', '-rrb-', 'said', '--', 'ok', '...']);
  });
});
