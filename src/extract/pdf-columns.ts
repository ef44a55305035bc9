/**
 * Two-column pages of `pdftotext -layout` text → reading order (pure). On each page, the gutter is
 * the character column that is blank on most lines while text stands on both sides of it; a run of
 * lines blank at the gutter is read as its left half, then its right half; a line that crosses the
 * gutter (a title, a full-width table) stays whole where it is. Single-column pages are unchanged.
 */

const blankAt = (line: string, c: number): boolean => line.length <= c || /^\s{3}$/.test(line.slice(c - 1, c + 2).padEnd(3));

function gutterOf(lines: readonly string[]): number | undefined {
  const text = lines.filter((l) => l.trim());
  if (text.length < 12) return undefined;
  const width = Math.max(...text.map((l) => l.length));
  let best: { c: number; score: number } | undefined;
  for (let c = Math.floor(width * 0.3); c < Math.floor(width * 0.7); c++) {
    let blank = 0;
    let left = 0;
    let right = 0;
    for (const l of text) {
      if (!blankAt(l, c)) continue;
      blank++;
      if (l.slice(0, c).trim()) left++;
      if (l.slice(c).trim()) right++;
    }
    const score = blank / text.length;
    if (score >= 0.8 && left >= text.length * 0.3 && right >= text.length * 0.3 && (!best || score > best.score || (score === best.score && Math.abs(c - width / 2) < Math.abs(best.c - width / 2)))) best = { c, score };
  }
  return best?.c;
}

export function readingOrder(page: string): string {
  const lines = page.split('\n');
  const c = gutterOf(lines);
  if (c === undefined) return page;
  const out: string[] = [];
  let run: string[] = [];
  const prose = (t: string): boolean => (t.match(/[A-Za-z]{3,}/g) ?? []).length >= 5;
  const flush = (): void => {
    if (!run.length) return;
    const left = run.map((l) => l.slice(0, c).replace(/\s+$/, ''));
    const right = run.map((l) => l.slice(c).replace(/\s+$/, ''));
    // keep the right half's indentation relative to its own column
    const indent = Math.min(...right.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length), 1e9);
    out.push(...left, '', ...right.map((l) => (indent < 1e9 ? l.slice(Math.min(indent, l.length - l.trimStart().length)) : l)));
    run = [];
  };
  // after a line that crosses the gutter (a centred caption), a full-width table follows: its rows
  // also have a gap at the gutter, but no running text; they stay whole until running text resumes
  let whole = false;
  for (const l of lines) {
    if (!blankAt(l, c)) {
      flush();
      out.push(l);
      whole = true;
    } else if (whole && !prose(l.slice(0, c)) && !prose(l.slice(c))) out.push(l);
    else {
      whole = false;
      run.push(l);
    }
  }
  flush();
  return out.join('\n');
}

/** Every page of a `-layout` text (pages separated by form feeds) in reading order. */
export function columnsInOrder(text: string): string {
  return text.split('\f').map(readingOrder).join('\f');
}
