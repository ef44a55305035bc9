/**
 * A caption set with a realistic vocabulary, at the scale of the CLEVR-Change benchmarks, built only
 * from real captions: the 8,034 human references of Spot-the-Diff (val, test) and Image Editing
 * Request (val, test) and the 2,978 captions that the SSGPA reproduction's two models predicted for
 * Spot-the-Diff val, all from ../shared/data/ssgpa-repro (github.com/yili-19/SSGPA @ c9f1ac8; see
 * ../shared/data/PROVENANCE.md). Seeded: the same arguments give the same files.
 *
 *   npx tsx scripts/realistic-caption-set.ts OUT_DIR [--images 7970] [--refs 5] [--seed 1] [--data DIR]
 *
 * Each image gets `--refs` references drawn without replacement from the pooled references (2,331
 * distinct lower-cased words; captions of 0 to 56 words; capitals in about 1 in 10, commas,
 * apostrophes, quotes, '&', '-' and '.' as people wrote them) and one prediction: a real model
 * prediction for half of the images, a real reference of another image for the other half. The
 * images are resampled: which captions go together is made up, the captions are not. It is a
 * benchmark input, not a data set to report scores on.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rng } from '../src/metrics/bootstrap.js';
import { positiveIntFlag as flag } from './positive-int-flag.js';

export interface CaptionSet {
  readonly refs: Record<string, string[]>;
  readonly preds: { image_id: string; caption: string }[];
}

const REFERENCE_FILES = ['gt_spot_val.json', 'gt_spot_test.json', 'gt_IER_val.json', 'gt_IER_test.json'];
const PREDICTION_FILES = ['pred_spot_val.json', 'pred_resnet_spot_val.json'];

export function realisticCaptionSet(dataDir: string, images = 7970, refsPerImage = 5, seed = 1): CaptionSet {
  const read = (f: string): unknown => JSON.parse(readFileSync(join(dataDir, f), 'utf8'));
  const references = REFERENCE_FILES.flatMap((f) => (read(f) as { annotations: { caption: string }[] }).annotations.map((a) => a.caption));
  const predictions = PREDICTION_FILES.flatMap((f) => (read(f) as { caption: string }[]).map((p) => p.caption));
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const refs: Record<string, string[]> = {};
  const preds: { image_id: string; caption: string }[] = [];
  for (let i = 0; i < images; i++) {
    const id = `img${String(i).padStart(5, '0')}`;
    const chosen = new Set<number>();
    while (chosen.size < Math.min(refsPerImage, references.length)) chosen.add(Math.floor(r() * references.length));
    refs[id] = [...chosen].map((k) => references[k] as string);
    let caption: string;
    if (r() < 0.5) caption = pick(predictions);
    else {
      let k = Math.floor(r() * references.length);
      while (chosen.has(k)) k = Math.floor(r() * references.length);
      caption = references[k] as string;
    }
    preds.push({ image_id: id, caption });
  }
  return { refs, preds };
}

/** Writes refs.json ({id: [refs]}) and preds.json (COCO results) into `dir`; returns their paths. */
export function writeCaptionSet(dir: string, set: CaptionSet): { refs: string; preds: string } {
  mkdirSync(dir, { recursive: true });
  const refs = join(dir, 'refs.json');
  const preds = join(dir, 'preds.json');
  writeFileSync(refs, JSON.stringify(set.refs));
  writeFileSync(preds, JSON.stringify(set.preds));
  return { refs, preds };
}

export const SHARED_CAPTIONS = join(import.meta.dirname, '..', '..', 'shared', 'data', 'ssgpa-repro');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = process.argv[2];
  if (!out || out.startsWith('--')) {
    process.stderr.write('usage: npx tsx scripts/realistic-caption-set.ts OUT_DIR [--images 7970] [--refs 5] [--seed 1] [--data DIR]\n');
    process.exit(2);
  }
  const di = process.argv.indexOf('--data');
  const data = di > 0 ? (process.argv[di + 1] as string) : SHARED_CAPTIONS;
  const set = realisticCaptionSet(data, flag('images', 7970), flag('refs', 5), flag('seed', 1));
  const files = writeCaptionSet(out, set);
  process.stdout.write(`${files.refs}\n${files.preds}\n`);
}
