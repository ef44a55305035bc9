/**
 * GPU memory of one training step, as a range [low, high] in bytes, term by term.
 * Activations follow Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large
 * Transformer Models"): per layer s·b·h·(34 + 5·a·s/h) bytes in 16 bit with dropout, 32·s·b·h + 2·a·s²·b
 * without dropout masks; s²-terms vanish with flash attention; checkpointing keeps 2·s·b·h per layer.
 */
import type { Dtype, ModelDescription, Optimizer } from '../claims/configs/estimate.js';
import type { ComponentCount } from './components.js';

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

export interface Term {
  readonly name: string;
  readonly low: number;
  readonly high: number;
}

export const CUDA_CONTEXT: readonly [number, number] = [0.3 * GIB, 1.2 * GIB];

interface LayerShape {
  layers: number;
  hidden: number;
  heads: number;
  /** MLP width (0: attention-only layers). */
  ffn: number;
  /** Extra attention blocks per layer (cross-attention). */
  extraAttention: number;
}

function layerShape(c: ComponentCount): LayerShape | undefined {
  const a = c.arch;
  switch (a.kind) {
    case 'decoder-llm':
      return { layers: a.layers, hidden: a.hidden, heads: a.heads, ffn: a.ffn, extraAttention: 0 };
    case 'vit':
      return { layers: a.layers, hidden: a.hidden, heads: a.heads, ffn: a.ffn, extraAttention: a.crossAttention ? 1 : 0 };
    case 'qformer':
      return { layers: a.layers, hidden: a.hidden, heads: a.heads, ffn: a.ffn, extraAttention: 1 / a.crossAttentionEvery };
    case 'transformer':
      return { layers: a.layers, hidden: a.hidden, heads: a.heads, ffn: a.ffn, extraAttention: a.crossAttention ? 1 : 0 };
    case 'resnet':
      return undefined;
  }
}

/** Bytes of one layer's saved activations [low, high] at 16 bit. */
function layerBytes(s: number, b: number, sh: LayerShape, flash: boolean): [number, number] {
  const sbh = s * b * sh.hidden;
  const s2 = sh.heads * s * s * b;
  const attnLow = 10 * sbh + (flash ? 0 : 2 * s2);
  const attnHigh = 11 * sbh + (flash ? 0 : 5 * s2);
  // MLP: input 2sbh, two 2·ffn-wide tensors around the activation, dropout mask sbh (19sbh at ffn = 4h).
  const r = sh.ffn / sh.hidden;
  const mlpLow = sh.ffn > 0 ? (2 + 4 * r) * sbh : 0;
  const mlpHigh = sh.ffn > 0 ? (3 + 4 * r) * sbh : 0;
  const norms = 4 * sbh;
  return [norms + mlpLow + attnLow * (1 + sh.extraAttention), norms + mlpHigh + attnHigh * (1 + sh.extraAttention)];
}

export function activationTerms(counts: readonly ComponentCount[], d: ModelDescription): { terms: Term[]; notes: string[] } {
  const scale = d.mixedPrecision ? 1 : 2;
  const flash = d.attention === 'flash';
  const terms: Term[] = [];
  const notes: string[] = [];
  let prefixPeak: [number, number] = [0, 0];
  for (const c of counts) {
    const sh = layerShape(c);
    if (sh === undefined) {
      notes.push(`${c.name}: convolutional activations are not modelled (${c.onGradientPath ? 'on the gradient path: the estimate is low' : 'frozen prefix, run once without gradients'})`);
      continue;
    }
    const b = d.batch * c.instances;
    const [lo, hi] = layerBytes(c.tokens, b, sh, flash);
    if (!c.onGradientPath) {
      prefixPeak = [Math.max(prefixPeak[0], 0), Math.max(prefixPeak[1], hi * scale)];
      continue;
    }
    if (d.checkpointing) {
      const kept = 2 * c.tokens * b * sh.hidden * sh.layers * scale;
      terms.push({ name: `activations ${c.name} (checkpointed)`, low: kept + lo * scale, high: kept + hi * scale });
    } else {
      terms.push({ name: `activations ${c.name}`, low: lo * sh.layers * scale, high: hi * sh.layers * scale });
    }
  }
  if (prefixPeak[1] > 0) terms.push({ name: 'frozen-prefix activations (1 layer)', low: prefixPeak[0], high: prefixPeak[1] });
  return { terms, notes };
}

export function memoryTerms(counts: readonly ComponentCount[], d: ModelDescription): { terms: Term[]; notes: string[] } {
  const frozen = counts.reduce((s, c) => s + (c.total - c.trainable) * BYTES[c.dtype], 0);
  const trainWeights = counts.reduce((s, c) => s + (c.trainable + c.lora) * BYTES[c.trainableDtype], 0);
  const castCopies = d.mixedPrecision ? counts.reduce((s, c) => s + (BYTES[c.trainableDtype] > 2 ? (c.trainable + c.lora) * 2 : 0), 0) : 0;
  const grads = trainWeights;
  const [olo, ohi] = OPTIMIZER_BYTES[d.optimizer];
  const trainParams = counts.reduce((s, c) => s + c.trainable + c.lora, 0);
  const act = activationTerms(counts, d);
  const terms: Term[] = [
    { name: 'frozen weights', low: frozen, high: frozen },
    { name: 'trainable weights', low: trainWeights, high: trainWeights + castCopies },
    { name: 'gradients', low: grads, high: grads },
    { name: `optimizer state (${d.optimizer})`, low: trainParams * olo, high: trainParams * ohi },
    ...act.terms,
  ];
  if (d.logits !== undefined) {
    const n = d.batch * d.logits.tokens * d.logits.vocab;
    terms.push({ name: 'logits', low: n * (d.mixedPrecision ? 6 : 8), high: n * (d.mixedPrecision ? 10 : 12) });
  }
  for (const p of d.pairwise) {
    const n = d.batch * d.batch * p.rows * p.cols * BYTES[p.dtype];
    terms.push({ name: `pairwise ${p.name} (B×B×${p.rows}×${p.cols})`, low: n, high: 2 * n });
  }
  terms.push({ name: 'CUDA context', low: CUDA_CONTEXT[0], high: CUDA_CONTEXT[1] });
  return { terms, notes: act.notes };
}
