/**
 * A pipe table whose body rows print more cells than its header (pure). GitHub drops the extra cells, but the author
 * meant them: READMEs print a two-level header as one header row of groups (`| Method | AGIQA-3k | LIVE |`) and a first
 * body row of sub-headers twice as wide (`| | SRCC | PLCC | SRCC | PLCC |`), each group over the same number of columns.
 * The Markdown parser keeps only as many cells as the header has; this reads the rows again from the table's source
 * lines and, when every row is as wide and the sub-header row's leading blank cells leave value columns that the
 * header's groups divide evenly, spreads each group over its columns (the group's name in its first column, blanks
 * after it, the way a pipe header prints a span: md-header-rows.ts then reads the two header rows).
 */

/** One source line of a pipe table → its cells (outer pipes dropped; `\|` and pipes inside code spans are no separators). */
export function pipeCells(line: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let tick = 0;
  const s = line.trim();
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (ch === '\\' && s[i + 1] === '|') {
      cur += '|';
      i++;
      continue;
    }
    if (ch === '`') {
      let n = 1;
      while (s[i + n] === '`') n++;
      tick = tick === 0 ? n : tick === n ? 0 : tick;
      cur += '`'.repeat(n);
      i += n - 1;
      continue;
    }
    if (ch === '|' && tick === 0) {
      cells.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  cells.push(cur);
  if (s.startsWith('|')) cells.shift();
  if (s.endsWith('|') && !s.endsWith('\\|')) cells.pop();
  return cells.map((c) => c.trim());
}

const DELIMITER = /^\|?\s*:?-{1,}:?\s*(?:\|\s*:?-{1,}:?\s*)*\|?\s*$/;

/** The table's rows, header first, spread to the body's width; undefined when the body is no wider than the header. */
export function widePipeRows(raw: string): string[][] | undefined {
  const lines = raw.split('\n').filter((l) => l.trim());
  if (lines.length < 3 || !DELIMITER.test(lines[1] as string)) return undefined;
  const head = pipeCells(lines[0] as string);
  const body = lines.slice(2).map(pipeCells);
  const width = body[0]?.length ?? 0;
  if (width <= head.length || body.some((r) => r.length !== width)) return undefined;
  const sub = body[0] as string[];
  let labels = 0;
  while (labels < sub.length && !sub[labels]) labels++;
  const groups = head.length - labels;
  const values = width - labels;
  if (labels < 1 || groups < 1 || values % groups !== 0 || values / groups < 2) return undefined;
  if (head.slice(labels).some((g) => !g)) return undefined;
  const span = values / groups;
  const spread = [...head.slice(0, labels), ...head.slice(labels).flatMap((g) => [g, ...Array<string>(span - 1).fill('')])];
  return [spread, ...body];
}
