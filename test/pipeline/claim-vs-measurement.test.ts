/** The claim-vs-measurement audit on the real SSGPA claim file, with measurements chosen per case. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithClaims } from '../../src/audits/claim-vs-measurement.js';
import type { ConfigOutcome } from '../../src/audits/claim-vs-measurement.js';
import { loadClaimFile } from '../../src/claims/load.js';
import type { Config } from '../../src/claims/schema.js';
import type { Measurement } from '../../src/core/measurements.js';
import { repoRoot } from '../helpers/cli.js';

const ssgpaPath = join(repoRoot, 'claims', 'ssgpa.yaml');
const ssgpa = loadClaimFile(ssgpaPath);
const config = (id: string): Config => {
  const c = ssgpa.data.configs.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return c;
};
const spot = (metric: Measurement['metric'], value: number, split = 'val'): Measurement => ({ dataset: 'spot-the-diff', split, subset: 'total', metric, value, n: 1489 });
const ok = (id: string, ms: Measurement[]): ConfigOutcome => ({ config: config(id), runId: 7, status: 'succeeded', measurements: ms });

describe('claim-vs-measurement', () => {
  it('compares with the paper row and with the named reproduction only', () => {
    const { cells } = compareWithClaims(ssgpa, [ok('spot-vit-val', [spot('CIDEr', 0.297)])]);
    const cider = cells.filter((c) => c.metric === 'CIDEr');
    expect(cider.map((c) => c.rowLabel)).toEqual(['SSGPA[3] (reported)', 'Reproduction - (ViT-based)']);
    expect(cells.every((c) => c.table === 'spot-the-diff')).toBe(true);
  });

  it('reproduced within the tolerance, discrepancy beyond it, with a finding per discrepancy', () => {
    const { cells, findings } = compareWithClaims(ssgpa, [ok('spot-vit-val', [spot('CIDEr', 0.2968), spot('Bleu_4', 0.0957), spot('ROUGE_L', 0.32)])]);
    const repro = (m: string) => cells.find((c) => c.reproduction === 'repro-vit' && c.metric === m);
    expect(repro('CIDEr')).toMatchObject({ verdict: 'reproduced', claimed: 29.7, matchesAsPrinted: true });
    expect(repro('CIDEr')?.delta).toBeCloseTo((29.68 - 29.7) / 29.7, 6);
    expect(repro('Bleu_4')).toMatchObject({ verdict: 'discrepancy', matchesAsPrinted: false });
    expect(repro('ROUGE_L')?.verdict).toBe('reproduced'); // 32.0 vs 30.7: +4.2%
    expect(findings).toHaveLength(1);
    expect(findings[0]?.runId).toBe(7);
    expect(findings[0]?.finding).toMatchObject({ paper: 'ssgpa', check: 'claim-vs-measurement', severity: 'error', stated: 9.0 });
    expect(findings[0]?.finding.message).toContain('BLEU-4 9.6 (↑6.33%) on val vs 9.0 printed for "Reproduction - (ViT-based)"');
    expect(findings[0]?.finding.sources[0]?.claimFile.file).toContain('ssgpa.yaml');
  });

  it('a val measurement is not compared with a test-split row (split-mismatch), but its delta is kept', () => {
    const { cells } = compareWithClaims(ssgpa, [ok('spot-vit-val', [spot('CIDEr', 0.634)])]);
    const paper = cells.find((c) => c.reproduction === undefined && c.metric === 'CIDEr');
    expect(paper).toMatchObject({ verdict: 'not-comparable', reason: 'split-mismatch', rowSplit: 'test' });
    expect(paper?.delta).toBeCloseTo(0, 9);
  });

  it('METEOR~ is never compared with a printed METEOR (metric-approximation); real METEOR is', () => {
    const approx = compareWithClaims(ssgpa, [ok('spot-vit-val', [spot('METEOR~', 0.117)])]).cells.find((c) => c.reproduction && c.metric === 'METEOR');
    expect(approx).toMatchObject({ verdict: 'not-comparable', reason: 'metric-approximation', measured: { metric: 'METEOR~' } });
    const real = compareWithClaims(ssgpa, [ok('spot-vit-val', [spot('METEOR~', 0.2), spot('METEOR', 0.117)])]).cells.find((c) => c.reproduction && c.metric === 'METEOR');
    expect(real).toMatchObject({ verdict: 'reproduced', measured: { metric: 'METEOR' } });
  });

  it('configs that did not run leave their cells not-comparable with the reason', () => {
    const skipped: ConfigOutcome = { config: config('clevr-vit-val'), runId: 3, status: 'skipped', reason: 'references not published', measurements: [] };
    const failed: ConfigOutcome = { config: config('spot-vit-val'), runId: 4, status: 'interrupted', reason: 'Ctrl-C', measurements: [] };
    const { cells, findings } = compareWithClaims(ssgpa, [skipped, failed]);
    expect(cells.filter((c) => c.configId === 'clevr-vit-val').every((c) => c.reason === 'missing-input')).toBe(true);
    expect(cells.filter((c) => c.configId === 'clevr-vit-val')).toHaveLength(8);
    expect(cells.filter((c) => c.configId === 'spot-vit-val').every((c) => c.reason === 'not-run')).toBe(true);
    expect(findings).toHaveLength(0);
  });

  it('a metric the run did not measure is not-measured', () => {
    const { cells } = compareWithClaims(ssgpa, [ok('spot-vit-val', [spot('CIDEr', 0.297)])]);
    expect(cells.find((c) => c.metric === 'Bleu_4')).toMatchObject({ verdict: 'not-comparable', reason: 'not-measured' });
  });

  it('uses the claim file\'s tolerance', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-tol-'));
    const p = join(dir, 'ssgpa.yaml');
    writeFileSync(p, readFileSync(ssgpaPath, 'utf8').replace('schemaVersion: 1\n', 'schemaVersion: 1\ntolerance: { relative: 0.10 }\n'));
    const loose = loadClaimFile(p);
    const ms = [spot('Bleu_4', 0.0957)];
    expect(compareWithClaims(ssgpa, [ok('spot-vit-val', ms)]).cells.find((c) => c.reproduction && c.metric === 'Bleu_4')?.verdict).toBe('discrepancy');
    expect(compareWithClaims(loose, [ok('spot-vit-val', ms)]).cells.find((c) => c.reproduction && c.metric === 'Bleu_4')?.verdict).toBe('reproduced');
  });
});
