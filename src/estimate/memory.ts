/**
 * GPU memory of one training step, term by term, as [low, expected, high] bytes — `expected` is
 * what nvidia-smi shows at the peak (allocated tensors + the caching allocator's reserve + the
 * CUDA context), calibrated against H100 measurements of the three papers' released code
 * (`bench/calibration`). Activations follow Korthikanti et al. 2022 ("Reducing Activation
 * Recomputation in Large Transformer Models"): per layer s·b·h·(34 + 5·a·s/h) bytes in 16 bit with
 * dropout, 32·s·b·h + 2·a·s²·b without; s²-terms vanish with flash (SDPA) attention, and eager
 * attention keeps the fp32 softmax plus a 16-bit copy; checkpointing keeps 2·s·b·h per layer.
 */
import type { Dtype, ModelDescription, Optimizer } from '../claims/configs/estimate.js';
import type { ComponentCount } from './components.js';
import { activationTerms } from './activations.js';
import type { Term } from './activations.js';

export const GIB = 1024 ** 3;

export const BYTES: Record<Dtype, number> = { fp32: 4, fp16: 2, bf16: 2, int8: 1, int4: 0.5 };

/** Optimizer state bytes per trainable parameter: [low, high]. */
export const OPTIMIZER_BYTES: Record<Optimizer, readonly [number, number]> = {
  adamw: [8, 8],
  adam: [8, 8],
  sgd: [0, 0],
  'sgd-momentum': [4, 4],
  adafactor: [0, 4],
};

export type { Term } from './activations.js';

/** CUDA context and library handles outside PyTorch's allocator: [low, expected, high] (0.74 GiB measured on an H100, CUDA 13). */
export const CUDA_CONTEXT: readonly [number, number, number] = [0.5 * GIB, 0.74 * GIB, 1.0 * GIB];

/**
 * The caching allocator's reserve above the allocated peak (fragmentation, rounding to 2 MiB
 * blocks), as a fraction of the allocated peak: measured 1–12% (median 5%) on the 17 H100 lines of
 * ../shared/data/gpu-memory/h100.jsonl.
 */
export const ALLOCATOR_RESERVE: readonly [number, number, number] = [0, 0.05, 0.12];

const exact = (name: string, bytes: number): Term => ({ name, low: bytes, expected: bytes, high: bytes });

export function memoryTerms(counts: readonly ComponentCount[], d: ModelDescription): { terms: Term[]; notes: string[] } {
  const frozen = counts.reduce((s, c) => s + (c.total - c.trainable) * BYTES[c.dtype], 0);
  const trainWeights = counts.reduce((s, c) => s + (c.trainable + c.lora) * BYTES[c.trainableDtype], 0);
  const castCopies = d.mixedPrecision ? counts.reduce((s, c) => s + (BYTES[c.trainableDtype] > 2 ? (c.trainable + c.lora) * 2 : 0), 0) : 0;
  // Autocast casts fp32 weights to fp16 at every use; on the gradient path the copies are saved for the backward pass.
  const frozenCasts = d.mixedPrecision ? counts.reduce((s, c) => s + (c.onGradientPath && BYTES[c.dtype] > 2 ? (c.total - c.trainable) * 2 : 0), 0) : 0;
  const grads = trainWeights;
  const [olo, ohi] = OPTIMIZER_BYTES[d.optimizer];
  const trainParams = counts.reduce((s, c) => s + c.trainable + c.lora, 0);
  const act = activationTerms(counts, d);
  const terms: Term[] = [
    exact('frozen weights', frozen),
    { name: 'trainable weights', low: trainWeights, expected: trainWeights + castCopies, high: trainWeights + castCopies },
    exact('gradients', grads),
    { name: `optimizer state (${d.optimizer})`, low: trainParams * olo, expected: (trainParams * (olo + ohi)) / 2, high: trainParams * ohi },
  ];
  if (frozenCasts > 0) terms.push({ name: 'autocast 16-bit copies of fp32 weights on the gradient path', low: frozenCasts / 2, expected: frozenCasts, high: frozenCasts });
  terms.push(...act.terms);
  for (const i of d.inputs) terms.push(exact(`inputs ${i.name}`, d.batch * i.elements * i.copies * BYTES[i.dtype]));
  if (d.logits !== undefined) {
    const tokens = logitTokens(d, counts);
    const n = d.batch * tokens * d.logits.vocab;
    // 16-bit logits, their fp32 upcast and the fp32 log-softmax (autocast); fp32 logits, log-softmax and its gradient otherwise.
    terms.push({ name: 'logits', low: n * (d.mixedPrecision ? 6 : 8), expected: n * (d.mixedPrecision ? 8 : 10), high: n * (d.mixedPrecision ? 10 : 12) });
  }
  if (d.pairwise.length > 0) {
    // The B×B×rows×cols tensors are transient (freed after the reductions): the largest call's copies sit on top of the saved activations.
    const sizes = d.pairwise.map((p) => d.batch * d.batch * p.rows * p.cols * BYTES[p.dtype]);
    const big = d.pairwise.reduce((w, p, i) => ((sizes[i] ?? 0) * p.copies > (sizes[w] ?? 0) * (d.pairwise[w]?.copies ?? 0) ? i : w), 0);
    const p = d.pairwise[big];
    const n = sizes[big] ?? 0;
    if (p !== undefined) terms.push({ name: `pairwise ${p.name} (B×B×${p.rows}×${p.cols}, transient)`, low: n * Math.max(1, p.copies - 0.5), expected: n * p.copies, high: n * (p.copies + 0.5) });
    const indices = d.pairwise.reduce((s, q) => s + (q.argmax ? d.batch * d.batch * (q.rows + q.cols) * 8 * pairwiseCalls(q, counts) : 0), 0);
    if (indices > 0) terms.push(exact('pairwise argmax indices (int64, kept per call)', indices));
  }
  const sum = (k: 'low' | 'expected' | 'high'): number => terms.reduce((s, t) => s + t[k], 0);
  const [rl, re, rh] = ALLOCATOR_RESERVE;
  terms.push({ name: 'allocator reserve above the allocated peak', low: rl * sum('low'), expected: re * sum('expected'), high: rh * sum('high') });
  terms.push({ name: 'CUDA context', low: CUDA_CONTEXT[0], expected: CUDA_CONTEXT[1], high: CUDA_CONTEXT[2] });
  return { terms, notes: act.notes };
}

/** Calls per step of a pairwise tensor: per layer of its component when it names one. */
export function pairwiseCalls(p: ModelDescription['pairwise'][number], counts: readonly ComponentCount[]): number {
  const c = p.component === undefined ? undefined : counts.find((x) => x.name === p.component);
  return p.calls * (c === undefined || c.arch.kind === 'resnet' ? 1 : c.arch.layers);
}

/** Logit positions per sample: given, or the token count of the named component. */
export function logitTokens(d: ModelDescription, counts: readonly ComponentCount[]): number {
  const l = d.logits;
  if (l === undefined) return 0;
  if (l.component === undefined) return l.tokens ?? 0;
  return counts.find((c) => c.name === l.component)?.tokens ?? l.tokens ?? 0;
}
