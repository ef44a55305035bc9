/**
 * A model zoo's link columns ("Config" `[config](….yaml)`, "ckpts" `[download](….pth)`) never name a row: with no
 * method column, the column of training data ("Training Data": LibriSpeech 100h, + Switchboard) labels the rows, the
 * links stay settings (docs/extract-readers.md). And a column "Sintel Final (training)" with no metric reports the
 * end-point error by MPI Sintel's convention, with its review line. Tested on a speech-recognition zoo and a
 * scene-flow zoo written here (not the corpus's optical-flow README).
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns?: { metric?: string; subset?: string }[]; rows: { method?: string; label?: string; settings?: Record<string, string> }[] }[];
}

describe('download and config link columns are not row labels', () => {
  it('labels the rows by the training-data column, not by "download"', () => {
    const { draft } = extractMarkdown<Draft>([
      '# SpeechZoo',
      '',
      '#### Conformer-S | [paper](https://example.org/conformer-s.pdf)',
      '',
      '| Training Data | Config | Weights | test-clean WER | test-other WER |',
      '| --- | --- | --- | --- | --- |',
      '| LibriSpeech 100h | [config](./conf/ls100.yaml) | [download](https://example.org/ls100.pt) | 6.1 | 16.8 |',
      '| LibriSpeech 960h | [config](./conf/ls960.yaml) | [download](https://example.org/ls960.pt) | 2.7 | 6.3 |',
    ]);
    const [t] = draft.tables;
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.label)).toEqual(['LibriSpeech 100h', 'LibriSpeech 960h']);
    expect(t?.columns?.map((c) => c.metric)).toEqual(['wer', 'wer']);
  });

  it('reads a Sintel column with no metric as end-point error', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# SceneFlowZoo',
      '',
      '#### GMFlowLite',
      '',
      '| Training Regime | Checkpoint | Sintel Clean (training) | Sintel Final (training) |',
      '| --- | --- | --- | --- |',
      '| Things | [ckpt](https://example.org/things.pth) | 1.31 | 2.88 |',
      '| Things + Sintel | [ckpt](https://example.org/sintel.pth) | 0.96 | 1.72 |',
    ]);
    const [t] = draft.tables;
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.label)).toEqual(['Things', 'Things + Sintel']);
    expect(t?.columns?.map((c) => c.metric)).toEqual(['epe', 'epe']);
    expect(yaml).toMatch(/no metric printed; 'epe' guessed/);
  });
});
