/**
 * A results column headed by a benchmark the registry does not know, by its name's form ("GenEval", "OneIG-Bench" over
 * "EN | ZH", "TIIF-Bench" over "short | long", "LiveBench"), with no metric printed anywhere (pure): the benchmark's
 * score, declared for the document as `<benchmark>-score` (direction neither: the reviewer names it), the leaf under a
 * benchmark group its subset. Text-to-image and LLM leaderboards print their benchmarks so; before, these columns were
 * drafted under the one declared `unknown-metric`, all alike.
 */
import type { MetricDef } from '../core/metric-registry.js';
import { documentMetric } from './local-metric.js';
import { slug, stripMarkup } from './names.js';

/** A header that names a benchmark by its form: "…Bench", "…Eval", "Arena-…" (GenEval, DPG-Bench, HumanEval, Arena-Hard). */
export const BENCHMARK_NAME = /bench(?:mark)?\b|bench[-_\s]|[a-z]eval\b|\barena\b/i;

export interface BenchmarkScore {
  readonly def: MetricDef;
  readonly benchmark: string;
  readonly subset?: string;
}

/** The declared score of the benchmark the column's group or header names, or undefined when neither is one. */
export function benchmarkScore(group: readonly string[], header: string, cells: readonly string[]): BenchmarkScore | undefined {
  const names = [...group, header].map((x) => stripMarkup(x).trim()).filter(Boolean);
  const at = names.findIndex((n) => BENCHMARK_NAME.test(n) && n.length <= 40 && !/\s{2,}|[.;:]$/.test(n));
  if (at < 0) return undefined;
  const benchmark = (names[at] as string).replace(/\s*[(（][^()（）]*[)）]\s*$/, '').trim();
  const id = `${slug(benchmark)}-score`;
  if (!/^[a-z0-9]/.test(id) || id === '-score') return undefined;
  const below = names.slice(at + 1).join(' ');
  return { def: documentMetric(id, `${benchmark} score`, cells), benchmark, ...(below ? { subset: slug(`${benchmark} ${below}`) } : {}) };
}
