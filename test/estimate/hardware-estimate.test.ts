import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadClaimFile } from '../../src/claims/load.js';
import { hardwareEstimateCheck } from '../../src/audits/hardware-estimate.js';
import { repoRoot } from '../helpers/cli.js';

const fixture = (name: string) => loadClaimFile(join(repoRoot, 'test', 'fixtures', 'hardware', `${name}.yaml`));
const check = (name: string) => {
  const file = fixture(name);
  return hardwareEstimateCheck({ papers: [file], focus: new Set([file.data.paper.id]) });
};

describe('hardware-estimate check on the three papers', () => {
  it('states a one-sided measured range in words (regression: "30–undefined GB")', () => {
    const file = loadClaimFile(join(repoRoot, 'claims', 'ssgpa.yaml'));
    const [f] = hardwareEstimateCheck({ papers: [file], focus: new Set(['ssgpa']) }).findings;
    expect(f?.evidence).toBe("reproduction 'repro-vit' measured up to 70 GB on A800 80 GB; reproduction 'repro-resnet-vit' measured more than 30 GB on A800 80 GB");
  });

  it('SSGPA: one RTX 3090 (24 GB) cannot hold the reproduction setup; the finding names the assumptions and the measured 30–70 GB', () => {
    const r = check('ssgpa');
    expect(r.run).toBe(1);
    const [f] = r.findings;
    expect(f).toMatchObject({ id: 'ssgpa/hardware-estimate/gpu-rtx3090--ssgpa-vit-memory', severity: 'error', stated: 24, check: 'hardware-estimate' });
    expect(f?.computed).toBeGreaterThan(24);
    expect(f?.message).toMatch(/cannot hold a training step of 'ssgpa-vit-memory' at batch 2: the estimate needs at least \d+\.\d GiB/);
    expect(f?.assumptions?.some((a) => a.includes('Korthikanti'))).toBe(true);
    expect(f?.sources[0]?.claimFile.line).toBe(14);
    expect(f?.evidence).toBe("reproduction 'repro-vit' measured up to 70 GB on A800 80 GB");
    expect(f?.sources[0]?.doc).toBe('000_6949e76f01803162.txt');
  });

  it('BLIP2IDC: 20 MB fits LoRA on all three components, 0.1% only LoRA on the LLM — each reading contradicts the other claim', () => {
    const r = check('blip2idc');
    expect(r.run).toBe(6); // rank, fraction and adapter size, for each of the two estimate configs
    const byId = new Map(r.findings.map((f) => [f.id, f]));
    const fraction = byId.get('blip2idc/hardware-estimate/lora-fraction--blip2idc-lora');
    expect(fraction?.computed).toBeCloseTo(0.1723, 3);
    expect(fraction?.interval?.[0]).toBeCloseTo(0.05, 9);
    expect(fraction?.interval?.[1]).toBeCloseTo(0.15, 9);
    expect(fraction?.matches).toBe("estimate 'blip2idc-lora-llm-only' (0.135%)");
    const size = byId.get('blip2idc/hardware-estimate/adapter-size--blip2idc-lora-llm-only');
    expect(size?.message).toMatch(/3,932,160 LoRA parameters/);
    expect(size?.matches).toMatch(/^estimate 'blip2idc-lora'/);
    expect(r.findings).toHaveLength(2);
  });

  it('SCORER: 20 GB and 3 hours are within the estimate (pairwise tensors, 10K steps on an RTX 3090)', () => {
    const r = check('scorer');
    expect(r.findings).toEqual([]);
    expect(r.run).toBe(3);
  });

  it('reports a claimed memory below the lower bound and a time outside the range', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hw-'));
    const text = readFileSync(join(repoRoot, 'test', 'fixtures', 'hardware', 'scorer.yaml'), 'utf8')
      .replace('value: 3, unit: hours', 'value: 20, unit: minutes')
      .replace('value: 20, unit: GB', 'value: 5, unit: GB');
    const path = join(dir, 'scorer.yaml');
    writeFileSync(path, text);
    const file = loadClaimFile(path);
    const r = hardwareEstimateCheck({ papers: [file], focus: new Set(['scorer']) });
    expect(r.findings.map((f) => [f.id, f.severity])).toEqual([
      ['scorer/hardware-estimate/clevr-time--scorer-clevr-resources', 'warning'],
      ['scorer/hardware-estimate/clevr-memory--scorer-clevr-resources', 'error'],
    ]);
    expect(r.findings[0]?.message).toMatch(/needs \d+\.\d–\d+\.\d hours on NVIDIA GeForce RTX 3090 \(10000 steps/);
  });

  it('checks only the papers in focus', () => {
    const file = fixture('ssgpa');
    expect(hardwareEstimateCheck({ papers: [file], focus: new Set(['other']) })).toEqual({ findings: [], run: 0, marks: [] });
  });
});

describe('hardware-estimate: an estimate that does not describe the claimed setup', () => {
  it('warns when the estimate\'s LoRA rank differs from the claimed rank', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hw-'));
    const text = readFileSync(join(repoRoot, 'test', 'fixtures', 'hardware', 'blip2idc.yaml'), 'utf8').replace("llm, preset: opt-2.7b, dtype: fp16, lora: {rank: 8, modules: [q, k, v]}, tokens: 64}\n    batch: 16\n    optimizer: adamw\n    logits: {tokens: 64, vocab: 50272}\n", "llm, preset: opt-2.7b, dtype: fp16, lora: {rank: 16, modules: [q, k, v]}, tokens: 64}\n    batch: 16\n    optimizer: adamw\n    logits: {tokens: 64, vocab: 50272}\n");
    const path = join(dir, 'blip2idc.yaml');
    writeFileSync(path, text);
    const file = loadClaimFile(path);
    const r = hardwareEstimateCheck({ papers: [file], focus: new Set(['blip2idc']) });
    const rank = r.findings.find((f) => f.id === 'blip2idc/hardware-estimate/lora-rank--blip2idc-lora');
    expect(rank?.message).toBe("Estimate 'blip2idc-lora' uses LoRA rank 8/16, not the claimed rank 8: its parameter figures do not describe the paper's setup.");
  });
});
