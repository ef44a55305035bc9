/**
 * One SCORER-family training step set up for the training benchmarks (bench/train.ts,
 * bench/train-profile.ts): a model preset, synthetic triples, the model, Adam and one batch.
 */
import { syntheticData, tfjsModel, type ModelVariant, type TfjsModelConfig } from '../src/claims/configs/tfjs.js';
import { disposeBatch, trainingBatch } from '../src/runners/tfjs/data/batch.js';
import { syntheticDataset } from '../src/runners/tfjs/data/synthetic.js';
import { createModel, type CaptionModel, type TensorBatch } from '../src/runners/tfjs/models/model.js';
import { createRng } from '../src/runners/tfjs/rng.js';
import { trainingVocab } from '../src/runners/tfjs/setup.js';
import { createOptimizer, trainStep } from '../src/runners/tfjs/train.js';

export const PRESETS = {
  /** The official CLEVR-Change dimensions (the config's defaults). */
  official: {},
  /** The scale of the shipped synthetic configs of claims/scorer.yaml. */
  small: { featDim: 32, grid: 6, hidden: 64, heads: 4, encoderLayers: 2, decoderLayers: 2, wordDim: 32, maxCaptionLength: 12 },
} as const satisfies Record<string, Partial<TfjsModelConfig>>;
export type Preset = keyof typeof PRESETS;

export function parsePreset(name: string): Preset {
  if (!(name in PRESETS)) throw new Error(`unknown preset '${name}': expected one of ${Object.keys(PRESETS).join(', ')}`);
  return name as Preset;
}

export interface StepFixture {
  readonly config: TfjsModelConfig;
  readonly vocabSize: number;
  /** Runs one training step (forward, backward, Adam update). */
  step(): Promise<void>;
  dispose(): void;
}

export async function stepFixture(preset: Preset, variant: ModelVariant, batchSize: number): Promise<StepFixture> {
  const config = tfjsModel.parse({ variant, ...PRESETS[preset] });
  const data = syntheticDataset(syntheticData.parse({ source: 'synthetic', train: 256, test: 1, attributes: { shapes: 3, colors: 8, materials: 2, sizes: 2 } }), config.featDim, config.grid);
  const vocab = trainingVocab(data.train);
  const model: CaptionModel = createModel(config, vocab.words.length, 0);
  const optimizer = await createOptimizer(2e-4);
  const items = Array.from({ length: batchSize }, (_, i) => i % data.train.size);
  const batch: TensorBatch = trainingBatch(data.train, items, vocab, { grid: config.grid, featDim: config.featDim, maxLength: config.maxCaptionLength }, createRng(1));
  return {
    config,
    vocabSize: vocab.words.length,
    async step() {
      await trainStep(model, optimizer, batch);
    },
    dispose() {
      disposeBatch(batch);
      optimizer.dispose();
      model.dispose();
    },
  };
}
