/**
 * Scoring protocols: how a paper's evaluation code turns its predictions into the captions it
 * scores. `standard` scores the predictions as they are (the COCO caption toolkit's protocol);
 * the others reproduce, rule for rule, a released evaluation that alters predictions before
 * scoring, so their effect can be measured on real captions. Pure.
 *
 *   applyProtocol(set, name, seed) → { set, noChange, substituted }
 */
import { PROTOCOL_NAMES, isProtocolName } from '../core/protocols.js';
import type { ProtocolName } from '../core/protocols.js';
import { rng } from './bootstrap.js';
import type { CaptionSet } from './types.js';

export { PROTOCOL_NAMES, isProtocolName };
export type { ProtocolName };

/**
 * The eight stock no-change phrases of BLIP2IDC's released evaluation
 * (github.com/gautierevn/BLIP2IDC @ aa490f9, code_release/utils/eval_utils.py, `eval_epoch`,
 * `labels_possible_list`), in its order and spelling ("occured" included).
 */
export const NO_CHANGE_PHRASES: readonly string[] = [
  'the scene remains the same',
  'nothing has changed',
  'nothing was modified',
  'the two scenes seem identical',
  'the scene is the same as before',
  'no change was made',
  'no change has occured',
  'there is no change',
];

export const PROTOCOL_DESCRIPTIONS: Readonly<Record<ProtocolName, string>> = {
  standard: 'predictions scored as they are (the COCO caption toolkit)',
  'no-change-substitution':
    "a pair whose references include one of the eight stock no-change phrases, and whose prediction is exactly one of them, is scored with one of its own references drawn at random in place of the prediction (BLIP2IDC's released eval_epoch)",
};

export interface ProtocolApplied {
  readonly set: CaptionSet;
  /** Ids of the no-change pairs: those whose references include a stock phrase (the released code's test). */
  readonly noChange: readonly string[];
  /** Ids whose prediction was replaced by one of their references. */
  readonly substituted: readonly string[];
}

const STOCK = new Set(NO_CHANGE_PHRASES);

/** True for a pair the released code treats as no-change: one of its references is a stock phrase, compared exactly. */
export function isNoChangePair(refs: readonly string[]): boolean {
  return refs.some((r) => STOCK.has(r));
}

/**
 * Applies a protocol to an aligned caption set. Comparisons are exact string equality, as in the
 * released code (`set(labels_possible_list) & set(labels[c])` and `generated_text[c] in
 * labels_possible_list`): no case folding, no trimming. The substituted reference is drawn
 * uniformly with a seeded generator (the released code uses Python's unseeded `random.choice`).
 */
export function applyProtocol(set: CaptionSet, name: ProtocolName, seed: number): ProtocolApplied {
  const noChange = [...set.refs].filter(([, refs]) => isNoChangePair(refs)).map(([id]) => id);
  if (name === 'standard') return { set, noChange, substituted: [] };
  const next = rng(seed);
  const preds = new Map(set.preds);
  const substituted: string[] = [];
  for (const id of noChange) {
    const pred = preds.get(id);
    if (pred === undefined || !STOCK.has(pred)) continue;
    const refs = set.refs.get(id)!;
    preds.set(id, refs[Math.floor(next() * refs.length)]!);
    substituted.push(id);
  }
  return { set: { refs: set.refs, preds }, noChange, substituted };
}

/** The sub-set of `set` restricted to `ids` (same order as given). */
export function restrict(set: CaptionSet, ids: readonly string[]): CaptionSet {
  return {
    refs: new Map(ids.map((id) => [id, set.refs.get(id)!])),
    preds: new Map(ids.map((id) => [id, set.preds.get(id)!])),
  };
}
