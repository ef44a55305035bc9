/**
 * Pure parsing of reference and prediction files (JSON text → maps keyed by image id as a
 * string) and their alignment. Every problem is an InputError naming the file and the field:
 * `preds.json: [12].caption: expected a string`.
 */
import { InputError } from '../core/errors.js';
import { duplicateTopLevelKey } from './json-keys.js';
import type { CaptionSet } from './types.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function fail(file: string, where: string, what: string): never {
  throw new InputError(`${file}: ${where ? `${where}: ` : ''}${what}`, 'bad-caption-file');
}

function parseJson(text: string, file: string): Json {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as Json;
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const pos = /position (\d+)/.exec(msg);
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split('\n').length;
      const col = before.length - before.lastIndexOf('\n');
      fail(`${file}:${line}:${col}`, '', `invalid JSON (${msg})`);
    }
    fail(file, '', `invalid JSON (${msg})`);
  }
}

const isObject = (v: Json | undefined): v is { [k: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function imageId(v: Json | undefined, file: string, where: string): string {
  if (typeof v === 'string' && v.length > 0) return v;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
  return fail(file, where, `expected an image id (a non-empty string or an integer), got ${describe(v)}`);
}

function caption(v: Json | undefined, file: string, where: string): string {
  if (typeof v === 'string') return v;
  return fail(file, where, `expected a string, got ${describe(v)}`);
}

function describe(v: Json | undefined): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v).slice(0, 40)}`;
}

/**
 * References: COCO caption format (`{"images": [...], "annotations": [{"image_id", "caption"}]}`)
 * or `{"<id>": ["ref", ...]}` (entries may also be `{"caption": "..."}` objects).
 */
export function parseReferences(text: string, file: string): ReadonlyMap<string, readonly string[]> {
  const root = parseJson(text, file);
  const out = new Map<string, string[]>();
  if (isObject(root) && 'annotations' in root) {
    const anns = root.annotations;
    if (!Array.isArray(anns)) fail(file, 'annotations', `expected an array, got ${describe(anns)}`);
    const images = root.images;
    if (images !== undefined) {
      if (!Array.isArray(images)) fail(file, 'images', `expected an array, got ${describe(images)}`);
      images.forEach((img, i) => {
        if (!isObject(img)) fail(file, `images[${i}]`, `expected an object with an "id", got ${describe(img)}`);
        // An image listed twice is one image, as in the toolkit's COCO loader (the published
        // Spot-the-Diff test references list some images twice).
        const id = imageId(img.id, file, `images[${i}].id`);
        if (!out.has(id)) out.set(id, []);
      });
    }
    for (let i = 0; i < anns.length; i++) {
      const a = anns[i];
      if (!isObject(a)) fail(file, `annotations[${i}]`, `expected an object {image_id, caption}, got ${describe(a)}`);
      // integer and string ids and string captions checked inline; a field path is built only for a message
      const v = a.image_id;
      const id = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' && v.length > 0 ? v : imageId(v, file, `annotations[${i}].image_id`);
      const c = a.caption;
      const cap = typeof c === 'string' ? c : caption(c, file, `annotations[${i}].caption`);
      let list = out.get(id);
      if (!list) {
        if (images !== undefined) fail(file, `annotations[${i}].image_id`, `image "${id}" is not listed in "images"`);
        list = [];
        out.set(id, list);
      }
      list.push(cap);
    }
    for (const [id, list] of out)
      if (list.length === 0) fail(file, 'images', `image "${id}" has no reference caption in "annotations"`);
    return out;
  }
  if (!isObject(root))
    fail(file, '', `expected {"images", "annotations"} (COCO caption format) or {"<id>": ["ref", ...]}, got ${describe(root)}`);
  // JSON.parse kept only the last of an image named twice: refused, as a duplicate prediction is
  const dup = duplicateTopLevelKey(text);
  if (dup) {
    const before = text.slice(0, dup.offset);
    fail(`${file}:${before.split('\n').length}:${dup.offset - before.lastIndexOf('\n')}`, JSON.stringify(dup.key), `image "${dup.key}" is listed twice (JSON keeps only the last list); expected each image id once, with all its references in one list`);
  }
  // for…in: the keys in Object.entries' order, without an [id, refs] array per image
  for (const id in root) {
    const refs = root[id];
    // the common case checked inline: a non-empty array of strings is kept as it is (no copy);
    // the field paths of the messages are built only for an entry that fails
    if (id.length > 0 && Array.isArray(refs) && refs.length > 0 && allStrings(refs)) {
      out.set(id, refs);
      continue;
    }
    const where = JSON.stringify(id);
    if (id.length === 0) fail(file, where, 'expected a non-empty image id as key');
    if (!Array.isArray(refs) || refs.length === 0)
      fail(file, where, `expected a non-empty array of reference captions, got ${describe(refs)}`);
    out.set(
      id,
      refs.map((r, j) => (isObject(r) ? caption(r.caption, file, `${where}[${j}].caption`) : caption(r, file, `${where}[${j}]`))),
    );
  }
  return out;
}

function allStrings(a: readonly Json[]): a is string[] {
  for (let i = 0; i < a.length; i++) if (typeof a[i] !== 'string') return false;
  return true;
}

/** Predictions in the COCO results format: `[{"image_id": ..., "caption": "..."}]`. */
export function parsePredictions(text: string, file: string): ReadonlyMap<string, string> {
  const root = parseJson(text, file);
  if (!Array.isArray(root)) fail(file, '', `expected an array of {"image_id", "caption"} (COCO results format), got ${describe(root)}`);
  const out = new Map<string, string>();
  for (let i = 0; i < root.length; i++) {
    const p = root[i];
    if (!isObject(p)) fail(file, `[${i}]`, `expected an object {image_id, caption}, got ${describe(p)}`);
    // string ids and captions checked inline; a field path is built only for a message
    const v = p.image_id;
    const id = typeof v === 'string' && v.length > 0 ? v : imageId(v, file, `[${i}].image_id`);
    const c = p.caption;
    const cap = typeof c === 'string' ? c : caption(c, file, `[${i}].caption`);
    if (out.has(id)) fail(file, `[${i}].image_id`, `duplicate prediction for image "${id}"`);
    out.set(id, cap);
  }
  return out;
}

export interface Dropped {
  /** Images with references but no prediction. */
  readonly missingPredictions: readonly string[];
  /** Predictions for images absent from the references. */
  readonly unknownPredictions: readonly string[];
}

const SHOWN = 5;
const list = (ids: readonly string[]): string =>
  ids.slice(0, SHOWN).map((id) => JSON.stringify(id)).join(', ') + (ids.length > SHOWN ? `, … (${ids.length} in all)` : '');

/**
 * The images both files cover, in the references' order. Unless `allowMissing`, any image in
 * one file and not the other is an InputError listing the first ones.
 */
export function alignSets(
  refs: ReadonlyMap<string, readonly string[]>,
  preds: ReadonlyMap<string, string>,
  opts: { readonly allowMissing: boolean; readonly files?: { readonly refs: string; readonly preds: string } },
): { readonly set: CaptionSet; readonly dropped: Dropped } {
  // the same images in the same order (the common case): nothing missing, nothing unknown, no look-up
  const same = sameOrder(refs, preds);
  const missingPredictions = same ? [] : [...refs.keys()].filter((id) => !preds.has(id));
  const unknownPredictions = same ? [] : [...preds.keys()].filter((id) => !refs.has(id));
  const rf = opts.files?.refs ?? 'references';
  const pf = opts.files?.preds ?? 'predictions';
  if (!opts.allowMissing && (missingPredictions.length > 0 || unknownPredictions.length > 0)) {
    const lines: string[] = [];
    if (missingPredictions.length > 0)
      lines.push(`${pf}: no prediction for ${missingPredictions.length} image(s) of ${rf}: ${list(missingPredictions)}`);
    if (unknownPredictions.length > 0)
      lines.push(`${pf}: ${unknownPredictions.length} prediction(s) for images not in ${rf}: ${list(unknownPredictions)}`);
    lines.push('Score the images both files share with --allow-missing.');
    throw new InputError(lines.join('\n'), 'caption-ids-mismatch');
  }
  // both in the references' order; the maps given are kept when they already are that (same
  // images, same order: the common case), instead of being copied
  const keptRefs = missingPredictions.length === 0 ? refs : new Map<string, readonly string[]>();
  const keptPreds = same ? preds : new Map<string, string>();
  if (keptRefs !== refs || keptPreds !== preds)
    for (const [id, r] of refs) {
      const p = preds.get(id);
      if (p === undefined) continue;
      if (keptRefs !== refs) (keptRefs as Map<string, readonly string[]>).set(id, r);
      if (keptPreds !== preds) (keptPreds as Map<string, string>).set(id, p);
    }
  if (keptRefs.size === 0) throw new InputError(`${pf}: no image in common with ${rf}; nothing to score`, 'caption-ids-mismatch');
  return { set: { refs: keptRefs, preds: keptPreds }, dropped: { missingPredictions, unknownPredictions } };
}

/** Whether two maps' keys come in the same order (their sizes equal). */
function sameOrder(a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): boolean {
  if (a.size !== b.size) return false;
  const ib = b.keys();
  for (const k of a.keys()) if (ib.next().value !== k) return false;
  return true;
}
