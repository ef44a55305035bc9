/**
 * tokenizeAll tokenises a batch of plain captions caption by caption (each distinct one once)
 * instead of running the lexer over the batch: it must give exactly cocoTokenizeAll's tokens
 * (which test/metrics/tokenizer-diff.test.ts checks against the Java tokenizer) for plain
 * captions of every shape, and fall back to the whole batch as soon as one caption is not plain.
 */
import { describe, expect, it } from 'vitest';
import { cocoTokenizeAll, plainCocoLine, ptbTokenize, PUNCTUATION } from '../../src/metrics/tokenizer.js';
import { prepare, tokenizeAll } from '../../src/metrics/prepared.js';
import { sentenceForms } from '../../src/metrics/encode.js';
import { contextFreeSetForms } from '../../src/metrics/plain-forms.js';
import { rng } from '../helpers/captions.js';

const WORDS = ['a', 'the', 'Cat', 'cannot', 'Gonna', 'wanna', 'gimme', 'it', 'is', 'I', 'mr', 'Dr', 'etc', 'co', 'inc', 'sept', 'no', 'st', 'x', 'U', 'change', 'CUBE'];

/** A caption the fast path takes (plainCocoLine defined): letters, spaces, commas, line feeds, a final period. */
function plainCaption(r: () => number): string {
  for (;;) {
    const c = anyCaption(r);
    if (plainCocoLine(c) !== undefined) return c;
  }
}

function anyCaption(r: () => number): string {
  const n = Math.floor(r() * 9);
  let s = r() < 0.1 ? ' ' : '';
  for (let i = 0; i < n; i++) {
    s += WORDS[Math.floor(r() * WORDS.length)]!;
    const u = r();
    s += u < 0.1 ? ', ' : u < 0.15 ? ',' : u < 0.2 ? '  ' : u < 0.25 ? '\n' : ' ';
  }
  s = s.trimEnd();
  return r() < 0.4 ? `${s}.` : s;
}

const expected = (refs: string[][], preds: string[], order: number[]) => {
  const refTok = cocoTokenizeAll(order.flatMap((i) => refs[i]!));
  const predTok = cocoTokenizeAll(order.map((i) => preds[i]!));
  const split = (t: string) => (t === '' ? [] : t.split(' '));
  const outRefs: string[][][] = [];
  const outPreds: string[][] = [];
  let k = 0;
  order.forEach((img, j) => {
    outRefs[img] = refs[img]!.map(() => split(refTok[k++]!));
    outPreds[img] = split(predTok[j]!);
  });
  return { refs: outRefs, preds: outPreds };
};

describe('tokenizeAll on batches of plain captions', () => {
  it.each([1, 2, 3, 4, 5])('equals cocoTokenizeAll over the batch (seed %i, 3,000 images)', (seed) => {
    const r = rng(seed);
    const refs = Array.from({ length: 3000 }, () => Array.from({ length: 1 + Math.floor(r() * 5) }, () => plainCaption(r)));
    const preds = refs.map(() => plainCaption(r));
    // one image in five of seed 5 gets a caption the fast path cannot take
    if (seed === 5) for (let i = 0; i < refs.length; i += 5) refs[i]![0] = `it's ${refs[i]![0]!} (really)`;
    expect(refs.flat().filter((c) => plainCocoLine(c) === undefined).length).toBe(seed === 5 ? 600 : 0);
    const order = refs.map((_, i) => i).sort((a, b) => ((a * 7919) % 3001) - ((b * 7919) % 3001));
    expect(tokenizeAll(refs, preds, order)).toEqual(expected(refs, preds, order));
  });
});

/** PTB tokens that make a caption not plain; the last ones make its line depend on its neighbours ('<' tags, other line breaks, a final '.'). */
const TRICKY = ["it's", "don't", '"quoted"', "''", '(left)', '[x]', '{y}', '3', '10%', '3.5', '1/2', 'a&b', 'U.S', 'e.g', 'mr.', 'cafe\u0301', 'naïve', '--', '...', '?', '!', ';', ':', '`', '$5', '@x'];
const DEPENDENT = ['<b>', "<a b='x>", 'a\rb', 'x\u2028y', 'end.', 'U.S.'];

