/**
 * `runner: tfjs` — train and evaluate a change-captioning model (SCORER and its ablations) with
 * TensorFlow.js. Defaults mirror the official CLEVR-Change config of SCORER
 * (github.com/tuyunbin/SCORER configs/dynamic/transformer.yaml).
 */
import { z } from '../zod.js';
import { PROTOCOL_NAMES } from '../../core/protocols.js';
import { configBase } from './base.js';

export const MODEL_VARIANTS = ['subtraction', 'rr', 'scorer', 'rr+cbr', 'scorer+cbr'] as const;
export type ModelVariant = (typeof MODEL_VARIANTS)[number];

export const TFJS_BACKENDS = ['auto', 'node-gpu', 'node', 'wasm', 'cpu'] as const;
export type TfjsBackendChoice = (typeof TFJS_BACKENDS)[number];

/** Subsets SCORER reports on CLEVR-Change (Tables 1 and 2). */
export const EVAL_SUBSETS = ['total', 'semantic-change', 'distractor', 'color', 'material', 'add', 'drop', 'move'] as const;
export type EvalSubset = (typeof EVAL_SUBSETS)[number];

const positiveInt = z.number().int().positive();

export const tfjsModel = z.strictObject({
  variant: z.enum(MODEL_VARIANTS).describe('subtraction: difference baseline; rr: representation reconstruction; scorer: rr + multi-head token-wise matching with cross-view InfoNCE; +cbr: cross-modal backward reasoning.'),
  featDim: positiveInt.default(1024).describe('Channels of the input feature map (ResNet-101 conv4: 1024); 2 coordinate channels are appended.'),
  grid: positiveInt.default(14).describe('Height = width of the feature map.'),
  hidden: positiveInt.default(512).describe('att_dim of encoder and decoder.'),
  heads: positiveInt.default(8),
  encoderLayers: positiveInt.default(2),
  decoderLayers: positiveInt.default(2),
  wordDim: positiveInt.default(300),
  maxCaptionLength: positiveInt.default(24).describe('Tokens including <START> and <END>.'),
  lambdaContrastive: z.number().nonnegative().default(0.1).describe('Weight of the cross-view InfoNCE loss.'),
  lambdaCbr: z.number().nonnegative().default(0.001).describe('Weight of the CBR contrastive loss.'),
  initialLogitScale: z.number().default(1).describe('Initial value of the learnable log temperature (official: 1, i.e. scale e).'),
  maxLogitScale: z.number().positive().default(100).describe('Clamp of exp(log temperature) after each step (official: 100).'),
  parity: z
    .boolean()
    .default(false)
    .describe(
      'Compute exactly what the released PyTorch code (tuyunbin/SCORER @ 2525039) computes: exact (erf) GELU, one learnable logit scale per cross-view layer (the last one used), the decoder run over every caption position with CBR averaging over all of them, and CBR\'s own weights not optimised. Checked by test/tfjs/parity.test.ts.',
    ),
});
export type TfjsModelConfig = z.output<typeof tfjsModel>;

const attributeCounts = z.strictObject({
  shapes: z.number().int().min(1).max(3).default(3),
  colors: z.number().int().min(2).max(8).default(8),
  materials: z.number().int().min(2).max(2).default(2),
  sizes: z.number().int().min(1).max(2).default(2),
});

export const syntheticData = z.strictObject({
  source: z.literal('synthetic'),
  seed: z.number().int().nonnegative().default(0).describe('Seed of the generator (scenes, captions, features).'),
  train: positiveInt.describe('Training triples (before, semantic change, distractor).'),
  test: positiveInt.describe('Held-out triples; each yields a change pair and a distractor pair.'),
  objects: z.strictObject({ min: positiveInt.default(3), max: positiveInt.default(6) }).default({ min: 3, max: 6 }),
  attributes: attributeCounts.default({ shapes: 3, colors: 8, materials: 2, sizes: 2 }),
  noise: z.number().nonnegative().default(0.1).describe('Std of Gaussian feature noise.'),
  maxShift: z.number().nonnegative().default(0.5).describe('Largest viewpoint shift, in grid cells (fractions spread features bilinearly, like a small camera move).'),
  noChangeTestReferences: z
    .enum(['three', 'stock-subset'])
    .default('three')
    .describe("References of the test split's no-change pairs: 'three' = the generator's three phrases (as in training); 'stock-subset' = 5 distinct of the eight stock no-change phrases per pair, as CLEVR-Change-style references are."),
});
export type SyntheticDataConfig = z.output<typeof syntheticData>;

export const officialData = z.strictObject({
  source: z.literal('official'),
  root: z.string().min(1).default('clevr-change').describe('Directory under a data root holding the official layout.'),
  defaultFeatures: z.string().default('features'),
  semanticFeatures: z.string().default('sc_features'),
  nonsemanticFeatures: z.string().default('nsc_features'),
  splits: z.string().default('splits.json'),
  typeMapping: z.string().default('type_mapping.json'),
  captions: z.string().default('change_captions.json'),
  noChangeCaptions: z.string().default('no_change_captions.json'),
  limit: positiveInt.optional().describe('Use only the first N triples of each split.'),
});
export type OfficialDataConfig = z.output<typeof officialData>;

export const tfjsData = z.discriminatedUnion('source', [syntheticData, officialData]);
export type TfjsDataConfig = z.output<typeof tfjsData>;

export const tfjsTraining = z.strictObject({
  batchSize: positiveInt.default(128).describe('Triples per step (each gives a change and a distractor pair).'),
  iterations: positiveInt.default(10000),
  lr: z.number().positive().default(2e-4),
  checkpointEvery: positiveInt.default(1000).describe('Iterations between checkpoints (resume picks up the latest).'),
  logEvery: positiveInt.default(50).describe('Iterations between plain progress lines when stderr is not a TTY.'),
});
export type TfjsTrainingConfig = z.output<typeof tfjsTraining>;

export const tfjsEvaluation = z.strictObject({
  subsets: z.array(z.enum(EVAL_SUBSETS)).min(1).default([...EVAL_SUBSETS]),
  bootstrap: z.number().int().nonnegative().default(0).describe('Bootstrap resamples for 95% intervals (0 = none).'),
  batchSize: positiveInt.default(64),
  protocol: z
    .enum(PROTOCOL_NAMES)
    .default('standard')
    .describe('Also score the test predictions under this evaluation protocol and record its effect (the measurements stay standard).'),
});
export type TfjsEvaluationConfig = z.output<typeof tfjsEvaluation>;

export const tfjsConfig = z.strictObject({
  ...configBase,
  runner: z.literal('tfjs'),
  backend: z.enum(TFJS_BACKENDS).default('auto').describe('Force a TF.js backend (env AUDIT_TFJS_BACKEND overrides).'),
  model: tfjsModel,
  data: tfjsData,
  training: tfjsTraining.default(tfjsTraining.parse({})),
  evaluation: tfjsEvaluation.default(tfjsEvaluation.parse({})),
  smoke: z
    .strictObject({
      iterations: positiveInt.optional(),
      batchSize: positiveInt.optional(),
      train: positiveInt.optional().describe('Synthetic training triples (or official limit).'),
      test: positiveInt.optional().describe('Synthetic test triples (or official limit).'),
    })
    .optional()
    .describe('Overrides applied under --smoke.'),
});
export type TfjsConfig = z.output<typeof tfjsConfig>;
