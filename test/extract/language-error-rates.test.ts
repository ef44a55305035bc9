/**
 * "WER/CER" over language columns (language-error-rates.ts), a form of a TTS README of the twenty-ninth set (its
 * multilingual table went out as attributes: the lead-in's "WER/CER(⬇)" named no metric, one word with a slash),
 * tried on an ASR README: CER for the languages written without spaces between words, WER for the others, a
 * qualifier ("hard-") kept in the subset; a table naming WER alone keeps WER in every column.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; subset?: string }[]; rows: readonly { label?: string; values: readonly unknown[] }[] }[];
}

const table = [
  '| Model | zh | en | hard-zh | ja | de | ko | Cantonese |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  '| Whisper-large-v3 | 9.4 | 4.1 | 21.3 | 11.2 | 5.9 | 13.0 | 24.1 |',
  '| SenseVoice-L | 6.1 | 4.9 | 15.8 | 8.4 | 6.8 | 9.5 | 12.2 |',
  '| **Ours** | 5.2 | 4.0 | 12.9 | 7.1 | 5.1 | 8.3 | 10.4 |',
];

describe('WER/CER over language columns', () => {
  it('gives each language the error rate of its script', () => {
    const { draft, yaml } = extractMarkdown<Draft>(['# Multilingual ASR', '', '### FLEURS', '', '**Multilingual WER/CER(⬇) results (click to expand)**', '', ...table]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['cer/zh', 'wer/en', 'cer/hard-zh', 'cer/ja', 'wer/de', 'cer/ko', 'cer/cantonese']);
    expect(t?.rows.map((r) => r.label)).toEqual(['Whisper-large-v3', 'SenseVoice-L', 'Ours']);
    expect(yaml).toMatch(/CER for the languages written without spaces between words/);
  });

  it('keeps WER in every column where the text names WER alone', () => {
    const { draft } = extractMarkdown<Draft>(['# Multilingual ASR', '', '### FLEURS', '', 'We report the WER (%) on each language.', '', ...table]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(new Set(t?.columns.map((c) => c.metric))).toEqual(new Set(['wer']));
  });
});
