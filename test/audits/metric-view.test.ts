/** Direction and scale helpers the table and statement checks share, and what a cell knows of its metric. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClaimFiles } from '../../src/claims/load.js';
import { cell, resultsTables } from '../../src/audits/cells.js';
import { bestOf, betterOf, betterSign, gainOf, isPerformance, toCommonScale } from '../../src/audits/metric-view.js';
import { findMetric } from '../../src/core/metric-registry.js';

describe('metric view', () => {
  it('is direction-aware: lower-is-better best is the minimum, neither has no best', () => {
    expect(betterOf('lower', 4.2, 3.8)).toBe(3.8);
    expect(betterOf('higher', 4.2, 3.8)).toBe(4.2);
    expect(betterSign('lower', 3.8, 4.2)).toBe(1);
    expect(betterSign('neither', 3.8, 4.2)).toBe(0);
    expect(bestOf('lower', [9.0, 8.7, 10.1])).toBe(8.7);
    expect(bestOf('neither', [1, 2])).toBeUndefined();
    expect(gainOf('lower', 3.8, 4.2)).toBeCloseTo(0.4);
  });

  it('puts fraction and percent printings on one scale, and keeps cost out of performance', () => {
    expect(toCommonScale(0.912, 'fraction')).toBeCloseTo(91.2);
    expect(toCommonScale(91.2, 'percent')).toBe(91.2);
    expect(toCommonScale(12.3, undefined)).toBe(12.3);
    expect(isPerformance(findMetric('WER'))).toBe(true);
    expect(isPerformance(findMetric('Params'))).toBe(false);
    expect(isPerformance(findMetric('Epochs'))).toBe(false);
  });

  it('a cell carries its metric, print scale, dataset, condition and printed ± spread', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-mv-'));
    const file = join(dir, 'p.yaml');
    writeFileSync(
      file,
      `schemaVersion: 1
paper: { id: p, title: P, docs: [{ id: paper, file: p.md, kind: paper }] }
methods: [{ id: a, name: A }]
datasets: [{ id: librispeech, name: LibriSpeech }, { id: imagenet, name: ImageNet }]
tables:
  - id: t
    source: { doc: paper, table: 1 }
    scale: fraction
    spread: { kind: sem, n: 5 }
    columns: [{ metric: wer, dataset: librispeech, condition: test-other }, { metric: top1-acc, dataset: imagenet, scale: percent }, fid]
    rows:
      - { method: a, values: [0.091, 76.1, 12.3], spreads: [0.002, null, 0.4] }
`,
    );
    const [f] = loadClaimFiles([file]);
    const ref = resultsTables(f!)[0]!;
    const wer = cell(f!, ref, 0, 0)!;
    expect(wer.column).toMatchObject({ metric: 'wer', dataset: 'librispeech', condition: 'test-other', scale: 'fraction', label: 'Word error rate (test-other)' });
    expect(wer.column.def?.direction).toBe('lower');
    expect(wer.spread).toEqual({ value: 0.002, kind: 'sem', n: 5 });
    expect(cell(f!, ref, 0, 1)!.column.scale).toBe('percent');
    expect(cell(f!, ref, 0, 1)!.spread).toBeUndefined();
    // FID is not a proportion: no print scale, compared as printed
    expect(cell(f!, ref, 0, 2)!.column.scale).toBeUndefined();
  });
});
