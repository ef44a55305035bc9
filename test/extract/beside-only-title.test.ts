/**
 * A beside-only registry alias named only in the title line over a table ("**… SIM(⬆) Results**", a form of the
 * twenty-ninth set's TTS README): read beside the metrics the document names elsewhere (WER, CER), SIM is speaker
 * similarity; in a document naming none of its field's metrics it stays unread, as a bare header would.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; subset?: string }[] }[];
}

const simTable = [
  '**Seed-TTS-eval SIM(⬆) Results (click to expand)**',
  '',
  '| Model | test-zh | test-en | test-hard |',
  '| --- | --- | --- | --- |',
  '| CosyVoice2 | 75.7 | 65.9 | 72.6 |',
  '| F5-TTS | 74.1 | 64.7 | 71.3 |',
  '| Ours | 77.9 | 69.8 | 74.0 |',
];

describe('SIM named in a title line', () => {
  it('is speaker similarity in a document that reports WER and CER', () => {
    const { draft } = extractMarkdown<Draft>([
      '# A zero-shot TTS model',
      '',
      '## Evaluation',
      '',
      '**Seed-TTS-eval WER/CER(⬇) Results**',
      '',
      '| Model | test-zh CER | test-en WER |',
      '| --- | --- | --- |',
      '| CosyVoice2 | 1.45 | 2.57 |',
      '| F5-TTS | 1.56 | 1.83 |',
      '| Ours | 1.21 | 1.77 |',
      '',
      ...simTable,
    ]);
    const t = draft.tables.filter((x) => x.kind === 'results');
    expect(t[1]?.columns.map((c) => c.metric)).toEqual(['secs', 'secs', 'secs']);
  });

  it('names nothing in a document without its field\'s metrics', () => {
    const { draft } = extractMarkdown<Draft>(['# A model', '', '## Evaluation', '', ...simTable]);
    expect(draft.tables.filter((x) => x.kind === 'results').flatMap((x) => x.columns.map((c) => c.metric))).not.toContain('secs');
  });
});
