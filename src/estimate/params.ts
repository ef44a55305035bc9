/**
 * Parameter counts from architecture descriptions. Every architecture is listed as named linear
 * modules per layer (so LoRA can target them by name) plus the other tensors (embeddings, norms).
 */
import type { Architecture, Component } from '../claims/configs/estimate.js';
import { InputError } from '../core/errors.js';
import { ARCH_PRESETS } from './presets.js';

/** A linear map repeated `count` times (once per layer), in `part` of the model. */
export interface Linear {
  readonly module: string;
  readonly part: string;
  readonly inDim: number;
  readonly outDim: number;
  readonly bias: boolean;
  readonly count: number;
}

/** Parameters that are not linear maps (embeddings, norms, convolutions). */
export interface Tensor {
  readonly part: string;
  readonly params: number;
}

export interface Layout {
  readonly linears: readonly Linear[];
  readonly tensors: readonly Tensor[];
}

const lin = (module: string, part: string, inDim: number, outDim: number, bias: boolean, count: number): Linear => ({ module, part, inDim, outDim, bias, count });

function attention(prefix: '' | 'cross-', h: number, kvIn: number, bias: { q: boolean; k: boolean; v: boolean; o: boolean }, n: number): Linear[] {
  const part = prefix === '' ? 'attention' : 'cross-attention';
  return [
    lin(`${prefix}q`, part, h, h, bias.q, n),
    lin(`${prefix}k`, part, kvIn, h, bias.k, n),
    lin(`${prefix}v`, part, kvIn, h, bias.v, n),
    lin(`${prefix}o`, part, h, h, bias.o, n),
  ];
}
const all = { q: true, k: true, v: true, o: true };

function decoderLlm(a: Extract<Architecture, { kind: 'decoder-llm' }>): Layout {
  const { layers: n, hidden: h, ffn: f, vocab } = a;
  if (a.family === 'llama') {
    const none = { q: false, k: false, v: false, o: false };
    return {
      linears: [...attention('', h, h, none, n), lin('gate', 'mlp', h, f, false, n), lin('up', 'mlp', h, f, false, n), lin('down', 'mlp', f, h, false, n), ...(a.tiedEmbeddings ? [] : [lin('lm-head', 'head', h, vocab, false, 1)])],
      tensors: [{ part: 'embeddings', params: vocab * h }, { part: 'norm', params: 2 * h * n + h }],
    };
  }
  const positions = a.maxPositions === undefined ? 0 : (a.maxPositions + 2) * h;
  return {
    linears: [...attention('', h, h, all, n), lin('fc1', 'mlp', h, f, true, n), lin('fc2', 'mlp', f, h, true, n), ...(a.tiedEmbeddings ? [] : [lin('lm-head', 'head', h, vocab, false, 1)])],
    tensors: [{ part: 'embeddings', params: vocab * h + positions }, { part: 'norm', params: 2 * 2 * h * n + 2 * h }],
  };
}

function vit(a: Extract<Architecture, { kind: 'vit' }>): Layout {
  const { layers: n, hidden: h, ffn: f } = a;
  const bias = { q: a.qkvBias !== 'none', k: a.qkvBias === 'all', v: a.qkvBias !== 'none', o: true };
  const patches = (a.image / a.patch) ** 2;
  return {
    linears: [
      ...attention('', h, h, bias, n),
      ...(a.crossAttention ? attention('cross-', h, h, bias, n) : []),
      lin('fc1', 'mlp', h, f, true, n),
      lin('fc2', 'mlp', f, h, true, n),
    ],
    tensors: [
      { part: 'embeddings', params: a.channels * a.patch * a.patch * h + h + (patches + 1) * h + h },
      { part: 'norm', params: 2 * 2 * h * n + (a.finalNorm ? 2 * h : 0) },
    ],
  };
}

function qformer(a: Extract<Architecture, { kind: 'qformer' }>): Layout {
  const { layers: n, hidden: h, ffn: f } = a;
  const cross = Math.ceil(n / a.crossAttentionEvery);
  const ffns = a.textFfn ? 2 : 1;
  return {
    linears: [
      ...attention('', h, h, all, n),
      ...attention('cross-', h, a.encoderWidth, all, cross),
      lin('fc1', 'mlp', h, f, true, n * ffns),
      lin('fc2', 'mlp', f, h, true, n * ffns),
    ],
    tensors: [
      { part: 'embeddings', params: (a.textEmbeddings ? a.vocab * h + a.maxPositions * h : 0) + 2 * h + a.queries * h },
      { part: 'norm', params: 2 * h * (n + cross + n * ffns) },
    ],
  };
}

