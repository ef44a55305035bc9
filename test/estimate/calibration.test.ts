import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { loadClaimsDir } from '../../src/claims/load.js';
import { modelDescriptionSchema } from '../../src/claims/configs/estimate.js';
import type { EstimateConfig } from '../../src/claims/configs/estimate.js';
import { calibrate, overridesLabel } from '../../src/estimate/calibration.js';

const root = join(import.meta.dirname, '../..');
const shared = join(root, '../shared/data/gpu-memory/h100.jsonl');

interface Line {
  config: string;
  overrides: { batch?: number; layers?: Record<string, number>; tokens?: Record<string, number>; loraRank?: number };
  nvidia_smi_peak_MiB: number;
}

/** The CLI flags that reproduce a measured line's configuration. */
function flags(l: Line): string[] {
  const o = l.overrides;
  return [
    '--config', l.config,
    ...(o.batch === undefined ? [] : ['--batch', String(o.batch)]),
    ...(o.loraRank === undefined ? [] : ['--lora-rank', String(o.loraRank)]),
    ...Object.entries(o.layers ?? {}).flatMap(([k, v]) => ['--layers', `${k}=${v}`]),
    ...Object.entries(o.tokens ?? {}).flatMap(([k, v]) => ['--tokens', `${k}=${v}`]),
    '--json',
  ];
}

const linesOf = (f: string): Line[] => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Line);

const configs = new Map<string, EstimateConfig>();
for (const f of loadClaimsDir(join(root, 'claims'))) for (const c of f.data.configs) if (c.runner === 'estimate') configs.set(c.id, c);

/**
 * Lines the estimator is known to miss on one criterion, with the reason (docs/hardware-calibration.md).
 * The test asserts that the line still misses that criterion, so an estimator that stops missing it
 * fails here until the mark is removed; every other criterion is checked as for any line.
 */
const knownMisses: Record<string, { criterion: 'width'; reason: string }> = {
  'scorer-clevr-resources b200 encoder layers=1': {
    criterion: 'width',
    reason: 'the B×B×196×196 contrastive tensors are given a ±0.5-copy range; it grows with batch², and at batch 200 it makes high/low 1.55',
  },
};

describe('calibration against measured H100 peaks (real claim files, real measurement files)', () => {
  const lines = linesOf(shared);
  const rows = calibrate(
    lines.map((l) => ({ config: l.config, overrides: l.overrides, nvidiaSmiPeakMiB: l.nvidia_smi_peak_MiB })),
    (id) => configs.get(id) ?? modelDescriptionSchema.parse({}),
  );

  it('reads the 17 measured lines of the shared H100 file and nothing else', () => {
    expect(lines).toHaveLength(17);
    expect(rows).toHaveLength(17);
  });

  it.each(rows.map((r, i) => [i, `${r.config} ${overridesLabel(r.overrides)}`, r] as const))('line %i (%s): expected within ±15%% of nvidia-smi, [low, high] contains it, high/low ≤ 1.5', (_i, label, r) => {
    expect(Math.abs(r.error)).toBeLessThanOrEqual(0.15);
    expect(r.contains).toBe(true);
    if (knownMisses[label]?.criterion === 'width') expect(r.widthRatio, `known miss: ${knownMisses[label].reason}`).toBeGreaterThan(1.5);
    else expect(r.widthRatio).toBeLessThanOrEqual(1.5);
  });

  it('every known miss names a measured line', () => {
    const labels = rows.map((r) => `${r.config} ${overridesLabel(r.overrides)}`);
    for (const k of Object.keys(knownMisses)) expect(labels).toContain(k);
  });

  it('the CLI with the same what-if flags prints the same figures (one line per setup)', () => {
    for (const i of [0, 2, 4]) {
      const l = lines[i]!;
      const r = runCli(['estimate', ...flags(l)]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const m = (JSON.parse(r.stdout) as { memory: { expectedGiB: number } }).memory;
      expect(m.expectedGiB * 1024).toBeCloseTo(rows[i]!.expectedMiB, 3);
    }
  });

  it('counts BLIP2IDC as released exactly as PEFT does (fused qkv: r·(d_in + 3·d_out))', () => {
    const r = runCli(['estimate', '--config', 'blip2idc-as-released', '--json']);
    const j = JSON.parse(r.stdout) as { params: { total: number; lora: number }; loraFraction: number; adapterBytes: { fp32: number } };
    expect(j.params.total).toBe(3_744_679_936);
    expect(j.params.lora).toBe(6_266_880);
    expect(j.adapterBytes.fp32 / 1e6).toBeCloseTo(25.07, 2);
    const r16 = JSON.parse(runCli(['estimate', '--config', 'blip2idc-as-released', '--lora-rank', '16', '--json']).stdout) as { params: { lora: number } };
    expect(r16.params.lora).toBe(2 * 6_266_880);
  });

  it('what-if overrides derive what depends on them and reject unknown components (exit 2)', () => {
    const base = JSON.parse(runCli(['estimate', '--config', 'scorer-clevr-resources', '--json']).stdout) as { params: { total: number }; memory: { expectedGiB: number; terms: { name: string; expectedBytes: number }[] } };
    const deeper = JSON.parse(runCli(['estimate', '--config', 'scorer-clevr-resources', '--layers', 'encoder=4', '--json']).stdout) as typeof base;
    const enc = (j: typeof base) => j.memory.terms.find((t) => t.name === 'activations encoder')?.expectedBytes ?? 0;
    expect(enc(deeper)).toBeCloseTo(2 * enc(base), 0);
    expect(deeper.params.total).toBeGreaterThan(base.params.total);
    const idx = (j: typeof base) => j.memory.terms.find((t) => t.name.startsWith('pairwise argmax'))?.expectedBytes ?? 0;
    expect(idx(deeper)).toBeGreaterThan(idx(base));
    const longer = JSON.parse(runCli(['estimate', '--config', 'ssgpa-vit-memory', '--tokens', 'llm=1152', '--json']).stdout) as typeof base;
    const logits = (j: typeof base) => j.memory.terms.find((t) => t.name === 'logits')?.expectedBytes ?? 0;
    expect(logits(longer)).toBe(2 * logits(JSON.parse(runCli(['estimate', '--config', 'ssgpa-vit-memory', '--json']).stdout) as typeof base));
    const bad = runCli(['estimate', '--config', 'ssgpa-vit-memory', '--layers', 'decoder=3']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/no component 'decoder'; the components are vit, fusion-vit, llm/);
    const noLora = runCli(['estimate', '--config', 'ssgpa-vit-memory', '--lora-rank', '4']);
    expect(noLora.code).toBe(2);
    expect(noLora.stderr).toMatch(/no component of this config has LoRA adapters/);
  });
});
