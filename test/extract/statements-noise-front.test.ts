/**
 * Text with numbers that reports no result, as papers and READMEs of every field print it, and that must
 * draft no statement (src/extract/statements-noise.ts): author lists with affiliation markers, runs of
 * affiliations with postcodes, licences with their versions, version numbers, N:M notation, an equation
 * number after a formula in mid-sentence, and definitions ("A rating above 3 means …"). Results next to
 * them stay. And a sentence in Markdown italics after another sentence is a sentence of its own
 * (src/extract/sentences.ts). A music-generation paper and a sentiment README written for this test.
 */
import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import { isFrontMatter } from '../../src/extract/statements-noise.js';

const items = (text: string) => statementsOf(sentencesOf(text), { doc: 'paper', tables: [], methods: new Map() });
const numbers = (text: string) => items(text).map((i) => String((i.fields as { value?: { n: string } }).value?.n ?? i.fields.kind));

describe('noise that drafts no statement', () => {
  it.each([
    ['Anna Berg1∗ , Tomas Lind1,2 , Mei Chen2 , Ravi Nair3† , Olga Petrov1'],
    ['Faculty of Music Informatics, Lund University, Lund, 22100, Sweden. 2 Department of Acoustics, Aalborg University, 9220 Aalborg, Denmark.'],
    ['The melody corpus is released under the Creative Commons Attribution-NonCommercial 4.0 International License.'],
    ['The sentiment lexicon is distributed under CC BY-SA 3.0 and the code under Apache License 2.0.'],
    ['All prompts were scored with rubric version of 2, except for lyrics, where the rubric version is 3.'],
    ['Chords are quantised to a 3:4 or 6:8 metre grid.'],
    ['The total loss is L = Lrec + Ladv (2) where Lrec is the reconstruction loss.'],
    ['A listener rating above 3 means the sample is preferred to the reference.'],
    ['Each vote gives -1, 0, or 1, indicating whether the review is negative, neutral or positive.'],
  ])('%s', (text) => {
    expect(items(text)).toEqual([]);
  });

  it.each([
    // results next to the noise words stay
    ['Our tagger reaches 91.2 F1, which means a gain of 2.1 points over the lexicon baseline.', ['2.1', '91.2']],
    ['It is 3.4 points better, which means the sentiment model transfers to new domains.', ['3.4']],
    ['We achieve 4.1 MOS on the University listening test set and 3.9 on the Institute set.', ['4.1', '3.9']],
  ])('%s keeps its numbers', (text, want) => {
    expect(numbers(text).sort()).toEqual([...want].sort());
  });

  it('an author list is front matter; a sentence about a University dataset with results is not', () => {
    expect(isFrontMatter('Anna Berg1∗ , Tomas Lind1,2 , Mei Chen2')).toBe(true);
    expect(isFrontMatter('We train on the University and Institute corpora and reach 4.1 MOS.')).toBe(false);
  });
});

describe('a sentence in Markdown italics', () => {
  it('starts after the footnote line before it, so that the footnote is no part of its quote', () => {
    const md = ['†: Results of the re-run are better than in the paper.  ', '*Experiments are conducted on the NVIDIA 3090 GPU. Results may vary.*'].join('\n');
    const texts = sentencesOf(md).map((s) => s.text);
    expect(texts).toContain('*Experiments are conducted on the NVIDIA 3090 GPU.');
    const gpu = items(md).find((i) => i.fields.kind === 'gpu');
    expect((gpu?.fields.source as { quote: string }).quote).not.toMatch(/†/);
  });
});
