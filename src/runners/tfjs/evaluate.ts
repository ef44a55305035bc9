/**
 * Evaluation: greedy captions for the change and distractor pair of every test triple, then
 * scores per subset as SCORER reports them (total, semantic change, distractor, each change type).
 */
import * as tf from '@tensorflow/tfjs';
import type { EvalSubset } from '../../claims/configs/tfjs.js';
import { scoreCaptions, type ScoreResult } from '../../metrics/index.js';
import { featureBatch } from './data/batch.js';
import { distractorId, type Split } from './data/types.js';
import { decode, type Vocab } from './data/vocab.js';
import type { CaptionModel } from './models/model.js';

export interface Predictions {
  readonly preds: Map<string, string>;
  readonly refs: Map<string, readonly string[]>;
  /** Ids of each subset. */
  readonly subsets: Record<EvalSubset, string[]>;
  /** Peak tf.memory().numBytes while decoding. */
  readonly peakBytes: number;
}

/** Which subsets every pair belongs to, and the references (pure). */
export function subsetsOf(split: Split): { refs: Map<string, readonly string[]>; subsets: Record<EvalSubset, string[]> } {
  const subsets: Record<EvalSubset, string[]> = { total: [], 'semantic-change': [], distractor: [], color: [], material: [], add: [], drop: [], move: [] };
  const refs = new Map<string, readonly string[]>();
  for (let i = 0; i < split.size; i++) {
    const m = split.meta(i);
    const nid = distractorId(m.id);
    refs.set(m.id, m.changeCaptions);
    refs.set(nid, m.distractorCaptions);
    subsets.total.push(m.id, nid);
    subsets['semantic-change'].push(m.id);
    subsets.distractor.push(nid);
    subsets[m.changeType].push(m.id);
  }
  return { refs, subsets };
}

export async function predict(
  model: CaptionModel,
  split: Split,
  vocab: Vocab,
  dims: { grid: number; featDim: number },
  batchSize: number,
  onBatch?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Predictions> {
  const { refs, subsets } = subsetsOf(split);
  const preds = new Map<string, string>();
  let peak = tf.memory().numBytes;
  for (let start = 0; start < split.size; start += batchSize) {
    // between batches: signal handlers get their turn, and an aborted run stops here
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (signal?.aborted) throw new Error(`decoding interrupted after ${start} of ${split.size} test triples`);
    const items = Array.from({ length: Math.min(batchSize, split.size - start) }, (_, k) => start + k);
    const f = featureBatch(split, items, dims);
    try {
      const change = await model.greedy(f.before, f.change);
      peak = Math.max(peak, tf.memory().numBytes);
      const distractor = await model.greedy(f.before, f.distractor);
      items.forEach((i, k) => {
        const id = split.meta(i).id;
        preds.set(id, decode(vocab, change[k] ?? []));
        preds.set(distractorId(id), decode(vocab, distractor[k] ?? []));
      });
    } finally {
      f.before.dispose();
      f.change.dispose();
      f.distractor.dispose();
    }
    onBatch?.(Math.min(start + batchSize, split.size), split.size);
  }
  return { preds, refs, subsets, peakBytes: peak };
}

/** Scores of the requested subsets (pure); subsets without pairs are left out. */
export function scoreSubsets(p: Pick<Predictions, 'preds' | 'refs' | 'subsets'>, wanted: readonly EvalSubset[], opts: { bootstrap: number; seed: number }): Array<{ subset: EvalSubset; result: ScoreResult }> {
  return wanted
    .filter((s) => p.subsets[s].length > 0)
    .map((subset) => {
      const ids = p.subsets[subset];
      const refs = new Map(ids.map((id) => [id, p.refs.get(id) ?? []]));
      const preds = new Map(ids.map((id) => [id, p.preds.get(id) ?? '']));
      return { subset, result: scoreCaptions({ refs, preds }, { bootstrap: opts.bootstrap, seed: opts.seed }) };
    });
}

/** The trivial baseline: the most frequent training reference caption (first seen on ties). */
export function mostFrequentCaption(split: Split): string {
  const counts = new Map<string, number>();
  for (let i = 0; i < split.size; i++) {
    const m = split.meta(i);
    for (const c of [...m.changeCaptions, ...m.distractorCaptions]) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = '';
  let n = 0;
  for (const [c, k] of counts) if (k > n) [best, n] = [c, k];
  return best;
}

/** COCO results format: [{image_id, caption}], sorted by id. */
export function cocoResults(preds: ReadonlyMap<string, string>): Array<{ image_id: string; caption: string }> {
  return [...preds].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([image_id, caption]) => ({ image_id, caption }));
}

/** COCO caption format of the references: {images, annotations}. */
export function cocoReferences(refs: ReadonlyMap<string, readonly string[]>): { images: Array<{ id: string }>; annotations: Array<{ image_id: string; id: number; caption: string }> } {
  const images = [...refs.keys()].sort().map((id) => ({ id }));
  const annotations: Array<{ image_id: string; id: number; caption: string }> = [];
  for (const { id } of images) for (const caption of refs.get(id) ?? []) annotations.push({ image_id: id, id: annotations.length, caption });
  return { images, annotations };
}
