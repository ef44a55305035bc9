/**
 * A seeded, deterministic CLEVR-Change-like data set. Every triple is generated from its own
 * seed, so item i is the same whatever else is asked for, and nothing is held in memory.
 */
import type { SyntheticDataConfig } from '../../../claims/configs/tfjs.js';
import { NO_CHANGE_PHRASES } from '../../../metrics/protocols.js';
import { createRng, mixSeed, type Rng } from '../rng.js';
import { changeCaptions, NO_CHANGE_CAPTIONS } from './captions.js';
import { attributeEmbeddings, renderScene, type AttributeEmbeddings } from './render.js';
import { applyChange, randomScene, randomShift, shiftScene, type SceneObject, type SceneSpec } from './scene.js';
import { CHANGE_TYPES, type CaptionDataset, type Split, type TripleFeatures, type TripleMeta } from './types.js';

interface Item {
  readonly meta: TripleMeta;
  readonly before: readonly SceneObject[];
  readonly change: readonly SceneObject[];
  readonly distractor: readonly SceneObject[];
}

/** References per no-change test pair under `noChangeTestReferences: stock-subset` (CLEVR-Change prints 5.0 GT per pair). */
export const STOCK_REFERENCES_PER_PAIR = 5;

/**
 * No-change references of one triple. Training triples, and test triples under `three`: the
 * generator's three phrases. Test triples under `stock-subset`: 5 distinct phrases of the eight stock
 * no-change phrases of CLEVR-Change-style evaluations, drawn from the triple's own seed (a stream
 * separate from the scene's, so scenes and features are the same under either setting).
 */
function noChangeReferences(cfg: SyntheticDataConfig, split: 'train' | 'test', salt: number, index: number): string[] {
  if (split === 'train' || cfg.noChangeTestReferences === 'three') return [...NO_CHANGE_CAPTIONS];
  const rng = createRng(mixSeed(cfg.seed, salt, index, 0x6e63));
  const pool = [...NO_CHANGE_PHRASES];
  const out: string[] = [];
  while (out.length < STOCK_REFERENCES_PER_PAIR) out.push(...pool.splice(Math.floor(rng.next() * pool.length), 1));
  return out;
}

function gain(rng: Rng): number {
  return 0.85 + 0.3 * rng.next();
}

function makeItem(spec: SceneSpec, maxShift: number, rng: Rng, id: string, index: number, noChange: readonly string[]): Item {
  const before = randomScene(spec, rng);
  const changeType = CHANGE_TYPES[index % CHANGE_TYPES.length] ?? 'color';
  const { scene: changed, change } = applyChange(spec, before, changeType, rng);
  const [cx, cy] = randomShift(maxShift, rng, false);
  const [dx, dy] = randomShift(maxShift, rng, true);
  return {
    meta: { id, changeType, changeCaptions: changeCaptions(change), distractorCaptions: [...noChange] },
    before,
    change: shiftScene(changed, cx, cy),
    distractor: shiftScene(before, dx, dy),
  };
}

function split(cfg: SyntheticDataConfig, spec: SceneSpec, emb: AttributeEmbeddings, name: 'train' | 'test', size: number): Split {
  const salt = name === 'train' ? 1 : 2;
  const item = (i: number): { item: Item; rng: Rng } => {
    const rng = createRng(mixSeed(cfg.seed, salt, i));
    return { item: makeItem(spec, cfg.maxShift, rng, `${name}-${i}`, i, noChangeReferences(cfg, name, salt, i)), rng };
  };
  const check = (i: number): void => {
    if (!Number.isInteger(i) || i < 0 || i >= size) throw new RangeError(`item ${i} outside the ${name} split (size ${size})`);
  };
  return {
    size,
    meta: (i) => (check(i), item(i).item.meta),
    features: (i): TripleFeatures => {
      check(i);
      const { item: it, rng } = item(i);
      const render = (scene: readonly SceneObject[]): Float32Array => renderScene(scene, emb, { grid: spec.grid, noise: cfg.noise, gain: gain(rng) }, rng);
      return { before: render(it.before), change: render(it.change), distractor: render(it.distractor) };
    },
  };
}

export function syntheticDataset(cfg: SyntheticDataConfig, featDim: number, grid: number, sizes?: { train?: number; test?: number }): CaptionDataset {
  const spec: SceneSpec = {
    grid,
    margin: Math.ceil(cfg.maxShift),
    minObjects: cfg.objects.min,
    maxObjects: Math.max(cfg.objects.min, cfg.objects.max),
    attributes: cfg.attributes,
  };
  const needed = 2 * Math.ceil(cfg.maxShift) + 3;
  if (grid < needed) throw new RangeError(`grid ${grid} too small for a viewpoint shift of ${cfg.maxShift} cells (needs ≥ ${needed})`);
  const emb = attributeEmbeddings(cfg.attributes, featDim, mixSeed(cfg.seed, 0));
  return {
    name: 'synthetic-clevr-change',
    featDim,
    grid,
    train: split(cfg, spec, emb, 'train', sizes?.train ?? cfg.train),
    test: split(cfg, spec, emb, 'test', sizes?.test ?? cfg.test),
  };
}
