/**
 * Grid features of a synthetic scene (pure): each object writes the sum of fixed random
 * embeddings of its attributes at its position, spread bilinearly over the surrounding cells
 * when a viewpoint shift made it fractional (large objects also spill into the 4 neighbours), the
 * whole image gets an illumination gain, and Gaussian noise is added.
 */
import { createRng, type Rng } from '../rng.js';
import type { AttributeCounts, SceneObject } from './scene.js';

export interface AttributeEmbeddings {
  readonly featDim: number;
  readonly shape: Float32Array[];
  readonly color: Float32Array[];
  readonly material: Float32Array[];
  readonly size: Float32Array[];
}

function table(n: number, featDim: number, rng: Rng): Float32Array[] {
  return Array.from({ length: n }, () => Float32Array.from({ length: featDim }, () => rng.normal() / 2));
}

export function attributeEmbeddings(counts: AttributeCounts, featDim: number, seed: number): AttributeEmbeddings {
  const rng = createRng(seed);
  return {
    featDim,
    shape: table(counts.shapes, featDim, rng),
    color: table(counts.colors, featDim, rng),
    material: table(counts.materials, featDim, rng),
    size: table(counts.sizes, featDim, rng),
  };
}

export interface RenderOptions {
  readonly grid: number;
  readonly noise: number;
  /** Illumination gain of the whole image. */
  readonly gain: number;
}

const SPILL = 0.4;

export function renderScene(scene: readonly SceneObject[], emb: AttributeEmbeddings, opts: RenderOptions, rng: Rng): Float32Array {
  const { grid } = opts;
  const d = emb.featDim;
  const out = new Float32Array(grid * grid * d);
  const addCell = (x: number, y: number, o: SceneObject, w: number): void => {
    if (x < 0 || y < 0 || x >= grid || y >= grid || w === 0) return;
    const base = (y * grid + x) * d;
    const parts = [emb.shape[o.shape], emb.color[o.color], emb.material[o.material], emb.size[o.size]];
    for (const p of parts) {
      if (p === undefined) throw new Error('attribute out of range');
      for (let k = 0; k < d; k++) out[base + k] = (out[base + k] ?? 0) + w * (p[k] ?? 0);
    }
  };
  // Bilinear splat: a fractional (shifted) position spreads over the 4 surrounding cells.
  const add = (x: number, y: number, o: SceneObject, w: number): void => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    addCell(x0, y0, o, w * (1 - fx) * (1 - fy));
    addCell(x0 + 1, y0, o, w * fx * (1 - fy));
    addCell(x0, y0 + 1, o, w * (1 - fx) * fy);
    addCell(x0 + 1, y0 + 1, o, w * fx * fy);
  };
  for (const o of scene) {
    add(o.x, o.y, o, 1);
    if (o.size === 1) for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) add(o.x + dx, o.y + dy, o, SPILL);
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) * opts.gain + opts.noise * rng.normal();
  return out;
}
