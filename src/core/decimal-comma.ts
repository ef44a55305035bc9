/**
 * Tables printed with a decimal comma ("0,1690", "16,6", "2,0531"; European style) → decimal points, so that
 * every later step reads their numbers (pure). A table is read so only when its numbers show it plainly: at
 * least two cells print a comma that no thousands separator would give ("0,1690": a group after the comma that
 * is not three digits, or a leading "0,"), and no cell prints a decimal point or a thousands-grouped number
 * ("12,345,678", "1,234.5"). Only cells with no letters change; "1,234" in such a table is one point two three four.
 * A table that mixes the two styles ("55.48 | 56.59 | -3,56", a column typed with commas beside columns typed with
 * points) is read so cell by cell once one of its columns shows decimal commas plainly (two cells or more, no
 * thousands grouping in it): then each cell that is one number with a comma no thousands separator gives ("-3,56",
 * "66,13", "0,5") is that number with a point; "1,234" keeps its thousands.
 */

/** A cell's text without bold marks, tags and spaces at its ends. */
const bare = (c: string): string => c.replace(/<[^>]+>|\*\*|__/g, '').trim();

/** Cells with no letters: numbers, signs, spreads, percentages. */
const NUMERIC = /^[-−+~±()%\d\s.,/]+$/;
/** A comma no thousands separator gives: a leading zero group, or a group after it that is not three digits. */
const COMMA_NUMBER = String.raw`(?:0,\d+|\d+,(?:\d{1,2}|\d{4,}))`;
const DECIMAL_COMMA = new RegExp(String.raw`(?:^|[^\d,.])${COMMA_NUMBER}(?![\d,.])`);
/** Thousands grouping, twice or before a point, which a decimal-comma column never prints. */
const GROUPED = /\d,\d{3},\d{3}(?!\d)|\d,\d{3}\.\d/;
/** What a decimal-comma table never prints: a decimal point, or a number grouped in thousands. */
const POINT_STYLE = new RegExp(String.raw`\d\.\d|${GROUPED.source}`);

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

/** One number whose comma no thousands separator gives: "-3,56", "66,13", "0,881", "12,5%". */
const PLAIN_DECIMAL_COMMA = new RegExp(String.raw`^[-−+]?${COMMA_NUMBER}%?$`);

/** Whether some column of a table prints decimal commas plainly (two cells or more, none grouped in thousands). */
function hasDecimalCommaColumn(rows: readonly (readonly string[])[]): boolean {
  const width = Math.max(0, ...rows.map((r) => r.length));
  for (let j = 0; j < width; j++) {
    const cells = rows.map((r) => bare(r[j] ?? ''));
    if (cells.some((c) => GROUPED.test(c))) continue;
    if (cells.filter((c) => PLAIN_DECIMAL_COMMA.test(c)).length >= 2) return true;
  }
  return false;
}

/** The table with its decimal commas as points, or the same rows when it does not print them. */
export function decimalCommaAsPoint(rows: readonly (readonly string[])[]): string[][] {
  if (usesDecimalComma(rows)) return rows.map(pointsIn);
  return hasDecimalCommaColumn(rows) ? rows.map(plainPointsIn) : rows.map((r) => [...r]);
}

/** One row of a mixed-style table with its plain decimal-comma numbers as points ("-3,56" → "-3.56"; "1,234" kept). */
const plainPointsIn = (r: readonly string[]): string[] => r.map((c) => (PLAIN_DECIMAL_COMMA.test(bare(c)) ? c.replace(/(?<=\d),(?=\d)/, '.') : c));

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
    const asPoints = decimalCommaAsPoint(rows);
    if (asPoints.some((r, k) => r.join('|') !== (rows[k] as string[]).join('|'))) for (let k = i; k < j; k++) out[k] = `|${(asPoints[k - i] as string[]).join('|')}|`;
    i = j;
  }
  return out;
}
