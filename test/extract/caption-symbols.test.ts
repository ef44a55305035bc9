/**
 * Metric symbols a caption defines ("Pearson (rp), Spearman (rs) and Kendall (τ) correlations") over columns
 * headed by the symbols, in a table whose rows are the metrics being evaluated (an image-quality
 * meta-evaluation, a field outside the corpus; issue #25, fourth held-out set). Before, the rows
 * (PSNR, SSIM, LPIPS) made the table look printed with its methods as columns: it was read transposed and
 * every cell got a wrong metric. Now `rp`, `rs` and `τ` are Pearson, Spearman and Kendall, and `α`, whose name
 * (Krippendorff) the registry lacks, is drafted under the declared unknown metric, never under the caption's other metric.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadNameSources } from '../../src/claims/load.js';
import { captionSymbols } from '../../src/extract/caption-symbols.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import { repoRoot } from '../helpers/cli.js';

interface Drafted { id: string; columns: { metric: string; label: string; subset?: string }[]; rows: { label: string; values: number[] }[] }

describe('metric symbols defined in a caption', () => {
  it('reads "Name (sym)" pairs, not acronyms or numbers', () => {
    expect([...captionSymbols('Pearson (rp ), Spearman (rs) and Kendall (τ) correlations on KADID (10k), Word Error Rate (WER).')]).toEqual([
      ['rp', 'Pearson'],
      ['rs', 'Spearman'],
      ['τ', 'Kendall'],
    ]);
  });

  it('names the columns from the caption and keeps the evaluated metrics as rows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-caption-symbols-'));
    writeFileSync(join(dir, 'README.md'), [
      '# How well do image quality metrics agree with people?',
      '',
      '## Results',
      '',
      '| Metric | α | τ | rp | rs |',
      '| --- | --- | --- | --- | --- |',
      '| PSNR | 0.41 | 0.49 | 0.68 | 0.67 |',
      '| SSIM | 0.45 | 0.52 | 0.72 | 0.71 |',
      '| LPIPS | 0.58 | 0.64 | 0.84 | 0.83 |',
      '',
      'Table 2: Krippendorff (α) agreement and Pearson (rp), Spearman (rs) and Kendall (τ) correlations of each image quality metric with mean opinion scores.',
      '',
    ].join('\n'));
    const ex = extractDraft(readInputs([join(dir, 'README.md')]), 'iqa', loadNameSources(join(repoRoot, 'claims'), []));
    const tables = (parse(ex.yaml) as { tables: Drafted[] }).tables;
    const t = tables.find((x) => x.columns.length === 4);
    expect(t?.rows.map((r) => r.label)).toEqual(['PSNR', 'SSIM', 'LPIPS']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['unknown-metric', 'kendall', 'pearson', 'spearman']);
    expect(t?.rows[2]?.values).toEqual([0.58, 0.64, 0.84, 0.83]);
    expect(ex.yaml).toContain('header "rp" read as Pearson, the name the caption gives this symbol');
    expect(ex.yaml).toMatch(/the caption names this symbol Krippendorff, a metric the registry does not know/);
  });
});
