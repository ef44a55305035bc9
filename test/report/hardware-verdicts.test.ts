import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClaimFiles } from '../../src/claims/load.js';
import { buildHardwareVerdicts } from '../../src/report/model/hardware-verdicts.js';
import { paperInput } from '../../src/report/from-store.js';
import { repoRoot } from '../helpers/cli.js';
import { samples, succeededRun } from './fixtures.js';

const [ssgpa] = loadClaimFiles([join(repoRoot, 'claims/ssgpa.yaml')]);

describe('report: hardware claims, claimed vs estimated vs measured', () => {
  it('shows the calibrated estimate of the reproduction code and a probe run\'s measured peak with its verdict', () => {
    const estimates = paperInput(ssgpa!, { claims: [ssgpa!], now: 0, tool: 'test' }).estimates;
    const probe = succeededRun(4, { configId: 'ssgpa-memory-probe', bleu: 0, cider: 0, samples: samples(41_581) });
    const rows = buildHardwareVerdicts(ssgpa!, [probe], estimates);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ claimId: 'gpu-rtx3090', claimed: '1 × RTX 3090 (24 GB)', verdict: 'discrepancy' });
    expect(rows[0]?.estimated).toMatch(/^(39|40|41)\.\d GiB \(3\d\.\d–4\d\.\d\) · ssgpa-vit-memory$/);
    expect(rows[0]?.measured).toBe('40.6 GiB · run #4 (ssgpa-memory-probe)');
    expect(buildHardwareVerdicts(ssgpa!, [], estimates)[0]).toMatchObject({ verdict: 'not-measured', measured: '—' });
  });
});
