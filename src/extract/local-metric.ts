/**
 * A metric the registry lacks, declared by the draft for its document (pure): a column headed "TM-score ↑",
 * "Relative Computational Complexity (RCC)" or "False Positive Volume" beside registry metrics is drafted
 * under a metric the draft declares under `metrics:` (id: the kebab slug of the printed name; name and
 * aliases as printed; direction from ↑/↓ or "(lower is better)" in the header or the caption, else
 * `neither`; scale from the unit and the values), with a review line — never under the lead-in's metric.
 *
 * Only a header the table's evidence calls a metric is declared: a direction mark, a name defined by its
 * initials, or a measure noun ("score", "rate", "volume", "time" …) at its end with a unit or registry
 * metrics beside it; and its cells numbers. A header that names a dataset (known, or "on X"/"X dataset"
 * in a caption), a subset, a split, a setting or a method is never a metric.
 */
import { findMetric, isCostMetric, metricById } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import { isDashCell, isNoResultCell, parseValue } from './cells.js';
import { datasetsIn, nameKey, slug, stripMarkup } from './names.js';
import { GENERIC_WORD } from './generic-words.js';
import { conventionOf, metricFor } from './metric-lookup.js';
import type { RawTable } from './types.js';
import type { TableContext } from './table-context.js';
import { headerConventionOf } from './benchmark-conventions.js';
import { statisticMetric } from './statistic-metric.js';
import { isTrainingSetting } from './training-setting.js';
import { esc as escapeRe } from './name-index.js';

export interface LocalMetric {
  readonly def: MetricDef;
  /** The evidence that made the header a metric, for the review line. */
  readonly why: string;
  /** Evidence enough on its own (a direction mark, a defined measure name): no registry metric beside it needed. */
  readonly strong: boolean;
  /** The benchmark printed before the metric in brackets ("Codeforces (Percentile)"): the column's subset. */
  readonly benchmark?: string;
  /** The statistic word of "std mae", "max max_error": the column reports a statistic of a metric, declared as its own. */
  readonly statistic?: string;
}

export interface LocalMetricContext {
  /** The column's printed cells. */
  readonly cells: readonly string[];
  /** How many other columns of the table name a registry metric. */
  readonly registryColumns: number;
  /** How many of them name a performance metric (not a cost such as "# Params"); all of them when not given. */
  readonly performanceColumns?: number;
  readonly caption?: string;
  /** Captions of every table of the document ("… on X", "X dataset" name datasets). */
  readonly captions?: readonly string[];
  readonly datasets?: readonly { id: string; name: string }[];
  readonly abbreviations?: ReadonlyMap<string, string>;
  readonly subsets?: readonly string[];
  /** Row labels (name keys) of the document's tables: a header naming one names a method. */
  readonly rowLabels?: ReadonlySet<string>;
}

