/**
 * What a "does it fit on the card" verdict rests on, from the estimator's term breakdown: the
 * smallest group of terms that already decides it (frozen weights alone; all weights and training
 * state; or only with the activations of the assumed batch and sequence length), and how the card's
 * "GB" was read (GiB, the reading that favours the paper, and 10⁹ bytes). Pure wording over numbers.
 */
import type { Term } from '../estimate/memory.js';

const GIB = 1024 ** 3;
const gib = (b: number): string => `${(b / GIB).toFixed(1)} GiB`;

type Layer = 'weights' | 'context' | 'training' | 'activations';

/** Which settings a term depends on; unknown names count as activations (never claimed independent). */
function layerOf(t: Term): Layer {
  if (t.name === 'frozen weights') return 'weights';
  if (t.name === 'CUDA context') return 'context';
  if (t.name === 'trainable weights' || t.name === 'gradients' || t.name.startsWith('optimizer state')) return 'training';
  return 'activations';
}

/** Settings (config field names) each layer depends on, to pick the assumed ones. */
const SETTINGS: Record<Layer, RegExp> = {
  weights: /(^|\.)(preset|arch|dtype|trainable|extraParams)(\.|$)/,
  context: /$^/,
  training: /(^|\.)(lora|trainable|trainableDtype|optimizer|mixedPrecision|extraParams)(\.|$)/,
  activations: /(^|\.)(batch|tokens|instances|checkpointing|attention|mixedPrecision|logits|pairwise)(\.|$)/,
};

export type Fit = 'cannot' | 'low-end-only' | 'fits';

export function fitOf(low: number, high: number, capacity: number): Fit {
  return low > capacity ? 'cannot' : high > capacity ? 'low-end-only' : 'fits';
}

const FIT_WORDS: Record<Fit, string> = { cannot: 'does not fit', 'low-end-only': 'fits only at the low end of the estimate', fits: 'fits' };

export interface CardReading {
  /** Capacity in bytes under each reading of the printed "GB". */
  readonly gib: number;
  readonly decimal: number;
}

export const cardBytes = (gb: number): CardReading => ({ gib: gb * GIB, decimal: gb * 1e9 });

/**
 * Which assumptions the verdict "the step does not fit" depends on: a sentence naming the smallest
 * group of terms that already exceeds the card, and the assumed config fields it rests on.
 */
export function dependence(terms: readonly Term[], capacity: number, gb: number, assumed: readonly string[]): string {
  const sum = (layers: readonly Layer[]) => terms.filter((t) => layers.includes(layerOf(t))).reduce((s, t) => s + t.low, 0);
  const card = `${gb} GB card`;
  const rests = (layers: readonly Layer[]) => {
    const used = assumed.filter((f) => layers.some((l) => SETTINGS[l].test(f)));
    return used.length ? ` It rests on values the config marks as assumed: ${used.join(', ')}.` : ' None of the values it rests on is marked as assumed in the config.';
  };
  const weights = sum(['weights']);
  if (weights > capacity) return `Frozen weights alone: ${gib(weights)} > ${card} — holds for any LoRA rank, batch or sequence length.${rests(['weights'])}`;
  const withContext = weights + sum(['context']);
  if (withContext > capacity) return `Frozen weights and the CUDA context alone: ${gib(withContext)} > ${card} — holds for any LoRA rank, batch or sequence length.${rests(['weights'])}`;
  const state = withContext + sum(['training']);
  if (state > capacity) return `Weights, gradients and optimizer state alone: ${gib(state)} > ${card} — holds for any batch or sequence length, but depends on what trains (LoRA rank and modules, optimizer).${rests(['weights', 'training'])}`;
  return `Without activations the step needs ${gib(state)}, which fits the ${card}: the verdict depends on the batch, sequence length and activation settings.${rests(['weights', 'training', 'activations'])}`;
}

/** "12 GB" read as GiB and as 10⁹ bytes, and whether the verdict changes between them. */
export function unitReading(low: number, high: number, gb: number): string {
  const c = cardBytes(gb);
  const asGib = fitOf(low, high, c.gib);
  const asDecimal = fitOf(low, high, c.decimal);
  const same = asGib === asDecimal ? 'the verdict is the same' : `the step ${FIT_WORDS[asDecimal]} (the verdict changes)`;
  return `Unit reading: "${gb} GB" read as ${gb} GiB (the reading that favours the paper); read as ${gb}·10⁹ bytes (${gib(c.decimal)}) ${same}.`;
}
