/**
 * regex-first.ts: the code units a pattern's match can begin with, which the lexer dispatches on
 * (tokenizer.ts tries at a position only the rule alternatives that can begin with its character).
 * The analysis must give a superset: an alternative left out where it could match would change
 * tokens. Checked on small patterns, and on every rule alternative at every position of varied
 * text; the generated table (src/metrics/ptb-first.ts) must be what the analysis gives today.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ptbFirstSource } from '../../src/metrics/ptb-first-source.js';
import { PTB_FIRST } from '../../src/metrics/ptb-first.js';
import { RULES } from '../../src/metrics/ptb-rules.js';
import { canStartWith, firstChars } from '../../src/metrics/regex-first.js';
import { captions } from '../helpers/captions.js';

/** The ASCII characters a pattern's match can begin with, and whether any other can. */
function described(src: string): string {
  const s = firstChars(src);
  let out = '';
  for (let c = 32; c < 127; c++) if (canStartWith(s, c)) out += String.fromCharCode(c);
  return out + (canStartWith(s, 0xe9) ? '+' : '');
}

describe('regex-first', () => {
  it('reads literals, classes, ranges, escapes, alternation and groups', () => {
    expect(described('abc')).toBe('a');
    expect(described('[a-c]x|d')).toBe('abcd');
    expect(described('\\u0041|\\x42|\\.|\\$')).toBe('$.AB');
    expect(described('(?:[xX]|é)y')).toBe('Xx+');
    expect(described('[\\-+]?\\d')).toBe('+-0123456789');
    expect(described('[\\u00A0-\\u00FF]')).toBe('+');
    expect(described('\\t')).toBe('');
    expect(canStartWith(firstChars('\\t'), 9)).toBe(true);
  });

  it('goes past what can match nothing: optional parts, counts from 0, lookarounds, anchors', () => {
    expect(described('a?b')).toBe('ab');
    expect(described('a*b+c')).toBe('ab');
    expect(described('a*b?c')).toBe('abc');
    expect(described('a{0,2}b')).toBe('ab');
    expect(described('a{1,2}b')).toBe('a');
    expect(described('(?!x)y')).toBe('y');
    expect(described('(?=[a-z])[a-c]')).toBe('abc');
    expect(described('^(?:a|)b')).toBe('ab');
    expect(described('(?:a?)(?:b|c?)d')).toBe('abcd');
  });

  it('counts what it does not model as any character', () => {
    const any = described('.');
    expect(any.length).toBe(127 - 32 + 1);
    expect(described('[^a]')).toBe(any);
    expect(described('\\p{L}')).toBe(any);
    expect(described('[\\p{Nd}x]')).toBe(any);
    expect(described('\\w')).toBe(any);
  });

  it('src/metrics/ptb-first.ts is what the analysis gives for ptb-rules.ts (npx tsx scripts/gen-ptb-first.ts)', () => {
    const file = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'metrics', 'ptb-first.ts'), 'utf8');
    expect(file).toBe(ptbFirstSource());
    expect(PTB_FIRST.map((a) => a.length)).toEqual(RULES.map((r) => r.alts.length));
  });

  it('no rule alternative matches at a position whose character it was said not to begin with', () => {
    const tails = ['', 'a', 'A', '1', '.', "'", ' ', '-', 's', 't', '&', 'b.c', ".com", "'s ", 'n\'t ', '.S. The x', '/2', '--', 'amp;', ')', 'x@y.org', '\u00e9', '?'];
    const texts: string[] = [captions(20261127, 600).join('\n')];
    const heads: string[] = [];
    for (let c = 0; c < 0x180; c++) heads.push(String.fromCharCode(c));
    heads.push('\u2013', '\u2018', '\u2019', '\u201c', '\u2026', '\u3000', '\u2028', '\ud83d\ude00', '\u00bd', '&amp;', '&quot;', '&lt;', "'tis", 'cannot', 'c++', 'www.', 'http://a.b/', 'U.S.-U.K', 'S&P-500', ':-)', '(^_^)');
    for (const h of heads) for (const t of tails) texts.push(h + t);
    const res = RULES.flatMap((r, i) => r.alts.map((a, k) => ({ re: new RegExp(r.trail ? `(?:${a})(?=(${r.trail}))` : `(?:${a})`, 'uy'), set: PTB_FIRST[i]![k]!, where: `rule ${i} alternative ${k}` })));
    const wrong: string[] = [];
    for (const text of texts)
      for (let pos = 0; pos < text.length; pos++)
        for (const { re, set, where } of res) {
          re.lastIndex = pos;
          const m = re.exec(text);
          if (m !== null && m[0].length > 0 && !canStartWith(set, text.charCodeAt(pos))) wrong.push(`${where} at ${JSON.stringify(text.slice(pos, pos + 10))}`);
        }
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 120_000);
});
