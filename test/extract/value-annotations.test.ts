/**
 * Marks printed after a value (src/extract/value-annotation.ts): a superscript rank (`21.4<sup>1</sup>`), a count
 * in braces (`0.062 {4}`, input frames in a frame-interpolation ranking), a circled rank, a bracketed reference.
 * The value is kept and the mark named for review — before this, `<sup>1</sup>` joined the digits (`21.41`) and a
 * braced count kept the cell as text. Checked on a speech-recognition leaderboard written here.
 */
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../src/extract/cells.js';
import { annotationAsBracket } from '../../src/extract/value-annotation.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('annotation marks after a value', () => {
  it('rewrites the mark as a trailing bracket and leaves exponents and spreads alone', () => {
    expect(annotationAsBracket('21.4<sup>1</sup>')).toBe('21.4 (1)');
    expect(annotationAsBracket('**0.062** {4}')).toBe('**0.062** (4)');
    expect(annotationAsBracket('<b>3.1<sup>(2)</sup></b>')).toBe('<b>3.1</b> (2)');
    expect(annotationAsBracket('3.1$^{2}$')).toBe('3.1 (2)');
    expect(annotationAsBracket('3.1²')).toBe('3.1 (2)');
    expect(annotationAsBracket('3.1 ③')).toBe('3.1 (3)');
    expect(annotationAsBracket('3.1 [12]')).toBe('3.1 (12)');
    expect(annotationAsBracket('1.2×10<sup>-3</sup>')).toBe('1.2×10<sup>-3</sup>');
    expect(annotationAsBracket('76.1<sub>±0.3</sub>')).toBe('76.1<sub>±0.3</sub>');
  });

  it('never turns a mark into digits of the value', () => {
    expect(parseValue('21.4<sup>1</sup>')).toEqual({ text: '21.4', second: '1' });
    expect(parseValue('3.1<sub>2</sub>')).toEqual({ text: '3.1', second: '2' });
    expect(parseValue('**0.062** {4}')).toEqual({ text: '0.062', second: '4' });
    expect(parseValue('76.1<sub>±0.3</sub>')).toEqual({ text: '76.1', spread: '0.3' });
    expect(parseValue('21.4<sup>a</sup>')).toEqual({ text: '21.4' });
  });

  it('keeps the values of a ranked leaderboard and names the marks for review', () => {
    const { yaml, draft } = extractMarkdown<{ tables: { kind: string; rows: { label: string; values: unknown[] }[] }[] }>([
      '# ASR leaderboard',
      '',
      '## LibriSpeech test-clean',
      '',
      '| Model | WER (%) | Params (M) |',
      '| --- | --- | --- |',
      '| Conformer-L | **1.9**<sup>1</sup> | 118.8 |',
      '| ContextNet | 2.0<sup>2</sup> | 112.7 |',
      '| Transformer | 2.3 {3} | 71.5 |',
      '',
    ]);
    const t = draft.tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.rows.map((r) => r.values[0])).toEqual([1.9, 2.0, 2.3]);
    // the reader writes the raised rank as a bracket: before, "1.9 1" was no number and "2.0 2" lost its row
    expect(yaml).toContain('cells with a second number in brackets, not said what it is: the first written, the bracket left out: "1.9 (1)" (WER (%))');
    expect(yaml).toContain('"2.3 {3}" (WER (%))');
  });

  it('reads a raised rank in an HTML table the same way, and keeps an exponent a word', () => {
    const { draft } = extractMarkdown<{ tables: { kind: string; rows: { label: string; values: unknown[] }[] }[] }>([
      '# ASR leaderboard',
      '',
      '## LibriSpeech test-other',
      '',
      '<table>',
      '<tr><th>Model</th><th>WER (%)</th><th>LR</th></tr>',
      '<tr><td>Conformer-L</td><td><b>4.3</b><sup>1</sup></td><td>1.0×10<sup>-3</sup></td></tr>',
      '<tr><td>ContextNet</td><td>4.6<sup>(2)</sup></td><td>5.0×10<sup>-4</sup></td></tr>',
      '</table>',
      '',
    ]);
    const t = draft.tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.rows.map((r) => r.values[0])).toEqual([4.3, 4.6]);
    expect(JSON.stringify(t.rows)).not.toContain('(-3)');
  });
});
