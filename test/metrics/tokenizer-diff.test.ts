/**
 * Differential test: our tokenizer against the real Java PTBTokenizer 3.4.1 (run as the COCO
 * caption toolkit runs it, one Java process for the whole batch) on 50,000 generated captions
 * covering every category of test/helpers/captions.ts. Any difference fails, with the captions.
 */
import { describe, expect, it } from 'vitest';
import { cocoTokenizeAll } from '../../src/metrics/index.js';
import { CATEGORY_NAMES, captions } from '../helpers/captions.js';
import { javaCocoTokenize } from '../helpers/cocoref.js';

describe('cocoTokenizeAll is the toolkit tokenizer', () => {
  it('gives the Java PTBTokenizer 3.4.1 output on 50,000 generated captions', () => {
    expect(CATEGORY_NAMES.length).toBeGreaterThanOrEqual(25);
    const caps = captions(20261123, 50_000);
    const java = javaCocoTokenize(caps);
    const ours = cocoTokenizeAll(caps);
    const diffs: string[] = [];
    for (let i = 0; i < caps.length; i++)
      if (ours[i] !== java[i]) diffs.push(`#${i} ${JSON.stringify(caps[i])}\n  java: ${JSON.stringify(java[i])}\n  ours: ${JSON.stringify(ours[i])}`);
    expect(diffs.slice(0, 20).join('\n'), `${diffs.length} of ${caps.length} captions differ`).toBe('');
  }, 180_000);

  it('handles batches whose captions hold line breaks the lexer honours', () => {
    const caps = ['a\rb', 'c\u2028d e', '', 'x\r\ny', 'U.S.', 'The end', 'I.', 'The', 'he said "hi', 'there"'];
    expect(cocoTokenizeAll(caps)).toEqual(javaCocoTokenize(caps));
  }, 60_000);
});
