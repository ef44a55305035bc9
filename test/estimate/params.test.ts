import { describe, expect, it } from 'vitest';
import { countParams, loraParams } from '../../src/estimate/params.js';
import { ARCH_PRESETS } from '../../src/estimate/presets.js';
import type { Architecture } from '../../src/claims/configs/estimate.js';

const preset = (name: string): Architecture => {
  const a = ARCH_PRESETS[name];
  if (a === undefined) throw new Error(name);
  return a;
};

describe('parameter counts from architecture descriptions', () => {
  it('matches the published counts of the public configs', () => {
    expect(countParams(preset('vicuna-7b'))).toBe(6_738_415_616);
    expect(countParams(preset('opt-2.7b'))).toBe(2_651_596_800);
    expect(countParams(preset('vit-base-patch16-224'))).toBe(85_798_656);
    expect(countParams(preset('resnet-50'))).toBe(25_557_032);
    expect(countParams(preset('resnet-101'))).toBe(44_549_160);
  });

  it('counts EVA-ViT-g (39 blocks, as BLIP-2 uses it) near one billion', () => {
    const n = countParams(preset('eva-vit-g'));
    expect(n).toBeGreaterThan(0.98e9);
    expect(n).toBeLessThan(0.99e9);
  });

  it('counts a BLIP-2 Q-Former within 2% of the 188M parameters the BLIP-2 paper gives', () => {
    const n = countParams(preset('qformer-blip2'));
    expect(n).toBeGreaterThan(0.98 * 188e6);
    expect(n).toBeLessThanOrEqual(188e6);
  });

  it('counts LoRA as r·(in+out) per targeted linear', () => {
    // OPT-2.7B, rank 8 on q,k,v: 32 layers × 3 × 8 × (2560 + 2560).
    expect(loraParams(preset('opt-2.7b'), 8, ['q', 'k', 'v'])).toBe(32 * 3 * 8 * 5120);
    expect(loraParams(preset('vicuna-7b'), 16, ['q', 'v'])).toBe(32 * 2 * 16 * 8192);
  });

  it('rejects a LoRA module the architecture does not have, naming the ones it has', () => {
    expect(() => loraParams(preset('opt-2.7b'), 8, ['gate'])).toThrow(/'gate' does not exist in a decoder-llm; its linear modules are q, k, v, o, fc1, fc2/);
  });
});
