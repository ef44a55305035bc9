/**
 * The metric a column headed only by a well-known benchmark's name reports by convention (pure): LLM
 * evaluation suites print "MMLU | GSM8K | HumanEval" (or list them as rows under a "Benchmark" head)
 * and name no metric, because each benchmark has one. Only a header cell that IS the name (a shot
 * count or footnote mark aside) counts: the same words in running text say nothing about a column.
 * The result is a guess the draft marks for review.
 */
import { conventionOf } from './metric-lookup.js';
import { columnAccepts } from './schema-support.js';
import type { RawTable } from './types.js';

const CONVENTIONS: readonly (readonly [RegExp, string])[] = [
  [/^(?:mmlu(?:-?(?:pro|redux))?|c-?mmlu|c-?eval|bbh|big-?bench(?:-?hard)?|gsm-?8k|mgsm|math(?:-?500)?|c-?math|arc(?:-?(?:c|e|challenge|easy))?|agieval|hellaswag|winogrande|piqa|siqa|boolq|openbookqa|obqa|race|drop|gpqa(?:-?diamond)?|mmmu|truthfulqa)$/, 'accuracy'],
  [/^(?:triviaqa|nq|natural-?questions|squad(?:-?v?2)?)$/, 'em'],
  [/^(?:humaneval\+?|mbpp\+?|evalplus|cruxeval(?:-?[io])?(?:-?cot)?|livecodebench|lcb)$/, 'pass@1'],
];

const WORDS = /^(?:math|drop|race|arc|lcb|nq)$/;

/** "MMLU", "GSM8K (8-shot)", "TriviaQA‡" → the metric the benchmark reports by convention, when the registry accepts it. */
export function headerConventionOf(header: string): { metric: string; benchmark: string; typo?: string } | undefined {
  const name = header
    .replace(/<[^>]+>|\*\*/g, '')
    .replace(/\s*\((?:\d+-?shot|\d+-?shots?|cot|0-shot|few-shot|zero-shot)[^)]*\)\s*$/i, '')
    .replace(/[*†‡§¶]+$/u, '')
    .trim();
  const key = name.toLowerCase().replace(/\s+/g, '-');
  // a name that is also an English word ("Drop", "Math", "Race") counts only as printed in capitals
  if (WORDS.test(key) && name !== name.toUpperCase()) return undefined;
  for (const [re, metric] of CONVENTIONS) if (re.test(key) && columnAccepts(metric)) return { metric, benchmark: name };
  return undefined;
}

/**
 * A header's benchmark convention in its table: none when the table's caption, lead-in or section (or a
 * group cell above the header) names a benchmark suite with a convention of its own ("CodeRAG" over
 * "MBPP | DS-1000": the suite's metric holds for every column, not MBPP's pass@1).
 */
export function headerConventionInTable(t: Pick<RawTable, 'caption' | 'leadIn' | 'section'>, header: string, groups: readonly string[] = []): { metric: string; benchmark: string; typo?: string } | undefined {
  if ([...groups, t.caption ?? '', t.leadIn ?? '', t.section ?? ''].some((x) => conventionOf(x))) return undefined;
  return headerConventionOf(header);
}
