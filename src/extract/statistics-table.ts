/**
 * A table of statistics of the data, not results (pure). Four shapes, none of which names a metric in its own
 * headers or row labels:
 * - every value column counts or measures something ("# pairs", "# words (doc)", "Avg. length", "vocab size"), or
 *   names what is counted over whole numbers ("Entities | Relations | Train | Valid | Test": 40,943 …), or only splits
 *   over whole numbers past 100 ("train | dev | test": 162,729 labels);
 * - printed the other way round, every row label does ("Entities", "Relations", "Training", "Validation", "Test"
 *   over the datasets, "#Graphs", "Avg. nodes");
 * - the caption calls it statistics ("Statistics for …", "Statistic information of whole datasets", "Distribution of
 *   punctuation labels", "Number of images per class"), or a group header over its columns counts ("Count of …");
 * - its label columns name items of the data, not methods ("Entities | Concept | Scores": a concept's score), and
 *   neither its value headers nor its caption name a metric.
 * A dataset paper's comparison of corpora is such a table; a metric read for its columns from the caption, the section
 * text or a benchmark's convention (WN18RR's MRR) is a guess about numbers that are sizes, so it is drafted as
 * attributes, with a review line that says why.
 */
import { isCostMetric, metricById } from '../core/metric-registry.js';
import { metricFor, metricsInText } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { COUNT_HEAD } from './transpose.js';
import type { RawTable } from './types.js';

