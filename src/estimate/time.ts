/**
 * Training FLOPs and time. Forward: 2 FLOPs per weight per token plus 4·s²·h per attention block;
 * backward: input gradients (≈ forward) on the gradient path, weight gradients (≈ forward share of
 * the trainable weights); checkpointing recomputes the forward once more. Time = FLOPs / (peak × MFU).
 */
import type { ModelDescription } from '../claims/configs/estimate.js';
import { InputError } from '../core/errors.js';
import type { ComponentCount } from './components.js';
import { layout, linearParams } from './params.js';
import { GPU_PRESETS } from './presets.js';
import { pairwiseCalls } from './memory.js';

/** Multiply-accumulates per 224-px image of torchvision ResNets (×2 = FLOPs). */
const RESNET_MACS = { 50: 4.1e9, 101: 7.8e9, 152: 11.6e9 } as const;

function forwardPerInstance(c: ComponentCount): number {
  const a = c.arch;
  if (a.kind === 'resnet') return 2 * RESNET_MACS[a.depth];
  const weights = layout(a).linears.reduce((s, l) => s + linearParams(l), 0);
  const attn = 4 * c.tokens * c.tokens * a.hidden * a.layers;
  return 2 * weights * c.tokens + attn;
}

export interface TimeEstimate {
  readonly flopsPerStep: number;
  readonly steps: number;
  readonly peakTflops: number;
  readonly gpu: string;
  readonly utilization: readonly [number, number];
  /** Seconds: [at the high utilisation, at the low one]. */
  readonly seconds: readonly [number, number];
}

export function flopsPerStep(counts: readonly ComponentCount[], d: ModelDescription): number {
  let total = 0;
  for (const c of counts) {
    const fwd = forwardPerInstance(c) * c.instances * d.batch;
    const share = c.total + c.lora === 0 ? 0 : (c.trainable + c.lora) / (c.total + c.lora);
    const bwd = c.onGradientPath ? fwd + fwd * share : 0;
    total += fwd + bwd + (d.checkpointing && c.onGradientPath ? fwd : 0);
  }
  for (const p of d.pairwise) {
    total += 3 * 2 * d.batch * d.batch * p.rows * p.cols * p.dim * pairwiseCalls(p, counts);
  }
  return total;
}

export function estimateTime(counts: readonly ComponentCount[], d: ModelDescription): TimeEstimate | undefined {
  const t = d.time;
  if (t === undefined) return undefined;
  const preset = GPU_PRESETS[t.gpu];
  const peak = t.peakTflops ?? (preset === undefined ? undefined : d.mixedPrecision ? preset.tflops16 : preset.tflops32);
  if (peak === undefined) throw new InputError(`time.gpu '${t.gpu}' is not a known GPU (${Object.keys(GPU_PRESETS).join(', ')}); give time.peakTflops`, 'estimate-gpu');
  const flops = flopsPerStep(counts, d);
  const [uLow, uHigh] = t.utilization[0] <= t.utilization[1] ? t.utilization : [t.utilization[1], t.utilization[0]];
  const total = flops * t.steps;
  return {
    flopsPerStep: flops,
    steps: t.steps,
    peakTflops: peak,
    gpu: preset?.name ?? t.gpu,
    utilization: [uLow, uHigh],
    seconds: [total / (peak * 1e12 * uHigh), total / (peak * 1e12 * uLow)],
  };
}
