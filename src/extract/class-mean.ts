/**
 * A per-class table whose mean column prints no metric (pure): `road | sidewalk | building | … | Mean` under a
 * heading "ADE20K", or "Per-class results on Cityscapes val." before it. The class names are subsets, never metrics
 * or settings; the metric is the one the named benchmark reports as a mean over classes by convention (the
 * benchmark catalogue: ADE20K, Cityscapes, S3DIS → mIoU; VOC2007, DOTA, PubLayNet → mAP; LVIS, Objects365 → AP):
 * the mean column gets it, each class column the per-class part of it (mAP → AP; mIoU stays `miou`, as when a
 * `mIoU` column is printed beside the classes). Only where the caption, lead-in and section name no metric, no
 * value column prints one, one column is a generic mean (`Mean`, `Avg.`, `Average`, `All`) and every other value
 * column (three or more) is a short name of letters that is no metric, benchmark or setting.
 */
import type { DraftColumn } from './types.js';
import { catalogueEntryOf } from './benchmark-catalogue-lookup.js';
import { bareText } from './bare-text.js';
import { conventionOf, metricFor } from './metric-lookup.js';
import { isTrainingSetting } from './training-setting.js';

const MEAN = /^(?:mean|avg\.?|average|all|overall)$/i;
const NOT_A_CLASS = /^(?:methods?|models?|backbones?|settings?|params?|flops|size|year|venue|type|total|fps|time|speed|memory)$/i;
/** A mean over classes, and the metric of each class: mAP is the mean of the classes' AP, mIoU of their IoU. */
const PART: Readonly<Record<string, string>> = { map: 'ap', miou: 'miou', ap: 'ap' };

export interface ClassMean {
  /** The mean column's header as printed (bare). */
  readonly mean: string;
  /** The mean column's metric, and each class column's. */
  readonly metric: string;
  readonly part: string;
  /** The benchmark whose convention gave it, as printed in the text. */
  readonly benchmark: string;
}

/** The catalogued benchmark a text names (a run of one to three words), whose convention is a mean over classes. */
function benchmarkIn(text: string): { name: string; metric: string } | undefined {
  const words = bareText(text).split(/[\s,;:()]+/).map((w) => w.replace(/[.]+$/, '')).filter(Boolean);
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const name = words.slice(i, i + n).join(' ');
      const hit = catalogueEntryOf(name);
      if (hit && PART[hit.entry.metric]) return { name: hit.name, metric: hit.entry.metric };
    }
  }
  return undefined;
}

const isClass = (h: string): boolean =>
  /^[A-Za-z][A-Za-z .&'/-]{0,24}$/.test(h) && !MEAN.test(h) && !NOT_A_CLASS.test(h) && !metricFor(h, true) && !conventionOf(h) && !catalogueEntryOf(h) && !isTrainingSetting(h);

/** `leaves`: the value columns' lowest header cells; `texts`: the caption, lead-in line(s) and section heading. */
export function classMean(leaves: readonly string[], texts: readonly string[]): ClassMean | undefined {
  const bare = leaves.map((l) => bareText(l)).filter(Boolean);
  const means = bare.filter((h) => MEAN.test(h));
  if (means.length !== 1 || bare.length - 1 < 3 || !bare.every((h) => MEAN.test(h) || isClass(h))) return undefined;
  const found = texts.map(benchmarkIn).find(Boolean);
  if (!found) return undefined;
  return { mean: means[0] as string, metric: found.metric, part: PART[found.metric] as string, benchmark: found.name };
}

/** The column a per-class table's header `h` (value column j, subset `subset` as read from it) drafts, and its review line. */
export function classColumn(perClass: ClassMean, h: string, j: number, subset: string): { column: DraftColumn; review: string } {
  const isMean = h.trim() === perClass.mean;
  const metric = isMean ? perClass.metric : perClass.part;
  const s = isMean ? undefined : subset;
  return {
    column: { metric, label: h, ...(s && s !== 'total' ? { subset: s } : {}), metricFrom: 'benchmark-convention' },
    review: `column ${j} "${h}": no metric printed; '${metric}' guessed, ${isMean ? 'as the mean over the class columns beside it' : `as a class of the "${perClass.mean}" column beside it`}, in what ${perClass.benchmark} reports by convention (a mean over classes) — check it`,
  };
}
