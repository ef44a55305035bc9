/**
 * A metric printed as one letter (pure): `P (%)` beside `P<sub>norm</sub> (%)` and `AUC (%)` is single-object
 * tracking's precision (Wu et al. 2013, OTB; Fan et al. 2019, LaSOT); `P | R | F1` is precision and recall. A
 * letter alone names nothing, so it is read only beside the metrics it is printed with, with a review line.
 */
import { columnAccepts } from './schema-support.js';

interface Letter {
  readonly metric: string;
  /** Metrics of the other columns, one of which must be printed beside the letter. */
  readonly near: ReadonlySet<string>;
}

const LETTERS: Readonly<Record<string, Letter>> = {
  p: { metric: 'precision', near: new Set(['norm-precision', 'recall', 'f1']) },
  r: { metric: 'recall', near: new Set(['precision', 'f1']) },
};

/** The letter as printed, its unit bracket and direction arrow aside ("P (%)" → "p"). */
const letterOf = (header: string): string => header.replace(/<[^>]+>|\*\*|[↑↓]/g, '').replace(/\s*[([]\s*%\s*[)\]]\s*$/, '').trim().toLowerCase();

export function letterMetric(header: string, neighbours: readonly string[]): { metric: string; review: string } | undefined {
  const l = LETTERS[letterOf(header)];
  if (!l || !columnAccepts(l.metric)) return undefined;
  const by = [...new Set(neighbours.filter((n) => l.near.has(n)))];
  if (!by.length) return undefined;
  return { metric: l.metric, review: `"${header}" is one letter: read as ${l.metric}, as the columns beside it report ${by.join(', ')} — check it` };
}
