/**
 * A benchmark column the registry's conventions do not know, beside sibling benchmarks that do (pure): under one group
 * header "Multi-Choice Question", "Ophtimus Eval | MedMCQA (Ophth) | PubmedQA (Ophth)" — the two known benchmarks report
 * accuracy by convention, so the third one (the paper's own set) is read in that metric too, its header the subset,
 * for review. Only when at least two siblings under the same printed group agree on one metric, and the column was
 * left without a metric (the declared unknown metric, or the "<benchmark>-score" declared for a benchmark the registry
 * does not know); a group that is itself empty, or siblings that disagree, change nothing.
 */
import type { DraftColumn } from './types.js';

export interface SiblingConvention {
  readonly columns: (DraftColumn | undefined)[];
  /** Column indices whose metric this pass set, with the metric each had (their earlier review lines are replaced). */
  readonly changed: readonly number[];
  readonly before: ReadonlyMap<number, string>;
  readonly review: readonly string[];
}

/**
 * `groupOf(j)`: the printed group header over column j ('' when none); `subsetOf(h)`: the subset id a header names
 * ('total' when none).
 */
export function siblingConvention(columns: readonly (DraftColumn | undefined)[], groupOf: (j: number) => string, subsetOf: (h: string) => string): SiblingConvention {
  const out = [...columns];
  const changed: number[] = [];
  const before = new Map<number, string>();
  const review: string[] = [];
  columns.forEach((c, j) => {
    if (!c || c.metricFrom !== 'unknown') return;
    const group = groupOf(j).trim();
    if (!group) return;
    const siblings = columns.filter((d, k): d is DraftColumn => k !== j && !!d && groupOf(k).trim() === group && d.metricFrom === 'benchmark-convention');
    const metrics = new Set(siblings.map((d) => d.metric));
    if (siblings.length < 2 || metrics.size !== 1) return;
    const metric = siblings[0]?.metric as string;
    const label = c.label ?? '';
    const subset = subsetOf(label);
    out[j] = { ...c, metric, ...(subset !== 'total' && !c.subset ? { subset } : {}), metricFrom: 'benchmark-convention' };
    changed.push(j);
    before.set(j, c.metric);
    review.push(`column ${j} "${group} / ${label}": no metric printed, and no convention known for this benchmark; '${metric}' guessed, what the ${siblings.length} other benchmarks under "${group}" report by convention — check it`);
  });
  return { columns: out, changed, before, review };
}
