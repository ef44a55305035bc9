/**
 * A model description from a few named choices (what `audit estimate` takes as flags): an LLM
 * preset, an optional vision encoder and Q-Former, LoRA placement, batch and precision. Pure.
 */
import type { ModelDescription } from '../claims/configs/estimate.js';
import { modelDescriptionSchema } from '../claims/configs/estimate.js';
import { InputError } from '../core/errors.js';
import { ARCH_PRESETS } from './presets.js';

export interface Choices {
  readonly model?: string;
  readonly vision?: string;
  readonly qformer?: string;
  /** A ResNet image encoder beside (or instead of) the ViT, one per image, a feature extractor. */
  readonly cnn?: string;
  readonly images: number;
  readonly textTokens: number;
  readonly batch: number;
  readonly dtype: string;
  readonly optimizer: string;
  readonly loraRank?: number;
  readonly loraModules: readonly string[];
  readonly loraOn: readonly string[];
  readonly train: readonly string[];
  readonly mixedPrecision: boolean;
  readonly checkpointing: boolean;
  readonly flash: boolean;
  readonly gpu?: string;
  readonly steps?: number;
  readonly utilization?: readonly [number, number];
}

const preset = (flag: string, name: string) => {
  const a = ARCH_PRESETS[name];
  if (a === undefined) throw new InputError(`--${flag} ${name}: unknown preset; known: ${Object.keys(ARCH_PRESETS).join(', ')}`, 'estimate-preset');
  return a;
};

/** `--train llm` trains all of it; `--train vision:cross-attention+mlp` trains named parts. */
function trainableOf(train: readonly string[], name: string): 'all' | 'none' | { parts: string[] } {
  const parts: string[] = [];
  for (const t of train) {
    const [component, spec] = t.split(':');
    if (component !== name) continue;
    if (spec === undefined || spec === '') return 'all';
    parts.push(...spec.split('+'));
  }
  return parts.length > 0 ? { parts } : 'none';
}

export function describeModel(ch: Choices): ModelDescription {
  const components: Record<string, unknown>[] = [];
  const part = (name: 'cnn' | 'vision' | 'qformer' | 'llm', presetName: string, tokens: number, instances = 1): void => {
    components.push({
      name,
      preset: presetName,
      dtype: ch.dtype,
      tokens,
      instances,
      trainable: trainableOf(ch.train, name),
      ...(ch.loraRank !== undefined && ch.loraOn.includes(name) ? { lora: { rank: ch.loraRank, modules: ch.loraModules } } : {}),
    });
  };
  let visualTokens = 0;
  if (ch.cnn !== undefined) {
    const c = preset('cnn', ch.cnn);
    if (c.kind !== 'resnet') throw new InputError(`--cnn ${ch.cnn}: not a ResNet preset`, 'estimate-preset');
    part('cnn', ch.cnn, 1, ch.images);
  }
  if (ch.vision !== undefined) {
    const v = preset('vision', ch.vision);
    if (v.kind !== 'vit') throw new InputError(`--vision ${ch.vision}: not a ViT preset`, 'estimate-preset');
    const tokens = (v.image / v.patch) ** 2 + 1;
    part('vision', ch.vision, tokens, ch.images);
    visualTokens = tokens * ch.images;
  }
  if (ch.qformer !== undefined) {
    const q = preset('qformer', ch.qformer);
    if (q.kind !== 'qformer') throw new InputError(`--qformer ${ch.qformer}: not a Q-Former preset`, 'estimate-preset');
    part('qformer', ch.qformer, q.queries, ch.images);
    visualTokens = q.queries * ch.images;
  }
  let vocab: number | undefined;
  if (ch.model !== undefined) {
    const m = preset('model', ch.model);
    if (m.kind !== 'decoder-llm') throw new InputError(`--model ${ch.model}: not a decoder-only LLM preset`, 'estimate-preset');
    part('llm', ch.model, visualTokens + ch.textTokens);
    vocab = m.vocab;
  }
  if (components.length === 0) throw new InputError('describe a model: --model, --vision, --qformer and/or --cnn (or --claims with --config)', 'estimate-empty');
  const llmTokens = visualTokens + ch.textTokens;
  const parsed = modelDescriptionSchema.safeParse({
    components,
    batch: ch.batch,
    optimizer: ch.optimizer,
    mixedPrecision: ch.mixedPrecision,
    checkpointing: ch.checkpointing,
    attention: ch.flash ? 'flash' : 'standard',
    ...(vocab === undefined ? {} : { logits: { tokens: llmTokens, vocab } }),
    ...(ch.gpu !== undefined && ch.steps !== undefined ? { time: { gpu: ch.gpu, steps: ch.steps, ...(ch.utilization === undefined ? {} : { utilization: ch.utilization }) } } : {}),
  });
  if (!parsed.success) {
    throw new InputError(parsed.error.issues.map((i) => `${i.path.join('.') || '(model)'}: ${i.message}`).join('\n'), 'estimate-arguments');
  }
  return parsed.data as ModelDescription;
}


