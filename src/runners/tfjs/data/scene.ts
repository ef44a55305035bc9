/**
 * CLEVR-like scenes and their changes (pure). A scene is a set of objects on a grid of cells;
 * a change edits one object; a viewpoint shift translates the whole scene.
 */
import type { Rng } from '../rng.js';
import type { ChangeType } from './types.js';

export const SHAPES = ['cube', 'sphere', 'cylinder'] as const;
export const COLORS = ['red', 'blue', 'green', 'yellow', 'gray', 'brown', 'purple', 'cyan'] as const;
export const MATERIALS = ['rubber', 'metal'] as const;
export const SIZES = ['small', 'large'] as const;

export interface SceneObject {
  readonly shape: number;
  readonly color: number;
  readonly material: number;
  readonly size: number;
  /** Cell coordinates; fractional after a viewpoint shift. */
  readonly x: number;
  readonly y: number;
}

export interface AttributeCounts {
  readonly shapes: number;
  readonly colors: number;
  readonly materials: number;
  readonly sizes: number;
}

export interface SceneSpec {
  readonly grid: number;
  /** Objects stay this many cells away from the border, so that shifts keep them in view. */
  readonly margin: number;
  readonly minObjects: number;
  readonly maxObjects: number;
  readonly attributes: AttributeCounts;
}

/** What changed, for the caption. */
export type SceneChange =
  | { readonly type: 'color'; readonly object: SceneObject; readonly to: number }
  | { readonly type: 'material'; readonly object: SceneObject; readonly to: number }
  | { readonly type: 'add'; readonly object: SceneObject }
  | { readonly type: 'drop'; readonly object: SceneObject }
  | { readonly type: 'move'; readonly object: SceneObject };

function freeCells(spec: SceneSpec, taken: readonly SceneObject[]): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  for (let y = spec.margin; y < spec.grid - spec.margin; y++)
    for (let x = spec.margin; x < spec.grid - spec.margin; x++)
      if (!taken.some((o) => o.x === x && o.y === y)) cells.push([x, y]);
  return cells;
}

function randomObject(spec: SceneSpec, rng: Rng, taken: readonly SceneObject[]): SceneObject {
  const [x, y] = rng.pick(freeCells(spec, taken));
  const a = spec.attributes;
  return { shape: rng.int(a.shapes), color: rng.int(a.colors), material: rng.int(a.materials), size: rng.int(a.sizes), x, y };
}

export function randomScene(spec: SceneSpec, rng: Rng): SceneObject[] {
  const inner = (spec.grid - 2 * spec.margin) ** 2;
  const n = Math.min(inner - 1, spec.minObjects + rng.int(spec.maxObjects - spec.minObjects + 1));
  const objects: SceneObject[] = [];
  for (let i = 0; i < n; i++) objects.push(randomObject(spec, rng, objects));
  return objects;
}

function otherValue(current: number, count: number, rng: Rng): number {
  return (current + 1 + rng.int(count - 1)) % count;
}

/** Applies one change of the given type; returns the new scene and what changed. */
export function applyChange(spec: SceneSpec, scene: readonly SceneObject[], type: ChangeType, rng: Rng): { scene: SceneObject[]; change: SceneChange } {
  const i = rng.int(scene.length);
  const object = scene[i] as SceneObject;
  const rest = scene.filter((_, j) => j !== i);
  switch (type) {
    case 'color': {
      const to = otherValue(object.color, spec.attributes.colors, rng);
      return { scene: [...rest, { ...object, color: to }], change: { type, object, to } };
    }
    case 'material': {
      const to = otherValue(object.material, spec.attributes.materials, rng);
      return { scene: [...rest, { ...object, material: to }], change: { type, object, to } };
    }
    case 'add': {
      const added = randomObject(spec, rng, scene);
      return { scene: [...scene, added], change: { type, object: added } };
    }
    case 'drop':
      return { scene: rest, change: { type, object } };
    case 'move': {
      const far = freeCells(spec, scene).filter(([x, y]) => Math.abs(x - object.x) + Math.abs(y - object.y) >= 2);
      const [x, y] = rng.pick(far.length > 0 ? far : freeCells(spec, scene));
      return { scene: [...rest, { ...object, x, y }], change: { type, object } };
    }
  }
}

export function shiftScene(scene: readonly SceneObject[], dx: number, dy: number): SceneObject[] {
  return scene.map((o) => ({ ...o, x: o.x + dx, y: o.y + dy }));
}

/**
 * A random viewpoint shift of at most `max` cells in each direction (fractions of a cell allowed).
 * `atLeastHalf`: the larger component is at least max/2, so a distractor always moves visibly.
 */
export function randomShift(max: number, rng: Rng, atLeastHalf: boolean): [number, number] {
  const dx = (2 * rng.next() - 1) * max;
  const dy = (2 * rng.next() - 1) * max;
  if (!atLeastHalf || Math.max(Math.abs(dx), Math.abs(dy)) >= max / 2) return [dx, dy];
  const sign = rng.next() < 0.5 ? -1 : 1;
  return rng.next() < 0.5 ? [sign * (max / 2 + (max / 2) * rng.next()), dy] : [dx, sign * (max / 2 + (max / 2) * rng.next())];
}