const ARROW = /[↑↓]/;
const BETTER = /\(?\b(lower|higher|smaller|larger|less|more)\s+(?:is|are)\s+better\b\)?/i;
/** A unit in trailing brackets: "(mins)", "[ms]", "(mL)", "(%)". */
const UNIT = /\s*[([]\s*(%|ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|days?|ml|mL|l|mm|cm|m|km|mm³|cm³|px|kb|mb|gb|tb|KB|MB|GB|TB|db|dB|hz|Hz|kHz|W|kWh|J|°C|x|×|Å|nm)\s*[)\]]\s*$/;
const TIME_UNIT = /^(?:ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|days?)$/i;
const BYTE_UNIT = /^(?:kb|mb|gb|tb)$/i;
/** Head nouns of measurements: the last word of "False Positive Volume", "Success Score", "Inference Time". */
const MEASURE_NOUN = /^(?:score|rate|ratio|error|volume|time|distance|similarity|complexity|percentile|coverage|overlap|deviation|speed|cost|gain|reward|consumption|correlation|agreement|fidelity|divergence|consistency|violations?|collisions?)$/i;
/** Head nouns of things a table is measured on, never a measurement. */
const DATASET_NOUN = /^(?:dataset|data|benchmark|bench|set|corpus|challenge|arena|split|subset|task|tasks|suite|track|domain|language)$/i;
/** Hyper-parameters whose names end in a measure noun: "Learning Rate", "Mask Ratio", "Sampling Rate (kHz)". */
const HYPER_PARAMETER = /\b(?:learning|dropout|drop|drop-path|sampling|sample|frame|bit|mask(?:ing)?|warm-?up|decay|keep|mixing|noise|update|replay|label[- ]smoothing)\s*(?:rate|ratio|time)$/i;
/** Headers of label and setting columns (and training settings: training-setting.ts). */
const SETTING_HEAD = /^(?:methods?|models?|backbones?|fold|type|settings?|configs?|variants?|year|venue|seed|size|id|name|#|no\.?)$/i;


/** "Relative Computational Complexity (RCC)": the bracket holds the initials of the words before it. */
export function definedAcronym(h: string): { name: string; acronym: string } | undefined {
  const m = /^(.+?)\s*\(([A-Z]{2,6})\)\s*$/.exec(h.trim());
  if (!m) return undefined;
  const words = (m[1] as string).split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
  const initials = words.map((w) => (w[0] as string).toUpperCase()).join('');
  return initials === m[2] ? { name: (m[1] as string).trim(), acronym: m[2] } : undefined;
}

/**
 * A header that marks itself a metric, known or not: a direction mark ("HD↓", "Rank (↓)", "(lower is better)")
 * or a spelled-out name defined by its initials ("Relative Computational Complexity (RCC)").
 */
export function printsMetricMark(header: string): boolean {
  const h = stripMarkup(header).trim();
  return ARROW.test(h) || BETTER.test(h) || definedAcronym(h.replace(UNIT, '')) !== undefined;
}

/**
 * A header of two or more words ending in a measure noun, not a hyper-parameter ("Text Consistency", "Chroma Cosine
 * Similarity", not "Learning Rate"): a column of numbers under it reports a measurement.
 */
export function namesMeasure(header: string): boolean {
  const words = stripMarkup(header).replace(UNIT, '').replace(/[↑↓]/g, ' ').trim().split(/[\s-]+/).filter(Boolean);
  return words.length >= 2 && MEASURE_NOUN.test((words.at(-1) ?? '').replace(/[^A-Za-z]/g, '')) && !HYPER_PARAMETER.test(words.join(' '));
}

/** Which way is better, as the header or the caption prints it ("FP volume ↓", "(lower is better)"). */
export function printedDirection(header: string, name: string, caption = ''): 'higher' | 'lower' | undefined {
  const of = (s: string): 'higher' | 'lower' | undefined => {
    if (s.includes('↑')) return 'higher';
    if (s.includes('↓')) return 'lower';
    const b = BETTER.exec(s)?.[1]?.toLowerCase();
    return b ? (/^(?:higher|larger|more)$/.test(b) ? 'higher' : 'lower') : undefined;
  };
  const own = of(header);
  if (own) return own;
  // the caption: "… FP volume (↓) …", "FP volume: lower is better"
  const near = new RegExp(String.raw`${escapeRe(name)}\s*(?:\(\s*[↑↓]\s*\)|[↑↓]|[:,]?\s*\(?(?:lower|higher|smaller|larger)\s+is\s+better\)?)`, 'i').exec(caption);
  return near ? of(near[0].slice(name.length)) : undefined;
}

/** How the values print: a unit, proportions (all within 0–1), or raw numbers. */
export function scaleOf(unit: string | undefined, cells: readonly string[]): Pick<MetricDef, 'scale' | 'unit'> {
  if (unit && TIME_UNIT.test(unit)) return { scale: 'time', unit };
  if (unit && BYTE_UNIT.test(unit)) return { scale: 'bytes', unit };
  const parsed = cells.map((c) => parseValue(c)).filter((p): p is NonNullable<typeof p> => p !== undefined);
  if (unit === '%' || (parsed.length && parsed.every((p) => p.unit === '%'))) return { scale: 'percent', unit: '%' };
  const nums = parsed.map((p) => Number(p.text));
  if (nums.length && nums.every((n) => n >= 0 && n <= 1) && nums.some((n) => n > 0 && n < 1)) return { scale: 'fraction' };
  return { scale: 'raw', ...(unit ? { unit } : {}) };
}

/**
 * A metric declared for the document, one the registry lacks: its printed direction (else neither), its scale and unit
 * read from its cells, field `other`. Every reader that declares one builds it here.
 */
export function documentMetric(id: string, name: string, cells: readonly string[], opts: { aliases?: readonly string[]; direction?: MetricDef['direction']; unit?: string } = {}): MetricDef {
  return { id, name, aliases: [...(opts.aliases ?? [])], direction: opts.direction ?? 'neither', ...scaleOf(opts.unit, cells), field: 'other' };
}

/** Whether the header names a dataset, a subset, a split, a setting or a method of the document. */
function namesAThing(name: string, ctx: LocalMetricContext): boolean {
  const words = name.split(/\s+/);
  const head = (words.at(-1) ?? '').replace(/[^A-Za-z]/g, '');
  if (DATASET_NOUN.test(head) || SETTING_HEAD.test(name) || isTrainingSetting(name) || GENERIC_WORD.test(name) || HYPER_PARAMETER.test(name)) return true;
  // a benchmark with a metric of its own ("GQA", "MMMU", "LibriSpeech test-clean")
  if (conventionOf(name) || headerConventionOf(name)) return true;
  if (ctx.datasets && datasetsIn(name, ctx.datasets, ctx.abbreviations ?? new Map()).length) return true;
  // an abbreviation the document spells out as a dataset ("Long Range Arena (LRA)" makes "LRA↑" a benchmark)
  const spelled = ctx.abbreviations?.get(name);
  if (spelled && spelled !== name && namesAThing(spelled, { ...ctx, abbreviations: new Map() })) return true;
  if (ctx.subsets?.includes(slug(name))) return true;
  if (ctx.rowLabels?.has(nameKey(name))) return true;
  // a caption elsewhere measures something ON it: "results on X", "the X dataset/benchmark"
  const re = new RegExp(String.raw`\b(?:on|in)\s+(?:the\s+)?${escapeRe(name)}\b|\b${escapeRe(name)}\s+(?:dataset|benchmark|test\s+set|validation\s+set|split|corpus)\b`, 'i');
  return (ctx.captions ?? []).some((c) => re.test(c));
}

/** Most of the column's non-empty cells are numbers (a column of words is a setting). */
export function numericColumn(cells: readonly string[]): boolean {
  // a "-" or an "N" / "N/A" where a baseline reports nothing is no word of the column
  const filled = cells.map((c) => stripMarkup(c).trim()).filter((c) => c && !isDashCell(c) && !isNoResultCell(c));
  return filled.length > 0 && filled.filter((c) => parseValue(c) !== undefined).length * 2 > filled.length;
}

/**
 * The metric a header prints that the registry lacks, declared for this document, or undefined when the
 * header is no metric (or one the registry knows).
 */
export function localMetricOf(header: string, ctx: LocalMetricContext): LocalMetric | undefined {
  const h = stripMarkup(header).replace(/\s+/g, ' ').trim();
  if (!h || h.length > 60 || !/[A-Za-z]{2}/.test(h) || /[=:]\s*\d/.test(h) || !numericColumn(ctx.cells)) return undefined;
  const stat = statisticLocal(h, ctx.cells);
  if (stat) return stat;
  const marked = ARROW.test(h) || BETTER.test(h);
  const unmarked = h.replace(BETTER, ' ').replace(/\(\s*[↑↓]\s*\)|[↑↓]/g, ' ').replace(/\s+/g, ' ').trim();
  const unit = UNIT.exec(unmarked)?.[1];
  const bare = unmarked.replace(UNIT, '').trim();
  const acronym = definedAcronym(bare);
  // "Codeforces (Percentile)": a benchmark with its metric in brackets; the metric is the bracket, the benchmark the subset
  const bracketed = acronym ? undefined : /^(.+?)\s*[(（]\s*([^()（）]+?)\s*[)）]$/.exec(bare);
  const inner = bracketed && MEASURE_NOUN.test((bracketed[2] as string).split(/[\s-]+/).at(-1) ?? '') ? bracketed : undefined;
  const benchmark = inner ? (inner[1] as string).trim() : undefined;
  const name = acronym?.name ?? (inner ? (inner[2] as string).trim() : bare.replace(/^[([]|[)\]]$/g, '').trim());
  if (!name || !/[A-Za-z]/.test(name) || name.split(' ').length > 6) return undefined;
  if (findMetric(name) || (acronym && findMetric(acronym.acronym))) return undefined;
  if (namesAThing(name, ctx) || (acronym && namesAThing(acronym.acronym, ctx))) return undefined;
  const head = (name.split(/[\s-]+/).at(-1) ?? '').replace(/[^A-Za-z]/g, '');
  const measure = MEASURE_NOUN.test(head);
  let why: string;
  let strong: boolean;
  // a benchmark's name marked with an arrow ("POPE↑ | GQA↑ | MMMU↑" beside "# Params") names what is measured, not how:
  // an arrow alone declares a metric beside a registry performance metric, or on a name that ends in a measure noun
  const performance = ctx.performanceColumns ?? ctx.registryColumns;
  if (marked && !measure && !acronym && performance === 0) return undefined;
  if (marked) [why, strong] = ['its header prints which way is better', true];
  else if (acronym) [why, strong] = [`its header defines the initials ${acronym.acronym}`, measure];
  else if (measure && (unit || ctx.registryColumns > 0)) [why, strong] = [`its header ends in the measure "${head}"${unit ? ` with a unit (${unit})` : ''}`, false];
  else return undefined;
  const printed = acronym?.acronym ?? name;
  const id = slug(printed);
  if (metricById(id)) return undefined;
  const direction = printedDirection(h, name, ctx.caption) ?? (acronym ? printedDirection(h, acronym.acronym, ctx.caption) : undefined) ?? 'neither';
  const aliases = [...new Set([acronym?.acronym, h].filter((a): a is string => !!a && a !== name))];
  const def = documentMetric(id, name, ctx.cells, { aliases, direction, ...(unit ? { unit } : {}) });
  return { def, why, strong, ...(benchmark && !findMetric(benchmark) ? { benchmark } : {}) };
}

/**
 * "std mae", "max max_error": a spread or an extreme of a metric over runs or folds, declared as a metric of its own
 * (`mae-std`, `max-error`); an extreme keeps the metric's direction, a spread has none.
 */
function statisticLocal(h: string, cells: readonly string[]): LocalMetric | undefined {
  const stat = statisticMetric(h);
  if (!stat || stat.statistic === 'centre' || metricById(stat.id)) return undefined;
  const base = stat.known ? metricById(stat.base) : undefined;
  const direction = stat.statistic === 'extreme' && base ? base.direction : stat.statistic === 'extreme' && /error|loss/i.test(stat.base) ? 'lower' : 'neither';
  const def: MetricDef = { id: stat.id, name: h, aliases: [], direction, ...scaleOf(undefined, cells), field: base?.field ?? 'other' };
  const what = stat.statistic === 'spread' ? 'a spread' : 'an extreme';
  return { def, why: `its header prints ${what} ("${stat.word}") of the metric ${base?.name ?? stat.base}`, strong: true, statistic: stat.word };
}

/** What a column's header is read against to declare a metric the registry lacks: its cells, the table, the document. */
export function localMetricContext(t: RawTable, j: number, metricCols: readonly string[], ctx: TableContext): LocalMetricContext {
  const performance = metricCols.filter((h) => !isCostMetric(metricById(metricFor(h) ?? '') ?? ({ field: '' } as MetricDef)));
  return {
    cells: t.body.map((r) => r[j + 1] ?? ''),
    registryColumns: metricCols.length,
    performanceColumns: performance.length,
    ...(t.caption ? { caption: t.caption } : {}),
    ...(ctx.captions ? { captions: ctx.captions } : {}),
    datasets: ctx.names.datasets,
    abbreviations: ctx.abbreviations,
    subsets: ctx.names.subsets,
    ...(ctx.rowLabels ? { rowLabels: ctx.rowLabels } : {}),
  };
}
