/**
 * "Video@1 | Video@5" under "The evaluation metrics are top-1 and top-5 video-level accuracy" (pure): a header whose
 * only metric-like part is a cut-off ("@5", "top-5") takes the metric the text names at that cut-off, when the text
 * names the family at several cut-offs (top1-acc and top5-acc, r@1 and r@10); not the first metric named for every column.
 */

/** The cut-off a metric id carries ("top5-acc" → 5, "r@10" → 10), else undefined. */
export function idCutoff(id: string): number | undefined {
  const m = /^top(\d+)-|@(\d+)$/.exec(id);
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/** The cut-off a header prints ("Video@5", "Clip top-5", "Top5"), else undefined. */
export function headerCutoff(header: string): number | undefined {
  const m = /@\s*(\d+)\s*$|\btop[-\s]?(\d+)\b/i.exec(header.trim());
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/** The metric of the header's cut-off among the named ones, when they name its family at two cut-offs or more. */
export function namedAtCutoff(header: string, named: readonly string[]): string | undefined {
  const k = headerCutoff(header);
  const cut = named.filter((id) => idCutoff(id) !== undefined);
  if (k === undefined || cut.length < 2) return undefined;
  const hits = cut.filter((id) => idCutoff(id) === k);
  return hits.length === 1 ? hits[0] : undefined;
}
