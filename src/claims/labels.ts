/**
 * How claim items whose details the paper leaves out are named in messages: a field the schema lets
 * a transcriber omit ("not stated") is said to be not stated, never printed as "undefined". Pure.
 */
import type { HardwareClaim, Reproduction } from './schema.js';

type GpuClaim = Extract<HardwareClaim, { kind: 'gpu' }>;

/** "RTX 3090", or "GPU (model not stated)" for "a single 12 GB GPU". */
export function gpuModel(g: Pick<GpuClaim, 'gpu'>): string {
  return g.gpu ?? 'GPU (model not stated)';
}

/** "RTX 3090 (24 GB)", "GPU (model not stated) of 12 GB". */
export function gpuLabel(g: Pick<GpuClaim, 'gpu' | 'memoryGB'>): string {
  if (g.memoryGB === undefined) return gpuModel(g);
  return g.gpu === undefined ? `GPU (model not stated) of ${g.memoryGB} GB` : `${g.gpu} (${g.memoryGB} GB)`;
}

/** "ViT-based reproduction by yili-19 (GitHub)", "reproduction 'r1' (setup and author not stated)". */
export function reproductionLabel(r: Pick<Reproduction, 'id' | 'who' | 'variant'>): string {
  if (r.who === undefined && r.variant === undefined) return `reproduction '${r.id}' (setup and author not stated)`;
  const by = r.who === undefined ? ' (author not stated)' : ` by ${r.who}`;
  return r.variant === undefined ? `reproduction '${r.id}'${by}` : `${r.variant} reproduction${by}`;
}
