import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClaimFiles } from '../../src/claims/load.js';
import { hardwareVsMeasured } from '../../src/audits/hardware-measured.js';
import { repoRoot } from '../helpers/cli.js';

const [scorer, ssgpa] = loadClaimFiles([join(repoRoot, 'claims/scorer.yaml'), join(repoRoot, 'claims/ssgpa.yaml')]);

describe('measured GPU peaks against the papers\' hardware claims', () => {
  it('SSGPA: the reproduction code\'s measured 40.6 GiB at batch 2 on an H100 contradicts "a single RTX 3090 (24GB)" — a located error', () => {
    const r = hardwareVsMeasured(ssgpa!, [{ configId: 'ssgpa-memory-probe', runId: 7, dataset: 'clevr-change', batch: 2, peakMiB: 41_581, gpuName: 'NVIDIA H100 80GB HBM3' }]);
    expect(r.cells).toHaveLength(1);
    expect(r.cells[0]).toMatchObject({ claimId: 'gpu-rtx3090', verdict: 'discrepancy', claimedGiB: 24 });
    expect(r.findings[0]?.id).toBe('ssgpa/hardware-measured/gpu-rtx3090/ssgpa-memory-probe');
    expect(r.findings[0]?.message).toMatch(/peaked at 40\.61 GiB in nvidia-smi at batch 2: exceeds one RTX 3090 \(24 GB\) \(measured on NVIDIA H100 80GB HBM3; memory use carries across GPUs/);
    expect(r.findings[0]?.sources[0]?.claimFile.file).toMatch(/claims\/ssgpa\.yaml$/);
  });

  it('SCORER: batch 128 on CLEVR-Change fits the claimed 20G and 3090; batch 64 is not comparable with a batch-128 claim', () => {
    const at128 = hardwareVsMeasured(scorer!, [{ configId: 'scorer-memory-probe', dataset: 'clevr-change', batch: 128, peakMiB: 16_331, gpuName: 'NVIDIA H100 80GB HBM3' }]);
    const memory = at128.cells.find((c) => c.claimId === 'gpu-memory-clevr-change');
    expect(memory?.verdict).toBe('reproduced');
    expect(at128.cells.every((c) => c.verdict !== 'discrepancy')).toBe(true);
    expect(at128.findings).toEqual([]);
    expect(at128.cells.some((c) => c.claimId === 'gpu-memory-spot-the-diff')).toBe(false);
    const at64 = hardwareVsMeasured(scorer!, [{ configId: 'scorer-memory-probe', dataset: 'clevr-change', batch: 64, peakMiB: 6_927 }]);
    expect(at64.cells.find((c) => c.claimId === 'gpu-memory-clevr-change')).toMatchObject({ verdict: 'not-comparable', note: 'other batch: measured at batch 64, the claim is about batch 128' });
    const unknown = hardwareVsMeasured(scorer!, [{ configId: 'scorer-train', dataset: 'clevr-change', peakMiB: 16_331 }]);
    expect(unknown.cells.find((c) => c.claimId === 'gpu-memory-clevr-change')?.note).toMatch(/batch is not stated/);
  });

  it('a peak within the CUDA context\'s spread of the card, measured on another GPU, is not comparable', () => {
    const r = hardwareVsMeasured(ssgpa!, [{ configId: 'x', batch: 2, peakMiB: 24 * 1024 + 200, gpuName: 'NVIDIA H100 80GB HBM3' }]);
    expect(r.cells[0]?.verdict).toBe('not-comparable');
    expect(r.cells[0]?.note).toMatch(/^other GPU/);
  });
});
