import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { repoRoot, runCli } from '../helpers/cli.js';

describe('audit estimate', () => {
  it('estimates a preset description and says whether it fits the GPU', () => {
    const r = runCli(['estimate', '--model', 'vicuna-7b', '--vision', 'eva-vit-g', '--images', '2', '--batch', '2', '--lora-rank', '8', '--lora-on', 'llm', '--gpu', 'rtx-3090', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { params: { total: number; lora: number }; memory: { lowGiB: number; highGiB: number }; fit: string; assumptions: string[] };
    expect(out.params.total).toBe(6_738_415_616 + 985_894_528);
    expect(out.params.lora).toBe(32 * 3 * 8 * (4096 + 4096));
    expect(out.memory.lowGiB).toBeGreaterThan(14.4);
    expect(out.memory.lowGiB).toBeLessThan(out.memory.highGiB);
    expect(out.fit).toMatch(/^fits on one NVIDIA GeForce RTX 3090 \(24 GiB\): (yes|no|only at the low end) \(estimate/);
    expect(out.assumptions.join('\n')).toContain('Korthikanti');
  });

  it('evaluates an estimate config of a claim file, printing the table for people', () => {
    const r = runCli(['estimate', '--claims', join(repoRoot, 'test/fixtures/hardware/scorer.yaml')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^scorer · scorer-clevr-resources: SCORER on CLEVR-Change/);
    expect(r.stdout).toMatch(/pairwise cross-view contrastive logits \(B×B×196×196, transient\)\s+3\.52\s+4\.69\s+5\.86/);
    expect(r.stdout).toMatch(/training time on NVIDIA GeForce RTX 3090 \(35\.6 TFLOPS peak, 10000 steps/);
  });

  it('finds a config by id in the claims folder when --claims is left out (or names a folder)', () => {
    for (const args of [['estimate', '--config', 'scorer-clevr-resources'], ['estimate', '--claims', 'claims', '--config', 'scorer-clevr-resources']]) {
      const r = runCli(args);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^scorer · scorer-clevr-resources: /);
      expect(r.stdout).toMatch(/fits on one NVIDIA GeForce RTX 3090 \(24 GiB\): yes/);
    }
  });

  it('rejects bad input with exit code 2 and says what is expected', () => {
    const unknown = runCli(['estimate', '--model', 'gpt-5', '--batch', '1']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--model gpt-5: unknown preset; known: vicuna-7b, llama-7b/);
    const noSuch = runCli(['estimate', '--config', 'x']);
    expect(noSuch.code).toBe(2);
    expect(noSuch.stderr).toMatch(/claims: no estimate config 'x'; estimate configs: blip2idc-lora, blip2idc-lora-llm-only, blip2idc-as-released, scorer-clevr-resources, ssgpa-vit-memory/);
    const wrongId = runCli(['estimate', '--claims', join(repoRoot, 'test/fixtures/hardware/blip2idc.yaml'), '--config', 'nope']);
    expect(wrongId.code).toBe(2);
    expect(wrongId.stderr).toMatch(/no estimate config 'nope'; estimate configs: blip2idc-lora, blip2idc-lora-llm-only/);
    const batch = runCli(['estimate', '--model', 'opt-2.7b', '--batch', '0']);
    expect(batch.code).toBe(2);
    expect(batch.stdout).toBe('');
  });
});
