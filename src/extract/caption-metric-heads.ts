/**
 * Which columns a caption's one metric covers when the leaf headers are short words naming different
 * measures (pure). "Pass | Win" under "Win rate is calculated by …", "Succ | Miss" under "Success rate
 * of each policy": the caption's metric goes to the columns whose header word is the head of its name
 * ("Win" of "Win rate"); another short word is the head of a metric phrase the text by the table
 * defines ("the miss rate, the share of …") and takes that metric when the registry knows the phrase,
 * else no metric (the caller drafts it under the declared unknown metric with a review line). When no
 * header names the caption's metric, nothing is scoped: the caption's metric covers every column.
 */
import { metricById } from '../core/metric-registry.js';
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';

const WORD = /^[A-Za-z][A-Za-z]{1,9}\.?$/;
const NOT_MEASURE = /^(?:avg|average|mean|overall|all|total|sum|ours|base|model|method)\.?$/i;
/**
 * The split a metric was measured on ("Test PPL", "Val. PPL" are aliases of perplexity): never the head of its name,
 * nor another measure; "Validation | Test" under "the perplexity results" are both perplexity.
 */
const SPLIT = /^(?:train|training|val|valid|validation|dev|development|test|testing|eval|evaluation|held-?out)\.?$/i;
const HEAD_NOUN = String.raw`(?:rate|ratio|score|accuracy|count|length|time)`;

/** The lower-case head words of a metric's name and aliases ("win" of "Win rate", "LC win rate" gives "lc"). */
function heads(metric: string): string[] {
  const def = metricById(metric);
  if (!def) return [];
  return [...new Set([def.name, ...def.aliases].map((a) => a.toLowerCase().split(/[\s-]+/)[0] ?? '').filter((w) => /^[a-z]{3,}$/.test(w) && !SPLIT.test(w)))];
}

/** Whether a short header word names the head of the metric ("Win" for win-rate; "Succ." for success-rate). */
function namesHead(word: string, metric: string): boolean {
  const w = word.toLowerCase().replace(/\.$/, '');
  return w.length >= 3 && heads(metric).some((hd) => hd === w || (word.endsWith('.') || w.length >= 4 ? hd.startsWith(w) : false));
}

export interface CaptionScope {
  /** Column indexes (into the leaves) whose header names the caption's metric. */
  readonly covered: ReadonlySet<number>;
  /** Other short-word columns: the metric of the phrase the text defines for them, or none. */
  readonly others: ReadonlyMap<number, { metric?: string; phrase?: string }>;
}

/** The caption metric's columns and the other short-word measures beside them; undefined when no header names it or none differs. */
export function captionMetricScope(leaves: readonly string[], metric: string, text: string): CaptionScope | undefined {
  const words = leaves.map((h) => stripMarkup(h).trim());
  const covered = new Set(words.map((w, j) => (WORD.test(w) && namesHead(w, metric) ? j : -1)).filter((j) => j >= 0));
  if (!covered.size) return undefined;
  const named = new Set([...covered].map((j) => (words[j] as string).toLowerCase()));
  const others = new Map<number, { metric?: string; phrase?: string }>();
  words.forEach((w, j) => {
    if (covered.has(j) || !WORD.test(w) || NOT_MEASURE.test(w) || SPLIT.test(w) || named.has(w.toLowerCase())) return;
    const stem = w.replace(/\.$/, '');
    const m = new RegExp(String.raw`\b(${stem}[a-z]*\s+${HEAD_NOUN})\b`, 'i').exec(text);
    const phrase = m?.[1];
    const id = phrase ? metricFor(phrase, true) : undefined;
    others.set(j, { ...(id && id !== metric ? { metric: id } : {}), ...(phrase ? { phrase } : {}) });
  });
  return others.size ? { covered, others } : undefined;
}
