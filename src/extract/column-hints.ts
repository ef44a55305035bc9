/**
 * Columns whose metric (or want of one) the table's surroundings settle before any prose metric (pure), each drafted
 * with its review line: a symbol the caption introduces as a varied quantity, a header the caption qualifies with a
 * metric noun, a group column after an overall one, a header printing a time unit. The readers are in
 * caption-header-phrase.ts, breakdown-column.ts and unit-header.ts; tables.ts asks here at each point of its order.
 */
import type { DraftColumn, RawTable } from './types.js';
import { UNKNOWN_METRIC } from './unknown-metric.js';
import { headerPhraseMetric, symbolOfVariedQuantity } from './caption-header-phrase.js';
import { breakdownMetric } from './breakdown-column.js';
import { timeUnitHeader } from './unit-header.js';
import { cleanColumnMetric } from './clean-column.js';
import { namedAtCutoff } from './named-cutoff.js';
import { metricFor } from './metric-lookup.js';
import { slug } from './names.js';

export interface ColumnHint {
  readonly column: DraftColumn;
  /** The review line, after "column <j> ". */
  readonly review: string;
}

const named = (group: readonly string[], h: string): string => [...group, h].join(' / ');

/**
 * "p" under "dropout probabilities p" (no metric, whatever group is above it), "L1" under "L1 loss is given in …" (loss,
 * when neither the header nor a group above it names a metric: `metricNamed`): what the text says the header is.
 */
export function textSaysOfHeader(t: RawTable, h: string, group: readonly string[], subset: string | undefined, metricNamed: boolean): ColumnHint | undefined {
  if (symbolOfVariedQuantity(h, t.caption)) {
    return { column: { metric: UNKNOWN_METRIC.id, label: h }, review: `"${named(group, h)}": the caption introduces "${h}" as a quantity the table varies, a setting of each row, not a metric; drafted under the declared metric '${UNKNOWN_METRIC.id}' (never checked): move it to the rows' settings` };
  }
  const phrased = metricNamed ? undefined : headerPhraseMetric(h, [t.caption, ...(t.leadIns ?? []), t.leadIn, t.note]);
  if (!phrased) return undefined;
  return { column: { metric: phrased.metric, label: h, ...(subset ? { subset } : {}) }, review: `"${named(group, h)}": metric ${phrased.metric} read from "${phrased.phrase}" in the text by the table — check it` };
}

/** "African" after "MR-ALL": the overall column's metric, given the columns drafted so far and which headers name their own. */
export function breakdownColumn(leaves: readonly string[], j: number, h: string, drafted: readonly (DraftColumn | undefined)[], namesOwn: (k: number) => boolean, subset: string | undefined, averaged?: (k: number) => boolean): ColumnHint | undefined {
  const broken = breakdownMetric(leaves, j, (k) => (drafted[k]?.metric === UNKNOWN_METRIC.id ? undefined : drafted[k]?.metric), namesOwn, averaged);
  if (!broken) return undefined;
  return { column: { metric: broken.metric, label: h, ...(subset ? { subset } : {}) }, review: `"${h}": no metric printed; '${broken.metric}' of the overall column "${broken.overall}" before it, which this column breaks down by group — check it` };
}

/** "Infer(ms)": latency, not the metric the text names for the other columns. */
export function timedColumn(h: string): ColumnHint | undefined {
  const timed = timeUnitHeader(h);
  return timed ? { column: { metric: timed.metric, label: h }, review: timed.review } : undefined;
}

/**
 * What the metrics the text names say of one header, before anything else reads it (the group above names none): the
 * clean column beside attack columns under the robust accuracy (clean-column.ts); a cut-off header at the one of the
 * named family with its cut-off, "Video@5" under "top-1 and top-5 accuracy" (named-cutoff.ts); a language column's
 * script under "WER/CER" (`spoken`, language-error-rates.ts). `where`: the text, as the review line names it.
 */
export function namedTextColumn(h: string, named: readonly string[], spoken: string | undefined, where: string): ColumnHint | undefined {
  const clean = cleanColumnMetric(h, named);
  if (clean) return { column: { metric: clean, label: h, subset: 'clean' }, review: `"${h}": the accuracy on clean inputs, beside the robust accuracy the text names for the other columns — check it` };
  const atCutoff = metricFor(h, true) ? undefined : namedAtCutoff(h, named);
  if (atCutoff) return { column: { metric: atCutoff, label: h }, review: `"${h}": metric ${atCutoff}, the one the ${where} names at the header's cut-off — check it` };
  if (spoken) return { column: { metric: spoken, label: h, subset: slug(h) }, review: `"${h}": ${spoken.toUpperCase()} of the WER/CER the ${where} names (CER for the languages written without spaces between words, WER for the others) — check it` };
  return undefined;
}

