/**
 * Percentages printed with zero padding ("00.00%", "08.77%", as robustness tables align their columns) are
 * drafted as their numbers (0.00, 8.77: never "012", which YAML 1.1 readers take as octal), the rows are
 * kept (the transcription check finds them), and `audit validate --sources` passes on the draft
 * (docs/extract-corpus.md, "Third held-out set (LLM agents, …)", cause 4). Checked on a speech-enhancement
 * README written here; negative values padded or signed ("-05.20", "−1.5": a change in a metric) the same way,
 * the sign kept (the check and the YAML writer share one rule: unpadNumber).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { extractMarkdown, validateDraft } from '../helpers/extract-markdown.js';

/** The README drafted as paper `quietnet`; its draft, which must validate against it without a word on stderr. */
function draftValidated(lines: readonly string[]): string {
  const { dir, yaml } = extractMarkdown(lines, { id: 'quietnet' });
  const v = validateDraft(dir, 'quietnet');
  expect(v.stderr).toBe('');
  expect(v.code).toBe(0);
  return yaml;
}

describe('zero-padded printed values', () => {
  it('keeps the rows, writes plain numbers, and the draft validates against its source', () => {
    const yaml = draftValidated([
      '# QuietNet',
      '',
      'Word error rate (%) on noisy LibriSpeech at each SNR.',
      '',
      '| Method | 0 dB | 5 dB | 10 dB |',
      '| --- | --- | --- | --- |',
      '| Noisy input | 62.10% | 31.40% | 012.5% |',
      '| QuietNet (ours) | 09.05% | 04.30% | 00.90% |',
      '',
    ]);
    expect(yaml).not.toMatch(/left out/);
    expect(yaml).toMatch(/values: \[9\.05, 4\.30, 0\.90\]/);
    expect(yaml).toMatch(/values: \[62\.10, 31\.40, 12\.5\]/);
    const rows = (parse(yaml) as { tables: { rows: { values: number[] }[] }[] }).tables[0]?.rows.map((x) => x.values);
    expect(rows).toEqual([[62.1, 31.4, 12.5], [9.05, 4.3, 0.9]]);
  });

  it('keeps rows with negative values, padded or printed with a typographic minus, and validates them', () => {
    const yaml = draftValidated([
      '# QuietNet',
      '',
      'Change in word error rate (%) on noisy LibriSpeech against the noisy input.',
      '',
      '| Method | WER 0 dB | WER 5 dB |',
      '| --- | --- | --- |',
      '| DenoiseNet | -05.20 | −1.5 |',
      '| QuietNet (ours) | -09.05 | -04.30 |',
      '',
    ]);
    expect(yaml).not.toMatch(/left out/);
    const rows = (parse(yaml) as { tables: { rows: { values: number[] }[] }[] }).tables[0]?.rows.map((x) => x.values);
    expect(rows).toEqual([[-5.2, -1.5], [-9.05, -4.3]]);
  });
});
