/**
 * `runner: estimate` — an analytic GPU memory / training-time estimate of a described model.
 *
 * A model is a list of components in forward order (vision encoder → bridge → language model).
 * Each names an architecture preset (`vicuna-7b`, `eva-vit-g`, …) or spells the architecture out,
 * and says what of it trains (all, nothing, named parts) and where LoRA adapters sit.
 */
import { z } from '../zod.js';
import { configBase, configId } from './base.js';

export const DTYPES = ['fp32', 'fp16', 'bf16', 'int8', 'int4'] as const;
export const dtype = z.enum(DTYPES).describe('Storage type: fp32, fp16, bf16, int8 or int4 (4-bit).');
export type Dtype = z.output<typeof dtype>;

export const OPTIMIZERS = ['adamw', 'adam', 'sgd', 'sgd-momentum', 'adafactor'] as const;
export const optimizer = z.enum(OPTIMIZERS);
export type Optimizer = z.output<typeof optimizer>;

const count = z.number().int().positive();

/** Architectures the estimator counts parameters of. */
export const architecture = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('decoder-llm'),
    family: z.enum(['llama', 'opt']).describe('llama: SwiGLU MLP, RMSNorm, no biases, rotary positions; opt: GeLU MLP, LayerNorm, biases, learned positions.'),
    layers: count,
    hidden: count,
    ffn: count,
    heads: count,
    vocab: count,
    maxPositions: count.optional().describe('Learned position embeddings (OPT adds 2 offset rows).'),
    tiedEmbeddings: z.boolean().describe('Output head shares the input embedding matrix.'),
  }),
  z.strictObject({
    kind: z.literal('vit'),
    layers: count,
    hidden: count,
    ffn: count,
    heads: count,
    patch: count,
    image: count,
    channels: count.default(3),
    qkvBias: z.enum(['all', 'qv', 'none']).default('all').describe('EVA-ViT has q and v biases only.'),
    finalNorm: z.boolean().default(true),
    crossAttention: z.boolean().default(false).describe('A cross-attention block per layer (fusion encoders).'),
  }),
  z.strictObject({
    kind: z.literal('qformer'),
    layers: count,
    hidden: count,
    ffn: count,
    heads: count,
    queries: count,
    crossAttentionEvery: count.describe('Cross-attention to the image every n layers (BLIP-2: 2).'),
    encoderWidth: count.describe('Width of the image features it attends to.'),
    vocab: count.default(30522),
    maxPositions: count.default(512),
    textFfn: z.boolean().default(true).describe('BLIP-2 keeps a text FFN beside the query FFN in every layer.'),
    textEmbeddings: z.boolean().default(true).describe('Word and position embeddings (LAVIS); transformers\' Blip2QFormerModel has none.'),
  }),
  z.strictObject({
    kind: z.literal('resnet'),
    depth: z.union([z.literal(50), z.literal(101), z.literal(152)]),
    classes: z.number().int().nonnegative().default(1000).describe('0: no classifier head (feature extractor).'),
  }),
  z.strictObject({
    kind: z.literal('transformer'),
    layers: count,
    hidden: count,
    ffn: z.number().int().nonnegative().describe('MLP width; 0 for attention-only layers.'),
    heads: count,
    inputDim: count.optional().describe('Input projection inputDim → hidden.'),
    crossAttention: z.boolean().default(false),
    vocab: count.optional().describe('Output head hidden → vocab.'),
  }),
]);
export type Architecture = z.output<typeof architecture>;

export const component = z
  .strictObject({
    name: configId,
    preset: z.string().min(1).optional().describe('Architecture preset (see `audit estimate --list-presets`).'),
    arch: architecture.optional().describe('The architecture spelled out (instead of a preset).'),
    dtype: dtype.default('fp16'),
    trainable: z
      .union([z.enum(['all', 'none']), z.strictObject({ parts: z.array(z.string().min(1)).min(1) })])
      .default('none')
      .describe('What trains: all, none, or named parts (attention, cross-attention, mlp, embeddings, norm, head, input).'),
    trainableDtype: dtype.optional().describe('Storage of trainable weights (mixed precision keeps fp32 masters); default: fp32 when trained with an optimizer.'),
    lora: z
      .strictObject({
        rank: count,
        modules: z
          .array(z.string().min(1))
          .min(1)
          .describe('Linear modules: q, k, v, o, cross-q, cross-k, cross-v, cross-o, fc1, fc2, gate, up, down; qkv: one fused q/k/v projection (r·(d_in + 3·d_out) parameters per layer, as EVA-ViT\'s `qkv`).'),
        layers: count.optional().describe('Adapt only the first n layers (n instances) of each module (PEFT target names with layer indices).'),
        dropout: z.number().min(0).max(1).default(0).describe('LoRA dropout (PEFT lora_dropout): above 0 each adapted module keeps a dropped copy of its input and a mask for the backward pass.'),
      })
      .optional(),
    dropout: z.boolean().default(true).describe('The component applies dropout in training (masks and dropped copies kept); false for p = 0 (EVA-ViT in transformers).'),
    attention: z.enum(['standard', 'flash', 'eager']).optional().describe('Attention of this component (default: the model\'s): eager keeps the softmax in fp32 and a 16-bit copy (LLaMA/EVA eager code), flash keeps no s² tensors (PyTorch SDPA).'),
    tokens: count.describe('Tokens per instance through this component (ViT-g/14 at 224: 257).'),
    instances: count.default(1).describe('Instances per sample (2 for a before/after image pair).'),
    extraParams: z
      .array(z.strictObject({ name: z.string().min(1), params: z.number().int().nonnegative(), trainable: z.boolean() }))
      .default([])
      .describe('Parameters outside the architecture (projections), by count.'),
  })
  .refine((c) => (c.preset === undefined) !== (c.arch === undefined), { message: 'give exactly one of preset or arch' });
