/**
 * Short metric names whose reading the columns beside them decide (pure), one mechanism for two kinds:
 *  - aliases that two fields print for two different metrics: `CD` is CIDEr in image captioning and the
 *    Chamfer distance in 3D reconstruction; `R-1` is ROUGE-1 in summarization and Rank-1 (Recall@1) in
 *    retrieval and re-identification. The column's field is read from the metrics of the columns beside
 *    it (a column beside mAP and R-5 is retrieval; beside PSNR, SSIM or F-Score it is 3D), then from the
 *    words of the caption, lead-in and section; with no evidence either way the usual reading is kept;
 *  - one letter (`P`, `R`), an entry of a single reading: read only beside the metrics it is printed with
 *    (`P | R | F1`), for a letter alone names nothing; so is every `besideOnly` alias of the registry
 *    (`MT`, `FP`, `SAM`, `Coverage`: a short acronym or an ordinary word that names other things too).
 * Every reading taken says so in a review line.
 */
import { besideOnlyReadings, metricById } from '../core/metric-registry.js';
import { LETTERS, MORE_AMBIGUOUS, rougeReading, type Reading } from './ambiguous-readings.js';
import { printedKey } from './printed-key.js';

const CAPTIONING: Reading = {
  metric: 'CIDEr',
  field: 'captioning',
  near: new Set(['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR', 'ROUGE_L', 'SPICE', 'spider', 'bleu', 'rouge-l', 'clipscore', 'bertscore']),
  words: /\bcaption(?:s|ing)?\b|\bdescriptions?\b/i,
};
const SHAPE: Reading = {
  metric: 'chamfer-distance',
  field: '3D reconstruction',
  near: new Set(['psnr', 'ssim', 'lpips', 'emd', 'f1', 'rmse', 'mae', 'abs-rel', 'sq-rel', 'delta1', 'hd', 'hd95', 'miou', 'medae']),
  words: /\b(?:point[- ]?clouds?|3D|meshe?s?|lidar|surface|depth|shape completion|reconstruction|novel view)\b/i,
};
const SUMMARIZATION = rougeReading('rouge-1');
const RETRIEVAL: Reading = {
  metric: 'r@1',
  field: 'retrieval',
  near: new Set(['map', 'minp', 'r@5', 'r@10', 'r@20', 'r@50', 'r@100', 'mrr', 'ndcg', 'ndcg@10', 'median-rank', 'mean-rank', 'ap']),
  words: /\bretriev(?:al|e|ed)\b|\bre-?identification\b|\bre-?id\b|\bperson search\b|\bCMC\b/i,
};

/** The printed alias (case, spaces and arrows ignored) → its readings, the usual one first. */
const AMBIGUOUS: Readonly<Record<string, readonly Reading[]>> = {
  ...Object.fromEntries([...besideOnlyReadings()].map(([key, rs]) => [key, rs.map((r) => ({ metric: r.metric, field: metricById(r.metric)?.field ?? r.metric, near: r.near }))])),
  cd: [CAPTIONING, SHAPE],
  'r-1': [SUMMARIZATION, RETRIEVAL],
  r1: [{ ...RETRIEVAL, quiet: true }, SUMMARIZATION],
  ...MORE_AMBIGUOUS,
  ...LETTERS,
};

const keyOf = printedKey;

export interface AmbiguousResolution {
  readonly metric: string;
  readonly review: string;
}

/**
 * The metric of a column whose header is an ambiguous alias or a metric's letter, given the metrics of the
 * other columns of its table and the text by the table; undefined for a header that is not one, a letter
 * beside none of its metrics, or a reading the schema lacks.
 */
export function resolveAmbiguous(header: string, neighbours: readonly string[], text: string, accepts: (id: string) => boolean): AmbiguousResolution | undefined {
  const entry = AMBIGUOUS[keyOf(header)] ?? [];
  // a letter or a `besideOnly` alias (readings with no words of a field) is read only beside its metrics
  const letter = entry.every((r) => r.words === undefined);
  const readings = entry.filter((r) => accepts(r.metric));
  if (!readings.length || readings.length < entry.length) return undefined;
  const score = (r: Reading): { by: string[]; words: boolean } => ({ by: [...new Set(neighbours.filter((n) => r.near.has(n)))], words: r.words?.test(text) ?? false });
  const rank = (s: { by: string[]; words: boolean }): number => s.by.length * 2 + (s.words ? 1 : 0);
  const best = readings.map((r) => ({ r, ...score(r) })).sort((a, b) => rank(b) - rank(a));
  const top = best[0] as (typeof best)[number];
  const second = best[1];
  const what = keyOf(header).length === 1 ? 'one letter' : 'a short or common name read only beside its metrics';
  if (letter) return top.by.length && !(second && second.by.length === top.by.length) ? { metric: top.r.metric, review: `"${header}" is ${what}: read as ${top.r.metric}, as the columns beside it report ${top.by.join(', ')} — check it` } : undefined;
  // (a common name's usual reading, "Acc." for accuracy, is what the registry gives anyway: nothing to say)
  if (top.r.quiet || (second && rank(top) === rank(second) && readings[0]?.quiet)) return undefined;
  const others = readings.map((r) => `${metricById(r.metric)?.name ?? r.metric} in ${r.field}`).join(', ');
  if (second && rank(top) === rank(second)) {
    const usual = readings[0] as Reading;
    return { metric: usual.metric, review: `"${header}" is an alias of several fields (${others}); nothing beside it tells which: kept ${usual.metric} — check it` };
  }
  const why = top.by.length ? `the columns beside it report ${top.by.join(', ')}` : `the text by the table speaks of ${top.r.field}`;
  return { metric: top.r.metric, review: `"${header}" is an alias of several fields (${others}); read as ${top.r.metric}, as ${why} — check it` };
}
