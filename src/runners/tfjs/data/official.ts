/**
 * The official SCORER / CLEVR-Change layout: per-image ResNet-101 features (.npy, 1024×14×14)
 * in three directories (default, semantic change, distractor), splits.json, type_mapping.json
 * and the captions JSON files keyed by the default image's file name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { InputError } from '../../../core/errors.js';
import type { OfficialDataConfig } from '../../../claims/configs/tfjs.js';
import { channelsLast, parseNpy } from './npy.js';
import { CHANGE_TYPES, type CaptionDataset, type ChangeType, type Split, type TripleMeta } from './types.js';

const DIRS = ['defaultFeatures', 'semanticFeatures', 'nonsemanticFeatures'] as const;
const FILES = ['splits', 'typeMapping', 'captions', 'noChangeCaptions'] as const;

/** Where the layout is, or every path that is missing under each data root. */
export function locateOfficial(cfg: OfficialDataConfig, dataRoots: readonly string[]): { root: string } | { missing: string[] } {
  const missing: string[] = [];
  for (const dataRoot of dataRoots) {
    const root = path.resolve(dataRoot, cfg.root);
    const absent = [...DIRS.map((k) => path.join(root, cfg[k])), ...FILES.map((k) => path.join(root, cfg[k]))].filter((p) => !existsSync(p));
    if (absent.length === 0) return { root };
    missing.push(...absent);
  }
  return { missing };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    throw new InputError(`${file}: not readable JSON (${(e as Error).message})`, 'tfjs-data');
  }
}

function imageNumber(name: string): number {
  const m = /(\d+)\.(png|npy)$/.exec(name);
  return m?.[1] === undefined ? -1 : Number(m[1]);
}

function featureIndex(dir: string): Map<number, string> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.npy')).sort();
  if (files.length === 0) throw new InputError(`${dir}: no .npy feature files`, 'tfjs-data');
  return new Map(files.map((f) => [imageNumber(f), path.join(dir, f)]));
}

function stringMap(file: string): Map<string, string[]> {
  const raw = readJson(file);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new InputError(`${file}: expected an object {image file: [captions]}`, 'tfjs-data');
  const out = new Map<string, string[]>();
  for (const [k, v] of Object.entries(raw)) {
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) throw new InputError(`${file}: "${k}" should map to a list of captions`, 'tfjs-data');
    out.set(String(imageNumber(k)), v as string[]);
  }
  return out;
}

export function officialDataset(cfg: OfficialDataConfig, root: string, expect: { featDim: number; grid: number }, limit?: number): CaptionDataset {
  const splits = readJson(path.join(root, cfg.splits)) as Record<string, unknown>;
  const types = readJson(path.join(root, cfg.typeMapping)) as Record<string, unknown>;
  const typeOf = new Map<number, ChangeType>();
  for (const t of CHANGE_TYPES) {
    const list = types[t];
    if (!Array.isArray(list)) throw new InputError(`${path.join(root, cfg.typeMapping)}: missing the "${t}" list`, 'tfjs-data');
    for (const name of list) typeOf.set(imageNumber(String(name)), t);
  }
  const caps = stringMap(path.join(root, cfg.captions));
  const noCaps = stringMap(path.join(root, cfg.noChangeCaptions));
  const [dFeat, sFeat, nFeat] = DIRS.map((k) => featureIndex(path.join(root, cfg[k])));
  const load = (index: Map<number, string> | undefined, n: number): Float32Array => {
    const file = index?.get(n);
    if (file === undefined) throw new InputError(`no feature file for image ${n} in ${root}`, 'tfjs-data');
    const arr = parseNpy(readFileSync(file));
    if (arr.shape.join('x') !== `${expect.featDim}x${expect.grid}x${expect.grid}`)
      throw new InputError(`${file}: shape (${arr.shape.join(', ')}); expected (${expect.featDim}, ${expect.grid}, ${expect.grid}) as configured (model.featDim, model.grid)`, 'tfjs-data');
    return channelsLast(arr);
  };
  const makeSplit = (name: 'train' | 'test'): Split => {
    const ids = splits[name];
    if (!Array.isArray(ids) || ids.some((x) => typeof x !== 'number')) throw new InputError(`${path.join(root, cfg.splits)}: "${name}" should be a list of image indices`, 'tfjs-data');
    const list = (ids as number[]).slice(0, limit ?? ids.length);
    const meta = (i: number): TripleMeta => {
      const n = list[i];
      if (n === undefined) throw new RangeError(`item ${i} outside the ${name} split`);
      const changeCaptions = caps.get(String(n));
      const distractorCaptions = noCaps.get(String(n));
      const changeType = typeOf.get(n);
      if (changeCaptions === undefined || distractorCaptions === undefined || changeType === undefined)
        throw new InputError(`image ${n} (${name} split) has no ${changeCaptions === undefined ? cfg.captions : distractorCaptions === undefined ? cfg.noChangeCaptions : cfg.typeMapping} entry`, 'tfjs-data');
      return { id: String(n), changeType, changeCaptions, distractorCaptions };
    };
    return {
      size: list.length,
      meta,
      features: (i) => {
        const n = list[i] ?? -1;
        return { before: load(dFeat, n), change: load(sFeat, n), distractor: load(nFeat, n) };
      },
    };
  };
  return { name: 'clevr-change', featDim: expect.featDim, grid: expect.grid, train: makeSplit('train'), test: makeSplit('test') };
}
