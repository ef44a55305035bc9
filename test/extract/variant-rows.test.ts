/**
 * Rows named by a variant and what it is a variant of (round 20; found on a session-recommendation docs page, an
 * "Implementation" | "Variant" table, and an ophthalmology project page, a "Model" | "Size" table with the size printed
 * once over a Full / Half pair of rows). Before, the variant alone was the method ("OOB" of two implementations one
 * method, "YOLOv5" with "S" a setting), so no row carried the name the paper gives it. Tried on tables of other fields.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; settings?: readonly { label: string }[]; rows: readonly { method: string; label?: string; values: readonly unknown[]; settings?: Record<string, unknown> }[] }[];
}

const results = (d: Draft) => d.tables.filter((t) => t.kind === 'results');

describe('a "Variant" column after the name it varies', () => {
  it('labels each row with both names', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Speech recognition toolkits on LibriSpeech',
      '',
      '| Toolkit | Variant | WER clean | WER other |',
      '| --- | --- | --- | --- |',
      '| Kaldi | chain | 3.8 | 8.8 |',
      '| Kaldi | chain + rescoring | 3.1 | 7.9 |',
      '| ESPnet | conformer | 2.9 | 6.9 |',
      '| ESPnet | conformer + LM | 2.3 | 5.2 |',
    ]);
    const t = results(draft)[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['Kaldi chain', 'Kaldi chain + rescoring', 'ESPnet conformer', 'ESPnet conformer + LM']);
    expect(yaml).toMatch(/the column "Variant" names variants of the column "Toolkit"/);
  });

  it('leaves a Variant column alone when the column before it names each row once', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Ablation',
      '',
      '| Run | Variant | Accuracy |',
      '| --- | --- | --- |',
      '| r1 | no dropout | 71.2 |',
      '| r2 | dropout 0.1 | 73.0 |',
      '| r3 | dropout 0.3 | 72.4 |',
    ]);
    expect(results(draft)[0]?.rows.map((r) => r.label)).not.toContain('r1 no dropout');
  });
});

describe('a "Size" column after the model column', () => {
  it('joins the size to the model name, a blank size taking the one above', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Lesion detection',
      '',
      '<table>',
      '<tr><th>Model</th><th>Size</th><th>Params (M)</th><th>Precision</th><th>Recall</th><th>Training data</th></tr>',
      '<tr><td rowspan="4">RT-DETR</td><td>S</td><td>20.1</td><td>0.801</td><td>0.744</td><td>Full</td></tr>',
      '<tr><td></td><td></td><td>0.752</td><td>0.701</td><td>Half</td></tr>',
      '<tr><td>L</td><td>32.0</td><td>0.842</td><td>0.790</td><td>Full</td></tr>',
      '<tr><td></td><td></td><td>0.790</td><td>0.733</td><td>Half</td></tr>',
      '</table>',
    ]);
    const t = results(draft)[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['RT-DETR S', 'RT-DETR S', 'RT-DETR L', 'RT-DETR L']);
    expect(t?.rows.map((r) => r.settings?.['training-data'])).toEqual(['Full', 'Half', 'Full', 'Half']);
    expect(yaml).toMatch(/names the size or version of each "Model".*a blank taking the size above it/);
  });

  it('keeps an amount ("7B") as a setting, not part of the name', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Code generation',
      '',
      '| Model | Size | HumanEval | MBPP |',
      '| --- | --- | --- | --- |',
      '| CodeLlama | 7B | 33.5 | 41.4 |',
      '| CodeLlama | 13B | 36.0 | 47.0 |',
      '| StarCoder | 15B | 33.6 | 52.7 |',
    ]);
    expect(results(draft)[0]?.rows.map((r) => r.label)).not.toContain('CodeLlama 7B');
  });
});
