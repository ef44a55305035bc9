/**
 * The last steps of reading a table's columns, once each column has its metric (pure): sibling benchmarks under one
 * group agreeing on a convention (group-convention.ts), the benchmark a section or caption names as the table's
 * dataset, a corner naming the protocol, group headers as conditions where two columns would claim the same metric
 * and subset (group-condition.ts), and a protocol the caption names (column-protocol.ts).
 */
import type { MetricDef } from '../core/metric-registry.js';
import { conditionsByGroup } from './group-condition.js';
import { siblingConvention } from './group-convention.js';
import { PROTOCOL_CORNER } from './corner-dataset.js';
import { protocolCondition } from './column-protocol.js';
import { conventionOf, metricFor } from './metric-lookup.js';
import { slug, stripMarkup } from './names.js';
import type { DraftColumn, RawTable } from './types.js';

export interface ReadColumns {
  readonly columns: (DraftColumn | undefined)[];
  readonly review: string[];
  readonly declared: MetricDef[];
  readonly benchmark?: string;
}

/** `groupCells(j)`: the group cells over column j; `subsetId(h)`: the subset a header names. */
export function finishColumns(t: RawTable, read: ReadColumns, leaves: readonly string[], groupCells: (j: number) => string[], subsetId: (h: string) => string): ReadColumns {
  const columns = [...read.columns];
  const review = [...read.review];
  let declared = [...read.declared];
  let benchmark = read.benchmark;
  // a benchmark without a known convention beside sibling benchmarks under one group header that agree on one (group-convention.ts)
  const printedGroup = (j: number): string => groupCells(j).join(' / ');
  const siblings = siblingConvention(columns, printedGroup, subsetId);
  if (siblings.changed.length) {
    const stale = (line: string) => siblings.changed.some((j) => line.startsWith(`column ${j} "`) && line.includes(`'${siblings.before.get(j) ?? ''}'`));
    review.splice(0, review.length, ...review.filter((line) => !stale(line)), ...siblings.review);
    columns.splice(0, columns.length, ...siblings.columns);
    const unused = declared.filter((d) => [...siblings.before.values()].includes(d.id) && !columns.some((c) => c?.metric === d.id));
    declared = declared.filter((d) => !unused.includes(d));
  }
  // the benchmark the section or caption names ("## CIFAR-10 - Linf") is the table's dataset, its metric read elsewhere,
  // when no column names a benchmark of its own
  benchmark ??= leaves.some((x) => conventionOf(stripMarkup(x))) ? undefined : [t.section, t.caption].map((x) => conventionOf(x ?? '')?.benchmark).find(Boolean);
  // a corner naming the table's protocol ("Protocol 1" over APCER | BPCER | ACER): the subset of every column that names none
  const protocolCorner = stripMarkup((t.header.at(-1) ?? [])[0] ?? '').trim();
  if (PROTOCOL_CORNER.test(protocolCorner) && columns.some((c) => c && !c.subset)) {
    columns.splice(0, columns.length, ...columns.map((c) => (c && !c.subset ? { ...c, subset: slug(protocolCorner) } : c)));
    review.push(`subset '${slug(protocolCorner)}' of every column read from the header's corner cell "${protocolCorner}" (the table's protocol)`);
  }
  // columns under different groups that would claim the same metric and subset: the group is each one's condition (group-condition.ts)
  const groupWords = (j: number): string => groupCells(j).join(' ').split(/\s+/).filter((w) => w && !metricFor(w, true)).join(' ');
  const grouped = conditionsByGroup(columns, groupWords);
  if (grouped.review) review.push(grouped.review);
  columns.splice(0, columns.length, ...grouped.columns);
  // an evaluation protocol the caption or section names ("Zero-shot Image Classification") is each column's condition (column-protocol.ts)
  const protocol = protocolCondition(t, columns);
  if (protocol) return { columns: protocol.columns, review: [...review, protocol.review], declared, ...(benchmark ? { benchmark } : {}) };
  return { columns, review, declared, ...(benchmark ? { benchmark } : {}) };
}
