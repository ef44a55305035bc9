/**
 * A PDF cell whose bracketed change the word gaps cut in two ("27.2 (↑" | "24.4)": a value with the gain over it in
 * brackets, printed with a space after the arrow) is one cell (pure). Two neighbouring columns are joined when, on
 * every row that fills either, the left cell opens a bracket the right one closes (two rows or more), or the row
 * prints the value alone in the left cell ("51.6" on the reference row) with the right one empty; the header keeps the
 * left column's name ("Acc. (%)" over the piece "(%)"). The label column is joined so too when its bracket's end
 * ("2023)" of "Pythia (Biderman et al. 2023)") stands in the next column (round 16).
 */
const opens = (s: string): boolean => (s.match(/[(（]/g) ?? []).length > (s.match(/[)）]/g) ?? []).length;
const closes = (s: string): boolean => (s.match(/[)）]/g) ?? []).length > (s.match(/[(（]/g) ?? []).length;

function joinable(body: readonly (readonly string[])[], j: number): boolean {
  let split = 0;
  for (const r of body) {
    const a = (r[j] ?? '').trim();
    const b = (r[j + 1] ?? '').trim();
    if (!a && !b) continue;
    if (a && opens(a) && b && closes(b) && /^[+\-−–↑↓]?\s*\d/.test(b)) split++;
    else if (a && !b && !opens(a)) continue;
    else return false;
  }
  return split >= 2;
}

/** The end of a bracket a label opened, cut off by the word gaps: "2023)", "et al. 2019)", "base)". */
const LABEL_TAIL = /^[^()（）]{1,24}[)）]$/;

/**
 * The label column cut in two inside a bracket ("Pythia (Biderman et al." | "2023)"): citations of different lengths
 * put their years at different places, and the gaps between them read as a column. Joined when two rows or more
 * print the bracket's end in the next column and every other row that fills the next column does not; a row whose
 * end went further right keeps its open bracket.
 */
function labelJoinable(body: readonly (readonly string[])[]): boolean {
  let split = 0;
  for (const r of body) {
    const a = (r[0] ?? '').trim();
    const b = (r[1] ?? '').trim();
    if (!b) continue;
    if (a && opens(a) && closes(b) && LABEL_TAIL.test(b)) split++;
    else return false;
  }
  return split >= 2;
}

export function joinSplitBrackets<T extends { header: string[][]; body: string[][] }>(t: T): T {
  const width = Math.max(0, ...t.body.map((r) => r.length));
  let { header, body } = t;
  for (let j = width - 2; j >= 0; j--) {
    if (!(j === 0 ? width > 2 && labelJoinable(body) : joinable(body, j))) continue;
    body = body.map((r) => [...r.slice(0, j), `${(r[j] ?? '').trim()} ${(r[j + 1] ?? '').trim()}`.trim(), ...r.slice(j + 2)]);
    header = header.map((r) => {
      const a = (r[j] ?? '').trim();
      const b = (r[j + 1] ?? '').trim();
      const name = !b || a === b || a.endsWith(b) ? a : !a ? b : `${a} ${b}`;
      return [...r.slice(0, j), name, ...r.slice(j + 2)];
    });
  }
  return header === t.header && body === t.body ? t : { ...t, header, body };
}

/**
 * A first header row that is the end of a sentence ("on 9 categories (without 'other')." under a caption cut at
 * "… the metric computation based"): the caption's last line, printed between the caption and the header, read as a
 * row of group cells. It groups nothing: the header starts under it.
 */
export function withoutSentenceHeadRow<T extends { header: string[][]; body: string[][] }>(t: T): T {
  if (t.header.length < 2) return t;
  const texts = [...new Set((t.header[0] as string[]).map((c) => c.trim()).filter(Boolean))];
  const joined = texts.join(' ');
  if (texts.length === 0 || !/^[a-z]/.test(joined) || !/[a-z)’'"]\.$/.test(joined) || joined.split(/\s+/).length < 4) return t;
  return { ...t, header: t.header.slice(1) };
}
