/**
 * A metric named only by a heading above the table's own section (pure): "#### AUROC" over "##### Operational
 * Outcomes" over an uncaptioned table of few-shot columns, the way leaderboard and docs pages group their tables
 * (one heading per metric, one sub-heading per task). The nearest enclosing heading that names a performance metric
 * names it for every column without a metric of its own; the document's title (level 1) never does (doc-builder.ts
 * leaves it out). Used after the caption, the lead-in, the section heading and the note (table-named-metrics.ts).
 */
export function outerHeadingMetrics(outer: readonly string[] | undefined, named: (text: string) => string[]): string[] {
  for (const heading of outer ?? []) {
    const ids = named(heading);
    if (ids.length) return ids;
  }
  return [];
}
