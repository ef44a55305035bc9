/**
 * Percentages printed with zero padding ("00.00%", "08.77%", as robustness tables align their columns) are
 * drafted as their numbers (0.00, 8.77: never "012", which YAML 1.1 readers take as octal), the rows are
 * kept (the transcription check finds them), and `audit validate --sources` passes on the draft
 * (docs/extract-corpus.md, "Third held-out set (LLM agents, …)", cause 4). Checked on a speech-enhancement
 * README written here; negative values padded or signed ("-05.20", "−1.5": a change in a metric) the same way,
 * the sign kept (the check and the YAML writer share one rule: unpadNumber).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';

describe('zero-padded printed values', () => {
  it('keeps the rows, writes plain numbers, and the draft validates against its source', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-zero-padded-'));
    writeFileSync(join(dir, 'README.md'), [
      '# QuietNet',
      '',
      'Word error rate (%) on noisy LibriSpeech at each SNR.',
      '',
      '| Method | 0 dB | 5 dB | 10 dB |',
      '| --- | --- | --- | --- |',
      '| Noisy input | 62.10% | 31.40% | 012.5% |',
      '| QuietNet (ours) | 09.05% | 04.30% | 00.90% |',
      '',
    ].join('\n'));
    const r = runCli(['extract', 'README.md', '--id', 'quietnet', '--out', 'draft.yaml'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const yaml = readFileSync(join(dir, 'draft.yaml'), 'utf8');
    expect(yaml).not.toMatch(/left out/);
    expect(yaml).toMatch(/values: \[9\.05, 4\.30, 0\.90\]/);
    expect(yaml).toMatch(/values: \[62\.10, 31\.40, 12\.5\]/);
    const rows = (parse(yaml) as { tables: { rows: { values: number[] }[] }[] }).tables[0]?.rows.map((x) => x.values);
    expect(rows).toEqual([[62.1, 31.4, 12.5], [9.05, 4.3, 0.9]]);
    const v = runCli(['validate', 'draft.yaml', '--sources', '.'], { cwd: dir });
    expect(v.stderr).toBe('');
    expect(v.code).toBe(0);
  });

  it('keeps rows with negative values, padded or printed with a typographic minus, and validates them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-zero-padded-'));
    writeFileSync(join(dir, 'README.md'), [
      '# QuietNet',
      '',
      'Change in word error rate (%) on noisy LibriSpeech against the noisy input.',
      '',
      '| Method | WER 0 dB | WER 5 dB |',
      '| --- | --- | --- |',
      '| DenoiseNet | -05.20 | −1.5 |',
      '| QuietNet (ours) | -09.05 | -04.30 |',
      '',
    ].join('\n'));
    const r = runCli(['extract', 'README.md', '--id', 'quietnet', '--out', 'draft.yaml'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const yaml = readFileSync(join(dir, 'draft.yaml'), 'utf8');
    expect(yaml).not.toMatch(/left out/);
    const rows = (parse(yaml) as { tables: { rows: { values: number[] }[] }[] }).tables[0]?.rows.map((x) => x.values);
    expect(rows).toEqual([[-5.2, -1.5], [-9.05, -4.3]]);
    const v = runCli(['validate', 'draft.yaml', '--sources', '.'], { cwd: dir });
    expect(v.stderr).toBe('');
    expect(v.code).toBe(0);
  });
});