/** torchvision bottleneck ResNet: convolutions without bias, BatchNorm weight+bias per channel. */
function resnet(a: Extract<Architecture, { kind: 'resnet' }>): Layout {
  const blocks = { 50: [3, 4, 6, 3], 101: [3, 4, 23, 3], 152: [3, 8, 36, 3] }[a.depth];
  let params = 7 * 7 * 3 * 64 + 2 * 64;
  let inC = 64;
  blocks.forEach((count, stage) => {
    const width = 64 * 2 ** stage;
    const out = width * 4;
    for (let b = 0; b < count; b++) {
      params += inC * width + 2 * width + 9 * width * width + 2 * width + width * out + 2 * out;
      if (b === 0) params += inC * out + 2 * out;
      inC = out;
    }
  });
  return {
    linears: a.classes > 0 ? [lin('fc', 'head', inC, a.classes, true, 1)] : [],
    tensors: [{ part: 'conv', params }],
  };
}

function transformer(a: Extract<Architecture, { kind: 'transformer' }>): Layout {
  const { layers: n, hidden: h, ffn: f } = a;
  return {
    linears: [
      ...(a.inputDim === undefined ? [] : [lin('input', 'input', a.inputDim, h, true, 1)]),
      ...attention('', h, h, all, n),
      ...(a.crossAttention ? attention('cross-', h, h, all, n) : []),
      ...(f > 0 ? [lin('fc1', 'mlp', h, f, true, n), lin('fc2', 'mlp', f, h, true, n)] : []),
      ...(a.vocab === undefined ? [] : [lin('head', 'head', h, a.vocab, true, 1)]),
    ],
    tensors: [{ part: 'norm', params: 2 * h * (2 + (a.crossAttention ? 1 : 0)) * n }],
  };
}

export function layout(a: Architecture): Layout {
  switch (a.kind) {
    case 'decoder-llm':
      return decoderLlm(a);
    case 'vit':
      return vit(a);
    case 'qformer':
      return qformer(a);
    case 'resnet':
      return resnet(a);
    case 'transformer':
      return transformer(a);
  }
}

export const linearParams = (l: Linear): number => (l.inDim * l.outDim + (l.bias ? l.outDim : 0)) * l.count;

export function countParams(a: Architecture): number {
  const { linears, tensors } = layout(a);
  return linears.reduce((s, l) => s + linearParams(l), 0) + tensors.reduce((s, t) => s + t.params, 0);
}

/** Parameters of the named parts (attention, mlp, …). */
export function partParams(a: Architecture, parts: readonly string[]): number {
  const { linears, tensors } = layout(a);
  const want = new Set(parts);
  return linears.filter((l) => want.has(l.part)).reduce((s, l) => s + linearParams(l), 0) + tensors.filter((t) => want.has(t.part)).reduce((s, t) => s + t.params, 0);
}

export function partNames(a: Architecture): string[] {
  const { linears, tensors } = layout(a);
  return [...new Set([...linears.map((l) => l.part), ...tensors.map((t) => t.part)])];
}

/** One adapted linear map: its input width and how many instances carry an adapter. */
export interface Adapted {
  readonly module: string;
  readonly inDim: number;
  readonly outDim: number;
  readonly count: number;
}

/**
 * The linear maps LoRA adapts. `qkv` is one fused projection d_in → 3·d_out per layer (EVA-ViT's
 * `qkv`): an adapter on it has r·(d_in + 3·d_out) parameters, not three adapters' 3·r·(d_in + d_out).
 * `layers` keeps only the first n instances of each module (PEFT target names with layer indices).
 */
export function adaptedLinears(a: Architecture, modules: readonly string[], layers?: number): Adapted[] {
  const { linears } = layout(a);
  const cap = (n: number): number => (layers === undefined ? n : Math.min(n, layers));
  return modules.flatMap((m): Adapted[] => {
    if (m === 'qkv') {
      const q = linears.find((l) => l.module === 'q' && l.part === 'attention');
      if (q === undefined) throw new InputError(`LoRA module 'qkv' needs self-attention q/k/v projections, which a ${a.kind} does not have`, 'estimate-lora-module');
      return [{ module: m, inDim: q.inDim, outDim: 3 * q.outDim, count: cap(q.count) }];
    }
    const hits = linears.filter((l) => l.module === m);
    if (hits.length === 0) throw new InputError(`LoRA module '${m}' does not exist in a ${a.kind}; its linear modules are ${[...new Set(linears.map((l) => l.module)), 'qkv'].join(', ')}`, 'estimate-lora-module');
    return hits.map((l) => ({ module: m, inDim: l.inDim, outDim: l.outDim, count: cap(l.count) }));
  });
}

/** LoRA A (r×in) and B (out×r) on every adapted instance of the named modules. */
export function loraParams(a: Architecture, rank: number, modules: readonly string[], layers?: number): number {
  return adaptedLinears(a, modules, layers).reduce((s, l) => s + rank * (l.inDim + l.outDim) * l.count, 0);
}

/** The architecture of a component: its preset or its spelled-out arch. */
export function resolveArch(c: Pick<Component, 'name' | 'preset' | 'arch'>): Architecture {
  if (c.arch !== undefined) return c.arch;
  const p = c.preset === undefined ? undefined : ARCH_PRESETS[c.preset];
  if (p === undefined) throw new InputError(`component '${c.name}': unknown preset '${c.preset ?? ''}'; known presets: ${Object.keys(ARCH_PRESETS).join(', ')}`, 'estimate-preset');
  return p;
}
