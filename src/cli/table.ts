/** Plain-text tables for the terminal (no colour dependency; NO_COLOR-safe). */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[] = []): string {
  const width = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (cells: readonly string[]) =>
    cells
      .map((c, i) => ((align[i] ?? 'l') === 'r' ? c.padStart(width[i] ?? 0) : c.padEnd(width[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [fmt(header), width.map((w) => '─'.repeat(w)).join('  '), ...rows.map(fmt)].join('\n');
}
