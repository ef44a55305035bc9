/**
 * A text-to-speech README's "WER/%⬇ | SIM/%⬆" (round 20, the twenty-ninth held-out set): SIM beside the speech
 * metrics is the speaker similarity (registry `secs`, a beside-only alias); the heavy arrows ⬆ ⬇ are direction marks
 * like ↑ ↓. Before, the SIM columns took the lead-in's WER. Beside metrics of other fields SIM names nothing.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric?: string; id?: string; label?: string }[] }[];
}

describe('SIM beside speech metrics', () => {
  it('is the speaker similarity, arrows ⬆ ⬇ aside', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Zero-shot voice cloning',
      '',
      '**LibriSpeech test-clean WER(⬇)&SIM(⬆) results**',
      '',
      '| Model | WER/%⬇ | SIM/%⬆ | UTMOS⬆ |',
      '| --- | --- | --- | --- |',
      '| VALL-E | 5.9 | 58.0 | 3.68 |',
      '| NaturalSpeech 3 | 1.8 | 67.0 | 4.01 |',
    ]);
    expect(draft.tables.find((t) => t.kind === 'results')?.columns.map((c) => c.metric)).toEqual(['wer', 'secs', 'utmos']);
  });

  it('names no metric beside a translation table\'s BLEU', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Paraphrase generation',
      '',
      '| Model | BLEU | SIM |',
      '| --- | --- | --- |',
      '| Seq2Seq | 21.4 | 0.71 |',
      '| Ours | 24.9 | 0.78 |',
    ]);
    expect(JSON.stringify(draft.tables)).not.toMatch(/"secs"/);
  });
});
