/**
 * Two layouts of results READMEs (docs/extract-readers.md, "Fourth held-out set: README and HTML layouts"):
 * - cost cells printed with the hardware they were measured on (`1.2 (8 TPUv2 cores)`, `6.8 (1 GPU)`) under
 *   `Train Runtime (hours)` / `Test Runtime (ms / example)`: the number is the value (`train-time`, `latency`),
 *   the hardware a review line;
 * - a column packing several metrics (`1.05 / 76.1% / 0.153`) under a header the document defines in a line of its
 *   own ("cWER/cCER. Word error rate and character error rate on the noisy set"): one column per metric.
 * Checked on a speech-recognition README written here (uncertainty-baselines printed both).
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string; label?: string }[]; rows: { method: string; values: unknown[] }[] }[];
}

const README = [
  '# RobustASR',
  '',
  '## LibriSpeech',
  '',
  '| Method | WER | nWER/nCER | Train Runtime (hours) | Test Runtime (ms / example) |',
  '| --- | --- | --- | --- | --- |',
  '| Baseline | 3.1 | 9.84 / 4.1 | 20.5 (8 V100 GPUs) | 12.1 (1 GPU) |',
  '| Ours | 2.7 | 7.90 / 3.2 | 22.0 (8 V100 GPUs) | 12.6 (1 GPU) |',
  '',
  '## Metrics',
  '',
  '1. __nWER/nCER__. Word error rate and character error rate on the noisy test set; see the paper.',
];

describe('cost cells with hardware, and packed cells the document defines', () => {
  it('reads the costs as train-time and latency, and splits the packed column into WER and CER', () => {
    const { yaml, draft } = extractMarkdown<Draft>(README);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['wer', 'wer', 'cer', 'train-time', 'latency']);
    expect(t?.rows.find((r) => r.method === 'ours')?.values).toEqual([2.7, 7.9, 3.2, 22.0, 12.6]);
    expect(yaml).toMatch(/measured on \(8 V100 GPUs, 1 GPU\)/);
    expect(yaml).toMatch(/the document's definition of "nWER\/nCER"/);
  });

  it('keeps a packed column the document does not define as it was (a setting, with a review line)', () => {
    const { yaml, draft } = extractMarkdown<Draft>(README.slice(0, -3));
    expect(draft.tables[0]?.columns.map((c) => c.metric)).not.toContain('cer');
    expect(yaml).toMatch(/nWER\/nCER/);
  });
});
