/**
 * The sentence forms of a set whose captions' token lines do not depend on their batch neighbours
 * (src/metrics/tokenizer.ts's contextFreeLine: plain captions — letters, spaces, commas and a
 * final period, most caption files — and self-contained ones: no '<', no line break the lexer
 * honours, not ending in '.'), straight from the caption strings: what
 * sentenceForms(tokenizeAll(...)) gives for such a set, without the per-image token rows in
 * between, with one look-up per caption. Such a caption's line is the same wherever it stands in
 * its batch, except as the batch's last caption (followed by the end of the stream instead of a
 * line break): those two (the last reference and the last prediction in the batches' order) are
 * tokenised as the toolkit has them. Undefined as soon as one caption's line may depend on its
 * neighbours, an image has no reference, or a line holds a token that Python's str.split() would
 * split (then only tokenizeAll is right: Bleu and CIDEr split such tokens, ROUGE_L and METEOR~ do not).
 */
import type { SentenceForms } from './encode.js';
import { cocoTokenizeAll, contextFreeLine } from './tokenizer.js';

/** Python's str.split() white space other than ' ' (a token never holds ' '). */
// eslint-disable-next-line no-control-regex -- the control characters are Python whitespace
const PY_WS_IN_TOKEN = /[\t\n\v\f\r\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/u;

/**
 * `refs[i]` and `preds[i]` are image i's captions (a missing prediction: ''); `order`: the
 * images in the batches' order (tokenizeAll's; default: as given), which decides only which
 * captions are their batch's last.
 */
export function contextFreeSetForms(refs: readonly (readonly string[])[], preds: readonly string[], order?: readonly number[]): SentenceForms | undefined {
  const n = refs.length;
  let sentences = preds.length;
  for (const rs of refs) {
    if (rs.length === 0) return undefined;
    sentences += rs.length;
  }
  const last = n === 0 ? -1 : order ? order[n - 1]! : n - 1;
  const form = new Int32Array(sentences);
  const refStart = new Int32Array(n + 1);
  const pred = new Int32Array(preds.length);
  const forms: string[][] = [];
  // caption → form, and token line → form: equal lines are one form, numbered by first occurrence
  const byCaption = new Map<string, number>();
  const byLine = new Map<string, number>();
  const formOfLine = (line: string): number => {
    let f = byLine.get(line);
    if (f === undefined) {
      if (PY_WS_IN_TOKEN.test(line)) return -1;
      f = forms.length;
      byLine.set(line, f);
      forms.push(line === '' ? [] : line.split(' '));
    }
    return f;
  };
  const formOf = (caption: string): number => {
    let f = byCaption.get(caption);
    if (f === undefined) {
      const line = contextFreeLine(caption);
      if (line === undefined) return -1;
      f = formOfLine(line);
      if (f < 0) return -1;
      byCaption.set(caption, f);
    }
    return f;
  };
  // the last caption of a batch, followed by the end of the stream
  const lastOf = (caption: string): number => formOfLine(cocoTokenizeAll([caption])[0]!);
  let s = 0;
  for (let i = 0; i < n; i++) {
    const rs = refs[i]!;
    const end = i === last ? rs.length - 1 : rs.length;
    for (let r = 0; r < end; r++) {
      const f = formOf(rs[r]!);
      if (f < 0) return undefined;
      form[s++] = f;
    }
    if (end < rs.length) {
      const f = lastOf(rs[end]!);
      if (f < 0) return undefined;
      form[s++] = f;
    }
    refStart[i + 1] = s;
  }
  for (let i = 0; i < preds.length; i++) {
    const f = i === last ? lastOf(preds[i]!) : formOf(preds[i]!);
    if (f < 0) return undefined;
    pred[i] = s;
    form[s++] = f;
  }
  return { refStart, pred, form, forms };
}
