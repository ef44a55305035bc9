/**
 * A metric printed with words that qualify it (pure): a count mark, a qualifier word, a rate, a split, the part of the
 * model counted, a script's snake_case prefix. The lookup of the metric's own name is passed in (`metricFor` of
 * metric-lookup.ts, which calls back here), so the two modules import no cycle.
 */
import { findMetric } from '../core/metric-registry.js';
import { columnAccepts } from './schema-support.js';
import { QUALIFIER_WORD } from './generic-words.js';
import { affixQualifiedMetric } from './metric-affix.js';
import { bareText } from './bare-text.js';
import { classCountAccuracy, codeWords } from './code-style-metric.js';

/** metric-lookup.ts's `metricFor`: the metric a header cell names, if any. */
export type MetricLookup = (header: string, strict?: boolean, qualified?: boolean) => string | undefined;

/**
 * A metric printed with words that qualify it: a cost metric with a count mark, a qualifier or a rate
 * ("# Total Params", "# Activated Params" → qualifier `activated`, "FLOPs per 2K Tokens"), else a
 * header whose last words name a metric and whose first words name what it is measured on ("Peak GPU
 * memory", "IN-1K zero-shot top-1" → qualifier `IN-1K zero-shot`). "total" qualifies nothing.
 */
export function qualifiedMetricBy(header: string, metricFor: MetricLookup): { metric: string; qualifier?: string } | undefined {
  return classCountAccuracy(bareText(header)) ?? costQualifiedMetric(header, metricFor) ?? namedQualifiedMetric(header, metricFor) ?? splitAfterMetric(header, metricFor) ?? snakeQualifiedMetric(header) ?? affixQualifiedMetric(header);
}

const FUNCTION_WORD = /^(?:of|to|per|for|in|at|by|with|and|or|the|a)$/i;

/**
 * A script's snake_case or camelCase header, the metric after the first words: "img_AUROC", "pxl_F1max", "img_AP",
 * "valAcc", "testF1Score" (qualifier `img`, `pxl`, `val`, `test`). One token, no prose, so a lower-case qualifier
 * counts; none may be a metric.
 */
function snakeQualifiedMetric(header: string): { metric: string; qualifier?: string } | undefined {
  const parts = codeWords(bareText(header));
  if (!parts) return undefined;
  if (parts.length < 2 || parts.length > 4) return undefined;
  for (let k = 1; k < parts.length; k++) {
    const rest = parts.slice(k).join('_');
    // lower case is how scripts print names ("acc", "auc"): the registry's reading, not the case check of a header word
    const def = rest.length < 3 && !shortPrintedMetric(rest) && !/^[a-z]\d$/.test(rest) ? undefined : findMetric(rest);
    const metric = def && columnAccepts(def.id) ? def.id : undefined;
    if (!metric) continue;
    const qualifier = parts.slice(0, k);
    if (qualifier.some((w) => FUNCTION_WORD.test(w) || findMetric(w) !== undefined)) return undefined;
    // "num_params", "avg_acc": a count mark or an aggregate word qualifies nothing
    if (qualifier.every((w) => QUALIFIER_WORD.test(w) || /^(?:num|nb|no|n)$/i.test(w))) return { metric };
    return { metric, qualifier: qualifier.join(' ') };
  }
  return undefined;
}

