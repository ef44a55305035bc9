/**
 * Printed words → metric ids (pure): the captioning words of the seed papers first (B, M, R-L …, as
 * before), then the metric registry (findMetric), keeping only ids the claim schema accepts.
 */
import { findMetric, findMetricSymbol, isProportion, metricById } from '../core/metric-registry.js';
import { metricOf } from './names.js';
import { columnAccepts } from './schema-support.js';
import { phaseTimeMetric } from './phase-time.js';
import { statisticMetric } from './statistic-metric.js';
import { bareText } from './bare-text.js';
import { beforeReference } from './metric-reference.js';
import { foldedCutoffMetric, gluedCutoffMetric } from './metric-glued-k.js';
import { classCountAccuracy } from './code-style-metric.js';
import { remembered } from './remembered.js';
import { AVERAGED, beforeBar, durationOf, PER_UNIT, SLASH_UNIT, unitThenCondition } from './metric-header-shapes.js';
import { qualifiedMetricBy } from './metric-qualified.js';
import { metricsNamedIn } from './metrics-in-text.js';
import { measuredErrorHeader } from './measured-error.js';
import { metricForColumnInBy, metricOfDatasetElsewhereBy, partOfMeanBy } from './metric-column-context.js';

// the header shapes around a metric's name live in metric-header-shapes.ts; re-exported for the readers of headers
export { PER_UNIT, unitThenCondition };

/** The metric a header cell names, if any. `strict` refuses single letters (B, M, R, C, S). Remembered: a pure function of its text. */
export const metricFor: (header: string, strict?: boolean, qualified?: boolean) => string | undefined = remembered((header: string, strict = false, qualified = true) => countedOnly(header, metricForText(header, strict, qualified)));

