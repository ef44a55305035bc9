/** Architecture and GPU presets, from the public model configs named beside each. */
import type { Architecture } from '../claims/configs/estimate.js';

export const ARCH_PRESETS: Readonly<Record<string, Architecture>> = {
  // lmsys/vicuna-7b-v1.1 config.json (LLaMA-7B): 6,738,415,616 parameters.
  'vicuna-7b': { kind: 'decoder-llm', family: 'llama', layers: 32, hidden: 4096, ffn: 11008, heads: 32, vocab: 32000, tiedEmbeddings: false },
  'llama-7b': { kind: 'decoder-llm', family: 'llama', layers: 32, hidden: 4096, ffn: 11008, heads: 32, vocab: 32000, tiedEmbeddings: false },
  'vicuna-13b': { kind: 'decoder-llm', family: 'llama', layers: 40, hidden: 5120, ffn: 13824, heads: 40, vocab: 32000, tiedEmbeddings: false },
  // facebook/opt-2.7b config.json: 2,651,596,800 parameters.
  'opt-2.7b': { kind: 'decoder-llm', family: 'opt', layers: 32, hidden: 2560, ffn: 10240, heads: 32, vocab: 50272, maxPositions: 2048, tiedEmbeddings: true },
  'opt-6.7b': { kind: 'decoder-llm', family: 'opt', layers: 32, hidden: 4096, ffn: 16384, heads: 32, vocab: 50272, maxPositions: 2048, tiedEmbeddings: true },
  // LAVIS eva_vit.py create_eva_vit_g: 39 of EVA-CLIP-g's 40 blocks, width 1408, mlp_ratio 4.3637, 224 px.
  'eva-vit-g': { kind: 'vit', layers: 39, hidden: 1408, ffn: 6144, heads: 16, patch: 14, image: 224, channels: 3, qkvBias: 'qv', finalNorm: false, crossAttention: false },
  // The SSGPA reproduction's FusionViT.py: the same blocks plus a cross-attention per block (q and v biases in both): 1,295,323,648.
  'eva-vit-g-fusion': { kind: 'vit', layers: 39, hidden: 1408, ffn: 6144, heads: 16, patch: 14, image: 224, channels: 3, qkvBias: 'qv', finalNorm: false, crossAttention: true },
  // google/vit-base-patch16-224 (ViTModel without pooler): 85,798,656 parameters.
  'vit-base-patch16-224': { kind: 'vit', layers: 12, hidden: 768, ffn: 3072, heads: 12, patch: 16, image: 224, channels: 3, qkvBias: 'all', finalNorm: true, crossAttention: false },
  // BLIP-2 Q-Former (bert-base-uncased, cross-attention every 2nd layer, 32 queries) over EVA-ViT-g features.
  'qformer-blip2': { kind: 'qformer', layers: 12, hidden: 768, ffn: 3072, heads: 12, queries: 32, crossAttentionEvery: 2, encoderWidth: 1408, vocab: 30522, maxPositions: 512, textFfn: true, textEmbeddings: true },
  // transformers' Blip2ForConditionalGeneration (blip2-opt-2.7b): EVA-ViT-g with post-layernorm, a Q-Former without
  // word/position embeddings or text FFN; with OPT-2.7B and the 768→2560 projection: 3,744,679,936 parameters (PEFT's base count).
  'eva-vit-g-hf': { kind: 'vit', layers: 39, hidden: 1408, ffn: 6144, heads: 16, patch: 14, image: 224, channels: 3, qkvBias: 'all', finalNorm: true, crossAttention: false },
  'qformer-blip2-hf': { kind: 'qformer', layers: 12, hidden: 768, ffn: 3072, heads: 12, queries: 32, crossAttentionEvery: 2, encoderWidth: 1408, vocab: 30522, maxPositions: 512, textFfn: false, textEmbeddings: false },
  // The same Q-Former over ViT-base features (width 768).
  'qformer-vit-base': { kind: 'qformer', layers: 12, hidden: 768, ffn: 3072, heads: 12, queries: 32, crossAttentionEvery: 2, encoderWidth: 768, vocab: 30522, maxPositions: 512, textFfn: true, textEmbeddings: true },
  // torchvision resnet101 / resnet50: 44,549,160 / 25,557,032 parameters with the 1000-class head.
  'resnet-101': { kind: 'resnet', depth: 101, classes: 1000 },
  'resnet-50': { kind: 'resnet', depth: 50, classes: 1000 },
};

/** The presets of one kind of architecture (what each `audit estimate` flag accepts). */
export function presetsOfKind(kind: Architecture['kind']): string[] {
  return Object.entries(ARCH_PRESETS).flatMap(([k, a]) => (a.kind === kind ? [k] : []));
}

export interface GpuPreset {
  readonly name: string;
  readonly memoryGiB: number;
  /** Peak dense TFLOPS: 16-bit tensor cores with fp32 accumulation, and plain fp32. */
  readonly tflops16: number;
  readonly tflops32: number;
}

/**
 * Vendor datasheet peaks, dense (no sparsity). `tflops16` is 16-bit tensor-core math with fp32
 * accumulation (what PyTorch autocast uses): GeForce boards run it at half their fp16-accumulate rate.
 */
export const GPU_PRESETS: Readonly<Record<string, GpuPreset>> = {
  'rtx-3090': { name: 'NVIDIA GeForce RTX 3090', memoryGiB: 24, tflops16: 35.6, tflops32: 35.6 },
  'rtx-4090': { name: 'NVIDIA GeForce RTX 4090', memoryGiB: 24, tflops16: 82.6, tflops32: 82.6 },
  v100: { name: 'NVIDIA V100', memoryGiB: 32, tflops16: 125, tflops32: 15.7 },
  'a100-80gb': { name: 'NVIDIA A100 80GB', memoryGiB: 80, tflops16: 312, tflops32: 19.5 },
  'a800-80gb': { name: 'NVIDIA A800 80GB', memoryGiB: 80, tflops16: 312, tflops32: 19.5 },
  h100: { name: 'NVIDIA H100 SXM', memoryGiB: 80, tflops16: 989, tflops32: 67 },
};
