/** From a config to what the loops need: smoke overrides, the data set and its vocabulary. */
import type { TfjsConfig } from '../../claims/configs/tfjs.js';
import { InputError } from '../../core/errors.js';
import type { SkipReason } from '../../core/runner.js';
import { locateOfficial, officialDataset } from './data/official.js';
import { syntheticDataset } from './data/synthetic.js';
import type { CaptionDataset, Split } from './data/types.js';
import { buildVocab, type Vocab } from './data/vocab.js';

/** The config with `smoke` overrides applied when running with --smoke (pure). */
export function effectiveConfig(config: TfjsConfig, smoke: boolean): TfjsConfig {
  if (!smoke || config.smoke === undefined) return config;
  const s = config.smoke;
  const training = { ...config.training, ...(s.iterations ? { iterations: s.iterations } : {}), ...(s.batchSize ? { batchSize: s.batchSize } : {}) };
  const data =
    config.data.source === 'synthetic'
      ? { ...config.data, ...(s.train ? { train: s.train } : {}), ...(s.test ? { test: s.test } : {}) }
      : { ...config.data, ...(s.train ? { limit: s.train } : {}) };
  return { ...config, training, data };
}

export function officialSkip(config: TfjsConfig, dataRoots: readonly string[]): SkipReason | undefined {
  if (config.data.source !== 'official') return undefined;
  const found = locateOfficial(config.data, dataRoots);
  if ('root' in found) return undefined;
  return {
    reason:
      dataRoots.length === 0
        ? `CLEVR-Change features not found: no data root given (looked for <data root>/${config.data.root}/)`
        : `CLEVR-Change features not found: ${found.missing.join(', ')}`,
    provide:
      `the official SCORER layout under <data root>/${config.data.root}/: ${config.data.defaultFeatures}/, ${config.data.semanticFeatures}/, ${config.data.nonsemanticFeatures}/ ` +
      `(ResNet-101 .npy features, ${config.model.featDim}×${config.model.grid}×${config.model.grid}, from scripts/extract_features.py of github.com/tuyunbin/SCORER on the CLEVR-Change images), ` +
      `${config.data.splits}, ${config.data.typeMapping}, ${config.data.captions} and ${config.data.noChangeCaptions} (data/ of that repository)`,
  };
}

export function loadDataset(config: TfjsConfig, dataRoots: readonly string[]): CaptionDataset {
  const m = config.model;
  if (config.data.source === 'synthetic') return syntheticDataset(config.data, m.featDim, m.grid);
  const found = locateOfficial(config.data, dataRoots);
  if (!('root' in found)) throw new InputError(`config ${config.id}: CLEVR-Change inputs missing: ${found.missing.join(', ')}`, 'tfjs-data');
  return officialDataset(config.data, found.root, { featDim: m.featDim, grid: m.grid }, config.data.limit);
}

/** The vocabulary of the training captions (change and no-change), as the official preprocessing. */
export function trainingVocab(train: Split): Vocab {
  function* captions(): Generator<string> {
    for (let i = 0; i < train.size; i++) {
      const m = train.meta(i);
      yield* m.changeCaptions;
      yield* m.distractorCaptions;
    }
  }
  return buildVocab(captions());
}
