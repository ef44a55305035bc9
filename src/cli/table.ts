/**
 * Plain-text tables for the terminal (no colour dependency; NO_COLOR-safe). Given a width, a table
 * wider than it has its widest columns narrowed and their cells wrapped at spaces onto more lines:
 * nothing is cut (the full text is also in `--json`).
 */

/** Columns of the terminal the output goes to: $COLUMNS, else the TTY's width, else 80. */
export function terminalWidth(stream: { isTTY?: boolean; columns?: number } = process.stdout): number {
  const env = Number(process.env.COLUMNS);
  if (Number.isInteger(env) && env > 0) return env;
  if (stream.isTTY && stream.columns) return stream.columns;
  return 80;
}

/** `text` wrapped at spaces into lines of at most `width` characters (a longer word is broken). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let w = word;
    while (w.length > width) {
      if (line) lines.push(line);
      line = '';
      lines.push(w.slice(0, width));
      w = w.slice(width);
    }
    if (!line) line = w;
    else if (line.length + 1 + w.length <= width) line += ` ${w}`;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/** Column widths that fit `max` (2 spaces between columns): the widest columns give way first, none below `floor`. */
function fitWidths(natural: readonly number[], max: number, floor: readonly number[]): number[] {
  const width = [...natural];
  const total = () => width.reduce((a, b) => a + b, 0) + 2 * (width.length - 1);
  while (total() > max) {
    let widest = -1;
    for (let i = 0; i < width.length; i++) if ((width[i] ?? 0) > (floor[i] ?? 0) && (widest < 0 || (width[i] ?? 0) > (width[widest] ?? 0))) widest = i;
    if (widest < 0) break; // every column at its floor: the table stays wider than the terminal
    width[widest] = (width[widest] ?? 0) - 1;
  }
  return width;
}

export function textTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[] = [], maxWidth?: number): string {
  const natural = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  // a column narrows down to its longest word, at most 12 characters (so numbers and ids stay whole)
  const floor = header.map((h, i) => Math.min(natural[i] ?? 0, Math.max(4, Math.min(12, ...[h, ...rows.map((r) => r[i] ?? '')].map((c) => Math.max(0, ...c.split(/\s+/).map((w) => w.length)))))));
  const width = maxWidth === undefined ? natural : fitWidths(natural, maxWidth, floor);
  const fmt = (cells: readonly string[]): string[] => {
    const wrapped = width.map((w, i) => ((cells[i] ?? '').length <= w ? [cells[i] ?? ''] : wrapText(cells[i] ?? '', w)));
    const height = Math.max(1, ...wrapped.map((c) => c.length));
    return Array.from({ length: height }, (_, k) =>
      wrapped
        .map((c, i) => {
          const s = c[k] ?? '';
          return (align[i] ?? 'l') === 'r' ? s.padStart(width[i] ?? 0) : s.padEnd(width[i] ?? 0);
        })
        .join('  ')
        .trimEnd(),
    );
  };
  return [...fmt(header), width.map((w) => '─'.repeat(w)).join('  '), ...rows.flatMap(fmt)].join('\n');
}