/** A count mark before a cost metric: "#", "No.", "Num.", "Number of". */
const COUNT_MARK = /^(?:#|no\.|num\.?|number\s+of)\s*/i;

/**
 * "# params. masked LM", "#FLOPs decoder", "No. params encoder": a counted cost, then the part of the model it counts
 * (a two-line header "# params." over "masked LM" read as one band). One to three words after the metric, none a metric
 * nor a function word; only with a count mark, which says the first word is the thing counted.
 */
function countThenPart(header: string, metricFor: MetricLookup): { metric: string; qualifier: string } | undefined {
  const h = bareText(header).trim();
  const mark = COUNT_MARK.exec(h);
  if (!mark) return undefined;
  const [head, ...rest] = h.slice(mark[0].length).split(/\s+/);
  if (!head || rest.length < 1 || rest.length > 3) return undefined;
  const metric = metricFor(head.replace(/\.$/, ''), true);
  if (!metric || rest.some((w) => FUNCTION_WORD.test(w) || findMetric(w.replace(/\.$/, '')) !== undefined || !/^[A-Za-z][\w.-]*$/.test(w))) return undefined;
  return { metric, qualifier: rest.join(' ') };
}

function costQualifiedMetric(header: string, metricFor: MetricLookup): { metric: string; qualifier?: string } | undefined {
  const part = countThenPart(header, metricFor);
  if (part) return part;
  const h = header.replace(/^#\s*/, '').trim();
  const per = /^(.+?)\s+per\s+\S.*$/i.exec(h);
  if (per && per[1] !== h) {
    const metric = metricFor(per[1] as string, true);
    return metric ? { metric } : undefined;
  }
  const q = /^(total|activated|active|trainable|tunable|learnable|non-embedding)\s+(\S.*)$/i.exec(h);
  if (!q) return h !== header.trim() ? (metricFor(h, true) ? { metric: metricFor(h, true) as string } : undefined) : undefined;
  const metric = metricFor(q[2] as string, true);
  if (!metric) return undefined;
  const qualifier = (q[1] as string).toLowerCase();
  return qualifier === 'total' ? { metric } : { metric, qualifier };
}

/**
 * A header whose last words name a metric and whose first words qualify it: "Required VRAM", "Peak
 * GPU memory" (a generic qualifier), "IN-1K zero-shot top-1" (the qualifier is the subset: `in-1k-zero-shot`).
 * At most three qualifier words; the metric part is read strictly (no single letters).
 */
/** The split of a dataset a metric was measured on, as a qualifier word ("train MAE", "valid MAE"). */
const SPLIT_WORD = /^(?:train|training|val|valid|validation|dev|test|testing)$/;

function namedQualifiedMetric(header: string, metricFor: MetricLookup): { metric: string; qualifier?: string } | undefined {
  const words = bareText(header).split(/\s+/);
  if (words.length < 2 || words.length > 5) return undefined;
  // the shortest metric at the end ("zero-shot top-1" → "top-1"), after at most three qualifier words
  for (let k0 = words.length - 1; k0 >= 1 && k0 >= words.length - 3; k0--) {
    const rest0 = words.slice(k0).join(' ');
    // a two-character metric counts only as an upper-case name the registry prints so ("Image F1", "Pixel AP"), not "in" or "A1"
    if ((rest0.length < 3 && !shortPrintedMetric(rest0)) || findMetric(rest0) === undefined) continue;
    const shortest = metricFor(rest0, true);
    if (!shortest) continue;
    // "Translation error", "Rotation error": the whole header is a registry name of another metric, no qualified error rate
    const whole = findMetric(words.join(' '));
    if (whole && whole.id !== shortest) return undefined;
    // a longer name of another metric ending there wins: "Domain L2 Error" is the L2 error of the domain, not an error
    // rate qualified by "Domain L2"
    const longer = longerMetricName(words, k0, shortest, metricFor);
    const k = longer?.k ?? k0;
    const metric = longer?.metric ?? shortest;
    const rest = words.slice(k).join(' ');
    const qualifier = words.slice(0, k);
    if (qualifier.every((w) => QUALIFIER_WORD.test(w))) return { metric };
    // "EN to FR BLEU", "GTA5 to Cityscapes mIoU": a transfer direction written with "to", read as its arrow form
    const direction = transferDirection(qualifier);
    if (direction) return { metric, qualifier: direction };
    // "train MAE", "custom valid MAE": the split a metric was measured on, printed in lower case, qualifies it
    if (qualifier.length <= 2 && qualifier.some((w) => SPLIT_WORD.test(w)) && qualifier.every((w) => /^[a-z]+$/.test(w))) return { metric, qualifier: qualifier.join(' ') };
    // a qualifier is a name (IN-1K, ImageNet, zero-shot), not a phrase ("mean of precision and") nor other metrics ("R1 R5 R10")
    // one lower-case word before a compact metric name ("action acc@1", "verb acc@1", "box AP") names the part measured
    const lowerPart = qualifier.length === 1 && /^[a-z]{3,}$/.test(qualifier[0] as string) && /[@\d]|^[A-Z]{2}/.test(rest);
    // (a metric word followed by a lower-case noun names a task, not a metric: "Error detection Precision", "Error
    // correction F1"; a metric word alone, "R1 R5 R10", is one metric of a list)
    const taskWord = (i: number): boolean => /^[a-z]{4,}$/.test(qualifier[i + 1] ?? '') && !FUNCTION_WORD.test(qualifier[i + 1] ?? '') && findMetric(qualifier[i + 1] ?? '') === undefined;
    if ((!lowerPart && !qualifier.some((w) => /[A-Z0-9]/.test(w))) || qualifier.some((w, i) => FUNCTION_WORD.test(w) || (findMetric(w) !== undefined && !taskWord(i)))) return undefined;
    return { metric, qualifier: qualifier.join(' ') };
  }
  return undefined;
}

/** The longest run of words ending the header, longer than from `k`, that names a metric other than `metric`: its start and its metric. */
function longerMetricName(words: readonly string[], k: number, metric: string, metricFor: MetricLookup): { k: number; metric: string } | undefined {
  for (let j = Math.max(1, words.length - 3); j < k; j++) {
    const rest = words.slice(j).join(' ');
    const other = findMetric(rest) !== undefined ? metricFor(rest, true) : undefined;
    if (other && other !== metric) return { k: j, metric: other };
  }
  return undefined;
}

/** A quantity a "to" phrase counts ("Time to 90% Acc", "Epochs to target"), not a source and a target. */
const COUNTED_TO = /^(?:time|steps|epochs|iterations|iters|tokens|samples|hours|updates|cost|speedup)$/i;

/**
 * "EN to FR", "GTA5 to Cityscapes", "Day to Night": a source and a target named by one word each (a capital or a
 * digit in both, neither a metric nor a counted quantity), the direction a translation or a domain transfer was
 * measured in. Returned as the arrow form ("EN→FR") so both spellings make the same subset.
 */
function transferDirection(words: readonly string[]): string | undefined {
  if (words.length !== 3 || !/^to$/i.test(words[1] as string)) return undefined;
  const [from, , to] = words as [string, string, string];
  const name = (w: string): boolean => /[A-Z0-9]/.test(w) && /^[\p{L}\d][\p{L}\d.-]*$/u.test(w) && !COUNTED_TO.test(w) && findMetric(w) === undefined;
  return name(from) && name(to) ? `${from}→${to}` : undefined;
}

/**
 * A metric followed by the split it was measured on, in lower case: a superscript flattened into the header
 * ("AP<sup>test</sup>" → "AP test", "AP<sub>50</sub><sup>val</sup>" → "AP 50 val") or the split printed after
 * the name ("Top-1 val", "BLEU test", "WER dev"). The split is the qualifier (the column's subset). The words
 * before it must name a metric on their own, at most three of them, and the whole header no other registry metric.
 */
function splitAfterMetric(header: string, metricFor: MetricLookup): { metric: string; qualifier?: string } | undefined {
  const words = bareText(header).split(/\s+/);
  const split = words.at(-1) as string;
  if (words.length < 2 || words.length > 4 || !SPLIT_WORD.test(split)) return undefined;
  const rest = words.slice(0, -1).join(' ');
  if ((rest.length < 3 && !shortPrintedMetric(rest)) || findMetric(rest) === undefined && !/\d$/.test(rest)) return undefined;
  const metric = metricFor(rest, true);
  if (!metric) return undefined;
  const whole = findMetric(words.join(' '));
  if (whole && whole.id !== metric) return undefined;
  return { metric, qualifier: split };
}

/** "F1", "AP", "EM": a two-character name printed in capitals (and digits) exactly as one of the registry's names. */
export function shortPrintedMetric(word: string): boolean {
  const def = /^[A-Z][A-Z0-9]$/.test(word) ? findMetric(word) : undefined;
  return def !== undefined && [def.name, ...def.aliases].includes(word);
}
