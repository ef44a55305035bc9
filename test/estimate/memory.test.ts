import { describe, expect, it } from 'vitest';
import { estimate } from '../../src/estimate/estimate.js';
import { modelDescriptionSchema } from '../../src/claims/configs/estimate.js';
import { GIB } from '../../src/estimate/memory.js';

const describeGpt = (extra: Record<string, unknown> = {}) =>
  modelDescriptionSchema.parse({
    // A GPT-style stack as in Korthikanti et al.: h = 1024, a = 16, ffn = 4h, s = 512, b = 4.
    components: [{ name: 'gpt', arch: { kind: 'transformer', layers: 2, hidden: 1024, ffn: 4096, heads: 16 }, dtype: 'fp16', trainable: 'all', tokens: 512 }],
    batch: 4,
    ...extra,
  });
const term = (e: ReturnType<typeof estimate>, prefix: string) => e.memory.terms.find((t) => t.name.startsWith(prefix));

describe('memory terms', () => {
  it('activations follow Korthikanti et al.: sbh(34 + 5as/h) with dropout, 32sbh + 2as²b without', () => {
    const [s, b, h, a, L] = [512, 4, 1024, 16, 2];
    const act = term(estimate(describeGpt()), 'activations gpt');
    expect(act?.high).toBe(L * s * b * h * (34 + (5 * a * s) / h));
    expect(act?.low).toBe(L * (32 * s * b * h + 2 * a * s * s * b));
  });

  it('flash attention drops the s² terms; checkpointing keeps 2sbh per layer plus one layer', () => {
    const [s, b, h] = [512, 4, 1024];
    expect(term(estimate(describeGpt({ attention: 'flash' })), 'activations gpt')?.high).toBe(2 * 34 * s * b * h);
    const ck = term(estimate(describeGpt({ checkpointing: true })), 'activations gpt (checkpointed)');
    expect(ck?.high).toBe(2 * 2 * s * b * h + s * b * h * (34 + (5 * 16 * s) / h));
  });

  it('fp32 activations double without autocast; a .half() model without autocast keeps 16-bit ones', () => {
    const e16 = term(estimate(describeGpt()), 'activations gpt');
    const fp32 = modelDescriptionSchema.parse({ ...describeGpt(), mixedPrecision: false, components: [{ ...describeGpt().components[0], dtype: 'fp32' }] });
    expect(term(estimate(fp32), 'activations gpt')?.high).toBe(2 * (e16?.high ?? 0));
    expect(term(estimate(describeGpt({ mixedPrecision: false })), 'activations gpt')?.high).toBe(e16?.high);
  });

  it('weights by dtype: a frozen 4-bit Vicuna-7B takes half a byte per parameter', () => {
    const d = modelDescriptionSchema.parse({ components: [{ name: 'llm', preset: 'vicuna-7b', dtype: 'int4', tokens: 64 }], batch: 1 });
    expect(term(estimate(d), 'frozen weights')?.low).toBe(6_738_415_616 / 2);
  });

  it('AdamW keeps 8 bytes per trainable parameter; SGD none', () => {
    const full = estimate(describeGpt());
    const n = full.params.trainable;
    expect(term(full, 'optimizer state (adamw)')?.low).toBe(8 * n);
    expect(term(estimate(describeGpt({ optimizer: 'sgd' })), 'optimizer state (sgd)')?.high).toBe(0);
    expect(term(full, 'gradients')?.low).toBe(4 * n);
  });

  it('keeps no activations for layers before the first trainable parameter', () => {
    const d = modelDescriptionSchema.parse({
      components: [
        { name: 'vit', preset: 'vit-base-patch16-224', dtype: 'fp16', tokens: 197 },
        { name: 'llm', preset: 'opt-2.7b', dtype: 'fp16', tokens: 64, lora: { rank: 8, modules: ['q', 'v'] } },
      ],
      batch: 8,
    });
    const e = estimate(d);
    expect(e.memory.terms.map((t) => t.name)).toEqual(['frozen weights', 'trainable weights', 'gradients', 'optimizer state (adamw)', 'activations llm', 'frozen-prefix activations (1 layer)', 'allocator reserve above the allocated peak', 'CUDA context']);
    expect(e.loraFraction).toBeCloseTo((32 * 2 * 8 * 5120) / (2_651_596_800 + 85_798_656 + 32 * 2 * 8 * 5120), 12);
    expect(e.memory.low / GIB).toBeGreaterThan((2_651_596_800 + 85_798_656) * 2 / GIB);
  });

  it('prices the batch×batch contrastive tensor and its FLOPs', () => {
    const d = modelDescriptionSchema.parse({
      components: [{ name: 'enc', arch: { kind: 'transformer', layers: 1, hidden: 64, ffn: 0, heads: 2 }, dtype: 'fp32', trainable: 'all', tokens: 10 }],
      batch: 128,
      pairwise: [{ name: 'pairs', rows: 196, cols: 196, dim: 512, calls: 8 }],
      time: { gpu: 'rtx-3090', steps: 10, utilization: [0.5, 0.5] },
    });
    const e = estimate(d);
    // transient: einsum's output and its permuted copy are alive at once
    expect(term(e, 'pairwise pairs')?.expected).toBe(2 * 128 * 128 * 196 * 196 * 4);
    expect(e.time?.flopsPerStep).toBeGreaterThan(3 * 2 * 128 * 128 * 196 * 196 * 512 * 8);
  });
});