/** "Entities", "#Relations", "Avg. nodes", "Triples (train)": what a statistics table counts. */
const DATA_NOUN = /^(?:#\s*|no\.\s*(?:of\s+)?|num(?:ber)?\.?\s+of\s+|avg\.?\s+|average\s+|mean\s+|total\s+)?(?:entit(?:y|ies)|relations?|relation\s+types|triples|triplets|facts|nodes|vertices|edges|links|graphs|classes|labels|categories|samples|examples|instances|images|videos|frames|clips|sentences|documents|docs|tokens|words|utterances|speakers|users|items|interactions|queries|questions|answers|pairs|objects|subjects|patients|features|attributes|hours)(?:\s*\([^)]*\))?$/i;
/** "Training", "Valid", "#Test", "Dev set": the size of a split, read as a count beside counted things only. */
const SPLIT_COUNT = /^(?:#\s*)?(?:train(?:ing)?|valid(?:ation)?|val|dev|test(?:ing)?)(?:\s+(?:set|split|triples|samples|size))?$/i;
/** "Entities", "Concept", "Word", "Query": a label column naming items of the data, not methods. */
const DATA_ITEM = /^(?:entit(?:y|ies)|concepts?|words?|tokens?|terms?|quer(?:y|ies)|examples?|sentences?|phrases?|triples?|triplets?|relations?)$/i;

const WHOLE = /^\d{1,3}(?:,\d{3})+$|^\d+$/;
/** Whether printed values are all whole numbers ("40,943", "11"): counts. */
const wholeNumbers = (cells: readonly (string | undefined)[]): boolean => {
  const f = cells.map((c) => stripMarkup(c ?? '').trim()).filter((c) => c && !/^[-–—]$/.test(c));
  return f.length > 0 && f.every((c) => WHOLE.test(c));
};
/**
 * Labels (headers or row labels, each with its values) that all count the data: "# pairs", "Avg. nodes" whatever
 * their values, a bare noun or a split ("Entities", "Training") over whole numbers only; not bare splits alone
 * ("Train | Val | Test" over whole numbers may be an accuracy in percent).
 */
const counts = (labels: readonly { label: string; values: readonly (string | undefined)[] }[]): boolean =>
  labels.length >= 2 &&
  labels.every(({ label, values }) => COUNT_HEAD.test(label) || ((DATA_NOUN.test(label) || SPLIT_COUNT.test(label)) && wholeNumbers(values))) &&
  // (bare splits over whole numbers count too when a number is past any percentage: "train | dev | test" of 162,729)
  labels.some(({ label, values }) => COUNT_HEAD.test(label) || !SPLIT_COUNT.test(label) || pastPercent(values));
/** Whether a whole number among the values is past 100: a count, never a score in percent. */
const pastPercent = (cells: readonly (string | undefined)[]): boolean =>
  cells.some((c) => {
    const v = stripMarkup(c ?? '').trim();
    return WHOLE.test(v) && Number(v.replace(/,/g, '')) > 100;
  });

/** "Statistics for …", "Statistic information of …", "statistical summary": not "statistical significance", nor a caption naming a performance metric. */
function callsItStatistics(caption: string): boolean {
  const words = caption.replace(/\bstatistical(?:ly)?\s+significan\w*/gi, '');
  // ("Distribution of punctuation labels.", "Number of images per class": what the data holds, counted)
  if (!/\bstatistic(?:s|al)?\b/i.test(words) && !/^(?:the\s+)?(?:distribution|counts?|numbers?)\s+of\b/i.test(words.trim())) return false;
  return !metricsInText(caption).some((id) => {
    const def = metricById(id);
    return def !== undefined && !isCostMetric(def);
  });
}

/**
 * Why `t` (the grid as [row label, ...value columns]; `settingHeads`: the headers of the label columns kept as
 * settings) is a statistics table, as a review line; undefined when it is not one.
 */
export function statisticsReason(t: RawTable, settingHeads: readonly string[] = []): string | undefined {
  const leaf = (t.header[t.header.length - 1] ?? []).map((h) => stripMarkup(h ?? '').trim());
  const heads = leaf.slice(1).filter(Boolean);
  const rows = t.body.map((r) => stripMarkup(r[0] ?? '').trim()).filter(Boolean);
  if (!heads.every((h) => metricFor(h) === undefined) || !rows.every((r) => metricFor(r) === undefined)) return undefined;
  const why = (what: string) => `${what}: kept as attributes (statistics of the data), not results — draft results by hand if it reports any`;
  // ("… bold: the best with high statistical significance", a caption naming "F1 scores (%)": a results table's words)
  if (callsItStatistics(t.caption ?? '')) return why('the caption calls this table statistics and no header names a metric');
  // a group header counting what the columns hold ("Count of punctuation labels per dataset" over the splits)
  const upper = t.header.slice(0, -1).flat().map((h) => stripMarkup(h ?? '').trim());
  const counted = upper.find((h) => /^(?:counts?|numbers?|#)\s*(?:of\b|$)/i.test(h));
  if (counted !== undefined && upper.filter((h) => h === counted).length * 2 >= heads.length) return why(`its group header counts what the columns hold ("${counted}")`);
  // (printed "# pairs | # words": counted, whatever the values; bare nouns "Entities | Relations" only over whole numbers)
  if (heads.length === leaf.length - 1 && counts(heads.map((label, k) => ({ label, values: t.body.map((r) => r[k + 1]) })))) return why(`every column counts things of the data ("${heads.join('", "')}")`);
  if (rows.length === t.body.length && counts(t.body.map((r) => ({ label: stripMarkup(r[0] ?? '').trim(), values: r.slice(1) })))) return why(`every row counts things of the data ("${rows.join('", "')}")`);
  const labelHeads = [leaf[0] ?? '', ...settingHeads].filter(Boolean);
  if (labelHeads.length > 0 && labelHeads.every((h) => DATA_ITEM.test(h)) && heads.length > 0 && [t.caption ?? '', ...heads].every((h) => metricsInText(h).length === 0))
    return why(`its rows are items of the data ("${labelHeads.join('", "')}"), not methods, and no header or caption names a metric`);
  return undefined;
}

/** Whether `t` (the grid as [row label, ...value columns]) is a statistics table (`statisticsReason`). */
export const isStatisticsTable = (t: RawTable, settingHeads: readonly string[] = []): boolean => statisticsReason(t, settingHeads) !== undefined;
