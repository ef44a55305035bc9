/**
 * A seeded CLEVR-Change-style caption set for protocol tests and the protocol benchmark: change
 * pairs described by template captions (color, material, add, drop, move), no-change pairs whose
 * references are drawn from the eight stock no-change phrases, and predictions of a plausible
 * model: a stock phrase for most no-change pairs, a caption of the right or of a wrong change
 * otherwise. Not real data: its purpose is a set with CLEVR-Change's reference structure.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_CHANGE_PHRASES } from '../../src/metrics/protocols.js';
import { rng } from '../../src/metrics/bootstrap.js';

const COLORS = ['gray', 'red', 'blue', 'green', 'brown', 'purple', 'cyan', 'yellow'];
const SHAPES = ['cube', 'sphere', 'cylinder'];
const MATERIALS = ['rubber', 'metal'];
const SIZES = ['small', 'large'];

/** Writes the set as a references file ({id: [refs]}) and a COCO results file; returns their paths. */
export function writeClevrStyleSet(dir: string, set: ClevrStyleSet): { refs: string; preds: string } {
  const refs = join(dir, 'refs.json');
  const preds = join(dir, 'preds.json');
  writeFileSync(refs, JSON.stringify(set.refs));
  writeFileSync(preds, JSON.stringify(set.preds));
  return { refs, preds };
}

export interface ClevrStyleSet {
  readonly refs: Record<string, string[]>;
  readonly preds: { image_id: string; caption: string }[];
  readonly noChange: string[];
}

/**
 * `refsPerPair` references per pair (no-change pairs: distinct stock phrases); the model predicts its
 * one favourite stock phrase for a share `stockRate` of the no-change pairs, as a trained captioner
 * does for the most frequent caption.
 */
export function clevrStyleSet(pairs: number, seed: number, opts: { noChangeShare?: number; stockRate?: number; refsPerPair?: number } = {}): ClevrStyleSet {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const refsPer = opts.refsPerPair ?? 5;
  const favourite = NO_CHANGE_PHRASES[7]!;
  const object = () => `${pick(SIZES)} ${pick(COLORS)} ${pick(MATERIALS)} ${pick(SHAPES)}`;
  const change = (o: string): string[] => {
    const kind = pick(['color', 'material', 'add', 'drop', 'move'] as const);
    const to = kind === 'material' ? pick(MATERIALS) : pick(COLORS);
    const t: Record<typeof kind, string[]> = {
      color: [`the ${o} changed to ${to}`, `the ${o} turned ${to}`, `the ${o} became ${to}`, `the ${o} changed its color to ${to}`],
      material: [`the ${o} changed to ${to}`, `the ${o} turned ${to}`, `the ${o} became ${to}`],
      add: [`someone added a ${o}`, `a ${o} has been added`, `a new ${o} appeared`, `a ${o} was added`],
      drop: [`the ${o} has disappeared`, `the ${o} is missing`, `the ${o} is no longer there`, `someone removed the ${o}`],
      move: [`the ${o} changed its location`, `the ${o} moved`, `the ${o} is in a different location`, `someone moved the ${o}`],
    };
    return t[kind];
  };
  const refs: Record<string, string[]> = {};
  const preds: { image_id: string; caption: string }[] = [];
  const noChange: string[] = [];
  for (let i = 0; i < pairs; i++) {
    const id = `${i}`;
    if (r() < (opts.noChangeShare ?? 0.5)) {
      const pool = [...NO_CHANGE_PHRASES];
      refs[id] = Array.from({ length: Math.min(refsPer, pool.length) }, () => pool.splice(Math.floor(r() * pool.length), 1)[0]!);
      noChange.push(id);
      const caption = r() < (opts.stockRate ?? 0.9) ? favourite : change(object())[0]!;
      preds.push({ image_id: id, caption });
    } else {
      const o = object();
      const templates = change(o);
      refs[id] = Array.from({ length: refsPer }, () => pick(templates));
      const caption = r() < 0.6 ? pick(templates) : r() < 0.5 ? pick(change(object())) : favourite;
      preds.push({ image_id: id, caption });
    }
  }
  return { refs, preds, noChange };
}
