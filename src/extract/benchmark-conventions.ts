/**
 * The metric a benchmark reports by convention, when a table names the benchmark but no metric (pure): one
 * table of benchmarks and one lookup. Each entry says where its names count:
 *  - `text`: anywhere in a header, a caption, a lead-in line or a section heading ("Results on LibriSpeech
 *    test-other", "VQAv2", "Car@R11"), as a word (a long name also with one typo: "CodedRAG");
 *  - `header`: only a header cell that IS the name (a shot count or footnote mark aside): LLM evaluation
 *    suites print "MMLU | GSM8K | HumanEval" (or list them as rows under a "Benchmark" head) and name no
 *    metric, because each benchmark has one; the same words in running text say nothing about a column.
 * Every entry names the source that fixes its metric. The result is a guess the draft marks for review.
 * The entries are data: the hand-written patterns in data/benchmark-patterns.ts (tried first) and the benchmark
 * catalogue by field in data/benchmark-catalogue.ts (header cells only; docs/extract-conventions.md).
 */
import { columnAccepts } from './schema-support.js';
import type { RawTable } from './types.js';
import { PATTERN_CONVENTIONS } from './data/benchmark-patterns.js';
import type { Convention } from './benchmark-conventions-fields.js';
import { catalogueEntryOf } from './benchmark-catalogue-lookup.js';

export type ConventionHit = { metric: string; benchmark: string; typo?: string; unless?: RegExp; note?: string; source?: string; headers?: RegExp };

const CONVENTIONS: readonly Convention[] = PATTERN_CONVENTIONS;

/** Names that are also English words ("Drop", "Math", "Race", "Include", "Seed", "Pope"): a header counts only in capitals. */
const WORDS = /^(?:math|drop|race|arc|lcb|nq|include|seed|pope)$/;

/** At most one insertion, deletion, substitution or swap of two neighbours turns a into b. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const key = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The one lookup: the conventions of `where` that the text (or the whole header) names. */
function lookup(text: string, where: 'text' | 'header'): ConventionHit | undefined {
  const entries = CONVENTIONS.filter((c) => c.where === where);
  for (const c of entries) {
    const hit = c.names.exec(text);
    if (hit && columnAccepts(c.metric)) return { metric: c.metric, benchmark: c.label ? c.label(hit[0]) : hit[0], ...(c.unless ? { unless: c.unless } : {}), ...(c.note ? { note: c.note } : {}), ...(c.headers ? { headers: c.headers } : {}) };
  }
  if (where === 'header') return undefined;
  // a long name misspelt by one letter ("CodedRAG")
  for (const word of text.split(/[\s,;:()[\]/]+/)) {
    const k = key(word);
    if (k.length < 6) continue;
    // a name with a one-letter suffix is a variant of a benchmark, not a typo: "ImageNet-C", "CIFAR-10-C", "ImageNet-R"
    const variant = /[-‐][A-Za-z]$/.test(word);
    for (const c of entries) {
      const name = variant ? undefined : c.typoNames?.find((n) => key(n).length >= 6 && oneEditApart(k, key(n)));
      if (name && columnAccepts(c.metric)) return { metric: c.metric, benchmark: name, typo: word };
    }
  }
  return undefined;
}

/**
 * The metric a benchmark named in a header (or next to the table) reports by convention, and the benchmark;
 * a long name misspelt by one letter counts too, saying so (`typo`).
 */
export function conventionOf(text: string): ConventionHit | undefined {
  return lookup(text.replace(/<[^>]+>|\*\*/g, ''), 'text');
}

/** "MMLU", "GSM8K (8-shot)", "TriviaQA‡" → the metric the benchmark reports by convention, when the registry accepts it. */
export function headerConventionOf(header: string): ConventionHit | undefined {
  const name = header
    .replace(/<[^>]+>|\*\*/g, '')
    .replace(/\s*\((?:\d+-?shot|\d+-?shots?|cot|0-shot|few-shot|zero-shot)[^)]*\)\s*$/i, '')
    // "AlpacaEval(%)": a percent sign in brackets is the unit of the benchmark's metric
    .replace(/\s*\(\s*%\s*\)\s*$/, '')
    .replace(/[*†‡§¶]+$/u, '')
    .trim();
  const k = name.toLowerCase().replace(/\s+/g, '-');
  // a name that is also an English word ("Drop", "Math", "Race") counts only as printed in capitals
  if (WORDS.test(k) && name !== name.toUpperCase()) return undefined;
  const hit = lookup(k, 'header') ?? partOf(name) ?? catalogued(name);
  return hit ? { ...hit, benchmark: name } : undefined;
}

