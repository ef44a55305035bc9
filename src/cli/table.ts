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

/**
 * Column widths that fit `max` (2 spaces between columns): the widest prose column (cells with
 * spaces) gives way first, down to its longest word (at least 12); only then do the others, down to
 * `floor`. A table that cannot fit stays wider than `max`.
 */
function fitWidths(natural: readonly number[], max: number, prose: readonly boolean[], words: readonly number[]): number[] {
  const width = [...natural];
  const total = () => width.reduce((a, b) => a + b, 0) + 2 * (width.length - 1);
  const shrink = (floorOf: (i: number) => number, eligible: (i: number) => boolean): void => {
    while (total() > max) {
      let widest = -1;
      for (let i = 0; i < width.length; i++) if (eligible(i) && (width[i] ?? 0) > floorOf(i) && (widest < 0 || (width[i] ?? 0) > (width[widest] ?? 0))) widest = i;
      if (widest < 0) return;
      width[widest] = (width[widest] ?? 0) - 1;
    }
  };
  shrink((i) => Math.max(i === 0 ? 16 : 30, Math.min(words[i] ?? 0, 30)), (i) => prose[i] === true);
  shrink(() => 6, () => true);
  return width;
}

export function textTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[] = [], maxWidth?: number): string {
  const natural = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cells = (i: number) => rows.map((r) => r[i] ?? '');
  const prose = header.map((_, i) => cells(i).some((c) => /\S\s+\S/.test(c)));
  const words = header.map((h, i) => Math.max(0, ...[h, ...cells(i)].flatMap((c) => c.split(/\s+/).map((w) => w.length))));
  const width = maxWidth === undefined ? natural : fitWidths(natural, maxWidth, prose, words);
  // narrowed below readability (a prose column under 30 characters, an id or number column at all):
  // one paragraph per row instead of a grid
  // (the first column, a row label, may wrap down to 16)
  const cramped = width.some((w, i) => w < (prose[i] ? Math.min(i === 0 ? 16 : 30, natural[i] ?? 0) : (natural[i] ?? 0)));
  if (maxWidth !== undefined && cramped) return recordList(header, rows, maxWidth);
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

/** A table too wide for the terminal as one paragraph per row: its first cell, then `header: value` of the others (empty ones left out). */
function recordList(header: readonly string[], rows: readonly (readonly string[])[], maxWidth: number): string {
  const out = [header.join(' · '), '─'.repeat(Math.min(maxWidth, header.join(' · ').length))];
  for (const r of rows) {
    const rest = header.flatMap((h, i) => (i === 0 || !(r[i] ?? '').trim() ? [] : [`${h ? `${h}: ` : ''}${r[i]}`]));
    const text = `${r[0] ?? ''}${rest.length ? ` — ${rest.join('; ')}` : ''}`;
    wrapText(text, Math.max(20, maxWidth - 2)).forEach((l, k) => out.push(`${k === 0 ? '' : '  '}${l}`));
  }
  return out.join('\n');
}
