/**
 * Saved activations of a training step per component, [low, expected, high] bytes. Pure.
 *
 * Per layer (Korthikanti et al. 2022, 16-bit): norms 4·sbh, MLP (2..3 + 4·ffn/h)·sbh, attention
 * (10..11)·sbh plus the s² tensors of the attention mode. Activations are 16-bit under autocast,
 * otherwise the component's storage type (a `.half()` model computes in fp16, an fp32 one in fp32).
 */
import type { ModelDescription } from '../claims/configs/estimate.js';
import type { ComponentCount } from './components.js';
import { adaptedLinears } from './params.js';

/** One memory term in bytes (re-exported by memory.ts). */
export interface Term {
  readonly name: string;
  readonly low: number;
  /** What the term most likely is (the calibrated point estimate). */
  readonly expected: number;
  readonly high: number;
}

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
    case 'transformer':
      return { layers: a.layers, hidden: a.hidden, heads: a.heads, ffn: a.ffn, extraAttention: a.crossAttention ? 1 : 0 };
    case 'qformer':
      return { layers: a.layers, hidden: a.hidden, heads: a.heads, ffn: a.ffn, extraAttention: 1 / a.crossAttentionEvery };
    case 'resnet':
      return undefined;
  }
}

type Attention = 'standard' | 'flash' | 'eager';
type Triple = [number, number, number];

/**
 * Bytes per element of a·s²·b kept per attention block: standard 2..5 (16-bit, Korthikanti);
 * eager keeps the fp32 softmax and its cast (6) in a 16-bit run, the fp32 softmax, the dropout
 * output and its 1-byte mask (8..9) in an fp32 run; flash (SDPA) none.
 */
function s2Bytes(attn: Attention, wide: boolean): Triple {
  if (attn === 'flash') return [0, 0, 0];
  if (attn === 'eager') return wide ? [8, 9, 9] : [6, 6, 6];
  return wide ? [4, 7, 10] : [2, 3.5, 5];
}

/** Bytes of one layer's saved activations [low, expected, high]; `wide` = fp32 activations. */
function layerBytes(s: number, b: number, sh: LayerShape, attn: Attention, wide: boolean, dropout: boolean): Triple {
  const scale = wide ? 2 : 1;
  const sbh = s * b * sh.hidden;
  const s2 = sh.heads * s * s * b;
  const [s2l, s2e, s2h] = s2Bytes(attn, wide);
  const r = sh.ffn / sh.hidden;
  const mlp: [number, number] = sh.ffn > 0 ? [(2 + 4 * r) * sbh, (3 + 4 * r) * sbh] : [0, 0];
  const blocks = 1 + sh.extraAttention;
  const low = scale * (4 * sbh + mlp[0] + 10 * sbh * blocks) + s2l * s2 * blocks;
  const high = scale * (4 * sbh + mlp[1] + 11 * sbh * blocks) + s2h * s2 * blocks;
  // Without dropout the masks (1 sbh per attention and MLP block) and the eager dropout output are not there.
  const expected = dropout ? scale * (4 * sbh + (mlp[0] + mlp[1]) / 2 + 10.5 * sbh * blocks) + s2e * s2 * blocks : low;
  return [low, expected, high];
}

/**
 * PEFT LoRA dropout: each adapted instance may keep its dropped input and a 1-byte mask. Counted in
 * the high end only: on the H100 lines the measured activations stay at the no-dropout figure.
 */
function loraDropoutBytes(c: ComponentCount, b: number, elem: number): number {
  const spec = c.loraSpec;
  if (spec === undefined || spec.dropout === 0) return 0;
  return adaptedLinears(c.arch, spec.modules, spec.layers).reduce((s, l) => s + (elem + 1) * c.tokens * b * l.inDim * l.count, 0);
}

export function activationTerms(counts: readonly ComponentCount[], d: ModelDescription): { terms: Term[]; notes: string[] } {
  const terms: Term[] = [];
  const notes: string[] = [];
  let prefixPeak = 0;
  for (const c of counts) {
    const sh = layerShape(c);
    if (sh === undefined) {
      notes.push(`${c.name}: convolutional activations are not modelled (${c.onGradientPath ? 'on the gradient path: the estimate is low' : 'frozen prefix, run once without gradients'})`);
      continue;
    }
    const wide = !d.mixedPrecision && c.dtype === 'fp32';
    const elem = wide ? 4 : 2;
    const attn = c.attention ?? d.attention;
    const b = d.batch * c.instances;
    const [lo, ex, hi] = layerBytes(c.tokens, b, sh, attn, wide, c.dropout);
    if (!c.onGradientPath) {
      prefixPeak = Math.max(prefixPeak, hi);
      continue;
    }
    const lora = loraDropoutBytes(c, b, elem);
    if (d.checkpointing) {
      const kept = elem * c.tokens * b * sh.hidden * sh.layers;
      terms.push({ name: `activations ${c.name} (checkpointed)`, low: kept + lo, expected: kept + ex, high: kept + hi });
    } else {
      terms.push({ name: `activations ${c.name}`, low: lo * sh.layers, expected: ex * sh.layers, high: hi * sh.layers + lora });
    }
  }
  if (prefixPeak > 0) terms.push({ name: 'frozen-prefix activations (1 layer)', low: 0, expected: prefixPeak / 2, high: prefixPeak });
  return { terms, notes };
}
