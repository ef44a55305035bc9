/** The estimate of a described model: parameters, LoRA share and adapter size, memory range, time. */
import type { ModelDescription } from '../claims/configs/estimate.js';
import { countComponents } from './components.js';
import type { ComponentCount } from './components.js';
import { CUDA_CONTEXT, GIB, memoryTerms, OPTIMIZER_BYTES } from './memory.js';
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
  readonly memory: { readonly low: number; readonly high: number; readonly terms: readonly Term[] };
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
    `activations (Korthikanti et al. 2022): kept from '${first?.name ?? '(nothing trains)'}' to the loss, ${d.mixedPrecision ? '16-bit (autocast)' : 'fp32'}, ${d.checkpointing ? 'with per-layer checkpointing' : 'without checkpointing'}, ${d.attention} attention; low end without dropout masks, high end with`,
    'layers before the first trainable parameter run without gradients and keep no activations',
    `CUDA context and library workspaces: ${gib(CUDA_CONTEXT[0])}–${gib(CUDA_CONTEXT[1])}`,
    'the PyTorch caching allocator reserves more than this (fragmentation): nvidia-smi readings lie above the high end',
    ...notes,
  ];
  if (d.logits !== undefined) out.push(`logits for ${d.logits.tokens} positions × ${d.logits.vocab} vocabulary per sample, upcast to fp32 in the loss`);
  if (d.pairwise.length > 0) out.push('pairwise contrastive tensors: one batch×batch tensor alive at a time (two with the permuted copy einsum makes)');
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
    memory: { low: terms.reduce((s, t) => s + t.low, 0), high: terms.reduce((s, t) => s + t.high, 0), terms },
    ...(time === undefined ? {} : { time }),
    assumptions: assumptionsOf(d, counts, notes),
  };
}
