/** The estimate of a described model: parameters, LoRA share and adapter size, memory range, time. */
import type { ModelDescription } from '../claims/configs/estimate.js';
import { countComponents } from './components.js';
import type { ComponentCount } from './components.js';
import { ALLOCATOR_RESERVE, BYTES, CUDA_CONTEXT, GIB, logitTokens, memoryTerms, OPTIMIZER_BYTES } from './memory.js';
import type { Term } from './memory.js';
import { estimateTime } from './time.js';
import type { TimeEstimate } from './time.js';

export interface Estimate {
  readonly components: readonly ComponentCount[];
  readonly params: { readonly total: number; readonly trainable: number; readonly lora: number };
  /** LoRA parameters / all parameters (adapters included), as a fraction. */
  readonly loraFraction: number;
  /** Trainable (incl. LoRA) / all parameters, as a fraction. */
  readonly trainableFraction: number;
  /** Adapter file size in bytes: [fp16 tensors, fp32 tensors]. */
  readonly adapterBytes: readonly [number, number];
  /** Adapter file size in bytes when the config states the adapters' storage type (PEFT saves them as stored). */
  readonly adapterStoredBytes?: number;
  /** LoRA parameters / base parameters (adapters excluded), as a fraction. */
  readonly loraOfBase: number;
  /** Bytes: low, expected (what nvidia-smi shows at the peak), high. */
  readonly memory: { readonly low: number; readonly expected: number; readonly high: number; readonly terms: readonly Term[] };
  readonly time?: TimeEstimate;
  readonly assumptions: readonly string[];
}

const gib = (b: number): string => `${(b / GIB).toFixed(2)} GiB`;

function assumptionsOf(d: ModelDescription, counts: readonly ComponentCount[], notes: readonly string[]): string[] {
  const first = counts.find((c) => c.onGradientPath);
  const out = [
    'one GPU, no model or tensor parallelism, no CPU offload',
    `weights stored as: ${counts.map((c) => `${c.name} ${c.dtype}`).join(', ')}; trainable weights and their gradients in ${[...new Set(counts.map((c) => c.trainableDtype))].join('/')}`,
    `optimizer ${d.optimizer}: ${[...new Set(OPTIMIZER_BYTES[d.optimizer])].join('–')} bytes of state per trainable parameter`,
    `activations (Korthikanti et al. 2022): kept from '${first?.name ?? '(nothing trains)'}' to the loss, ${d.mixedPrecision ? '16-bit (autocast)' : 'in each component\'s storage type (no autocast)'}, ${d.checkpointing ? 'with per-layer checkpointing' : 'without checkpointing'}; low end without dropout masks, high end with`,
    `attention: ${counts.map((c) => `${c.name} ${c.attention ?? d.attention}`).join(', ')} (flash/SDPA keeps no s² tensors; eager keeps the fp32 softmax and a 16-bit copy, or softmax, dropout output and mask in fp32; standard: Korthikanti's 2–5 bytes per a·s²·b element)`,
    'layers before the first trainable parameter run without gradients and keep no activations (one layer\'s worth is alive at a time)',
    ...(d.mixedPrecision && counts.some((c) => c.onGradientPath && c.dtype === 'fp32') ? ['autocast: fp32 weights on the gradient path are cast to fp16 and the copies kept for the backward pass'] : []),
    ...counts.flatMap((c) => (c.loraSpec === undefined ? [] : [`${c.name}: LoRA rank ${c.loraSpec.rank} on ${c.loraSpec.modules.join(', ')}${c.loraSpec.layers === undefined ? '' : ` (first ${c.loraSpec.layers} layers)`}${c.loraSpec.modules.includes('qkv') ? '; qkv is one fused projection: r·(d_in + 3·d_out) per layer' : ''}${c.loraSpec.dropout > 0 ? `; dropout ${c.loraSpec.dropout} keeps a copy of each adapted input and a mask` : ''}`])),
    `CUDA context and library handles: ${gib(CUDA_CONTEXT[0])}–${gib(CUDA_CONTEXT[2])}, expected ${gib(CUDA_CONTEXT[1])} (measured on an H100)`,
    `the caching allocator reserves ${(ALLOCATOR_RESERVE[0] * 100).toFixed(0)}–${(ALLOCATOR_RESERVE[2] * 100).toFixed(0)}% (expected ${(ALLOCATOR_RESERVE[1] * 100).toFixed(0)}%) above the allocated peak; the expected total is what nvidia-smi shows at the peak (calibrated on H100 measurements of the papers' released code)`,
    ...notes,
  ];
  if (d.logits !== undefined) out.push(`logits for ${logitTokens(d, counts)} positions × ${d.logits.vocab} vocabulary per sample, upcast to fp32 in the loss`);
  for (const i of d.inputs) out.push(`input ${i.name}: ${i.elements.toLocaleString('en-US')} ${i.dtype} elements per sample, ${i.copies} cop${i.copies === 1 ? 'y' : 'ies'} alive`);
  if (d.pairwise.length > 0) out.push(`pairwise contrastive tensors: transient, ${d.pairwise.map((p) => `${p.copies} × B×B×${p.rows}×${p.cols} ${p.dtype}`).join(', ')} alive at once (einsum's output and its permuted copy) on top of the saved activations`);
  if (d.time !== undefined) out.push(`time: 2 FLOPs per weight per token forward, backward ≈ forward plus weight gradients, at ${(d.time.utilization[0] * 100).toFixed(0)}–${(d.time.utilization[1] * 100).toFixed(0)}% of the GPU's peak; data loading and evaluation not counted`);
  return out;
}

export function estimate(d: ModelDescription): Estimate {
  const counts = countComponents(d);
  const total = counts.reduce((s, c) => s + c.total, 0);
  const trainable = counts.reduce((s, c) => s + c.trainable, 0);
  const lora = counts.reduce((s, c) => s + c.lora, 0);
  const { terms, notes } = memoryTerms(counts, d);
  const time = estimateTime(counts, d);
  return {
    components: counts,
    params: { total, trainable, lora },
    loraFraction: lora / (total + lora),
    trainableFraction: (trainable + lora) / (total + lora),
    adapterBytes: [lora * 2, lora * 4],
    ...(lora > 0 && counts.filter((c) => c.lora > 0).every((c) => c.trainableDtypeStated) ? { adapterStoredBytes: counts.reduce((s, c) => s + c.lora * BYTES[c.trainableDtype], 0) } : {}),
    loraOfBase: total === 0 ? 0 : lora / total,
    memory: { low: terms.reduce((s, t) => s + t.low, 0), expected: terms.reduce((s, t) => s + t.expected, 0), high: terms.reduce((s, t) => s + t.high, 0), terms },
    ...(time === undefined ? {} : { time }),
    assumptions: assumptionsOf(d, counts, notes),
  };
}