/**
 * A caption, lead-in line or heading that is only a name, with its citation: "**[XNLI (Conneau et al., 2018)](…)**" →
 * "XNLI"; undefined for a sentence (more than four words once the citation is dropped).
 */
export function titleName(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const name = text.replace(/<[^>]+>|\*\*/g, '').replace(/\s*[([][^()[\]]*(?:19|20)\d{2}[a-z]?[^()[\]]*[)\]]\s*$/, '').replace(/[:.]\s*$/, '').trim();
  return name && name.split(/\s+/).length <= 4 ? name : undefined;
}

/** The header convention of a benchmark a title line names (the table's lead-in or heading is only its name: "XNLI (Conneau et al., 2018)"). */
export function titleConventionOf(texts: readonly (string | undefined)[]): ConventionHit | undefined {
  for (const x of texts) {
    const name = titleName(x);
    const hit = name ? headerConventionOf(name) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** A benchmark of the catalogue (src/extract/data/benchmark-catalogue.ts), with its source for the review line. */
function catalogued(name: string): ConventionHit | undefined {
  const hit = catalogueEntryOf(name);
  if (!hit || !columnAccepts(hit.entry.metric)) return undefined;
  return { metric: hit.entry.metric, benchmark: hit.name, source: hit.entry.source, ...(hit.entry.note ? { note: hit.entry.note } : {}) };
}

/**
 * "LLaVA-Bench-Conv", "MMLU-STEM", "MMMU (val)": a part of a benchmark printed as its name and a suffix of letters (or one word in brackets)
 * (a subset, a split, a category): the benchmark's convention, the suffix being the column's subset. Only one suffix, of
 * letters, after a name that is itself a header convention (an English-word name in capitals, as above).
 */
const VARIANT = /^(?:video|videos?|audio|speech|image|pro|plus|hard|hardest|vision|visual|real|realworld|long|lite|mini|next|redux|ext|extended|multi|mul|x|cot)$/i;

function partOf(name: string): ConventionHit | undefined {
  const m = /^(.{3,}?)[-_]([A-Za-z]{2,12})$/.exec(name) ?? /^(.{3,}?)\s*\(([A-Za-z][\w.-]{0,11})\)$/.exec(name);
  if (!m) return undefined;
  const stem = m[1] as string;
  // a variant is another benchmark with its own scoring ("MMBench-Video", "MME-RealWorld", "MMLU-Pro", "GSM-Hard")
  if (VARIANT.test(m[2] as string)) return undefined;
  const k = stem.toLowerCase().replace(/\s+/g, '-');
  if (WORDS.test(k) && stem !== stem.toUpperCase()) return undefined;
  return lookup(k, 'header');
}

/**
 * A header's benchmark convention in its table: none when the table's caption, lead-in or section (or a
 * group cell above the header) names a benchmark suite with a convention of its own ("CodeRAG" over
 * "MBPP | DS-1000": the suite's metric holds for every column, not MBPP's pass@1).
 */
export function headerConventionInTable(t: Pick<RawTable, 'caption' | 'leadIn' | 'section'>, header: string, groups: readonly string[] = []): ConventionHit | undefined {
  if ([...groups, t.caption ?? '', t.leadIn ?? '', t.section ?? ''].some((x) => conventionOf(x))) return undefined;
  return headerConventionOf(header);
}

/**
 * Whether a convention holds for a table: none whose caption, lead-ins or section say it reports another measure ("Regrets");
 * for a benchmark several tasks share, only in a column whose `header` has its task's form (no header given: it does not hold).
 */
export function conventionHolds(hit: ConventionHit, t: Pick<RawTable, 'caption' | 'leadIn' | 'leadIns' | 'section'>, header?: string): boolean {
  if (hit.headers && (header === undefined || !hit.headers.test(header.replace(/<[^>]+>|\*\*/g, '').trim()))) return false;
  return !hit.unless || ![t.caption, t.leadIn, ...(t.leadIns ?? []), t.section].some((x) => x && hit.unless?.test(x));
}
