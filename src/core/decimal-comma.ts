/**
 * Tables printed with a decimal comma ("0,1690", "16,6", "2,0531"; European style) → decimal points, so that
 * every later step reads their numbers (pure). A table is read so only when its numbers show it plainly: at
 * least two cells print a comma that no thousands separator would give ("0,1690": a group after the comma that
 * is not three digits, or a leading "0,"), and no cell prints a decimal point or a thousands-grouped number
 * ("12,345,678", "1,234.5"). Only cells with no letters change; "1,234" in such a table is one point two three four.
 */

/** A cell's text without bold marks, tags and spaces at its ends. */
const bare = (c: string): string => c.replace(/<[^>]+>|\*\*|__/g, '').trim();

/** Cells with no letters: numbers, signs, spreads, percentages. */
const NUMERIC = /^[-−+~±()%\d\s.,/]+$/;
/** A comma no thousands separator gives: a leading zero group, or a group after it that is not three digits. */
const DECIMAL_COMMA = /(?:^|[^\d,.])(?:0,\d+|\d+,(?:\d{1,2}|\d{4,}))(?![\d,.])/;
/** What a decimal-comma table never prints: a decimal point, or a number grouped in thousands twice / with a point. */
const POINT_STYLE = /\d\.\d|\d,\d{3},\d{3}(?!\d)|\d,\d{3}\.\d/;

/** Whether the table's numbers are printed with a decimal comma. */
export function usesDecimalComma(rows: readonly (readonly string[])[]): boolean {
  let evidence = 0;
  for (const r of rows) for (const c of r) {
    const b = bare(c);
    if (!b || !NUMERIC.test(b) || !/\d/.test(b)) continue;
    if (POINT_STYLE.test(b)) return false;
    if (DECIMAL_COMMA.test(` ${b}`)) evidence++;
  }
  return evidence >= 2;
}

/** The table with its decimal commas as points, or the same rows when it does not print them. */
export function decimalCommaAsPoint(rows: readonly (readonly string[])[]): string[][] {
  return usesDecimalComma(rows) ? rows.map(pointsIn) : rows.map((r) => [...r]);
}

/** One row's number cells with their commas as points. */
const pointsIn = (r: readonly string[]): string[] => r.map((c) => {
  const b = bare(c);
  return b && NUMERIC.test(b) ? c.replace(/(?<=\d),(?=\d)/g, '.') : c;
});

/**
 * A document's lines with the decimal commas of its pipe tables as points: each run of lines holding "|" is one
 * table, read as usesDecimalComma reads a table; other lines are kept. Lets the transcription check find a
 * decimal-comma row ("| A | 0,812 | 2,13 |") as extract drafts it (0.812, 2.13).
 */
export function pipeLinesWithPoints(lines: readonly string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; ) {
    if (!(lines[i] as string).includes('|')) { i++; continue; }
    let j = i;
    while (j < lines.length && (lines[j] as string).includes('|')) j++;
    const rows = lines.slice(i, j).map((l) => l.replace(/^\s*\||\|\s*$/g, '').split('|'));
    if (usesDecimalComma(rows)) for (let k = i; k < j; k++) out[k] = `|${pointsIn(rows[k - i] as string[]).join('|')}|`;
    i = j;
  }
  return out;
}
