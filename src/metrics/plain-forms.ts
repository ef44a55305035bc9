/**
 * The sentence forms of a set whose captions are all plain (src/metrics/tokenizer.ts's
 * plainCocoLine: letters, spaces, commas and a final period — most caption files), straight from
 * the caption strings: what sentenceForms(tokenizeAll(...)) gives for such a set, without the
 * per-image token rows in between. A plain caption's tokens do not depend on its batch
 * neighbours, so neither the batches nor their order matter here. Undefined as soon as one
 * caption is not plain (then only tokenizeAll is right).
 */
import type { SentenceForms } from './encode.js';
import { plainCocoLine } from './tokenizer.js';

/** `refs[i]` and `preds[i]` are image i's captions (a missing prediction: ''). */
export function plainSetForms(refs: readonly (readonly string[])[], preds: readonly string[]): SentenceForms | undefined {
  let sentences = preds.length;
  for (const rs of refs) sentences += rs.length;
  const form = new Int32Array(sentences);
  const refStart = new Int32Array(refs.length + 1);
  const pred = new Int32Array(preds.length);
  const forms: string[][] = [];
  // caption → form, and token line → form: equal lines are one form, numbered by first occurrence
  const byCaption = new Map<string, number>();
  const byLine = new Map<string, number>();
  const formOf = (caption: string): number => {
    let f = byCaption.get(caption);
    if (f === undefined) {
      const line = plainCocoLine(caption);
      if (line === undefined) return -1;
      f = byLine.get(line);
      if (f === undefined) {
        f = forms.length;
        byLine.set(line, f);
        forms.push(line === '' ? [] : line.split(' '));
      }
      byCaption.set(caption, f);
    }
    return f;
  };
  let s = 0;
  for (let i = 0; i < refs.length; i++) {
    const rs = refs[i]!;
    for (let r = 0; r < rs.length; r++) {
      const f = formOf(rs[r]!);
      if (f < 0) return undefined;
      form[s++] = f;
    }
    refStart[i + 1] = s;
  }
  for (let i = 0; i < preds.length; i++) {
    const f = formOf(preds[i]!);
    if (f < 0) return undefined;
    pred[i] = s;
    form[s++] = f;
  }
  return { refStart, pred, form, forms };
}
