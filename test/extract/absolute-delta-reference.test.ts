/**
 * Printed absolute changes ("85.74 (+0.20)") relative to a row other than the table's first (a prompt-learning table of
 * base methods, each followed by the same method with the paper's add-on: the ReBaPL paper's form, round 22, tried on a
 * speech table). Before, the guess of the row a delta is relative to only recomputed relative deltas (in %): absolute
 * ones never fitted, the first row without deltas was taken, and `audit check` reported a false error on every cell.
 * Now the deltas recompute from the base method's row and check finds them consistent.
 */
import { describe, expect, it } from 'vitest';
import { checkDraft, expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

describe('absolute deltas printed after the values', () => {
  it('are relative to the row they recompute from, and check finds them consistent', () => {
    const r = extractMarkdown<{ tables: { rows: { method: string; vs?: string }[] }[] }>([
      '# DistillPlus for speech recognition',
      '',
      '## Results',
      '',
      'Word error rate on LibriSpeech; in brackets, the change our add-on brings to the base method.',
      '',
      '| Method | test-clean WER | test-other WER |',
      '| --- | --- | --- |',
      '| Conformer | 2.52 | 5.91 |',
      '| Wav2Vec2 | 2.10 | 4.80 |',
      '| Wav2Vec2 + DistillPlus | 1.95 (-0.15) | 4.52 (-0.28) |',
      '| HuBERT | 1.94 | 4.31 |',
      '| HuBERT + DistillPlus | 1.88 (-0.06) | 4.19 (-0.12) |',
      '',
    ], { id: 'dp' });
    expectValidates(r.dir, 'dp');
    expect(r.draft.tables[0]?.rows.filter((r) => r.vs).map((r) => `${r.method} vs ${r.vs}`)).toEqual(['wav2vec2-+-distillplus vs wav2vec2', 'hubert-+-distillplus vs hubert']);
    const out = checkDraft(r.dir, 'dp');
    expect(out.summary['printed-delta']).toEqual({ run: 4, passed: 4, failed: 0 });
    expect(out.findings.filter((f) => f.check === 'printed-delta')).toEqual([]);
  });
});