/** "#Params", "#uniq. words": a header with a count mark names a count, never a proportion ("#AP": active parameters, no AP). */
function countedOnly(header: string, id: string | undefined): string | undefined {
  if (!id || !/^#/.test(bareText(header).trim())) return id;
  const def = metricById(id);
  return def && !isProportion(def.scale) ? id : undefined;
}

/** A trailing bracket announcing the change printed beside each value: "(↓Δ%)", "(Δ)", "(+Δ)", "(Δ dB)", "(rel. drop)". */
const DELTA_NOTE = /^(.+?)\s*[(（]\s*(?:[↑↓+±-]\s*)?(?:Δ|∆|delta|diff\.?|change|drop|gain|rel\.?\s*(?:drop|change|gain))\s*(?:%|[A-Za-z]{1,3})?\s*[)）]\s*$/i;

/** Metric codes that scripts and their logs print in lower case ("mrr (10%)", "auc", "wer"), none of them an English word or a language's code. */
const LOWER_CASE_CODES = new Set(['mrr', 'auc', 'mae', 'mse', 'wer', 'cer', 'fid', 'eer', 'nll', 'ppl', 'ece', 'mcc']);

function metricForText(header: string, strict: boolean, qualified: boolean): string | undefined {
  // "$S_m$", "$F^{\omega}_{\beta}$", "S_α": a metric printed as a math symbol is the registry's symbol (before the seed
  // papers' letters, which would read "S_α" as SPICE)
  const symbol = findMetricSymbol(bareText(header));
  if (symbol && columnAccepts(symbol.id)) return symbol.id;
  const coco = metricOf(header, strict);
  if (coco) return coco;
  const h = bareText(header);
  if (!h || h.length > 40 || /^[\d.,\s%±-]+$/.test(h)) return undefined;
  // "Mult_acc_7", "Acc-5": an accuracy over a number of classes, never the top-k accuracy (code-style-metric.ts)
  const counted = classCountAccuracy(h);
  if (counted) return counted.metric;
  // "micro averaged F1", "Macro-averaged recall", "micro-avg. F1": the averaging named with its participle is the averaged metric
  const averaged = AVERAGED.exec(h);
  if (averaged) return metricFor(`${averaged[1]} ${averaged[2]}`, strict, qualified) ?? metricFor(averaged[2] as string, strict, qualified);
  const def = findMetric(h);
  // a lower-case code ("ar", "fi", "id": languages) is not an upper-case abbreviation ("AR", "FID")
  // (but the codes that evaluation scripts print in lower case, and that are no word nor language code, "mrr", "auc", "wer", are the metric)
  const caseClash = def !== undefined && /^[a-z]{2,3}$/.test(h) && ![def.name, ...def.aliases].includes(h) && !LOWER_CASE_CODES.has(h);
  if (def && !caseClash && columnAccepts(def.id)) return durationOf(h, def.id);
  // "Gini@1", "ItemCoverage@3": a metric whose registry id folds the cut-off in, printed at any cut-off (metric-glued-k.ts)
  const folded = def ? undefined : foldedCutoffMetric(h);
  if (folded && columnAccepts(folded)) return folded;
  const phase = phaseTimeMetric(h);
  if (phase) return phase;
  // "SacreBLEU Score", "chrF score", "COMET scores": a registry metric, then the word "score" (no part of its name)
  const scored = /^(.+?)[\s-]+scores?$/i.exec(h);
  if (scored && /[A-Za-z]/.test(scored[1] as string)) {
    const left = metricFor(scored[1] as string, true, false);
    if (left) return left;
  }
  // "NDCG1", "MRR10": a ranking metric with its cut-off glued on (metric-glued-k.ts)
  const glued = gluedCutoffMetric(h, (name) => metricFor(name, true, false));
  if (glued) return glued;
  // "mean mae", "avg RMSE": the mean of a metric over runs is that metric (the statistic word makes "mae" a metric's name)
  const stat = statisticMetric(h);
  if (stat?.statistic === 'centre') return stat.id;
  // "F_beta=2", "Fβ = 0.5": a metric printed with the value of its parameter (the β of an F-score), the parameter's
  // name closing the metric's; "IoU=0.5" is a threshold the metric before it is counted at, not IoU
  const param = /^(.+?(?:[_-]?(?:beta|alpha|gamma)|[βαγ]))\s*=\s*\d+(?:\.\d+)?$/i.exec(h);
  if (param && /[A-Za-z]{2}/.test(param[1] as string)) {
    const left = metricFor(param[1] as string, true, false);
    if (left) return left;
  }
  // "TAR@FAR=0.01%", "Recall@IoU=0.7": a rate read at an operating point, the point's level after "=" (a condition of it)
  const level = /^(.+?[A-Za-z])\s*=\s*\d+(?:\.\d+)?(?:e-?\d+)?\s*%?$/i.exec(h);
  if (level && /@/.test(level[1] as string)) {
    const left = metricFor(level[1] as string, strict, qualified);
    if (left) return left;
  }
  // "Accuracy @500R", "ms/frame↓ @1024×576": a metric, then the condition it was measured at after a spaced "@"
  const at = /^(.+?)\s+@\s*[^\s@]+$/.exec(h);
  if (at && /[A-Za-z]/.test(at[1] as string)) return metricFor(at[1] as string, strict, qualified);
  // "case-sensitive detok BLEU", "uncased BLEU": how the text was compared, a condition of the metric after it
  const cased = /^(?:case[-\s]?(?:in)?sensitive|(?:un)?cased|lower-?cased)\s+(.+)$/i.exec(h);
  if (cased) {
    const left = metricFor(cased[1] as string, strict, qualified);
    if (left) return left;
  }
  // "Rank@1.NM", "mAP.CL": a metric, a dot, then a code in capitals for the condition it was measured under (the subset)
  const dotted = /^(.+?[A-Za-z0-9%)])\.([A-Z][A-Za-z0-9+-]{0,7})$/.exec(h);
  if (dotted) {
    const left = metricFor(dotted[1] as string, true, qualified);
    if (left) return left;
  }
  // "Error on CIFAR-10", "Accuracy on ImageNet": a metric, then the data it was measured on (the subset, read apart)
  const on = /^(.+?)\s+on\s+(?:the\s+)?[A-Z\d][^\s]*(?:\s+\S+){0,2}$/.exec(h);
  if (on && /[A-Za-z]/.test(on[1] as string)) {
    const left = metricFor(on[1] as string, true, qualified);
    if (left) return left;
  }
  // "RMSE w.r.t GPS (m)", "Win rate against GPT-4": a metric, then the reference it is measured against (metric-reference.ts)
  const ref = beforeReference(h);
  if (ref) {
    const left = metricFor(ref, true, qualified);
    if (left) return left;
  }
  // "training time (m) 1,2": footnote marks (a <sup> list of note numbers) after the metric are no part of it
  const marks = /^(.+?\D)\s+\d{1,2}(?:,\s?\d{1,2})+$/.exec(h);
  if (marks && /[A-Za-z]/.test(marks[1] as string)) return metricFor(marks[1] as string, strict, qualified);
  // "L2 (m) 1s", "Col. (%) 3s": a metric with its unit in brackets, then a short condition (a horizon) it was measured at
  const unitThen = unitThenCondition(h);
  if (unitThen) return metricFor(unitThen.metric, strict, qualified);
  // "AP3D|R40", "Val, AP 3D|BEV": a flattened subscript whose condition follows a vertical bar (metric-header-shapes.ts)
  const bar = beforeBar(h, (x) => metricFor(x, true, false) !== undefined);
  if (bar) return metricFor(bar, strict, qualified);
  // "DSC (↓Δ%)", "BLEU (Δ)", "Acc. (+Δ)", "PSNR (Δ dB)": brackets announcing that the cells print a change beside the
  // value name no metric; the metric is what stands before them (the cells' deltas are read as deltas: cells.ts)
  const change = DELTA_NOTE.exec(h);
  if (change && /[A-Za-z]/.test(change[1] as string)) return metricFor(change[1] as string, strict, qualified);
  // "Results (WER)", "Results （BLEU)", "NS. Qualities (MAP)": the metric in the trailing brackets
  // (not a setting printed in brackets: "sec/it (B: 64)", "(bs=8)" name a batch size, not BLEU-1)
  const inner = /[(（]\s*([^()（）]+?)\s*[)）]\s*$/.exec(h)?.[1];
  // "sec/it (B: 1)": a setting in the brackets ("B: 1", "bs=8") names no metric; the header is what stands before it
  if (inner && /[:=]\s*\d/.test(inner)) return metricFor(h.slice(0, h.lastIndexOf(inner)).replace(/[(（]\s*$/, '').trim(), strict, qualified);
  if (inner && inner !== h) return metricFor(inner, true, qualified);
  // "RPE/%", "ATE/m", "Err/deg": a metric, a slash, then its unit (printed where a bracket would be: "RPE (%)")
  const slashUnit = SLASH_UNIT.exec(h);
  if (slashUnit && /[A-Za-z]/.test(slashUnit[1] as string)) return metricFor(slashUnit[1] as string, strict, qualified);
  // "GMACs/Layer", "FLOPs per token", "Latency/img": a cost counted per unit of the model or the input is that cost
  const per = PER_UNIT.exec(h);
  if (per && per[1] !== h) return metricFor(per[1] as string, strict, qualified);
  if (!qualified) return undefined;
  const q = qualifiedMetric(h)?.metric;
  // "Localization error", "Mean reconstruction error (mm)": a measured quantity's error is no error rate (measured-error.ts)
  return q === 'error-rate' && measuredErrorHeader(h) ? undefined : q;
}

/**
 * A metric printed with words that qualify it: a cost metric with a count mark, a qualifier or a rate
 * ("# Total Params", "# Activated Params" → qualifier `activated`, "FLOPs per 2K Tokens"), else a
 * header whose last words name a metric and whose first words name what it is measured on ("Peak GPU
 * memory", "IN-1K zero-shot top-1" → qualifier `IN-1K zero-shot`). "total" qualifies nothing (metric-qualified.ts).
 */
export function qualifiedMetric(header: string): { metric: string; qualifier?: string } | undefined {
  return qualifiedMetricBy(header, metricFor);
}

/**
 * Metrics named in running text (a caption, a lead-in line, a heading), in order of first appearance. A metric
 * whose name is an ordinary word counts only where the text uses it as a metric's name (prose-metric-use.ts);
 * `strict` for paragraphs, lead-in lines and headings, which name a metric only in a reporting construction.
 */
export function metricsInText(text: string, strict = false): string[] {
  const ids = metricsInTextRemembered(text, strict);
  // "the f-score @ top 10 (F@10)": a metric named with its cut-off too is the one at the cut-off
  return ids.filter((id) => !ids.some((o) => o !== id && o.startsWith(`${id}@`)));
}

/** metricsInText's answers, remembered (a pure function of the text); callers get a copy they may change. */
const metricsInTextRemembered = remembered((text: string, strict: boolean): readonly string[] => metricsNamedIn(text, strict, metricFor));

// the benchmark conventions live in one table with one lookup (benchmark-conventions.ts); re-exported for the readers of headers
export { conventionOf, oneEditApart } from './benchmark-conventions.js';

/** The metric a sentence names for one column ("we report the top-1 accuracy for UCF-101"; metric-column-context.ts). */
export function metricForColumnIn(text: string, header: string): { metric?: string; composite?: boolean; phrase: string } | undefined {
  return metricForColumnInBy(text, header, metricFor, metricsInText);
}

/** The metric the document's other captions name for a dataset heading a column with no metric (metric-column-context.ts). */
export function metricOfDatasetElsewhere(header: string, captions: readonly string[], own: string | undefined): { metric: string; caption: string; agree: number; of: number } | undefined {
  return metricOfDatasetElsewhereBy(header, captions, own, metricFor, metricsInText);
}

/** The metric of a per-class column beside the mean over such columns ("Vehicle | Pedestrian | mAP"; metric-column-context.ts). */
export function partOfMean(header: string, leaves: readonly string[]): { metric: string; mean: string } | undefined {
  return partOfMeanBy(header, leaves, metricFor);
}