export type Component = z.output<typeof component>;

export const modelDescription = {
  components: z.array(component).min(1).describe('Model components in forward order.'),
  batch: count.describe('Samples per step per GPU.'),
  optimizer: optimizer.default('adamw'),
  mixedPrecision: z.boolean().default(true).describe('Autocast: activations in 16 bit.'),
  checkpointing: z.boolean().default(false).describe('Activation (gradient) checkpointing per layer.'),
  attention: z.enum(['standard', 'flash', 'eager']).default('standard').describe('flash: no s² attention tensors stored (SDPA); eager: fp32 softmax and a 16-bit copy kept per layer; standard: Korthikanti et al.'),
  inputs: z
    .array(z.strictObject({ name: z.string().min(1), elements: count.describe('Elements per sample.'), copies: count.default(1).describe('Tensors of that size alive per sample.'), dtype: dtype.default('fp32') }))
    .default([])
    .describe('Per-sample input tensors and their on-GPU copies (features, spatial channels) kept through the step.'),
  logits: z
    .strictObject({
      tokens: count.optional().describe('Positions with logits per sample (default: the tokens of `component`).'),
      component: configId.optional().describe('The component whose tokens carry logits (its token count follows --tokens overrides).'),
      vocab: count,
    })
    .refine((l) => l.tokens !== undefined || l.component !== undefined, { message: 'give tokens or component' })
    .optional()
    .describe('Output logits kept for the loss.'),
  pairwise: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        rows: count,
        cols: count,
        dim: count.describe('Contracted dimension (for FLOPs).'),
        calls: count.default(1).describe('Calls per step (per layer of `component` when given).'),
        component: configId.optional().describe('The calls happen in every layer of this component (layer overrides change them).'),
        copies: count.default(2).describe('Tensors of this size alive at once (einsum\'s output and its permuted copy: 2).'),
        argmax: z.boolean().default(false).describe('Each call reduces the tensor with max over rows and over cols and keeps the int64 indices for the backward pass (SCORER).'),
        dtype: dtype.default('fp32'),
      }),
    )
    .default([])
    .describe('Contrastive batch×batch×rows×cols tensors (all pairs of the batch).'),
  time: z
    .strictObject({
      gpu: z.string().min(1).describe('GPU preset (rtx-3090, a100-80gb, a800-80gb, h100, v100) or a name with peakTflops.'),
      peakTflops: z.number().positive().optional().describe('Peak dense TFLOPS for the run\'s precision; default from the GPU preset.'),
      utilization: z.tuple([z.number().positive().max(1), z.number().positive().max(1)]).default([0.2, 0.5]).describe('Model FLOPs utilisation range.'),
      steps: count.describe('Optimizer steps of the whole training.'),
    })
    .optional(),
};

export const estimateConfig = z.strictObject({
  ...configBase,
  runner: z.literal('estimate'),
  dataset: configId.optional().describe('Dataset the estimate is about; leave out for a paper-wide claim (e.g. one GPU for everything).'),
  split: z.enum(['train', 'val', 'test']).optional().describe('Not needed by an estimate; allowed for symmetry with the other runners.'),
  ...modelDescription,
  checks: z.array(configId).optional().describe('Hardware claims (hardware[].id) this estimate checks; default: the paper\'s claims of the same dataset.'),
});
export type EstimateConfig = z.output<typeof estimateConfig>;

/** The model part of an estimate config (what `audit estimate` builds from its flags). */
export const modelDescriptionSchema = z.strictObject(modelDescription);
export type ModelDescription = z.output<typeof modelDescriptionSchema>;