describe('tokenizeAll and contextFreeSetForms on batches of captions that are not plain', () => {
  it.each([6, 7, 8, 9])('equal cocoTokenizeAll over the batch (seed %i, 1,500 images)', (seed) => {
    const r = rng(seed);
    const caption = (): string => {
      const words = anyCaption(r).replace(/\.$/, '').split(' ');
      for (let k = Math.floor(r() * 3); k > 0; k--) words.splice(Math.floor(r() * (words.length + 1)), 0, TRICKY[Math.floor(r() * TRICKY.length)]!);
      // seeds 8 and 9: now and then a caption whose line depends on its neighbours (the whole batch goes through the lexer)
      if (seed >= 8 && r() < 0.01) words.push(DEPENDENT[Math.floor(r() * DEPENDENT.length)]!);
      const c = words.join(' ');
      // seeds 6 and 7: every line stands alone (a caption ending in '.' would look ahead into the next)
      return seed < 8 && /\.\s*$/.test(c) ? `${c} x` : c;
    };
    const refs = Array.from({ length: 1500 }, () => Array.from({ length: 1 + Math.floor(r() * 5) }, caption));
    const preds = refs.map(caption);
    const order = refs.map((_, i) => i).sort((a, b) => ((a * 7919) % 1501) - ((b * 7919) % 1501));
    const t = tokenizeAll(refs, preds, order);
    expect(t).toEqual(expected(refs, preds, order));
    // the forms (equal lines one form: tokenizeAll shares their token array), when every line stands alone and no token holds other white space
    const forms = contextFreeSetForms(refs, preds, order);
    // eslint-disable-next-line no-control-regex -- the control characters are Python white space
    const otherSpace = [...t.refs.flat(2), ...t.preds.flat()].some((w) => /[\s\x1c-\x1f\x85]/u.test(w));
    expect(forms !== undefined).toBe(seed < 8 && !otherSpace);
    if (forms) expect(forms).toEqual(sentenceForms(t.refs, t.preds));
  });
});

describe('plainCocoLine on lower-case words (its shortcut: the caption is its own line)', () => {
  const LOWER = ['a', 'the', 'cube', 'cannot', 'gonna', 'gotta', 'lemme', 'gimme', 'wanna', 'cannots', 'agonna', 'mr', 'etc', 'inc', 'st', 'x', 'no', 'change'];
  it('gives the lexer\'s own tokens, punctuation removed, for 20,000 captions', () => {
    const r = rng(11);
    for (let k = 0; k < 20_000; k++) {
      const n = Math.floor(r() * 8);
      const words = Array.from({ length: n }, () => LOWER[Math.floor(r() * LOWER.length)]!);
      const u = r();
      // single spaces (the shortcut), or a double, leading or trailing space or a final period (the general path)
      const c = u < 0.7 ? words.join(' ') : u < 0.8 ? words.join('  ') : u < 0.85 ? ` ${words.join(' ')}` : u < 0.9 ? `${words.join(' ')} ` : `${words.join(' ')}.`;
      const line = plainCocoLine(c);
      if (line === undefined) continue; // a possible abbreviation before the period: the lexer's batch path
      expect(line, JSON.stringify(c)).toBe(ptbTokenize(c).filter((t) => !PUNCTUATION.has(t)).join(' '));
    }
  });

  it('splits assimilations inside an otherwise final line', () => {
    expect(plainCocoLine('i cannot see')).toBe('i can not see');
    expect(plainCocoLine('wanna go')).toBe('wan na go');
    expect(plainCocoLine('they gotta')).toBe('they got ta');
    expect(plainCocoLine('cannots agonna')).toBe('cannots agonna');
  });
});

describe('prepare: the predictions map in any order, or missing an image', () => {
  const refs = new Map([
    ['a', ['a red cube', 'the red cube.']],
    ['b', ['no change', 'it\'s the same (really)']],
    ['c', ['a ball moved', 'the ball moved left']],
  ]);
  const enc = (preds: [string, string][]) => prepare({ refs, preds: new Map(preds) }, undefined).enc;
  const inOrder = enc([['a', 'a cube'], ['b', 'nothing changed.'], ['c', 'a ball']]);

  it('gives the same encoding whatever the order of the predictions', () => {
    expect(enc([['c', 'a ball'], ['a', 'a cube'], ['b', 'nothing changed.']])).toEqual(inOrder);
    expect(enc([['b', 'nothing changed.'], ['c', 'a ball'], ['a', 'a cube']])).toEqual(inOrder);
  });

  it('an image without a prediction has an empty one, even when the map holds as many other images', () => {
    const missing = enc([['a', 'a cube'], ['c', 'a ball']]);
    expect(missing).toEqual(enc([['a', 'a cube'], ['b', ''], ['c', 'a ball']]));
    // as many predictions as images, but one for an image the references lack
    expect(enc([['a', 'a cube'], ['z', 'nothing changed.'], ['c', 'a ball']])).toEqual(missing);
  });
});
