/**
 * A multilingual table printed with the systems as columns and the languages as rows, its metric named nowhere near it
 * (round 20, a text-to-speech README): read transposed, each language became a metric "declared for this document"
 * ('arabic', 'cantonese' …). A language's name is the data a table was run on, never a metric: the columns are left out
 * with a review line, and with no metric left the table is drafted as attributes. (Since round 21 the "SIM(⬆)" of its
 * title line is read beside the document's WER, speaker similarity: the table is results, still with no language as
 * a metric.)
 */
import { describe, expect, it } from 'vitest';
import { isLanguageName } from '../../src/extract/language-names.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('languages as headers', () => {
  it('are told by name', () => {
    expect(isLanguageName('Arabic')).toBe(true);
    expect(isLanguageName('Chinese (Mandarin)')).toBe(true);
    expect(isLanguageName('Arabic score')).toBe(false);
    expect(isLanguageName('Q-Score')).toBe(false);
  });

  it('never become metrics of the document', () => {
    const { draft, yaml } = extractMarkdown<{ metrics?: readonly { id: string }[]; tables: readonly { kind: string }[] }>([
      '# Multilingual speech synthesis',
      '',
      '**English test WER(⬇) Results**',
      '',
      '| Model | WER |',
      '| --- | --- |',
      '| Minimax | 2.16 |',
      '| ElevenLabs | 2.34 |',
      '| Ours | 2.29 |',
      '',
      '**Multilingual-test SIM(⬆) Results (click to expand)**',
      '',
      '| Language | Minimax | ElevenLabs | **Ours** |',
      '| --- | --- | --- | --- |',
      '| Arabic | 73.6 | 70.6 | **79.1** |',
      '| Cantonese | 77.8 | 67.0 | **83.5** |',
      '| Czech | 79.6 | 68.5 | **79.8** |',
      '| Dutch | 73.8 | 68.0 | **80.0** |',
    ]);
    // (the SIM table is speaker similarity, read beside the document's WER: beside-only-text.ts; its languages stay subsets)
    expect(draft.tables.map((t) => t.kind)).toEqual(['results', 'results']);
    expect(yaml).toMatch(/metric: "secs"/);
    expect(yaml).not.toMatch(/'arabic' is not a registry id/);
    expect(JSON.stringify(draft.metrics ?? [])).not.toMatch(/arabic|cantonese/);
  });
});
